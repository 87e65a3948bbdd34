// The app centre (opened per tenant, only with the variant's licence), carriers of open
// logistics (AppSecret write-only) and each user's own flags (/v1/dictcode).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'

let api: TestApi
const token: Record<string, string> = {}
beforeAll(async () => {
  api = await startApi()
  for (const a of ['demo', 'demo2', 'keeper', 'approver']) token[a] = await api.login(a)
})
afterAll(() => api.close())

const call = (path: string, payload: object = {}, who = 'demo') => api.call(path, payload, { token: token[who] }).then((r) => r.body)

/** The app-centre licence on for one test (the handler reads the settings at each call). */
async function withAppCenter<T>(fn: () => Promise<T>): Promise<T> {
  const before = api.config.settings.hasAppCenterAuth
  api.config.settings.hasAppCenterAuth = true
  try {
    return await fn()
  } finally {
    api.config.settings.hasAppCenterAuth = before
  }
}

describe('app centre', () => {
  it('lists the listed applications with whether the tenant opened them', async () => {
    const demo = (await call('/application/list', { pageSize: 50 })).data
    expect(demo.total).toBe(6)
    expect(demo.list.filter((a: any) => a.opened).map((a: any) => a.name)).toEqual(['快递电子面单'])
    expect((await call('/application/list', {}, 'demo2')).data.list.some((a: any) => a.opened)).toBe(false)
    expect((await call('/application/list', { category: 3 })).data.list.map((a: any) => a.code).sort()).toEqual(['FIN-KINGDEE', 'FIN-YONYOU'])
    expect((await call('/application/list', { opened: true })).data.total).toBe(1)
    expect((await call('/application/list', { name: '监控' })).data.list.map((a: any) => a.code)).toEqual(['CAMERA'])
    await api.db.query(`UPDATE application SET status = 0 WHERE code = 'ECOM-JD'`)
    expect((await call('/application/list')).data.total).toBe(5)
  })

  it('refuses to open or close without the app-centre licence', async () => {
    expect(api.config.settings.hasAppCenterAuth).toBe(false)
    expect(await call('/application/open', { applicationId: 1 })).toEqual({ status: 0, message: '当前部署未开通应用中心授权，不能开通或关闭应用' })
  })

  it('opens and closes an application for the caller tenant only', async () => {
    await withAppCenter(async () => {
      const apps = (await call('/application/list', { pageSize: 50 })).data.list
      const finance = apps.find((a: any) => a.code === 'FIN-YONYOU')
      expect(await call('/application/open', { applicationId: finance.id })).toMatchObject({
        status: 1,
        message: '已开通“用友财务对接”',
        data: { opened: true },
      })
      expect((await call('/application/open', { id: finance.id })).status).toBe(1)
      const after = (await call('/application/list', { opened: true })).data.list.map((a: any) => a.code)
      expect(after.sort()).toEqual(['FIN-YONYOU', 'WAYBILL'])
      expect((await call('/application/list', { opened: true }, 'demo2')).data.total).toBe(0)
      expect(await call('/application/close', { applicationId: finance.id }, 'demo2')).toEqual({ status: 0, message: '应用“用友财务对接”尚未开通' })
      expect((await call('/application/close', { id: finance.id })).message).toBe('已关闭“用友财务对接”')
      expect((await call('/application/close', { id: finance.id })).message).toBe('应用“用友财务对接”尚未开通')
      const jd = (await api.db.query(`SELECT id FROM application WHERE code = 'ECOM-JD'`)).rows[0].id
      expect((await call('/application/open', { applicationId: jd })).message).toBe('应用“京东店铺对接”已下架，不能开通')
      expect((await call('/application/open', { applicationId: 999999 })).message).toBe('应用不存在')
      expect((await call('/application/open', {})).message).toBe('请选择应用')
      expect((await call('/application/open', { applicationId: finance.id }, 'approver')).message).toBe('没有“应用开通”的权限')
    })
  })
})

