// Walker: every endpoint of endpoints.yaml that needs a session answers -999 to a call without
// a valid token, whatever the token looks like; public endpoints never do.
import { randomBytes } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { startApi } from '../../support/api.ts'
import { isEnvelope, methodOf, walkedEndpoints } from '../../support/walker-helpers.ts'

const api = await startApi()
afterAll(() => api.close())

const EXPIRED = { status: 0, result: '-999', message: '登录已过期，请重新登录' }
const walked = walkedEndpoints(api.config)

describe('without a valid token', () => {
  it.each(walked.filter(([, e]) => e.auth !== 'public'))('%s answers -999', async (path, endpoint) => {
    const unissued = randomBytes(32).toString('base64url')
    const tokens: [string, string | null][] = [
      ['no Authorization header', null],
      ['a garbage token', 'garbage'],
      ['a long garbage token', `<'";--%$#@!>`.repeat(8)],
      ['a well-formed token nobody issued', unissued],
      ['the same with a Bearer prefix', 'Bearer ' + unissued],
    ]
    for (const [label, token] of tokens) {
      const r = await api.call(path, {}, { token, method: methodOf(endpoint) })
      expect({ http: r.http, body: r.body }, label).toEqual({ http: 200, body: EXPIRED })
    }
  })

  it.each(walked.filter(([, e]) => e.auth === 'public'))('%s (public) does not answer -999', async (path, endpoint) => {
    const r = await api.call(path, {}, { method: methodOf(endpoint) })
    expect(r.http).toBe(200)
    expect(isEnvelope(r.body), JSON.stringify(r.body)).toBe(true)
    expect(r.body.result).not.toBe('-999')
  })
})
