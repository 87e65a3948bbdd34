// The web app's configuration in two calls: the login settings to anyone, everything else to a
// session, tagged so that a browser holding it gets a 304.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOGIN_SETTINGS } from '../../src/config/types.ts'
import { startApi, type TestApi } from '../support/api.ts'

// The MD5 variant's login itself (the client hashes when the public settings say isMd5) is
// tests/api/md5-variant.test.ts; the shared test database holds plain-variant passwords.
describe.each(['customer', 'prison', 'prison-md5'])('app config of the %s variant', (variant) => {
  let api: TestApi
  beforeAll(async () => {
    api = await startApi({ variant })
  })
  afterAll(() => api.close())

  it('tells anyone the login settings and nothing more', async () => {
    const res = await api.call('/app/config', {}, { method: 'GET' })
    expect(res.body.status).toBe(1)
    expect(Object.keys(res.body.data).sort()).toEqual(['settings', 'variant'])
    expect(Object.keys(res.body.data.settings).sort()).toEqual([...LOGIN_SETTINGS].sort())
    expect(res.body.data.settings.systemName).toBe(api.config.settings.systemName)
    expect(res.body.data.settings.isMd5).toBe(variant === 'prison-md5')
    expect(JSON.stringify(res.body).length).toBeLessThan(1000)
  })

  it('refuses the full config without a session', async () => {
    const res = await api.call('/app/config/full', {}, { method: 'GET' })
    expect(res.body).toMatchObject({ status: 0, result: '-999' })
    expect(res.headers.get('ETag')).toBeNull()
  })

  it('sends a session the full config with an ETag, and a 304 while it holds that one', async () => {
    const token = await api.login('keeper')
    const first = await api.call('/app/config/full', {}, { method: 'GET', token })
    expect(first.http).toBe(200)
    expect(first.body.data.variant).toBe(variant)
    expect(first.body.data.settings).toEqual(api.config.settings)
    expect(Object.keys(first.body.data.screens).length).toBeGreaterThan(50)
    expect(first.body.data.entities.product.properties.code).toBeDefined()
    const etag = first.headers.get('ETag')!
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect(first.headers.get('Cache-Control')).toBe('private, no-cache')

    const again = await api.call('/app/config/full', {}, { method: 'GET', token, headers: { 'If-None-Match': etag } })
    expect(again.http).toBe(304)
    expect(again.bytes?.byteLength).toBe(0)
    expect(again.headers.get('ETag')).toBe(etag)

    const other = await api.call('/app/config/full', {}, { method: 'GET', token, headers: { 'If-None-Match': '"stale"' } })
    expect(other.http).toBe(200)
    expect(other.body.data.variant).toBe(variant)
  })

  it('checks the session before it answers 304', async () => {
    const token = await api.login('keeper')
    const etag = (await api.call('/app/config/full', {}, { method: 'GET', token })).headers.get('ETag')!
    const res = await api.call('/app/config/full', {}, { method: 'GET', headers: { 'If-None-Match': etag } })
    expect(res.http).toBe(200)
    expect(res.body.result).toBe('-999')
  })
})
