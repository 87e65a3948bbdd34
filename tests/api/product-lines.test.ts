// Documents with lines, on products and their SKUs: created together, read back together,
// synced on update (changed, added, removed lines), deleted together, all in one transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'

let api: TestApi
let token: string
let ref: Record<string, number>
beforeAll(async () => {
  api = await startApi()
  token = await api.login('demo')
  const one = async (table: string, code: string) =>
    (await api.db.query(`SELECT x.id FROM ${table} x JOIN tenant t ON t.id = x.tenant_id WHERE t.code = 'DEMO' AND x.code = $1`, [code])).rows[0].id
  ref = { category: await one('category', 'WEAR'), unit: await one('unit', 'PCS') }
})
afterAll(() => api.close())

const call = (path: string, payload: unknown) => api.call(path, payload, { token }).then((r) => r.body)
const product = (code: string, lines: unknown[]) => ({ code, name: '测试卫衣', categoryId: ref.category, unitId: ref.unit, saleType: 1, lines })

describe('lines', () => {
  it('creates a product with its SKUs and reads them back with their attributes', async () => {
    const r = await call(
      '/v1/product/add',
      product('T900', [
        { code: 'T900-R-L', name: '红 L', attrs: { 颜色: '红', 尺码: 'L' }, salePrice: 99 },
        { code: 'T900-B-M', name: '蓝 M', attrs: { 颜色: '蓝', 尺码: 'M' }, salePrice: 99 },
      ]),
    )
    expect(r.status).toBe(1)
    const got = (await call('/v1/product/get', { id: r.data.id })).data
    expect(got.lines.map((l: any) => [l.code, l.attrs])).toEqual([
      ['T900-R-L', { 颜色: '红', 尺码: 'L' }],
      ['T900-B-M', { 颜色: '蓝', 尺码: 'M' }],
    ])
    expect(got.lines[0]).toMatchObject({ productId: r.data.id, productName: '测试卫衣', salePrice: 99 })
  })

  it('refuses a product without SKUs and a line missing its code, naming the line', async () => {
    expect((await call('/v1/product/add', product('T901', []))).message).toBe('请至少选择 1 项明细')
    const bad = await call('/v1/product/add', product('T902', [{ code: 'T902-1' }, { name: '无编码' }]))
    expect(bad.message).toBe('规格编码不能为空')
    expect(bad.data.errors[0].field).toBe('lines.1.code')
    expect((await call('/v1/product/list', { code: 'T90' })).data.total).toBe(1)
  })

  it('is all or nothing: a duplicate SKU code leaves no product behind', async () => {
    const dup = await call('/v1/product/add', product('T903', [{ code: 'T903-1' }, { code: 'T903-1' }]))
    expect(dup.message).toBe('规格编码已存在')
    expect((await call('/v1/product/list', { code: 'T903' })).data.total).toBe(0)
  })

  it('syncs lines on update: changed, added and removed, under the header version', async () => {
    const id = (await call('/v1/product/list', { code: 'T900' })).data.list[0].id
    const got = (await call('/v1/product/get', { id })).data
    const [red, blue] = got.lines
    const r = await call('/v1/product/update', {
      ...got,
      lines: [
        { ...red, salePrice: 89 },
        { code: 'T900-G-S', attrs: { 颜色: '绿', 尺码: 'S' } },
      ],
    })
    expect(r.status).toBe(1)
    const after = (await call('/v1/product/get', { id })).data
    expect(after.lines.map((l: any) => [l.code, l.salePrice])).toEqual([
      ['T900-R-L', 89],
      ['T900-G-S', null],
    ])
    expect(after.lines[0].id).toBe(red.id)
    expect((await api.db.query(`SELECT 1 FROM sku WHERE id = $1`, [blue.id])).rows).toEqual([])
    // A stale header version refuses the whole document, lines included.
    expect((await call('/v1/product/update', { ...got, lines: [] })).message).toBe('请至少选择 1 项明细')
    expect((await call('/v1/product/update', { ...got, lines: [{ ...red, salePrice: 1 }] })).message).toBe('数据已被他人修改，请刷新后重试')
    expect((await call('/v1/product/get', { id })).data.lines[0].salePrice).toBe(89)
  })

  it('refuses a line id of another product', async () => {
    const [a, b] = (await call('/v1/product/list', { pageSize: 10, sort: { field: 'code', order: 'asc' } })).data.list
    const other = (await call('/v1/product/get', { id: b.id })).data.lines[0]
    const mine = (await call('/v1/product/get', { id: a.id })).data
    expect((await call('/v1/product/update', { ...mine, lines: [...mine.lines, other] })).message).toBe('明细行不存在或不属于该单据')
  })

  it('deletes a product with its SKUs', async () => {
    const id = (await call('/v1/product/list', { code: 'T900' })).data.list[0].id
    expect((await call('/v1/product/delete', { id })).status).toBe(1)
    expect((await api.db.query(`SELECT count(*)::int AS n FROM sku WHERE product_id = $1`, [id])).rows[0].n).toBe(0)
  })

  it('seeds at least 100 SKUs for the demo tenant', async () => {
    const n = (await api.db.query(`SELECT count(*)::int AS n FROM sku s JOIN tenant t ON t.id = s.tenant_id WHERE t.code = 'DEMO'`)).rows[0].n
    expect(n).toBeGreaterThanOrEqual(100)
  })
})
