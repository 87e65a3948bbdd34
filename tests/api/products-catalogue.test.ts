// Products with SKUs: codes unique per tenant, SKU barcodes unique, the list's category
// subtree and barcode filters, the detail, SKU options, enable/disable, and deletes guarded
// by foreign keys (a SKU a composite uses keeps its product; a brand a product uses stays).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'
import { sheetRows } from '../support/walker-helpers.ts'

let api: TestApi
const token: Record<string, string> = {}
let ref: Record<string, number>
beforeAll(async () => {
  api = await startApi()
  token.demo = await api.login('demo')
  token.demo2 = await api.login('demo2')
  const one = async (table: string, code: string) =>
    (await api.db.query(`SELECT x.id FROM ${table} x JOIN tenant t ON t.id = x.tenant_id WHERE t.code = 'DEMO' AND x.code = $1`, [code])).rows[0].id
  ref = {
    wear: await one('category', 'WEAR'),
    food: await one('category', 'FOOD'),
    grain: await one('category', 'GRAIN'),
    pcs: await one('unit', 'PCS'),
    brand: await one('brand', 'HLX'),
  }
})
afterAll(() => api.close())

const call = (path: string, payload: unknown, who = 'demo') => api.call(path, payload, { token: token[who] }).then((r) => r.body)
const product = (code: string, lines: unknown[], extra: Record<string, unknown> = {}) => ({
  code,
  name: `测试商品${code}`,
  categoryId: ref.wear,
  unitId: ref.pcs,
  saleType: 1,
  lines,
  ...extra,
})
const idOf = async (code: string) => (await call('/v1/product/list', { code })).data.list.find((p: any) => p.code === code).id

describe('codes and barcodes', () => {
  it('keeps product codes unique within a tenant, not across tenants', async () => {
    expect((await call('/v1/product/add', product('U100', [{ code: 'U100-1' }]))).status).toBe(1)
    expect(await call('/v1/product/add', product('U100', [{ code: 'U100-2' }]))).toMatchObject({ status: 0, message: '商品编码已存在' })
    // The demo catalogue's own codes exist in the second tenant too.
    const cat2 = (await call('/v1/category/options', { keyword: '服装' }, 'demo2')).data[0].value
    const unit2 = (await call('/unit/options', { keyword: '个' }, 'demo2')).data[0].value
    expect(
      (
        await call(
          '/v1/product/add',
          { code: 'U100', name: '另一租户的同编码商品', categoryId: cat2, unitId: unit2, saleType: 1, lines: [{ code: 'U100-1' }] },
          'demo2',
        )
      ).status,
    ).toBe(1)
  })

  it('keeps SKU barcodes unique, within the product and across products', async () => {
    const first = await call('/v1/product/add', product('U101', [{ code: 'U101-1', barcode: '6900000000101' }]))
    expect(first.status).toBe(1)
    expect(await call('/v1/product/add', product('U102', [{ code: 'U102-1', barcode: '6900000000101' }]))).toMatchObject({
      status: 0,
      message: '规格条码已存在',
    })
    expect(
      await call(
        '/v1/product/add',
        product('U103', [
          { code: 'U103-1', barcode: '6900000000103' },
          { code: 'U103-2', barcode: '6900000000103' },
        ]),
      ),
    ).toMatchObject({ status: 0, message: '规格条码已存在' })
    expect((await call('/v1/product/list', { code: 'U10' })).data.list.map((p: any) => p.code).sort()).toEqual(['U100', 'U101'])
  })

  it('keeps brand, unit, level and category codes unique', async () => {
    expect(await call('/brand/add', { code: 'HLX', name: '另一个回力' })).toMatchObject({ status: 0, message: '品牌编码已存在' })
    expect(await call('/unit/add', { code: 'PCS2', name: '个' })).toMatchObject({ status: 0, message: '单位名称已存在' })
    expect(await call('/rank/add', { code: 'A', name: '特级品' })).toMatchObject({ status: 0, message: '等级编码已存在' })
    expect(await call('/v1/category/add', { code: 'FOOD', name: '食品2' })).toMatchObject({ status: 0, message: '分类编码已存在' })
  })
})

