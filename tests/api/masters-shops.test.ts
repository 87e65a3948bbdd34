// 门店管理: shop passwords stored as scrypt hashes and never answered, and the sign-in to the
// DHT and BPS platforms through the replaceable HTTP seam (a fake here: this machine cannot
// reach them).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'
import { setShopPlatformHttp, type PlatformRequest } from '../../src/server/domain/masters/shop-platforms.ts'

let api: TestApi
let token: string
beforeAll(async () => {
  api = await startApi()
  token = await api.login('demo')
})
afterAll(() => api.close())
afterEach(() => {
  setShopPlatformHttp(null)
  delete process.env.WMS_DHT_URL
  delete process.env.WMS_BPS_URL
})

const call = (path: string, payload: unknown = {}, t = token) => api.call(path, payload, { token: t }).then((r) => r.body)
const shop = async (code: string) => (await call('/v1/shop/list', { code })).data.list.find((s: any) => s.code === code)
const stored = async (id: number) => (await api.db.query(`SELECT password_hash, dht_password_hash FROM shop WHERE id = $1`, [id])).rows[0]

/** A fake platform: records the requests and answers what the test says. */
function fakePlatform(answer: (req: PlatformRequest) => { status: number; body: string } | Promise<never>) {
  const seen: PlatformRequest[] = []
  setShopPlatformHttp(async (req) => {
    seen.push(req)
    return answer(req)
  })
  return seen
}

describe('shop passwords', () => {
  it('stores a scrypt hash, answers only the time it was set, and never the hash', async () => {
    const add = await call('/v1/shop/add', { code: 'MD900', name: '测试门店', loginAccount: 'md900', dhtAccount: 'DHT900', phone: '13812345678' })
    const s = (await call('/v1/shop/get', { id: add.data.id })).data
    expect(s.passwordSetAt).toBeNull()
    const set = await call('/v1/shop/pwd', { id: s.id, version: s.version, password: 'Abc12345' })
    expect(set).toMatchObject({ status: 1, data: { id: s.id, version: s.version + 1 } })
    expect((await stored(s.id)).password_hash).toMatch(/^scrypt\$/)
    const after = (await call('/v1/shop/get', { id: s.id })).data
    expect(after.passwordSetAt).toEqual(expect.any(String))
    const answers = JSON.stringify([after, (await call('/v1/shop/list', { code: 'MD900' })).data])
    expect(answers).not.toMatch(/scrypt|passwordHash|Abc12345/)
    // The operation log masks it too.
    const log = await api.db.query(`SELECT payload FROM operation_log WHERE path = '/v1/shop/pwd' ORDER BY id DESC LIMIT 1`)
    expect(log.rows[0].payload.password).toBe('***')
    expect((await call('/v1/shop/dhtpwd', { id: s.id, password: 'Dht99999' })).status).toBe(1)
    expect((await stored(s.id)).dht_password_hash).toMatch(/^scrypt\$/)
  })

  it('refuses a weak password, a shop without the account, a stale version and a forged hash', async () => {
    const s = await shop('MD004') // no login account, no DHT account
    expect((await call('/v1/shop/pwd', { id: s.id, password: '123' })).message).toBe('密码长度应为 6–32 位')
    expect((await call('/v1/shop/pwd', { id: s.id, password: 'abcdefgh' })).message).toBe('密码须同时包含字母和数字')
    expect((await call('/v1/shop/pwd', { id: s.id, password: 'Abc12345' })).message).toBe('请先填写该门店的登录账号，再设置密码')
    expect((await call('/v1/shop/dhtpwd', { id: s.id, password: 'Abc12345' })).message).toBe('请先填写该门店的 DHT 账号，再设置 DHT 密码')
    const md1 = await shop('MD001')
    expect(await call('/v1/shop/pwd', { id: md1.id, version: md1.version - 1 || 99, password: 'Abc12345' })).toEqual({
      status: 0,
      message: '数据已被他人修改，请刷新后重试',
    })
    // add/update cannot write the hash: read-only keys are dropped.
    await call('/v1/shop/update', { ...md1, passwordHash: 'forged', dhtPasswordHash: 'forged' })
    expect((await stored(md1.id)).password_hash).toMatch(/^scrypt\$/)
    expect((await call('/v1/shop/pwd', { id: 999999, password: 'Abc12345' })).message).toBe('记录不存在或已被删除')
  })

  it('does not reach a shop of another tenant', async () => {
    const other = (await api.db.query(`SELECT id FROM shop WHERE code = 'S01'`)).rows[0].id
    expect((await call('/v1/shop/pwd', { id: other, password: 'Abc12345' })).message).toBe('记录不存在或已被删除')
    expect((await call('/v1/shop/LoginBPS', { id: other, password: 'Shop2026' })).message).toBe('记录不存在或已被删除')
  })
})

