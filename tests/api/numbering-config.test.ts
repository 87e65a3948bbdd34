// Numbers and state labels come from the config: a document made through the generic create is
// numbered by its entity's x-generated declaration, and a variant that changes the pattern or
// renames a state is seen in the numbers and in the server's refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { businessDay } from '../../src/server/crud/numbering.ts'
import { startApi, type TestApi } from '../support/api.ts'

async function purchaseFixture(api: TestApi) {
  const token = await api.login('demo')
  const call = (path: string, payload: unknown) => api.call(path, payload, { token }).then((r) => r.body)
  const one = async (sql: string) => Number((await api.db.query(sql)).rows[0].id)
  const provider = await one(`SELECT p.id FROM provider p JOIN tenant t ON t.id = p.tenant_id WHERE t.code = 'DEMO' AND p.code = 'GYS001'`)
  const storage = await one(`SELECT s.id FROM storage s JOIN tenant t ON t.id = s.tenant_id WHERE t.code = 'DEMO' AND s.code = 'GZ01'`)
  const materials = (await call('/v1/purchase/materials', { providerId: provider })).data as { value: number }[]
  const add = async () => {
    const r = await call('/v1/purchase/add', {
      providerId: provider,
      storageId: storage,
      lines: [{ skuId: materials[0].value, qty: 2, price: 5, taxRate: 13 }],
    })
    expect(r).toMatchObject({ status: 1 })
    return (await call('/v1/purchase/get', { id: r.data.id })).data as { id: number; version: number; purchaseNo: string }
  }
  return { call, add, day: businessDay(api.clock.now()) }
}

describe('as delivered', () => {
  let api: TestApi
  beforeAll(async () => {
    api = await startApi()
  })
  afterAll(() => api.close())

  it('numbers a purchase CG + day + 4 and a fee type FY + 4 through the generic create, one after another', async () => {
    const { call, add, day } = await purchaseFixture(api)
    const [a, b] = [await add(), await add()]
    expect(a.purchaseNo).toMatch(new RegExp(`^CG${day}\\d{4}$`))
    expect(Number(b.purchaseNo.slice(-4))).toBe(Number(a.purchaseNo.slice(-4)) + 1)
    const fee = await call('/v1/fees/add', { name: '装卸费（测试）', feesType: 1 })
    expect((await call('/v1/fees/get', { id: fee.data.id })).data.code).toMatch(/^FY\d{4}$/)
  })
})

describe('a variant that changes the pattern and renames states', () => {
  let api: TestApi
  beforeAll(async () => {
    api = await startApi({
      configure: (config) => {
        config.entities.purchase.properties.purchaseNo['x-generated'] = 'PO-{yyyyMMdd}-{seq:3}'
        config.entities.fee.properties.code['x-generated'] = 'FEE{seq:2}'
        config.workflows.purchase.states['0'].label = '制单中'
        config.workflows.purchase.states['10'].label = '审批中'
      },
    })
  })
  afterAll(() => api.close())

  it('numbers by the changed pattern', async () => {
    const { call, add, day } = await purchaseFixture(api)
    expect((await add()).purchaseNo).toMatch(new RegExp(`^PO-${day}-\\d{3}$`))
    const fee = await call('/v1/fees/add', { name: '装卸费（测试）', feesType: 1 })
    expect((await call('/v1/fees/get', { id: fee.data.id })).data.code).toMatch(/^FEE\d{2}$/)
  })

  it("names the states by the variant's labels in a refusal", async () => {
    const { call, add } = await purchaseFixture(api)
    const p = await add()
    expect(await call('/v1/purchase/submitreview', { id: p.id })).toMatchObject({ status: 1, data: { status: 10 } })
    const h = (await call('/v1/purchase/get', { id: p.id })).data
    expect(await call('/v1/purchase/edit', { id: p.id, version: h.version, remark: '改' })).toEqual({
      status: 0,
      message: `采购单 ${p.purchaseNo} 当前状态“审批中”，只有制单中或已驳回的采购单可以修改`,
    })
  })
})