describe('list, detail and options', () => {
  it('filters by a category with its whole subtree', async () => {
    const food = (await call('/v1/product/list', { categoryId: ref.food, pageSize: 200 })).data
    const grain = (await call('/v1/product/list', { categoryId: ref.grain, pageSize: 200 })).data
    expect(grain.total).toBeGreaterThan(0)
    expect(food.total).toBeGreaterThan(grain.total)
    expect(new Set(food.list.map((p: any) => p.categoryName))).toEqual(new Set(['粮油', '饮料', '休闲零食', '食品']))
  })

  it('finds a product by the barcode of one of its SKUs, and counts its SKUs', async () => {
    const r = (await call('/v1/product/list', { barcode: '6900000000101' })).data
    expect(r.list.map((p: any) => [p.code, p.skuCount])).toEqual([['U101', 1]])
    expect((await call('/v1/product/list', { barcode: 'NO-SUCH-CODE' })).data.total).toBe(0)
  })

  it('exports what the list shows, the category subtree included', async () => {
    const total = (await call('/v1/product/list', { categoryId: ref.food })).data.total
    const r = await api.call('/v1/product/export', { categoryId: ref.food, columns: ['code', 'name', 'categoryName', 'approvalStatus'] }, { token: token.demo })
    const rows = await sheetRows(r.bytes!)
    expect(rows[0]).toEqual(['商品编码', '商品名称', '商品分类', '审批状态'])
    expect(rows).toHaveLength(total + 1)
    expect(rows[1][3]).toBe('无需审批')
  })

  it('answers the detail with SKUs, reference names and the category path', async () => {
    const id = (await call('/v1/product/list', { code: 'P1001' })).data.list[0].id
    const d = (await call('/v2/product/detail', { id })).data
    expect(d).toMatchObject({ code: 'P1001', categoryPath: '食品 / 粮油', brandName: '金龙鱼', unitName: '瓶', skuCount: 2 })
    expect(d.lines.map((l: any) => l.attrs)).toEqual([{ 规格: '1.8L' }, { 规格: '5L' }])
    expect(await call('/v2/product/detail', { id }, 'demo2')).toEqual({ status: 0, message: '记录不存在或已被删除' })
  })

  it('searches SKUs by product code, barcode or short code', async () => {
    const byProduct = (await call('/v1/product/sku/options', { keyword: 'P1017' })).data
    expect(byProduct).toHaveLength(5)
    expect(byProduct[0]).toMatchObject({ code: 'P1017-01', productCode: 'P1017', unitName: '双', attrs: { 颜色: '白', 尺码: '39' } })
    expect(byProduct[0].label).toContain('P1017-01')
    expect((await call('/v1/product/sku/options', { keyword: '6900000000101' })).data.map((o: any) => o.code)).toEqual(['U101-1'])
    expect((await call('/v1/product/sku/options', { keyword: 'J1017' })).data).toHaveLength(5)
  })

  it('disables and enables a product', async () => {
    const id = await idOf('U101')
    expect((await call('/v1/product/status', { id, status: 0 })).status).toBe(1)
    expect((await call('/v1/product/list', { code: 'U101', status: 0 })).data.total).toBe(1)
    expect((await call('/v1/product/status', { id, status: 1 })).status).toBe(1)
    expect(await call('/v1/product/status', { id, status: 0 }, 'demo2')).toEqual({ status: 0, message: '记录不存在或已被删除' })
  })
})

describe('deletes guarded by the database', () => {
  it('deletes a product with its SKUs and their packaging units', async () => {
    const id = await idOf('U101')
    const sku = (await call('/v1/product/get', { id })).data.lines[0].id
    const box = (await call('/unit/options', { keyword: '箱' })).data[0].value
    expect((await call('/v1/meter/add', { skuId: sku, unitId: box, ratio: 12 })).status).toBe(1)
    expect((await call('/v1/product/delete', { id })).status).toBe(1)
    expect((await api.db.query(`SELECT count(*)::int AS n FROM sku_meter WHERE sku_id = $1`, [sku])).rows[0].n).toBe(0)
  })

  it('refuses to delete a product whose SKU a composite uses, or to drop that SKU', async () => {
    const id = await idOf('P1001')
    const r = await call('/v1/product/delete', { id })
    expect(r).toMatchObject({ status: 0, message: expect.stringContaining('引用，不能删除') })
    expect((await call('/v1/product/get', { id })).data.lines).toHaveLength(2)
    const got = (await call('/v1/product/get', { id })).data
    expect((await call('/v1/product/update', { ...got, lines: [got.lines[1]] })).message).toContain('引用，不能删除')
  })

  it('refuses to delete a brand, unit or level a product uses', async () => {
    expect((await call('/brand/delete', { id: ref.brand })).message).toBe('该记录已被商品引用，不能删除')
    expect((await call('/unit/delete', { id: ref.pcs })).message).toBe('该记录已被商品引用，不能删除')
    const unused = await call('/brand/add', { code: 'TMP', name: '临时品牌' })
    expect((await call('/brand/delete', { id: unused.data.id })).status).toBe(1)
  })
})
