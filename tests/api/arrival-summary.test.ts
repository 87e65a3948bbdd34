// 到货汇总 (/v1/stockIn/arrivalSummary): stock-ins made by scanning, moved to known days, summed
// per supplier and SKU with subtotals and a grand total over business days (Asia/Shanghai, both
// ends included); the range is required, ordered and at most 366 days.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'

let api: TestApi
let demo: string
let skus: { id: number; code: string; barcode: string | null }[]
let providers: { id: number; name: string }[]
let storageId: number
beforeAll(async () => {
  api = await startApi()
  demo = await api.login('demo')
  const t = (await api.db.query(`SELECT id FROM tenant WHERE code = 'DEMO'`)).rows[0].id
  skus = (
    await api.db.query<{ id: number; code: string; barcode: string | null }>(
      `SELECT id, code, barcode FROM sku WHERE tenant_id = $1 AND barcode IS NOT NULL ORDER BY id LIMIT 2`,
      [t],
    )
  ).rows
  providers = (await api.db.query<{ id: number; name: string }>(`SELECT id, name FROM provider WHERE tenant_id = $1 ORDER BY id LIMIT 2`, [t])).rows
  storageId = (await api.db.query(`SELECT id FROM storage WHERE tenant_id = $1 AND code = 'GZ01'`, [t])).rows[0].id
})
afterAll(() => api.close())

const call = (path: string, payload: object = {}) => api.call(path, payload, { token: demo }).then((r) => r.body)

/** A reservation of the supplier, approved and scanned in (qty per SKU), its stock-in moved to `at`. */
async function arrival(providerId: number, qtys: number[], at: string, needInspection = false) {
  const lines = qtys.map((qty, i) => ({ skuId: skus[i].id, qty }))
  const add = await call('/v1/bespeak/add', { bespeakType: 1, storageId, providerId, needInspection, lines })
  expect(add.status, add.message).toBe(1)
  expect((await call('/v1/bespeak/approve', { id: add.data.id })).status).toBe(1)
  for (const [i, qty] of qtys.entries()) {
    const r = await call('/v1/inScan/scan', { bespeakId: add.data.id, code: skus[i].code, qty, scanKey: crypto.randomUUID() })
    expect(r.status, r.message).toBe(1)
  }
  await api.db.query(`UPDATE stock_in SET created_at = $2::timestamptz WHERE bespeak_id = $1`, [add.data.id, at])
}

const summary = (payload: object) => call('/v1/stockIn/arrivalSummary', payload)

describe('arrival summary', () => {
  beforeAll(async () => {
    await arrival(providers[0].id, [5, 2], '2020-03-02T10:00:00+08:00')
    await arrival(providers[0].id, [3], '2020-03-31T23:30:00+08:00') // the last evening of the range, local time
    await arrival(providers[1].id, [4], '2020-03-15T09:00:00+08:00', true) // 待检: nothing qualified yet
    await arrival(providers[1].id, [7], '2020-04-01T00:30:00+08:00') // after the range locally, though still 31 March in UTC
    await arrival(providers[0].id, [9], '2020-02-29T23:59:00+08:00') // before it
  })

  it('sums received and qualified quantities and counts stock-ins per supplier and SKU, with subtotals and a grand total', async () => {
    const r = await summary({ dateFrom: '2020-03-01', dateTo: '2020-03-31', storageId })
    expect(r.status, r.message).toBe(1)
    const byName = Object.fromEntries(r.data.suppliers.map((s: any) => [s.providerId, s]))
    expect(r.data.suppliers).toHaveLength(2)
    expect(byName[providers[0].id]).toMatchObject({ providerName: providers[0].name, receivedQty: 10, qualifiedQty: 10, stockInCount: 2 })
    // SKUs in code order within the supplier.
    const lines = [
      { skuId: skus[0].id, skuCode: skus[0].code, receivedQty: 8, qualifiedQty: 8, stockInCount: 2 },
      { skuId: skus[1].id, skuCode: skus[1].code, receivedQty: 2, qualifiedQty: 2, stockInCount: 1 },
    ].sort((a, b) => a.skuCode.localeCompare(b.skuCode))
    expect(byName[providers[0].id].lines).toMatchObject(lines)
    expect(byName[providers[1].id]).toMatchObject({
      receivedQty: 4,
      qualifiedQty: 0,
      stockInCount: 1,
      lines: [{ skuId: skus[0].id, receivedQty: 4, qualifiedQty: 0, stockInCount: 1 }],
    })
    expect(r.data.total).toEqual({ receivedQty: 14, qualifiedQty: 10, stockInCount: 3 })
    expect(r.data.storageName).toEqual(expect.any(String))
  })

  it('filters by supplier and answers zero totals for a range without arrivals', async () => {
    const one = await summary({ dateFrom: '2020-03-01', dateTo: '2020-04-30', providerId: providers[1].id })
    expect(one.data.suppliers.map((s: any) => s.providerId)).toEqual([providers[1].id])
    expect(one.data.total).toEqual({ receivedQty: 11, qualifiedQty: 7, stockInCount: 2 })
    const none = await summary({ dateFrom: '2019-01-01', dateTo: '2019-01-31' })
    expect(none.data).toMatchObject({ suppliers: [], total: { receivedQty: 0, qualifiedQty: 0, stockInCount: 0 } })
  })

  it('refuses a missing, malformed, reversed or too long range with a Chinese message', async () => {
    expect((await summary({ dateTo: '2020-03-31' })).message).toMatch(/开始日期/)
    expect((await summary({ dateFrom: '2020/03/01', dateTo: '2020-03-31' })).message).toMatch(/^开始日期格式不正确/)
    expect((await summary({ dateFrom: '2020-03-01', dateTo: '2020-02-30' })).message).toBe('结束日期不是有效的日期：2020-02-30')
    expect((await summary({ dateFrom: '2020-03-31', dateTo: '2020-03-01' })).message).toBe('开始日期不能晚于结束日期')
    expect((await summary({ dateFrom: '2020-01-01', dateTo: '2021-01-01' })).message).toBe('日期范围不能超过 366 天')
    expect((await summary({ dateFrom: '2020-01-01', dateTo: '2020-12-31' })).status).toBe(1) // 366 days of a leap year
  })
})
