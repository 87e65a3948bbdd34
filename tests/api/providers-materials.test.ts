// Materials: the SKUs a supplier supplies at a supply price — added or updated by SKU (or the
// whole list replaced), repriced, deleted — and the SRM product list built on them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'

let api: TestApi
const token: Record<string, string> = {}
let provider: { id: number }
const sku: Record<string, number> = {}
beforeAll(async () => {
  api = await startApi()
  token.demo = await api.login('demo')
  token.demo2 = await api.login('demo2')
  provider = (await call('/provider/add', { code: 'GYS950', name: '物料测试供应商' })).data
  const rows = await api.db.query(
    `SELECT s.id, s.code FROM sku s JOIN tenant t ON t.id = s.tenant_id WHERE t.code = 'DEMO' AND s.code IN ('P1001-01', 'P1001-02', 'P1004-01')`,
  )
  for (const r of rows.rows) sku[r.code] = r.id
  sku.other = (await api.db.query(`SELECT s.id FROM sku s JOIN tenant t ON t.id = s.tenant_id WHERE t.code = 'HDWL' LIMIT 1`)).rows[0].id
})
afterAll(() => api.close())

const call = (path: string, payload: unknown, who = 'demo') => api.call(path, payload, { token: token[who] }).then((r) => r.body)
const materials = async () => (await call('/provider/sku/list', { providerId: provider.id, pageSize: 50 })).data.list

describe('materials', () => {
  it('adds materials and lists them with SKU code, product and unit', async () => {
    const r = await call('/provider/materiel/update', {
      providerId: provider.id,
      items: [
        { skuId: sku['P1001-01'], price: 52.5, minQty: 20, leadDays: 3 },
        { skuId: sku['P1001-02'], price: 120 },
      ],
    })
    expect(r).toMatchObject({ status: 1, data: { added: 2, updated: 0, removed: 0 } })
    const list = await materials()
    expect(list).toHaveLength(2)
    expect(list[0]).toMatchObject({
      providerName: '物料测试供应商',
      skuCode: 'P1001-01',
      productCode: 'P1001',
      productName: '金龙鱼食用调和油',
      unitName: '瓶',
      attrs: { 规格: '1.8L' },
      price: 52.5,
      minQty: 20,
      leadDays: 3,
    })
  })

  it('updates by SKU on a second save and replaces the list when asked', async () => {
    const again = await call('/provider/materiel/update', {
      providerId: provider.id,
      items: [
        { skuId: sku['P1001-01'], price: 50 },
        { skuId: sku['P1004-01'], price: 20.8 },
      ],
    })
    expect(again.data).toEqual({ added: 1, updated: 1, removed: 0 })
    expect((await materials()).map((m: any) => [m.skuCode, m.price])).toEqual([
      ['P1001-01', 50],
      ['P1001-02', 120],
      ['P1004-01', 20.8],
    ])
    const replaced = await call('/provider/materiel/update', {
      providerId: provider.id,
      replace: true,
      items: [
        { skuId: sku['P1001-01'], price: 50 },
        { skuId: sku['P1004-01'], price: 21 },
      ],
    })
    expect(replaced.data).toEqual({ added: 0, updated: 2, removed: 1 })
    expect((await materials()).map((m: any) => m.skuCode)).toEqual(['P1001-01', 'P1004-01'])
  })

  it('refuses a SKU twice, a SKU of another tenant and a supplier of another tenant, naming the line', async () => {
    const twice = await call('/provider/materiel/update', {
      providerId: provider.id,
      items: [
        { skuId: sku['P1001-01'], price: 1 },
        { skuId: sku['P1001-01'], price: 2 },
      ],
    })
    expect(twice).toMatchObject({ status: 0, message: '同一商品规格只能出现一次' })
    expect(twice.data.errors[0].field).toBe('items.1.skuId')
    const foreign = await call('/provider/materiel/update', { providerId: provider.id, items: [{ skuId: sku.other, price: 1 }] })
    expect(foreign).toMatchObject({ status: 0, message: '所选商品规格不存在' })
    expect(foreign.data.errors[0].field).toBe('items.0.skuId')
    const theirs = await call('/provider/materiel/update', { providerId: provider.id, items: [{ skuId: sku.other, price: 1 }] }, 'demo2')
    expect(theirs.message).toBe('供应商不存在或已被删除')
    expect((await call('/provider/materiel/update', { providerId: provider.id, items: [{ skuId: sku['P1001-01'], price: -1 }] })).status).toBe(0)
    expect((await materials()).map((m: any) => m.price)).toEqual([50, 21])
  })

  it('updates one price under the version read', async () => {
    const [first] = await materials()
    const r = await call('/provider/materiel/updateprice', { id: first.id, version: first.version, price: 48.6 })
    expect(r).toMatchObject({ status: 1, message: '供货价已更新', data: { id: first.id, price: 48.6, version: first.version + 1 } })
    expect((await call('/provider/materiel/updateprice', { id: first.id, version: first.version, price: 1 })).message).toBe('数据已被他人修改，请刷新后重试')
    expect((await call('/provider/materiel/updateprice', { id: first.id, price: 1 }, 'demo2')).message).toBe('记录不存在或已被删除')
    expect((await call('/provider/materiel/info', { id: first.id })).data.price).toBe(48.6)
  })

  it("deletes materials, one or several, and not another tenant's", async () => {
    const [a, b] = await materials()
    expect((await call('/provider/materiel/delete', { id: a.id }, 'demo2')).message).toBe('记录不存在或已被删除')
    expect((await call('/provider/materiel/delete', { ids: [a.id, b.id] })).data).toEqual({ deleted: 2 })
    expect(await materials()).toEqual([])
  })
})

describe('SRM product list', () => {
  it("shows a supplier's SKUs with product, supply price, latest quote and last change", async () => {
    const gys = (await call('/provider/list', { code: 'GYS001', pageSize: 10 })).data.list[0]
    const srm = (await call('/provider/SrmProductList', { providerId: gys.id, pageSize: 10 })).data
    expect(srm.total).toBe(6)
    const row = srm.list[0]
    expect(row).toMatchObject({ providerCode: 'GYS001', skuCode: 'P1001-01', productCode: 'P1001', productName: '金龙鱼食用调和油', unitName: '瓶' })
    expect(row.price).toBeGreaterThan(0)
    expect(row.offerPrice).toBeLessThan(row.price) // the seeded quote is 2 % below the supply price
    expect(Date.parse(row.updatedAt)).not.toBeNaN()
  })

  it('filters by keyword across suppliers and pages', async () => {
    const hit = (await call('/provider/SrmProductList', { keyword: '纯牛奶', pageSize: 10 })).data
    expect(hit.total).toBeGreaterThan(0)
    expect(hit.list.every((r: any) => r.productName.includes('纯牛奶'))).toBe(true)
    const page2 = (await call('/provider/SrmProductList', { pageIndex: 2, pageSize: 10 })).data
    expect(page2.list).toHaveLength(10)
    expect(page2.total).toBeGreaterThan(20)
  })

  it("is the caller's tenant only", async () => {
    const theirs = (await call('/provider/SrmProductList', { pageSize: 50 }, 'demo2')).data
    expect(theirs.list.map((r: any) => r.providerName)).toEqual(expect.arrayContaining(['上海嘉禾粮油有限公司']))
    expect(new Set(theirs.list.map((r: any) => r.providerName)).size).toBe(1)
  })
})
