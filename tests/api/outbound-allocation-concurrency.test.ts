// Allocation of orders under load (DOMAIN §2), on PGlite and, with DATABASE_URL, on a real
// PostgreSQL server with a pool of connections: 64 orders of 2 units of one SKU allocated at
// once against 100 available give exactly 50 allocations and 14 refusals (库存不足), and the
// stock invariants stay intact. The random mix of order operations (allocation, release,
// cancellation and the rest of the order's life) is outbound-random-mix.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'
import { stockFixture, type StockFixture } from '../support/stock-fixture.ts'
import { receive, STOCK_STATUS, verifyStock } from '../../src/server/domain/stock/index.ts'

let api: TestApi
let token: string
let f: StockFixture
beforeAll(async () => {
  api = await startApi()
  token = await api.login('demo')
  f = await stockFixture(api.db)
})
afterAll(() => api.close())

const call = (path: string, payload: object) => api.call(path, payload, { token }).then((r) => r.body)
let lineSeq = 0
const stock = (sku: number, loc: number, qty: number, lot: { batchNo?: string; expiryDate?: string } = {}) =>
  f.run((tx) =>
    receive(
      tx,
      { docType: 'test', lineId: 800000 + ++lineSeq },
      { storageId: f.storageId, locationId: f.locations[loc], skuId: f.skus[sku], stockStatus: STOCK_STATUS.normal, ...lot },
      qty,
    ),
  )
async function newOrder(lines: { sku: number; qty: number }[]): Promise<number> {
  const r = await call('/v1/order/add', { orderType: 1, storageId: f.storageId, lines: lines.map((l) => ({ skuId: f.skus[l.sku], qty: l.qty })) })
  expect(r.status, r.message).toBe(1)
  return r.data.id
}
const broken = async () => (await verifyStock(api.db)).filter((c) => c.broken.length)

describe(`order allocation under concurrency (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('64 parallel allocations of 2 units with 100 available: exactly 50 succeed, 14 are refused', async () => {
    await stock(0, 0, 60)
    await stock(0, 3, 40, { batchNo: 'C1', expiryDate: '2099-01-01' })
    const ids: number[] = []
    for (let i = 0; i < 64; i++) {
      const id = await newOrder([{ sku: 0, qty: 2 }])
      expect((await call('/v1/order/accept', { id })).status).toBe(1)
      ids.push(id)
    }
    const answers = await Promise.all(ids.map((id) => call('/v1/out/allot', { id })))
    expect(answers.filter((a) => a.status === 1)).toHaveLength(50)
    const refused = answers.filter((a) => a.status !== 1)
    expect(refused).toHaveLength(14)
    for (const r of refused) expect(r.message).toMatch(/^库存不足：.+ 需要 2，可用 0$/)
    const sums = await api.db.query(
      `SELECT (SELECT sum(allocated)::float FROM stock_balance WHERE tenant_id = $1 AND sku_id = $2) AS allocated,
              (SELECT sum(allocated_qty)::float FROM out_order WHERE id = ANY($3::bigint[])) AS orders,
              (SELECT count(*)::int FROM out_order WHERE id = ANY($3::bigint[]) AND status = 20) AS done`,
      [f.tenantId, f.skus[0], ids],
    )
    expect(sums.rows[0]).toEqual({ allocated: 100, orders: 100, done: 50 })
    expect(await broken()).toEqual([])
  })
})
