// Composite products: components as lines, each once; a composite never contains itself,
// directly or through a component that is itself a composite; components keep their SKUs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'

let api: TestApi
let token: string
const sku: Record<string, number> = {}
beforeAll(async () => {
  api = await startApi()
  token = await api.login('demo')
  const r = await api.db.query(`SELECT s.code, s.id FROM sku s JOIN tenant t ON t.id = s.tenant_id WHERE t.code = 'DEMO'`)
  for (const row of r.rows) sku[row.code] = row.id
})
afterAll(() => api.close())

const call = (path: string, payload: unknown) => api.call(path, payload, { token }).then((r) => r.body)
const composite = (skuCode: string, parts: [string, number][], name = '测试组合') => ({
  skuId: sku[skuCode],
  name,
  lines: parts.map(([c, qty]) => ({ skuId: sku[c], qty })),
})
const compositeOf = async (skuCode: string) => (await call('/v1/compositeProduct/list', { skuId: sku[skuCode] })).data.list[0]

describe('composite products', () => {
  it('lists the demo composites with their SKU codes and component counts', async () => {
    const list = (await call('/v1/compositeProduct/list', { pageSize: 50 })).data.list
    expect(list.map((c: any) => [c.name, c.skuCode, c.componentCount]).sort()).toEqual([
      ['年货大礼包', 'P3003-01', 3],
      ['早餐牛奶组合装', 'P3002-01', 2],
      ['春节粮油礼盒', 'P3001-01', 3],
    ])
  })

  it('reads a composite with each component code, attributes and unit', async () => {
    const got = (await call('/v1/compositeProduct/get', { id: (await compositeOf('P3001-01')).id })).data
    expect(got.lines.map((l: any) => [l.skuCode, l.qty, l.unitName])).toEqual([
      ['P1001-01', 1, '瓶'],
      ['P1002-01', 1, '袋'],
      ['P1003-01', 1, '袋'],
    ])
    expect(got.lines[0].attrs).toEqual({ 规格: '1.8L' })
  })

  it('creates one and refuses a second composite for the same SKU', async () => {
    const r = await call(
      '/v1/compositeProduct/add',
      composite(
        'P1020-01',
        [
          ['P1018-01', 2],
          ['P1019-01', 1],
        ],
        'T恤袜子套装',
      ),
    )
    expect(r.status).toBe(1)
    expect(await call('/v1/compositeProduct/add', composite('P1020-01', [['P1018-02', 1]]))).toMatchObject({ status: 0, message: '组合商品规格已存在' })
  })

  it('refuses a composite without components', async () => {
    expect(await call('/v1/compositeProduct/add', { skuId: sku['P1017-02'], name: '空组合' })).toMatchObject({ status: 0, message: '请至少添加一个组件' })
  })

  it('refuses a composite that contains itself', async () => {
    const r = await call(
      '/v1/compositeProduct/add',
      composite('P1017-01', [
        ['P1018-01', 1],
        ['P1017-01', 1],
      ]),
    )
    expect(r).toMatchObject({ status: 0, message: '组合商品不能包含自身', data: { errors: [{ field: 'lines.1.skuId' }] } })
  })

  it('refuses a cycle through another composite, however deep', async () => {
    // P3003 contains P3001; making P3001 contain P3003 would loop.
    const rice = await compositeOf('P3001-01')
    const got = (await call('/v1/compositeProduct/get', { id: rice.id })).data
    const r = await call('/v1/compositeProduct/update', { ...got, lines: [...got.lines, { skuId: sku['P3003-01'], qty: 1 }] })
    expect(r.status).toBe(0)
    expect(r.message).toContain('不能循环组合')
    expect(r.data.errors[0].field).toBe('lines.3.skuId')
    // Two levels down: T恤袜子套装 (P1020-01) inside a new box, the box inside P1018-01's composite.
    expect((await call('/v1/compositeProduct/add', composite('P1016-01', [['P1020-01', 1]], '外箱'))).status).toBe(1)
    expect((await call('/v1/compositeProduct/add', composite('P1018-01', [['P1016-01', 1]]))).message).toContain('不能循环组合')
    expect((await call('/v1/compositeProduct/list', { skuId: sku['P1018-01'] })).data.total).toBe(0)
  })

  it('refuses a header SKU change that closes a cycle', async () => {
    const box = await compositeOf('P1016-01')
    const got = (await call('/v1/compositeProduct/get', { id: box.id })).data
    // 外箱 holds P1020-01 whose composite holds P1018-01: 外箱 cannot become P1018-01 … nor P1020-01 itself.
    expect((await call('/v1/compositeProduct/update', { ...got, skuId: sku['P1020-01'], lines: undefined })).message).toBe('组合商品不能包含自身')
    expect((await call('/v1/compositeProduct/update', { id: got.id, version: got.version, skuId: sku['P1018-01'] })).message).toContain('不能循环组合')
  })

  it('refuses the same component twice and a quantity of zero', async () => {
    expect(
      (
        await call(
          '/v1/compositeProduct/add',
          composite('P1015-01', [
            ['P1014-01', 1],
            ['P1014-01', 2],
          ]),
        )
      ).message,
    ).toMatch(/^组件“P1014-01 .*”重复，请合并为一行$/)
    expect((await call('/v1/compositeProduct/add', composite('P1015-01', [['P1014-01', 0]]))).status).toBe(0)
  })

  it('keeps a SKU that a composite uses, and frees it once the composite is deleted', async () => {
    // A product of this test's own, so no other demo data holds its SKU.
    const cat = (await api.db.query(`SELECT c.id FROM category c JOIN tenant t ON t.id = c.tenant_id WHERE t.code = 'DEMO' AND c.code = 'WEAR'`)).rows[0].id
    const unit = (await api.db.query(`SELECT u.id FROM unit u JOIN tenant t ON t.id = u.tenant_id WHERE t.code = 'DEMO' AND u.code = 'PCS'`)).rows[0].id
    const product = (await call('/v1/product/add', { code: 'C900', name: '组件商品', categoryId: cat, unitId: unit, saleType: 1, lines: [{ code: 'C900-1' }] }))
      .data.id
    sku['C900-1'] = (await call('/v1/product/get', { id: product })).data.lines[0].id
    const kit = (await call('/v1/compositeProduct/add', composite('P1015-01', [['C900-1', 3]], '组件套装'))).data.id
    expect(await call('/v1/product/delete', { id: product })).toEqual({ status: 0, message: '该记录已被组合商品明细引用，不能删除' })
    expect((await call('/v1/product/get', { id: product })).data.lines).toHaveLength(1)
    expect(await call('/v1/compositeProduct/delete', { ids: [kit] })).toMatchObject({ status: 1 })
    expect(await call('/v1/product/delete', { id: product })).toMatchObject({ status: 1 })
  })
})