describe('carriers', () => {
  it('takes an AppSecret but never gives it back, and keeps it when saved empty', async () => {
    const add = await call('/v1/carrier/add', {
      code: 'JT',
      name: '极兔速递',
      apiUrl: 'https://open.jtexpress.example',
      appKey: 'jt-key',
      appSecret: 'jt-secret-1',
    })
    expect(add.status).toBe(1)
    const got = (await call('/v1/carrier/get', { id: add.data.id })).data
    expect(got).toMatchObject({ code: 'JT', appKey: 'jt-key' })
    expect(got).not.toHaveProperty('appSecret')
    expect(JSON.stringify((await call('/v1/carrier/list', { pageSize: 50 })).data)).not.toContain('jt-secret-1')
    const upd = await call('/v1/carrier/update', { ...got, appSecret: '', contact: '客服' })
    expect(upd.status).toBe(1)
    const secret = async () => (await api.db.query(`SELECT app_secret FROM carrier WHERE id = $1`, [add.data.id])).rows[0].app_secret
    expect(await secret()).toBe('jt-secret-1')
    await call('/v1/carrier/update', { id: got.id, version: upd.data.version, appSecret: 'jt-secret-2' })
    expect(await secret()).toBe('jt-secret-2')
    const logged = await api.db.query(`SELECT payload FROM operation_log WHERE path LIKE '/v1/carrier/%'`)
    expect(JSON.stringify(logged.rows)).not.toMatch(/jt-secret/)
  })

  it('refuses a bad address and a duplicate code, toggles status, offers enabled ones', async () => {
    expect((await call('/v1/carrier/add', { code: 'X1', name: '某物流', apiUrl: 'ftp://x' })).message).toBe('接口地址应以 http:// 或 https:// 开头')
    expect((await call('/v1/carrier/add', { code: 'SF', name: '另一个顺丰' })).message).toBe('承运商编码已存在')
    const zto = (await call('/v1/carrier/list', { code: 'ZTO' })).data.list[0]
    expect((await call('/v1/carrier/status', { id: zto.id, status: 0 })).status).toBe(1)
    const options = (await call('/v1/carrier/options', { status: 1 })).data.map((o: any) => o.label)
    expect(options).toContain('顺丰速运')
    expect(options).not.toContain('中通快递')
    expect((await call('/v1/carrier/options', { status: 1 }, 'demo2')).data.map((o: any) => o.label)).toEqual(['圆通速递'])
    expect((await call('/v1/carrier/delete', { id: zto.id }, 'keeper')).message).toBe('没有“开放物流”的权限')
  })
})

describe('user flags', () => {
  it('reads and writes the caller own flag only', async () => {
    const q = { tag: 'guide-home', dictType: 91 }
    expect(await call('/v1/dictcode/getcommondictcode', q)).toMatchObject({ status: 1, data: { value: null } })
    expect((await call('/v1/dictcode/setcommondictcode', { ...q, value: '1' })).status).toBe(1)
    expect((await call('/v1/dictcode/getcommondictcode', q)).data).toEqual({ value: '1' })
    expect((await call('/v1/dictcode/getcommondictcode', q, 'keeper')).data).toEqual({ value: null })
    await call('/v1/dictcode/setcommondictcode', { ...q, value: '2' })
    await call('/v1/dictcode/setcommondictcode', { ...q, value: '1' }, 'keeper')
    expect((await call('/v1/dictcode/getcommondictcode', q)).data).toEqual({ value: '2' })
    const rows = await api.db.query(
      `SELECT u.account, d.value, d.version FROM user_dict d JOIN sys_user u ON u.tenant_id = d.tenant_id AND u.id = d.user_id ORDER BY u.account`,
    )
    expect(rows.rows).toEqual([
      { account: 'demo', value: '2', version: 2 },
      { account: 'keeper', value: '1', version: 1 },
    ])
    expect((await call('/v1/dictcode/setcommondictcode', { ...q, userId: 1, value: '1' })).status).toBe(0)
  })
})
