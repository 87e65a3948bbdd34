// Session calls of catalogue §7.1 and the token rules: -999, status 5, login throttle, sliding and absolute expiry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'

let api: TestApi
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

const HOUR = 3600_000

describe('login', () => {
  it('answers what the client stores (spec §4)', async () => {
    const r = await api.call('/login', { account: 'demo', password: 'demo123' })
    expect(r.body.status).toBe(1)
    const d = r.body.data
    expect(d.token).toMatch(/^[\w-]{40,}$/)
    expect(d.account).toBe('demo')
    expect(d.tenantInfo).toMatchObject({ tenantName: '演示仓储', tenantType: { value: 1, name: '仓储企业' } })
    expect(d.userInfo).toMatchObject({ account: 'demo', realName: '陈经理', userType: { value: 2, name: '租户管理员' }, tenantType: { value: 1 } })
    expect(d.tenantId).toBe(d.tenantInfo.tenantId)
    expect(d.defaultStorage).toEqual({ storageId: expect.any(Number), storageName: '广州白云一号仓' })
    // The names a tenant set in business config, else the variant's.
    expect(d.tenantSettings).toMatchObject({ systemName: api.config.settings.systemName, shortCodeEnabled: api.config.settings.hasShortCode })
  })

  it('answers the names a tenant set in business config', async () => {
    const token = await api.login('demo')
    const tenantId = (await api.db.query(`SELECT id FROM tenant WHERE code = 'DEMO'`)).rows[0].id
    const current = (await api.call('/strategy/getTenantStrategy', { tenantId }, { token })).body.data
    expect((await api.call('/strategy/save', { version: current.version, systemName: '演示仓储 WMS' }, { token })).body.status).toBe(1)
    const again = await api.call('/login', { account: 'keeper', password: 'demo123' })
    expect(again.body.data.tenantSettings.systemName).toBe('演示仓储 WMS')
    const other = await api.call('/login', { account: 'demo2', password: 'demo123' })
    expect(other.body.data.tenantSettings.systemName).toBe(api.config.settings.systemName)
  })

  it('accepts the account in any case and trims it', async () => {
    expect((await api.call('/login', { account: '  KEEPER ', password: 'demo123' })).body.status).toBe(1)
  })

  it('gives the same answer for an unknown account and a wrong password', async () => {
    const unknown = await api.call('/login', { account: 'nobody', password: 'x1234567' })
    const wrong = await api.call('/login', { account: 'finance', password: 'wrong123' })
    expect(unknown.body).toEqual({ status: 0, message: '账号或密码错误' })
    expect(wrong.body).toEqual({ status: 0, message: '账号或密码错误' })
  })

  it('slows repeated failures with growing waits (429) instead of locking the account, the same for unknown accounts', async () => {
    const answers = async (account: string) => {
      const got: { http: number; body: unknown }[] = []
      for (let i = 0; i < 6; i++) {
        const r = await api.call('/login', { account, password: 'bad' + i })
        got.push({ http: r.http, body: r.body })
      }
      return got
    }
    const known = await answers('approver')
    const unknown = await answers('nobody-here')
    // Nothing tells an existing account from an unknown one: no "再错 N 次", no lock message.
    expect(known).toEqual(unknown)
    expect(known.slice(0, 5).every((a) => a.http === 200 && JSON.stringify(a.body) === JSON.stringify({ status: 0, message: '账号或密码错误' }))).toBe(true)
    expect(known[5]).toEqual({ http: 429, body: { status: 0, message: '登录尝试过于频繁，请 1 秒后再试' } })
    const waiting = await api.call('/login', { account: 'approver', password: 'demo123' })
    expect(waiting.http).toBe(429)
    expect(waiting.headers.get('retry-after')).toBe('1')
    // The wait is short and the right password then lets the owner in: no lock anyone could trigger.
    api.clock.advance(1000)
    expect((await api.call('/login', { account: 'approver', password: 'demo123' })).body.status).toBe(1)
    const log = await api.db.query(`SELECT category, outcome FROM system_log WHERE account = 'approver' ORDER BY id`)
    expect(log.rows.filter((r) => r.category === 'lockout').length).toBeGreaterThan(0)
    expect(log.rows.at(-1)).toEqual({ category: 'login', outcome: 1 })
    // The failures of this address are forgotten after an hour without one.
    api.clock.advance(2 * 3600_000)
  })

  it('keeps serving signed-in users while logins flood the server (the password hash holds no transaction)', async () => {
    const token = await api.login('demo')
    // Four callers guessing: wrong passwords, 20 in all (what one address gets before the throttle).
    const ATTACKERS = 4
    const GUESSES_EACH = 5
    let done = false
    let userCalls = 0
    const user = (async () => {
      while (!done) {
        // In process on PGlite a call may never leave the microtask queue; a real client's next
        // request arrives through the event loop, as the hashes' completions do.
        await new Promise((r) => setImmediate(r))
        expect((await api.call('/user/userInfo', {}, { token })).body.status).toBe(1)
        userCalls++
      }
    })()
    const answers: string[] = []
    await Promise.all(
      Array.from({ length: ATTACKERS }, async (_, a) => {
        for (let i = 0; i < GUESSES_EACH; i++) answers.push((await api.call('/login', { account: `guess${a}`, password: `bad${i}x1` })).body.message)
      }),
    ).finally(() => (done = true))
    await user
    expect(answers.filter((m) => m !== '账号或密码错误')).toEqual([])
    const guesses = ATTACKERS * GUESSES_EACH
    console.log(`[flood] ${guesses} wrong-password logins from ${ATTACKERS} concurrent callers; meanwhile one signed-in user made ${userCalls} calls`)
    // With the hash inside the transaction (PGlite: one slot) the user got about one call per four guesses.
    expect(userCalls).toBeGreaterThanOrEqual(guesses)
    api.clock.advance(2 * 3600_000)
  })

  it('refuses a disabled user and a disabled tenant with status 5', async () => {
    const token = await api.login('finance')
    await api.db.query(`UPDATE sys_user SET status = 0 WHERE account = 'finance'`)
    expect((await api.call('/login', { account: 'finance', password: 'demo123' })).body).toEqual({ status: 5, message: '账号已停用，请联系管理员' })
    // A session that was open ends too.
    expect((await api.call('/user/userInfo', {}, { token })).body.status).toBe(5)
    await api.db.query(`UPDATE sys_user SET status = 1 WHERE account = 'finance'`)
    const t2 = await api.login('demo2')
    await api.db.query(`UPDATE tenant SET status = 0 WHERE code = 'HDWL'`)
    expect((await api.call('/storage/list', {}, { token: t2 })).body.status).toBe(5)
    expect((await api.call('/login', { account: 'demo2', password: 'demo123' })).body.status).toBe(5)
    await api.db.query(`UPDATE tenant SET status = 1 WHERE code = 'HDWL'`)
  })
})

