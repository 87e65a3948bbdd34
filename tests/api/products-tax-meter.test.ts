// Input tax points (per SKU or category over dates, never overlapping, SKU before category
// before product) and unit conversions of a SKU (the meter endpoints: 1 箱 = 24 瓶).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'

let api: TestApi
let token: string
const id: Record<string, number> = {}
beforeAll(async () => {
  api = await startApi()
  token = await api.login('demo')
  const rows = async (table: string, prefix: string) => {
    const r = await api.db.query(`SELECT x.id, x.code FROM ${table} x JOIN tenant t ON t.id = x.tenant_id WHERE t.code = 'DEMO'`)
    for (const row of r.rows) id[prefix + row.code] = row.id
  }
  await rows('sku', 'sku:')
  await rows('category', 'cat:')
  await rows('unit', 'unit:')
})
afterAll(() => api.close())

const call = (path: string, payload: unknown) => api.call(path, payload, { token }).then((r) => r.body)
const rate = (skuCode: string, date?: string) =>
  call('/v1/skutaxpoint/effective', { skuId: id[`sku:${skuCode}`], ...(date ? { date } : {}) }).then((r) => r.data)

describe('input tax points', () => {
  it('answers the SKU own point, then the nearest category, then the product rate', async () => {
    expect(await rate('P1001-01', '2025-06-01')).toMatchObject({ taxRate: 10, source: 'sku' })
    expect(await rate('P1001-01', '2026-03-01')).toMatchObject({ taxRate: 9, source: 'sku' })
    // 大米 has no point of its own: 粮油 (9%) is nearer than 食品 (13%).
    expect(await rate('P1002-01', '2026-03-01')).toMatchObject({ taxRate: 9, source: 'category', categoryId: id['cat:GRAIN'] })
    expect(await rate('P1004-01', '2026-03-01')).toMatchObject({ taxRate: 13, source: 'category', categoryId: id['cat:FOOD'] })
    // Before any point was in force: the product's own tax rate.
    expect(await rate('P1017-01', '2024-12-31')).toMatchObject({ taxRate: 13, source: 'product' })
    expect((await call('/v1/skutaxpoint/effective', { skuId: 999999999 })).message).toBe('商品规格不存在')
  })

  it('needs the target of its type and clears the other', async () => {
    expect(await call('/v1/skutaxpoint/add', { targetType: 1, taxRate: 6, effectiveFrom: '2026-01-01' })).toMatchObject({
      status: 0,
      message: '请选择商品规格',
      data: { errors: [{ field: 'skuId' }] },
    })
    expect((await call('/v1/skutaxpoint/add', { targetType: 2, skuId: id['sku:P1017-01'], taxRate: 6, effectiveFrom: '2026-01-01' })).message).toBe(
      '请选择商品分类',
    )
    const r = await call('/v1/skutaxpoint/add', {
      targetType: 1,
      skuId: id['sku:P1017-01'],
      categoryId: id['cat:WEAR'],
      taxRate: 6,
      effectiveFrom: '2026-01-01',
      effectiveTo: '2026-06-30',
    })
    expect(r.status).toBe(1)
    expect((await call('/v1/skutaxpoint/get', { id: r.data.id })).data).toMatchObject({
      skuId: id['sku:P1017-01'],
      categoryId: null,
      effectiveTo: '2026-06-30',
    })
    const listed = (await call('/v1/skutaxpoint/list', { skuId: id['sku:P1017-01'] })).data.list
    expect(listed.map((p: any) => [p.skuCode, p.taxRate])).toEqual([['P1017-01', 6]])
  })

  it('refuses an end before the start and periods that overlap', async () => {
    const sku = id['sku:P1017-01']
    expect((await call('/v1/skutaxpoint/add', { targetType: 1, skuId: sku, taxRate: 6, effectiveFrom: '2026-08-01', effectiveTo: '2026-07-01' })).message).toBe(
      '失效日期不能早于生效日期',
    )
    const clash = await call('/v1/skutaxpoint/add', { targetType: 1, skuId: sku, taxRate: 3, effectiveFrom: '2026-06-30' })
    expect(clash.message).toBe('该商品规格在 2026-01-01 至 2026-06-30 已有启用的进项税设置，生效期间不能重叠')
    // Right after the first one ends, an open-ended point is fine; a disabled one never clashes.
    expect((await call('/v1/skutaxpoint/add', { targetType: 1, skuId: sku, taxRate: 3, effectiveFrom: '2026-07-01' })).status).toBe(1)
    expect((await call('/v1/skutaxpoint/add', { targetType: 1, skuId: sku, taxRate: 1, effectiveFrom: '2026-01-01', status: 0 })).status).toBe(1)
    expect((await call('/v1/skutaxpoint/add', { targetType: 2, categoryId: id['cat:GRAIN'], taxRate: 10, effectiveFrom: '2030-01-01' })).message).toBe(
      '该商品分类在 2025-01-01 至 长期 已有启用的进项税设置，生效期间不能重叠',
    )
  })

  it('checks an update against the others, not against itself', async () => {
    const [first] = (await call('/v1/skutaxpoint/list', { skuId: id['sku:P1017-01'], status: 1, sort: { field: 'effectiveFrom', order: 'asc' } })).data.list
    expect((await call('/v1/skutaxpoint/update', { id: first.id, version: first.version, taxRate: 5 })).status).toBe(1)
    expect((await call('/v1/skutaxpoint/update', { id: first.id, version: first.version + 1, effectiveTo: '2026-07-15' })).message).toContain(
      '生效期间不能重叠',
    )
  })
})

describe('unit conversions (meter)', () => {
  it('lists the demo conversions with SKU code and base unit', async () => {
    const list = (await call('/v1/meter/list', { skuId: id['sku:P1001-01'] })).data.list
    expect(list.map((m: any) => [m.skuCode, m.unitName, m.ratio, m.baseUnitName])).toEqual([['P1001-01', '箱', 6, '瓶']])
  })

  it('answers the units a SKU is counted in, base first', async () => {
    expect((await call('/v1/meter/units', { skuId: id['sku:P1001-01'] })).data).toEqual([
      { value: id['unit:BTL'], label: '瓶', ratio: 1, isBase: true, barcode: null },
      { value: id['unit:BOX'], label: '箱（6瓶）', ratio: 6, isBase: false, barcode: expect.any(String) },
    ])
  })

  it('refuses the base unit and a unit the SKU already has', async () => {
    const sku = id['sku:P1011-02']
    expect(await call('/v1/meter/add', { skuId: sku, unitId: id['unit:BTL'], ratio: 1 })).toMatchObject({
      status: 0,
      message: '“瓶”是该商品的基本单位，无需换算',
      data: { errors: [{ field: 'unitId' }] },
    })
    expect((await call('/v1/meter/add', { skuId: sku, unitId: id['unit:BOX'], ratio: 8 })).status).toBe(1)
    expect((await call('/v1/meter/add', { skuId: sku, unitId: id['unit:BOX'], ratio: 10 })).message).toBe('该规格已设置过这个包装单位')
    expect((await call('/v1/meter/add', { skuId: sku, unitId: id['unit:BAG'], ratio: 0 })).status).toBe(0)
  })

  it('keeps a unit a conversion uses', async () => {
    const unit = (await call('/unit/add', { code: 'CASE', name: '件' })).data.id
    expect((await call('/v1/meter/add', { skuId: id['sku:P1012-01'], unitId: unit, ratio: 144 })).status).toBe(1)
    expect((await call('/unit/delete', { id: unit })).message).toBe('该记录已被单位换算引用，不能删除')
  })
})
