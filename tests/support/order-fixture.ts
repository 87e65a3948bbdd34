// Allocated outbound orders for the fulfilment tests: a warehouse of its own (the stock
// fixture's four storage locations, given pick orders, plus a 复核区 staging location), stock
// received through the stock module, and orders inserted at 已分配 with their lines allocated
// by the stock module (doc_type outOrder, line_id = the order line), as order creation and
// allocation would leave them.
import type { Db } from '../../src/server/db/types.ts'
import { allocate, receive, STOCK_STATUS } from '../../src/server/domain/stock/index.ts'
import { stockFixture, type StockFixture } from './stock-fixture.ts'

export interface FixtureOrder {
  id: number
  orderNo: string
  lineIds: number[]
}

export interface OrderFixture extends StockFixture {
  /** The 复核区 location picked goods wait at. */
  staging: number
  carriers: number[]
  /** Receives qty of SKU s at location l (normal stock, optional lot). */
  stockUp(l: number, s: number, qty: number, batchNo?: string): Promise<void>
  /** An 已分配 order of [SKU index, qty] lines. */
  order(lines: [number, number][], opts?: { carrier?: number; areaName?: string; priority?: number }): Promise<FixtureOrder>
}

let made = 0

export async function orderFixture(db: Db): Promise<OrderFixture> {
  const f = await stockFixture(db)
  const n = `${process.pid % 1000}${++made}`
  const one = async (sql: string, params: unknown[]) => (await db.query(sql, params)).rows[0].id as number
  const area = await one(`INSERT INTO storage_area (tenant_id, storage_id, code, name, area_type) VALUES ($1, $2, 'RV', '复核区', 4) RETURNING id`, [f.tenantId, f.storageId])
  const staging = await one(`INSERT INTO location (tenant_id, storage_id, area_id, code) VALUES ($1, $2, $3, $4) RETURNING id`, [f.tenantId, f.storageId, area, `RV-${n}`])
  // Walk order: location 3 first, then 1, 0, 2 (so pick lines do not follow ids).
  for (const [i, order] of [[3, 1], [1, 2], [0, 3], [2, 4]]) await db.query(`UPDATE location SET pick_order = $2 WHERE id = $1`, [f.locations[i], order])
  const carriers: number[] = []
  for (const c of ['A', 'B']) carriers.push(await one(`INSERT INTO carrier (tenant_id, code, name) VALUES ($1, $2, $3) RETURNING id`, [f.tenantId, `C${n}${c}`, `测试承运商${n}${c}`]))
  let seq = 0
  return {
    ...f,
    staging,
    carriers,
    async stockUp(l, s, qty, batchNo) {
      await f.run((tx) => receive(tx, { docType: 'fixture', lineId: Number(`${n}${++seq}`) }, { storageId: f.storageId, locationId: f.locations[l], skuId: f.skus[s], batchNo: batchNo ?? null, stockStatus: STOCK_STATUS.normal }, qty))
    },
    async order(lines, opts = {}) {
      return f.run(async (tx) => {
        const orderNo = `CKT${n}${String(++seq).padStart(4, '0')}`
        const total = lines.reduce((s, [, q]) => s + q, 0)
        const o = (await tx.query<{ id: number }>(
          `INSERT INTO out_order (tenant_id, order_no, order_type, storage_id, carrier_id, area_name, priority, status, total_qty, allocated_qty, receiver_name)
           VALUES (app_tenant_id(), $1, 1, $2, $3, $4, $5, 20, $6, $6, '测试收货人') RETURNING id`,
          [orderNo, f.storageId, opts.carrier === undefined ? null : carriers[opts.carrier], opts.areaName ?? null, opts.priority ?? 0, total],
        )).rows[0]
        const lineIds: number[] = []
        for (const [s, qty] of lines)
          lineIds.push((await tx.query<{ id: number }>(
            `INSERT INTO out_order_line (tenant_id, order_id, sku_id, qty, allocated_qty) VALUES (app_tenant_id(), $1, $2, $3, $3) RETURNING id`,
            [o.id, f.skus[s], qty],
          )).rows[0].id)
        await allocate(tx, { docType: 'outOrder', docId: o.id }, lines.map(([s, qty], i) => ({ lineId: lineIds[i], storageId: f.storageId, skuId: f.skus[s], qty })))
        return { id: o.id, orderNo, lineIds }
      })
    },
  }
}
