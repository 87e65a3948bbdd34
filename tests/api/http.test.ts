// Envelope rules of spec §8 at the HTTP level: every answer is an envelope, even 400/404/405/413/501.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHINESE, startApi, type TestApi } from '../support/api.ts'

let api: TestApi
let token: string
beforeAll(async () => {
  api = await startApi()
  token = await api.login('demo')
})
afterAll(() => api.close())

describe('envelopes', () => {
  it('answers 404 with an envelope for an unknown path', async () => {
    const r = await api.call('/no/such/call', {}, { token })
    expect(r.http).toBe(404)
    expect(r.body).toEqual({ status: 0, message: '接口不存在' })
  })

  it('answers 501 for a catalogue call not built yet', async () => {
    const planned = Object.entries(api.config.endpoints).find(([, e]) => e.op === 'planned' && !e.prefix && e.method !== 'GET')
    expect(planned, 'some catalogue call is still planned').toBeDefined()
    const r = await api.call(planned![0], {}, { token })
    expect(r.http).toBe(501)
    expect(r.body).toEqual({ status: 0, message: '该功能尚未开放' })
  })

  it('answers 405 for the wrong method', async () => {
    const get = await api.call('/storage/list', {}, { token, method: 'GET' })
    expect(get.http).toBe(405)
    expect(get.body.message).toBe('该接口只接受 POST 请求')
    const post = await api.call('/module/usermenu', {}, { token, method: 'POST' })
    expect(post.http).toBe(405)
  })

  it('answers 400 for malformed JSON and for a body that is not an object', async () => {
    const bad = await api.call('/storage/list', {}, { token, rawBody: '{"pageIndex":' })
    expect(bad.http).toBe(400)
    expect(bad.body).toEqual({ status: 0, message: '请求数据不是有效的 JSON' })
    expect((await api.call('/storage/list', {}, { token, rawBody: '[1,2]' })).body.message).toBe('请求数据应为 JSON 对象')
  })

  it('answers 413 for a body over 2 MB', async () => {
    const r = await api.call('/storage/list', {}, { token, rawBody: JSON.stringify({ name: 'x'.repeat(2_100_000) }) })
    expect(r.http).toBe(413)
    expect(r.body.message).toMatch(CHINESE)
  })

  it('takes an empty body as an empty payload', async () => {
    expect((await api.call('/storage/list', {}, { token, rawBody: '' })).body.status).toBe(1)
  })

  it('refuses unknown list filters and bad paging with Chinese messages', async () => {
    expect((await api.call('/storage/list', { pageSize: 15 }, { token })).body.message).toBe('每页条数取值不正确')
    expect((await api.call('/storage/list', { pageIndex: 0 }, { token })).body.message).toBe('页码不能小于 1')
    expect((await api.call('/storage/list', { sort: { field: 'password' } }, { token })).body.message).toBe('排序字段取值不正确')
    expect((await api.call('/storage/list', { colour: 'red' }, { token })).body.message).toBe('不支持的字段：colour')
  })
})

describe('hostile bodies', () => {
  it('answers 400 for nesting too deep, before any validator recurses into it (40 KB once gave a 500)', async () => {
    const deep = '['.repeat(20_000) + ']'.repeat(20_000)
    for (const path of ['/login', '/storage/list']) {
      const r = await api.call(path, {}, { token, rawBody: `{"account":${deep}}` })
      expect(r.http).toBe(400)
      expect(r.body).toEqual({ status: 0, message: '请求数据嵌套层级过深（最多 20 层）' })
    }
    // Brackets inside a string are text, not nesting.
    expect((await api.call('/login', {}, { rawBody: JSON.stringify({ account: '[['.repeat(25), password: 'x1' }) })).body.message).toBe('账号或密码错误')
  })

  it('answers 400 for an array longer than any payload needs', async () => {
    const r = await api.call('/storage/list', {}, { token, rawBody: JSON.stringify({ ids: new Array(6000).fill(1) }) })
    expect(r.http).toBe(400)
    expect(r.body).toEqual({ status: 0, message: '请求数据中的数组过长（最多 5000 项）' })
  })

  it('refuses control, zero-width and direction-override characters in any string, naming the field; line breaks only in text', async () => {
    const add = (extra: object) => api.call('/v1/paymode/add', { code: 'ZW' + Math.floor(Math.random() * 1e6), name: '现金', modeType: 1, ...extra }, { token })
    const message = '付款方式包含非法字符（控制字符、零宽字符或文字方向控制符）'
    for (const name of ['现\u200b金', '现金\u202eabc', '现\u0007金', '现\n金']) {
      const r = await add({ name })
      expect(r.body).toEqual({ status: 0, message, data: { errors: [{ field: 'name', message }] } })
    }
    expect((await add({ name: '现金X', remark: '第一行\n第二行\t制表' })).body.status).toBe(1)
    // Surrounding white space, a scanner's Enter included, is trimmed before the check.
    expect((await add({ name: '现金Y\r\n' })).body.status).toBe(1)
  })
})

describe('headers and health', () => {
  it('sends a CSP without inline script, no framing, nosniff and a referrer policy', async () => {
    const r = await api.call('/storage/list', {}, { token })
    expect(r.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(r.headers.get('x-content-type-options')).toBe('nosniff')
    expect(r.headers.get('referrer-policy')).toBe('same-origin')
    expect(r.headers.get('x-frame-options')).toBe('DENY')
    const missing = await api.call('/no/such/call', {}, { token })
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('answers liveness and readiness without a session', async () => {
    expect((await api.call('/health', {}, { method: 'GET' })).body).toEqual({ status: 1, message: '操作成功', data: { server: 'ok' } })
    const ready = await api.call('/health/ready', {}, { method: 'GET' })
    expect(ready.http).toBe(200)
    expect(ready.body.data).toEqual({ database: 'ok' })
  })
})

describe('unexpected failures', () => {
  it('answer 500 with an envelope and leave a system-log row without the payload', async () => {
    // A handler that breaks: the endpoint names a table that does not exist.
    const { createApp } = await import('../../src/server/app.ts')
    const broken = {
      ...api.config,
      endpoints: { ...api.config.endpoints, '/broken/list': { op: 'list' as const, entity: 'storage', auth: 'session' as const } },
    }
    broken.entities = { ...api.config.entities, storage: { ...api.config.entities.storage, 'x-table': 'no_such_table' } }
    const app = createApp({ db: api.db, config: broken })
    const res = await app.fetch(
      new Request('http://x/api/broken/list', {
        method: 'POST',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'secret-filter' }),
      }),
    )
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({ status: 0, message: '服务器内部错误，请稍后再试' })
    const log = (await api.db.query(`SELECT category, outcome, message, account FROM system_log WHERE category = 'error' ORDER BY id DESC LIMIT 1`)).rows[0]
    expect(log).toMatchObject({ category: 'error', outcome: 0, account: 'demo' })
    expect(log.message).toContain('/broken/list')
    expect(log.message).not.toContain('secret-filter')
  })
})
