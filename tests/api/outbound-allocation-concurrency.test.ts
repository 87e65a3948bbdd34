// Allocation of orders under load (DOMAIN §2), on PGlite and, with DATABASE_URL, on a real
// PostgreSQL server with a pool of connections: 64 orders of 2 units of one SKU allocated at
// once against 100 available give exactly 50 allocations and 14 refusals (库存不足), and a
// random mix of 2 000 order operations (create, review, allocate whole or partly, release,
// release one row, cancel) leaves every order's allocatedQty equal to its allocation rows, the
// states consistent with them, and the stock invariants intact.
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
  f.run((tx) => receive(tx, { docType: 'test', lineId: 800000 + ++lineSeq }, { storageId: f.storageId, locationId: f.locations[loc], skuId: f.skus[sku], stockStatus: STOCK_STATUS.normal, ...lot }, qty))
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

  it('a random mix of 2 000 order operations keeps orders, allocations and stock consistent', async () => {
    await stock(1, 0, 120)
    await stock(1, 1, 80, { batchNo: 'R1', expiryDate: '2098-06-30' })
    await stock(2, 2, 150, { batchNo: 'R2', expiryDate: '2099-03-31' })
    let seed = 20261122
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648
      return seed % n
    }
    const orders: number[] = []
    const statusOf = async (id: number) => Number((await api.db.query(`SELECT status FROM out_order WHERE id = $1`, [id])).rows[0].status)
    const pick = async (states: number[]) => {
      for (let tries = 0; tries < 6 && orders.length; tries++) {
        const id = orders[rnd(orders.length)]
        if (states.includes(await statusOf(id))) return id
      }
      return null
    }
    const counts: Record<string, number> = {}
    for (let op = 0; op < 2000; op++) {
      const kind = ['create', 'create', 'accept', 'accept', 'allot', 'allotPart', 'allotBatch', 'unallot', 'releaseOne', 'cancel', 'reject', 'receive'][rnd(12)]
      counts[kind] = (counts[kind] ?? 0) + 1
      if (kind === 'create' || !orders.length) {
        const lines = [1, 2].filter(() => rnd(3) > 0).map((sku) => ({ sku, qty: 1 + rnd(25) }))
        orders.push(await newOrder(lines.length ? lines : [{ sku: 1 + rnd(2), qty: 1 + rnd(10) }]))
        continue
      }
      if (kind === 'receive') {
        await stock(1 + rnd(2), rnd(4), 1 + rnd(20))
        continue
      }
      let r: { status: number; message: string } | null = null
      if (kind === 'accept') {
        const id = await pick([0])
        if (id) r = await call('/v1/order/accept', { id })
      } else if (kind === 'reject') {
        const id = await pick([0])
        if (id) {
          r = await call('/v1/order/reject', { id, reason: '随机驳回' })
          await call('/v1/order/resubmit', { id })
        }
      } else if (kind === 'allot' || kind === 'allotPart') {
        const id = await pick([10, 15])
        if (id) r = await call('/v1/out/allot', { id, partial: kind === 'allotPart' })
      } else if (kind === 'allotBatch') {
        const ids = [await pick([10, 15]), await pick([10, 15])].filter((x): x is number => !!x)
        if (ids.length) r = await call('/v1/out/allotBatch', { ids: [...new Set(ids)], partial: rnd(2) === 0 })
      } else if (kind === 'unallot') {
        const id = await pick([15, 20])
        if (id) r = await call('/v1/out/unallot', { id })
      } else if (kind === 'releaseOne') {
        const id = await pick([15, 20])
        const row = id && (await api.db.query(`SELECT a.id FROM stock_allocation a JOIN out_order_line l ON l.id = a.line_id WHERE a.doc_type = 'outOrder' AND a.status = 1 AND l.order_id = $1 LIMIT 1`, [id])).rows[0]
        if (row) r = (await api.call('/v1/warehouse/StockAllocation/delete', { id: row.id }, { token })).body
      } else if (kind === 'cancel') {
        const id = await pick([0, 5, 10, 15, 20])
        if (id) r = await call('/v1/order/cancel', { id, reason: '随机取消' })
      }
      // A refusal is fine (a shortage, a batch with nothing to take) as long as it is a clear one.
      if (r && r.status !== 1) expect(r.message, kind).toMatch(/库存不足|没有订单分配成功/)
    }
    expect(counts.allot).toBeGreaterThan(50)
    const inconsistent = await api.db.query(
      `SELECT o.id, o.status, o.allocated_qty::float AS allocated, o.total_qty::float AS total,
              COALESCE((SELECT sum(a.qty) FROM stock_allocation a JOIN out_order_line l ON l.id = a.line_id WHERE a.doc_type = 'outOrder' AND a.status = 1 AND l.order_id = o.id), 0)::float AS held
         FROM out_order o WHERE o.id = ANY($1::bigint[])`,
      [orders],
    )
    for (const o of inconsistent.rows) {
      expect(o.allocated, `order ${o.id}`).toBe(o.held)
      if ([0, 5, 10, 90].includes(o.status)) expect(o.held, `order ${o.id} status ${o.status}`).toBe(0)
      if (o.status === 20) expect(o.held, `order ${o.id}`).toBe(o.total)
      if (o.status === 15) expect(o.held > 0 && o.held < o.total, `order ${o.id}`).toBe(true)
    }
    const lines = await api.db.query(
      `SELECT l.id FROM out_order_line l WHERE l.order_id = ANY($1::bigint[])
          AND l.allocated_qty <> COALESCE((SELECT sum(a.qty) FROM stock_allocation a WHERE a.doc_type = 'outOrder' AND a.status = 1 AND a.line_id = l.id), 0)`,
      [orders],
    )
    expect(lines.rows).toEqual([])
    expect(await broken()).toEqual([])
  })
})