describe('tokens', () => {
  it('answers -999 for a missing, unknown or expired token', async () => {
    const expired = { status: 0, result: '-999', message: '登录已过期，请重新登录' }
    expect((await api.call('/user/userInfo', {})).body).toEqual(expired)
    expect((await api.call('/user/userInfo', {}, { token: 'x'.repeat(43) })).body).toEqual(expired)
    const token = await api.login('keeper')
    api.clock.advance(8 * HOUR + 1000)
    expect((await api.call('/user/userInfo', {}, { token })).body).toEqual(expired)
  })

  it('slides the expiry while the session is used', async () => {
    const token = await api.login('keeper')
    for (let i = 0; i < 3; i++) {
      api.clock.advance(3.5 * HOUR)
      expect((await api.call('/user/userInfo', {}, { token })).body.status).toBe(1)
    }
  })

  it('ends a session at its absolute lifetime (12 h from login) however busy it is', async () => {
    const token = await api.login('keeper')
    for (let i = 0; i < 11; i++) {
      api.clock.advance(HOUR)
      expect((await api.call('/user/userInfo', {}, { token })).body.status).toBe(1)
    }
    api.clock.advance(HOUR)
    expect((await api.call('/user/userInfo', {}, { token })).body.result).toBe('-999')
    // Exchanging the token for a fresh session (QYLogin) does not extend the login either.
    const other = await api.login('keeper')
    api.clock.advance(6 * HOUR)
    expect((await api.call('/user/userInfo', {}, { token: other })).body.status).toBe(1)
    api.clock.advance(5 * HOUR)
    const qy = await api.call('/login/QYLogin', { token: other })
    expect(qy.body.status).toBe(1)
    api.clock.advance(HOUR)
    expect((await api.call('/user/userInfo', {}, { token: qy.body.data.token })).body.result).toBe('-999')
  })

  it('accepts a Bearer prefix', async () => {
    const token = await api.login('keeper')
    expect((await api.call('/user/userInfo', {}, { token: 'Bearer ' + token })).body.status).toBe(1)
  })

  it('stores only a hash of the token', async () => {
    const token = await api.login('keeper')
    const r = await api.db.query(`SELECT count(*)::int AS n FROM sys_session WHERE token_hash = $1 OR token_hash LIKE '%' || $1 || '%'`, [token])
    expect(r.rows[0].n).toBe(0)
  })

  it('ends the session at logout whatever happens next', async () => {
    const token = await api.login('keeper')
    expect((await api.call('/login/loginout', {}, { token })).body.status).toBe(1)
    expect((await api.call('/user/userInfo', {}, { token })).body.result).toBe('-999')
  })

  it('/login/info describes a token; /login/QYLogin exchanges it for a fresh session', async () => {
    const token = await api.login('keeper')
    const info = await api.call('/login/info', { token })
    expect(info.body.data.userInfo.account).toBe('keeper')
    const qy = await api.call('/login/QYLogin', { token })
    expect(qy.body.status).toBe(1)
    expect(qy.body.data.token).not.toBe(token)
    expect((await api.call('/user/userInfo', {}, { token: qy.body.data.token })).body.status).toBe(1)
    expect((await api.call('/user/userInfo', {}, { token })).body.result).toBe('-999')
    expect((await api.call('/login/QYLogin', { token })).body).toEqual({ status: 0, message: '登录凭证无效或已过期，请重新登录' })
  })
})

