// The stock module's rules (DOMAIN §2) on a real database: idempotent postings, refused
// shortages that change nothing, FEFO/FIFO allocation, release and issue, adjustments, the
// database's own guards, tenant isolation, and verify-stock on the result.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDb } from '../support/api.ts'
import { stockFixture, type StockFixture } from '../support/stock-fixture.ts'
import type { Db } from '../../src/server/db/types.ts'
import { inTenant } from '../../src/server/db/tenant-tx.ts'
import {
  adjust,
  allocate,
  issue,
  move,
  receive,
  release,
  STOCK_STATUS,
  StockShortage,
  verifyStock,
  type StockKey,
} from '../../src/server/domain/stock/index.ts'

let db: Db
let drop: () => Promise<void>
let f: StockFixture
beforeAll(async () => {
  ;({ db, drop } = await openTestDb())
  f = await stockFixture(db)
})
afterAll(() => drop())

const key = (loc: number, sku: number, extra: Partial<StockKey> = {}): StockKey => ({
  storageId: f.storageId,
  locationId: f.locations[loc],
  skuId: f.skus[sku],
  stockStatus: STOCK_STATUS.normal,
  ...extra,
})
const row = async (k: StockKey) =>
  (
    await db.query(
      `SELECT on_hand::float AS "onHand", allocated::float AS allocated FROM stock_balance WHERE tenant_id = $1 AND location_id = $2 AND sku_id = $3 AND stock_status = $4 AND batch_no IS NOT DISTINCT FROM $5::varchar`,
      [f.tenantId, k.locationId, k.skuId, k.stockStatus, k.batchNo ?? null],
    )
  ).rows[0] ?? null
const broken = async () => (await verifyStock(db)).filter((o) => o.broken.length)
let line = 1000

