// Concurrency (DOMAIN §2), on PGlite and, in CI, on a real PostgreSQL server with a pool of
// connections: repeated postings of one key post once, parallel moves out of one row never
// go below zero, and parallel allocations of one SKU take exactly what there is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDb } from '../support/api.ts'
import { stockFixture, type StockFixture } from '../support/stock-fixture.ts'
import type { Db } from '../../src/server/db/types.ts'
import { allocate, move, receive, STOCK_STATUS, verifyStock, type StockKey } from '../../src/server/domain/stock/index.ts'

let db: Db
let drop: () => Promise<void>
let f: StockFixture
beforeAll(async () => {
  ;({ db, drop } = await openTestDb())
  f = await stockFixture(db)
})
afterAll(() => drop())

const key = (loc: number, sku: number): StockKey => ({
  storageId: f.storageId,
  locationId: f.locations[loc],
  skuId: f.skus[sku],
  stockStatus: STOCK_STATUS.normal,
})
const settle = <T>(ps: Promise<T>[]) => Promise.allSettled(ps)

describe(`stock under concurrency (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('50 parallel scans of one receipt line with the same idempotency key post once', async () => {
    const ref = { docType: 'receipt', docId: 1, lineId: 777 }
    const results = await settle(Array.from({ length: 50 }, () => f.run((tx) => receive(tx, ref, key(0, 0), 3))))
    expect(results.filter((r) => r.status === 'rejected')).toEqual([])
    expect(results.filter((r) => r.status === 'fulfilled' && r.value.posted)).toHaveLength(1)
    const ledger = await db.query(
      `SELECT count(*)::int AS n, sum(qty)::float AS total FROM stock_ledger WHERE tenant_id = $1 AND doc_type = 'receipt' AND line_id = 777`,
      [f.tenantId],
    )
    expect(ledger.rows[0]).toEqual({ n: 1, total: 3 })
  })

  it('50 parallel moves of 3 out of one row of 100 never go below zero; the ledger sums to the balances', async () => {
    await f.run((tx) => receive(tx, { docType: 'receipt', lineId: 778 }, key(1, 1), 100))
    const results = await settle(
      Array.from({ length: 50 }, (_, i) =>
        f.run((tx) => move(tx, { docType: 'move', lineId: 2000 + i }, key(1, 1), { locationId: f.locations[2 + (i % 2)] }, 3)),
      ),
    )
    const moved = results.filter((r) => r.status === 'fulfilled').length
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    expect(moved).toBe(33)
    for (const r of refused) expect(r.reason.message).toMatch(/^库存不足/)
    const rows = await db.query(`SELECT location_id, on_hand::float AS q FROM stock_balance WHERE tenant_id = $1 AND sku_id = $2 ORDER BY location_id`, [
      f.tenantId,
      f.skus[1],
    ])
    expect(rows.rows.reduce((s, r) => s + r.q, 0)).toBe(100)
    expect(rows.rows.find((r) => r.location_id === f.locations[1])!.q).toBe(1)
    expect((await verifyStock(db)).filter((c) => c.broken.length)).toEqual([])
  })

  it('64 parallel allocations of one SKU with 100 available allocate exactly 100 and refuse the rest', async () => {
    await f.run((tx) => receive(tx, { docType: 'receipt', lineId: 779 }, key(0, 2), 60))
    await f.run((tx) => receive(tx, { docType: 'receipt', lineId: 780 }, key(3, 2), 40))
    const results = await settle(
      Array.from({ length: 64 }, (_, i) =>
        f.run((tx) => allocate(tx, { docType: 'order', docId: i }, [{ lineId: 3000 + i, storageId: f.storageId, skuId: f.skus[2], qty: 2 }])),
      ),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(50)
    const total = await db.query(`SELECT sum(allocated)::float AS a, sum(on_hand)::float AS h FROM stock_balance WHERE tenant_id = $1 AND sku_id = $2`, [
      f.tenantId,
      f.skus[2],
    ])
    expect(total.rows[0]).toEqual({ a: 100, h: 100 })
    expect((await verifyStock(db)).filter((c) => c.broken.length)).toEqual([])
  })
})