describe('the signed-in user', () => {
  it('changes the password: old one checked, rule applied, other sessions end', async () => {
    const token = await api.login('keeper')
    const other = await api.login('keeper')
    const call = (oldPwd: string, newPwd: string) => api.call('/user/upgrade/password', { oldPwd, newPwd }, { token })
    expect((await call('nope', 'abc12345')).body.message).toBe('原密码不正确')
    expect((await call('demo123', 'abc')).body.message).toBe('密码长度应为 6–32 位')
    expect((await call('demo123', 'abcdefgh')).body.message).toBe('密码须同时包含字母和数字')
    expect((await call('demo123', 'demo123')).body.message).toBe('新密码不能与原密码相同')
    expect((await call('demo123', 'Qwe123456')).body).toEqual({
      status: 0,
      message: '密码过于常见，容易被猜中，请换一个',
      data: { errors: [{ field: 'newPwd', message: '密码过于常见，容易被猜中，请换一个' }] },
    })
    expect((await call('demo123', 'keeper2026')).body.status).toBe(1)
    expect((await api.call('/user/userInfo', {}, { token })).body.status).toBe(1)
    expect((await api.call('/user/userInfo', {}, { token: other })).body).toEqual({ status: 5, message: '密码已修改，请重新登录' })
    expect((await api.call('/login', { account: 'keeper', password: 'demo123' })).body.status).toBe(0)
    expect((await api.call('/login', { account: 'keeper', password: 'keeper2026' })).body.status).toBe(1)
    expect((await call('keeper2026', 'demo123')).body.status).toBe(1)
  })

  it('switches the current warehouse within its tenant only', async () => {
    const token = await api.login('demo')
    const storages = (await api.call('/storage/list', { pageSize: 10 }, { token })).body.data.list
    const fs02 = storages.find((s: any) => s.code === 'FS02')
    const dg03 = storages.find((s: any) => s.code === 'DG03')
    expect((await api.call('/user/changeStorage', { storageId: fs02.id }, { token })).body.data).toEqual({ storageId: fs02.id, storageName: '佛山南海二号仓' })
    expect((await api.call('/user/userInfo', {}, { token })).body.data.defaultStorage.storageName).toBe('佛山南海二号仓')
    expect((await api.call('/user/changeStorage', { storageId: dg03.id }, { token })).body.message).toBe('所选仓库已停用')
    const other = (await api.db.query(`SELECT s.id FROM storage s JOIN tenant t ON t.id = s.tenant_id WHERE t.code = 'HDWL' LIMIT 1`)).rows[0].id
    expect((await api.call('/user/changeStorage', { storageId: other }, { token })).body.message).toBe('所选仓库不存在')
  })

  it('says no verification code is needed (GET)', async () => {
    const r = await api.call('/login/verifycode/need', { account: 'demo' }, { method: 'GET' })
    expect(r.body).toEqual({ status: 1, message: '操作成功', data: { need: false } })
  })
})

