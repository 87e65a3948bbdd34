// The caller's address, for the logs and the login throttle. X-Forwarded-For is anyone's to
// write, so it is believed only when the connection comes from a configured reverse proxy
// (WMS_TRUSTED_PROXIES: addresses or CIDR ranges, comma-separated). Then the address is the
// right-most one in the header that is not itself a trusted proxy: what the nearest trusted hop
// saw, whatever the client put in front.
import { BlockList, isIP } from 'node:net'
import type { Context } from 'hono'

export interface TrustedProxies {
  has(address: string): boolean
}

/** `::ffff:10.0.0.1` is the IPv4 address 10.0.0.1 seen through an IPv6 socket. */
const plain = (address: string) => address.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1')

/** Parses the list; a malformed entry stops the start rather than trusting something unintended. */
export function trustedProxies(entries: string[]): TrustedProxies {
  const list = new BlockList()
  for (const raw of entries.map((e) => e.trim()).filter(Boolean)) {
    const [address, bits] = raw.split('/')
    const family = isIP(address)
    const prefix = bits === undefined ? undefined : Number(bits)
    if (!family || (prefix !== undefined && !(Number.isInteger(prefix) && prefix >= 0 && prefix <= (family === 4 ? 32 : 128))))
      throw new Error(`WMS_TRUSTED_PROXIES 中的“${raw}”不是有效的 IP 地址或网段`)
    const type = family === 4 ? 'ipv4' : 'ipv6'
    if (prefix === undefined) list.addAddress(address, type)
    else list.addSubnet(address, prefix, type)
  }
  return {
    has(address) {
      const a = plain(address)
      const family = isIP(a)
      return family !== 0 && list.check(a, family === 4 ? 'ipv4' : 'ipv6')
    },
  }
}

/** The socket's peer address (node-server hands the Node request to Hono as `env.incoming`). */
function peerAddress(c: Context): string {
  return plain((c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress ?? '')
}

export function clientIp(c: Context, trusted: TrustedProxies): string {
  const peer = peerAddress(c)
  if (!trusted.has(peer)) return peer
  const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map(plain).filter(Boolean)
  for (let i = hops.length - 1; i >= 0; i--) if (!trusted.has(hops[i]) || i === 0) return isIP(hops[i]) ? hops[i] : peer
  return peer
}