describe('stock module', () => {
  it('receives into one row per key and posts a repeated key once', async () => {
    const ref = { docType: 'test', docId: 1, lineId: ++line }
    expect(await f.run((tx) => receive(tx, ref, key(0, 0), 10))).toMatchObject({ posted: true })
    expect(await f.run((tx) => receive(tx, ref, key(0, 0), 10))).toEqual({ posted: false })
    await f.run((tx) => receive(tx, { ...ref, seq: 1 }, key(0, 0), 5))
    expect(await row(key(0, 0))).toEqual({ onHand: 15, allocated: 0 })
    const ledger = await db.query(
      `SELECT qty::float AS qty, balance_after::float AS after FROM stock_ledger WHERE tenant_id = $1 AND line_id = $2 ORDER BY id`,
      [f.tenantId, ref.lineId],
    )
    expect(ledger.rows).toEqual([
      { qty: 10, after: 10 },
      { qty: 5, after: 15 },
    ])
  })

  it('refuses quantities that are not positive or have more than 4 decimals', async () => {
    await expect(f.run((tx) => receive(tx, { docType: 'test', lineId: ++line }, key(0, 0), 0))).rejects.toThrow('数量必须大于 0')
    await expect(f.run((tx) => receive(tx, { docType: 'test', lineId: ++line }, key(0, 0), 1.00001))).rejects.toThrow('最多 4 位小数')
    expect(await f.run((tx) => receive(tx, { docType: 'test', lineId: ++line }, key(3, 2), 1.0001))).toMatchObject({ posted: true })
  })

  it('moves between locations and statuses, and refuses a move beyond the free quantity with nothing changed', async () => {
    await f.run((tx) => move(tx, { docType: 'test', lineId: ++line }, key(0, 0), { locationId: f.locations[1] }, 4))
    await f.run((tx) => move(tx, { docType: 'test', lineId: ++line }, key(1, 0), { stockStatus: STOCK_STATUS.frozen }, 1))
    expect(await row(key(0, 0))).toEqual({ onHand: 11, allocated: 0 })
    expect(await row(key(1, 0))).toEqual({ onHand: 3, allocated: 0 })
    expect(await row(key(1, 0, { stockStatus: STOCK_STATUS.frozen }))).toEqual({ onHand: 1, allocated: 0 })
    const before = await f.balances()
    const failed = f.run((tx) => move(tx, { docType: 'test', lineId: ++line }, key(1, 0), { locationId: f.locations[2] }, 4))
    await expect(failed).rejects.toThrow(`库存不足：${f.skuCodes.get(f.skus[0])} 需要 4，可用 3`)
    expect(await f.balances()).toEqual(before)
    await expect(f.run((tx) => move(tx, { docType: 'test', lineId: ++line }, key(1, 0), { locationId: f.locations[1] }, 1))).rejects.toThrow('无需移动')
  })

  it('allocates FEFO then FIFO, never frozen, expired or locked-location stock', async () => {
    const sku = 1
    await f.run(async (tx) => {
      await receive(tx, { docType: 'test', lineId: ++line }, key(0, sku, { batchNo: 'LATE', expiryDate: '2099-12-31' }), 5)
      await receive(tx, { docType: 'test', lineId: ++line }, key(1, sku, { batchNo: 'SOON', expiryDate: '2098-01-31' }), 5)
      await receive(tx, { docType: 'test', lineId: ++line }, key(2, sku, { batchNo: 'NONE' }), 5)
      await receive(tx, { docType: 'test', lineId: ++line }, key(0, sku, { batchNo: 'OLD', expiryDate: '2001-01-01' }), 50)
      await receive(tx, { docType: 'test', lineId: ++line }, key(0, sku, { batchNo: 'FROZEN', stockStatus: STOCK_STATUS.frozen }), 50)
    })
    const orderLine = ++line
    const r = await f.run((tx) => allocate(tx, { docType: 'order', docId: 9 }, [{ lineId: orderLine, storageId: f.storageId, skuId: f.skus[sku], qty: 12 }]))
    expect(r.lines).toEqual([{ lineId: orderLine, requested: 12, allocated: 12 }])
    const taken = await db.query(
      `SELECT b.batch_no AS batch, a.qty::float AS qty FROM stock_allocation a JOIN stock_balance b ON b.tenant_id = a.tenant_id AND b.id = a.balance_id WHERE a.tenant_id = $1 AND a.line_id = $2 ORDER BY a.id`,
      [f.tenantId, orderLine],
    )
    expect(taken.rows).toEqual([
      { batch: 'SOON', qty: 5 },
      { batch: 'LATE', qty: 5 },
      { batch: 'NONE', qty: 2 },
    ])
    await db.query(`UPDATE location SET status = 2 WHERE id = $1`, [f.locations[2]])
    await expect(f.run((tx) => allocate(tx, { docType: 'order' }, [{ lineId: ++line, storageId: f.storageId, skuId: f.skus[sku], qty: 1 }]))).rejects.toThrow(
      '可用 0',
    )
    await db.query(`UPDATE location SET status = 1 WHERE id = $1`, [f.locations[2]])
  })

  it('never allocates stock lying in a 复核区 or 发货区: it was picked for an order', async () => {
    const sku = 2
    const area = (
      await db.query(`INSERT INTO storage_area (tenant_id, storage_id, code, name, area_type) VALUES ($1, $2, 'RVX', '复核区', 4) RETURNING id`, [
        f.tenantId,
        f.storageId,
      ])
    ).rows[0].id
    const review = (
      await db.query(`INSERT INTO location (tenant_id, storage_id, area_id, code) VALUES ($1, $2, $3, 'RVX-1') RETURNING id`, [f.tenantId, f.storageId, area])
    ).rows[0].id
    await f.run((tx) => receive(tx, { docType: 'test', lineId: ++line }, { ...key(0, sku, { batchNo: 'AT-REVIEW' }), locationId: review }, 7))
    const free = Number(
      (
        await db.query(
          `SELECT COALESCE(sum(on_hand - allocated), 0) AS q FROM stock_balance WHERE tenant_id = $1 AND sku_id = $2 AND location_id <> $3 AND stock_status = 1`,
          [f.tenantId, f.skus[sku], review],
        )
      ).rows[0].q,
    )
    const err = await f
      .run((tx) => allocate(tx, { docType: 'order' }, [{ lineId: ++line, storageId: f.storageId, skuId: f.skus[sku], qty: free + 1 }]))
      .catch((e) => e)
    expect(err).toBeInstanceOf(StockShortage)
    expect(String(err.message)).toContain(`可用 ${free}`)
  })

  it('refuses a whole allocation naming every short line, or allocates partially when asked', async () => {
    const [a, b] = [++line, ++line]
    const lines = [
      { lineId: a, storageId: f.storageId, skuId: f.skus[1], qty: 3 },
      { lineId: b, storageId: f.storageId, skuId: f.skus[2], qty: 100 },
    ]
    const before = await f.balances()
    const err = await f.run((tx) => allocate(tx, { docType: 'order' }, lines)).catch((e) => e)
    expect(err).toBeInstanceOf(StockShortage)
    expect(err.shortages).toEqual([{ lineId: b, skuId: f.skus[2], skuCode: f.skuCodes.get(f.skus[2]), requested: 100, available: 1.0001 }])
    expect(await f.balances()).toEqual(before)
    const partial = await f.run((tx) => allocate(tx, { docType: 'order' }, lines, { partial: true }))
    expect(partial.lines.map((l) => l.allocated)).toEqual([3, 1.0001])
    expect(partial.shortages.map((x) => x.lineId)).toEqual([b])
  })

  it('releases part or all of a line, and issues what a line holds', async () => {
    const l = ++line
    await f.run((tx) => receive(tx, { docType: 'test', lineId: ++line }, key(3, 0), 10))
    await f.run((tx) => allocate(tx, { docType: 'order' }, [{ lineId: l, storageId: f.storageId, skuId: f.skus[0], qty: 10, locationId: f.locations[3] }]))
    expect(await row(key(3, 0))).toEqual({ onHand: 10, allocated: 10 })
    expect(await f.run((tx) => release(tx, { docType: 'order', lineId: l }, 4))).toBe(4)
    expect(await row(key(3, 0))).toEqual({ onHand: 10, allocated: 6 })
    expect(await f.run((tx) => issue(tx, { docType: 'order', lineId: l }))).toEqual({ posted: true, qty: 6 })
    expect(await f.run((tx) => issue(tx, { docType: 'order', lineId: l }))).toEqual({ posted: false })
    expect(await row(key(3, 0))).toEqual({ onHand: 4, allocated: 0 })
    expect(await f.run((tx) => release(tx, { docType: 'order', lineId: l }))).toBe(0)
    await expect(f.run((tx) => issue(tx, { docType: 'order', lineId: ++line }))).rejects.toThrow('没有已分配的库存')
  })

  it('adjusts up and down, never into allocated stock', async () => {
    const l = ++line
    await f.run((tx) => adjust(tx, { docType: 'count', lineId: ++line }, key(2, 0), 7))
    await f.run((tx) => allocate(tx, { docType: 'order' }, [{ lineId: l, storageId: f.storageId, skuId: f.skus[0], qty: 5, locationId: f.locations[2] }]))
    await expect(f.run((tx) => adjust(tx, { docType: 'count', lineId: ++line }, key(2, 0), -3))).rejects.toThrow('需要 3，可用 2')
    await f.run((tx) => adjust(tx, { docType: 'count', lineId: ++line }, key(2, 0), -2))
    expect(await row(key(2, 0))).toEqual({ onHand: 5, allocated: 5 })
  })

  it('the database refuses negative stock, over-allocation and ledger rewrites on its own', async () => {
    const id = (await db.query(`SELECT id FROM stock_balance WHERE tenant_id = $1 AND on_hand > 0 LIMIT 1`, [f.tenantId])).rows[0].id
    await expect(f.run((tx) => tx.query(`UPDATE stock_balance SET on_hand = -1 WHERE id = $1`, [id]))).rejects.toThrow(/stock_balance_qty_check|库存/)
    await expect(f.run((tx) => tx.query(`UPDATE stock_balance SET allocated = on_hand + 1 WHERE id = $1`, [id]))).rejects.toThrow(
      /stock_balance_qty_check|库存/,
    )
    await expect(f.run((tx) => tx.query(`UPDATE stock_ledger SET qty = 1`))).rejects.toThrow(/permission denied/)
    await expect(f.run((tx) => tx.query(`DELETE FROM stock_ledger`))).rejects.toThrow(/permission denied/)
  })

  it('keeps each tenant to its own stock', async () => {
    const other = (await db.query(`SELECT id FROM tenant WHERE code = 'HDWL'`)).rows[0].id
    const seen = await inTenant(db, { tenantId: other }, (tx) =>
      tx.query(`SELECT count(*)::int AS n FROM stock_balance WHERE sku_id = ANY($1::bigint[])`, [f.skus]),
    )
    expect(seen.rows[0].n).toBe(0)
    const foreign = inTenant(db, { tenantId: other }, (tx) => receive(tx, { docType: 'test', lineId: ++line }, key(0, 0), 1))
    await expect(foreign).rejects.toThrow()
  })

  it('leaves every invariant of verify-stock holding', async () => {
    expect(await broken()).toEqual([])
  })

  it('verify-stock names a balance changed behind the ledger', async () => {
    const id = (await db.query(`SELECT id FROM stock_balance WHERE tenant_id = $1 AND on_hand > allocated LIMIT 1`, [f.tenantId])).rows[0].id
    await db.query(`UPDATE stock_balance SET on_hand = on_hand + 1 WHERE id = $1 AND tenant_id = $2`, [id, f.tenantId]) // as the owner: no module, no ledger
    const found = await broken()
    expect(found.map((c) => c.name)).toEqual(['库存行数量等于其流水之和'])
    expect(found[0].broken).toEqual([expect.objectContaining({ balance_id: id })])
    await db.query(`UPDATE stock_balance SET on_hand = on_hand - 1 WHERE id = $1 AND tenant_id = $2`, [id, f.tenantId])
    expect(await broken()).toEqual([])
  })
})