describe('menus and dictionaries', () => {
  it('gives each role its menu as a flat list with parents', async () => {
    const menu = async (account: string) => (await api.call('/module/usermenu', {}, { token: await api.login(account), method: 'GET' })).body.data as any[]
    const demo = await menu('demo')
    const names = demo.map((m) => m.routerName)
    expect(names).toEqual(expect.arrayContaining(['basic', 'warehouse-mag', 'warehouse-location']))
    const screen = demo.find((m) => m.routerName === 'warehouse-mag')
    const group = demo.find((m) => m.moduleId === screen.parentId)
    expect(group).toMatchObject({ moduleName: '基础资料', isRoot: true, url: '/basic' })
    expect(screen).toMatchObject({ moduleName: '仓库管理', url: '/basic/warehouse-mag', isRoot: false })
    expect((await menu('keeper')).map((m) => m.routerName)).toContain('warehouse-mag')
    const approver = await menu('approver')
    expect(approver.map((m) => m.routerName)).toEqual(expect.arrayContaining(['to-examine', 'purchase-to-examine', 'goods-to-examine']))
    // Besides the approval screens: the reservations the approver reviews, and 帮助中心 (every demo
    // role). The documents of the approvals open from the approval screens, without their modules.
    expect(
      approver
        .filter((m) => !m.url.startsWith('/to-examine'))
        .map((m) => m.routerName)
        .sort(),
    ).toEqual(['cancel-reservation', 'help', 'help-center', 'in-stock-mag', 'in-stock-reservation'])
    const share = await api.call('/sharecenter/usermenu', {}, { token: await api.login('demo'), method: 'GET' })
    expect(share.body.data).toEqual(demo)
  })

  it('gives the function keys of the roles', async () => {
    const keys = async (account: string) =>
      ((await api.call('/module/usermenufunction', {}, { token: await api.login(account), method: 'GET' })).body.data as any[]).map((m) => m.moduleName)
    expect(await keys('demo')).toEqual(expect.arrayContaining(['仓库新增', '仓库编辑', '仓库启停', '库位新增', '库区删除']))
    expect(await keys('approver')).toEqual(['预约审核', '预约审核'])
    // 财务管理's keys come with its group (应付账款, 货主费用), beside what the role was given by hand.
    expect((await keys('finance')).sort()).toEqual(['应付对账', '开票信息保存', '货主费用生成', '货主费用结算', '采购单结算'])
  })

  it('gives 财务 a menu of what it does today: settling purchase orders, stock, bank accounts, payment methods, invoice details', async () => {
    const token = await api.login('finance')
    const menu = (await api.call('/module/usermenu', {}, { token, method: 'GET' })).body.data as any[]
    expect(menu.filter((m) => m.moduleType === 2).map((m) => m.routerName)).toEqual(
      expect.arrayContaining(['purchase-order-mag', 'stock-total', 'stock-locate', 'bank-mag', 'payment-method', 'invoice-info']),
    )
    expect((await api.call('/v1/purchase/list', { pageIndex: 1, pageSize: 10 }, { token })).body.status).toBe(1)
    expect((await api.call('/v1/purchase/add', {}, { token })).body).toMatchObject({ status: 0, message: '没有“采购单新增”的权限' })
  })

  it('answers the enum dictionary and the named enums', async () => {
    const token = await api.login('demo')
    const all = (await api.call('/common/enums', {}, { token })).body.data
    expect(all['storage.status']).toEqual([
      { value: 1, label: '启用', color: 'green' },
      { value: 0, label: '停用', color: 'red' },
    ])
    const some = (await api.call('/common/enums', { names: ['ETenantType', 'nope'] }, { token })).body.data
    expect(Object.keys(some)).toEqual(['ETenantType'])
    const tt = (await api.call('/utils/enum/ETenantType', {}, { token, method: 'GET' })).body.data
    expect(tt).toContainEqual({ value: 1, name: '仓储企业', color: 'blue' })
    const ft = (await api.call('/utils/enum/EFeesType', {}, { token, method: 'GET' })).body.data
    expect(ft.map((o: any) => o.name)).toContain('仓储费')
  })

  it('answers the home tiles of the modules that exist with real counts', async () => {
    const r = await api.call('/home/count', {}, { token: await api.login('demo') })
    expect(r.body.data.map((t: any) => t.homeModular)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14])
    // Tile 1: the demo's reservations waiting for goods or being received, in its current warehouse (GZ01).
    const waiting = (
      await api.db.query(`SELECT count(*)::int AS n FROM bespeak b JOIN storage s ON s.id = b.storage_id WHERE s.code = 'GZ01' AND b.status IN (10, 20)`)
    ).rows[0].n
    expect(waiting).toBeGreaterThan(0)
    expect(r.body.data[0]).toEqual({ homeModular: 1, title: '待入库', routeName: 'in-stock-reservation', count: waiting })
  })
})
