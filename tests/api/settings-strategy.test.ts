// Business config and invoice title: one record per tenant, read and saved without an id,
// the first save inserting it, later saves guarded by the version read. Null business
// settings follow the deployment variant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'
import { tenantId } from '../support/walker-helpers.ts'
import { effectiveStrategy, STRATEGY_DEFAULTS } from '../../src/server/domain/settings/strategy.ts'
import { inTenant } from '../../src/server/db/tenant-tx.ts'

let api: TestApi
const token: Record<string, string> = {}
let hdwl: number
let demoTenant: number
beforeAll(async () => {
  api = await startApi()
  for (const a of ['demo', 'demo2', 'admin', 'approver']) token[a] = await api.login(a)
  hdwl = await tenantId(api.db, 'HDWL')
  demoTenant = await tenantId(api.db, 'DEMO')
})
afterAll(() => api.close())

const call = (path: string, payload: object, who = 'demo2') => api.call(path, payload, { token: token[who] }).then((r) => r.body)
const STALE = { status: 0, message: '数据已被他人修改，请刷新后重试' }

describe('business config', () => {
  it('answers defaults and the variant settings before the first save', async () => {
    const s = api.config.settings
    const r = (await call('/strategy/getTenantStrategy', {})).data
    expect(r).toMatchObject({ ...STRATEGY_DEFAULTS, id: null, version: null, tenantId: hdwl })
    expect(r).toMatchObject({
      shortCodeEnabled: s.hasShortCode,
      companyName: s.companyName,
      systemName: s.systemName,
      logisticsName: s.logisticsName,
      printTest: s.printTest,
      specialMetering: s.specialMetering,
    })
    expect(r.inherited).toHaveLength(22)
  })

  it('keeps the entity defaults and the code defaults equal', () => {
    const props = api.config.entities.tenantStrategy.properties
    for (const [k, v] of Object.entries(STRATEGY_DEFAULTS)) expect(props[k].default, k).toBe(v)
    const withDefault = Object.entries(props)
      .filter(([, f]) => f.default !== undefined)
      .map(([k]) => k)
    expect(withDefault.sort()).toEqual(Object.keys(STRATEGY_DEFAULTS).sort())
  })

  it('saves once, then only with the version read', async () => {
    const first = await call('/strategy/save', { negativeStock: true, overReceiptPercent: 2.5, companyName: '华东物流' })
    expect(first).toMatchObject({ status: 1, data: { version: 1, negativeStock: true, overReceiptPercent: 2.5, companyName: '华东物流', systemName: null } })
    expect(await call('/strategy/save', { blindStocktake: true })).toEqual(STALE)
    const second = await call('/strategy/save', { blindStocktake: true, version: 1 })
    expect(second.data).toMatchObject({ version: 2, blindStocktake: true, negativeStock: true })
    expect(await call('/strategy/save', { blindStocktake: false, version: 1 })).toEqual(STALE)
    const r = (await call('/strategy/getTenantStrategy', {})).data
    expect(r).toMatchObject({
      id: first.data.id,
      version: 2,
      negativeStock: true,
      blindStocktake: true,
      companyName: '华东物流',
      systemName: api.config.settings.systemName,
    })
    expect(r.inherited).toEqual(expect.arrayContaining(['systemName', 'shortCodeEnabled']))
    expect(r.inherited).not.toContain('companyName')
    expect((await call('/strategy/save', { overReceiptPercent: 101, version: 2 })).message).toContain('超收容差(%)')
  })

  it('effectiveStrategy replaces nulls by the variant and reads the tenant row', async () => {
    const settings = { ...api.config.settings, hasShortCode: false, systemName: '另一套系统' }
    const s = await inTenant(api.db, { tenantId: hdwl }, (tx) => effectiveStrategy(tx, hdwl, settings))
    expect(s).toMatchObject({ negativeStock: true, shortCodeEnabled: false, systemName: '另一套系统', companyName: '华东物流', approvalPurchase: true })
    const demo = await inTenant(api.db, { tenantId: demoTenant }, (tx) => effectiveStrategy(tx, demoTenant, settings))
    expect(demo).toMatchObject({ overReceiptPercent: 5, negativeStock: false, companyName: settings.companyName })
  })

  it('lets a tenant user read its own tenant only, a platform user any tenant', async () => {
    expect((await call('/strategy/getTenantStrategy', { tenantId: hdwl }, 'demo2')).data.companyName).toBe('华东物流')
    expect(await call('/strategy/getTenantStrategy', { tenantId: hdwl }, 'demo')).toEqual({ status: 0, message: '只能查看本租户的业务配置' })
    expect((await call('/strategy/getTenantStrategy', { tenantId: hdwl }, 'admin')).data).toMatchObject({
      tenantId: hdwl,
      companyName: '华东物流',
      negativeStock: true,
    })
    expect((await call('/strategy/getTenantStrategy', { tenantId: demoTenant }, 'admin')).data).toMatchObject({ tenantId: demoTenant, overReceiptPercent: 5 })
    expect(await call('/strategy/getTenantStrategy', { tenantId: 999999 }, 'admin')).toEqual({ status: 0, message: '租户不存在' })
    expect((await call('/strategy/getTenantStrategy', { tenantId: 'x' }, 'admin')).status).toBe(0)
  })

  it('refuses a save without the function key', async () => {
    expect(await call('/strategy/save', { negativeStock: true }, 'approver')).toEqual({ status: 0, message: '没有“业务配置保存”的权限' })
  })
})