describe('platform sign-in', () => {
  it('refuses clearly when the shop has no credentials for that platform', async () => {
    const seen = fakePlatform(() => ({ status: 200, body: '{}' }))
    const md2 = await shop('MD002') // login account and password, no DHT account
    expect((await call('/v1/shop/LoginDHT', { id: md2.id, password: 'x' })).message).toBe('该门店未设置 DHT 订货平台的账号和密码，请先在门店管理中设置')
    const md7 = await shop('MD007') // nothing at all
    expect((await call('/v1/shop/LoginBPS', { id: md7.id, password: 'x' })).message).toBe('该门店未设置 BPS 平台的账号和密码，请先在门店管理中设置')
    expect(seen).toHaveLength(0)
  })

  it('checks the typed password against the hash before anything leaves the server', async () => {
    const seen = fakePlatform(() => ({ status: 200, body: '{}' }))
    process.env.WMS_DHT_URL = 'https://dht.test/api/login'
    const md1 = await shop('MD001')
    expect(await call('/v1/shop/LoginDHT', { id: md1.id, password: 'wrong999' })).toMatchObject({ status: 0, message: 'DHT 订货平台密码不正确' })
    expect(seen).toHaveLength(0)
  })

  it('says so when the platform address is not configured', async () => {
    const md1 = await shop('MD001')
    expect((await call('/v1/shop/LoginDHT', { id: md1.id, password: 'Dht2026a' })).message).toBe('未配置 DHT 订货平台地址（WMS_DHT_URL），无法登录')
  })

  it('signs in to DHT with the DHT account and answers the platform token', async () => {
    process.env.WMS_DHT_URL = 'https://dht.test/api/login'
    const seen = fakePlatform(() => ({ status: 200, body: JSON.stringify({ code: 0, data: { token: 'tok-123', url: 'https://dht.test/home' } }) }))
    const md1 = await shop('MD001')
    const r = await call('/v1/shop/LoginDHT', { id: md1.id, password: 'Dht2026a' })
    expect(r).toMatchObject({ status: 1, data: { platform: 'DHT', account: 'HM0001', token: 'tok-123', url: 'https://dht.test/home' } })
    expect(seen).toHaveLength(1)
    expect(seen[0].url).toBe('https://dht.test/api/login')
    expect(JSON.parse(seen[0].body)).toEqual({ account: 'HM0001', password: 'Dht2026a', shopCode: 'MD001' })
  })

  it('signs in to BPS with the shop account, and reports platform refusals and failures in Chinese', async () => {
    process.env.WMS_BPS_URL = 'https://bps.test/login'
    const md6 = await shop('MD006')
    fakePlatform(() => ({ status: 200, body: JSON.stringify({ code: 0, data: { token: 'bps-tok' } }) }))
    expect((await call('/v1/shop/LoginBPS', { id: md6.id, password: 'Shop2026' })).data).toEqual({
      platform: 'BPS',
      account: 'wj-by',
      token: 'bps-tok',
      url: null,
    })
    fakePlatform(() => ({ status: 200, body: JSON.stringify({ code: 1003, message: '账号已冻结' }) }))
    expect((await call('/v1/shop/LoginBPS', { id: md6.id, password: 'Shop2026' })).message).toBe('BPS 平台登录失败：账号已冻结')
    fakePlatform(() => ({ status: 502, body: '<html>Bad Gateway</html>' }))
    expect((await call('/v1/shop/LoginBPS', { id: md6.id, password: 'Shop2026' })).message).toBe('BPS 平台登录失败：HTTP 502')
    fakePlatform(() => Promise.reject(Object.assign(new Error('timeout'), { name: 'TimeoutError' })))
    expect((await call('/v1/shop/LoginBPS', { id: md6.id, password: 'Shop2026' })).message).toBe('BPS 平台连接超时')
    fakePlatform(() => Promise.reject(new Error('ECONNREFUSED')))
    expect((await call('/v1/shop/LoginBPS', { id: md6.id, password: 'Shop2026' })).message).toBe('BPS 平台连接失败')
  })

  it('refuses a closed shop and a user without the function key', async () => {
    const md5 = await shop('MD005') // 停业
    expect((await call('/v1/shop/LoginBPS', { id: md5.id, password: 'x' })).message).toBe('门店已停业，不能登录平台')
    const keeper = await api.login('keeper')
    const md1 = await shop('MD001')
    // The keeper role holds /basic as a whole, so it may; the approver may not.
    expect((await call('/v1/shop/LoginBPS', { id: md1.id, password: 'Shop2026' }, await api.login('approver'))).message).toBe('没有“门店登录平台”的权限')
    expect((await call('/v1/shop/list', {}, keeper)).status).toBe(1)
  })
})
