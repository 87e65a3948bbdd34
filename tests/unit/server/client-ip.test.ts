import { describe, expect, it } from 'vitest'
import type { Context } from 'hono'
import { clientIp, trustedProxies } from '../../../src/server/http/client-ip.ts'

// The two things clientIp reads of a request: the socket's peer and X-Forwarded-For.
const request = (peer: string, forwarded?: string) =>
  ({
    env: { incoming: { socket: { remoteAddress: peer } } },
    req: { header: (name: string) => (name === 'x-forwarded-for' ? forwarded : undefined) },
  }) as unknown as Context

describe('client address', () => {
  it('ignores X-Forwarded-For from a peer that is no configured proxy', () => {
    expect(clientIp(request('203.0.113.7', '10.0.0.1'), trustedProxies([]))).toBe('203.0.113.7')
    expect(clientIp(request('::ffff:203.0.113.7', '1.2.3.4'), trustedProxies(['10.0.0.0/8']))).toBe('203.0.113.7')
  })

  it('believes a trusted proxy: the right-most address not itself a proxy', () => {
    const proxies = trustedProxies(['10.0.0.0/8', '192.168.1.5'])
    expect(clientIp(request('10.0.0.2', '198.51.100.4'), proxies)).toBe('198.51.100.4')
    // A client writing its own header does not get to choose: what the proxies saw wins.
    expect(clientIp(request('10.0.0.2', '1.1.1.1, 198.51.100.4, 192.168.1.5'), proxies)).toBe('198.51.100.4')
    expect(clientIp(request('10.0.0.2', 'garbage'), proxies)).toBe('10.0.0.2')
    expect(clientIp(request('10.0.0.2'), proxies)).toBe('10.0.0.2')
  })

  it('refuses a malformed proxy entry at start', () => {
    expect(() => trustedProxies(['10.0.0.0/33'])).toThrow('WMS_TRUSTED_PROXIES 中的“10.0.0.0/33”不是有效的 IP 地址或网段')
    expect(() => trustedProxies(['proxy.local'])).toThrow(/不是有效的 IP 地址或网段/)
    expect(trustedProxies(['', ' ']).has('127.0.0.1')).toBe(false)
  })
})