describe('invoice title', () => {
  it('is null until saved, then the tenant own record', async () => {
    expect((await call('/v1/InvoiceTitle/GetInvoiceTitle', {})).data).toBeNull()
    const bad = await call('/v1/InvoiceTitle/SaveInvoiceTitle', { title: '华东物流有限公司', taxNo: 'abc' })
    expect(bad.message).toBe('纳税人识别号应为 15–20 位数字或大写字母')
    expect((await call('/v1/InvoiceTitle/SaveInvoiceTitle', { title: '华东物流有限公司' })).data.errors[0].field).toBe('taxNo')
    const saved = await call('/v1/InvoiceTitle/SaveInvoiceTitle', { title: '华东物流有限公司', taxNo: '91310114MA1GT35K2Q', email: 'fp@hdwl.example.com' })
    expect(saved.data).toMatchObject({ version: 1, title: '华东物流有限公司', taxNo: '91310114MA1GT35K2Q' })
    const again = await call('/v1/InvoiceTitle/SaveInvoiceTitle', { ...saved.data, bankName: '招商银行上海分行' })
    expect(again.data).toMatchObject({ id: saved.data.id, version: 2, bankName: '招商银行上海分行', email: 'fp@hdwl.example.com' })
    expect(await call('/v1/InvoiceTitle/SaveInvoiceTitle', { title: 'x', taxNo: '91310114MA1GT35K2Q', version: 1 })).toEqual(STALE)
    expect((await call('/v1/InvoiceTitle/GetInvoiceTitle', {}, 'demo')).data).toMatchObject({ title: '广州演示仓储有限公司' })
    const rows = await api.db.query(`SELECT tenant_id FROM invoice_title ORDER BY tenant_id`)
    expect(rows.rows.map((r) => r.tenant_id)).toEqual([demoTenant, hdwl].sort((a, b) => a - b))
  })
})

it('lets only one of two simultaneous first saves through', async () => {
  const save = (signName: string) => call('/v1/smsconfig/provider/save', { provider: 'record', signName })
  const answers = await Promise.all([save('甲'), save('乙')])
  expect(answers.map((a) => a.status).sort()).toEqual([0, 1])
  expect(answers.find((a) => a.status === 0)).toEqual(STALE)
  expect((await call('/v1/smsconfig/provider/get', {})).data).toMatchObject({ version: 1, signName: answers.find((a) => a.status === 1)!.data.signName })
})
