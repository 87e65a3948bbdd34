// Allocated outbound orders for the fulfilment tests: a warehouse of its own (the stock
// fixture's four storage locations, given pick orders, plus a 复核区 staging location), stock
// received through the stock module, and orders made the way users make them — through the
// order API: /v1/order/add, /v1/order/accept and /v1/out/allot (FEFO then FIFO), so each order
// is 已分配 with its lines' allocations (doc_type outOrder, line_id = the order line).
import { expect } from 'vitest'
import { receive, STOCK_STATUS } from '../../src/server/domain/stock/index.ts'
import type { TestApi } from './api.ts'
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
  /** An 已分配 order of [SKU index, qty, lot?] lines, created, accepted and allocated through the API. */
  order(lines: [number, number, string?][], opts?: { carrier?: number; areaName?: string; priority?: number }): Promise<FixtureOrder>
}

let made = 0

export async function orderFixture(api: TestApi, account = 'demo'): Promise<OrderFixture> {
  const db = api.db
  const f = await stockFixture(db)
  const token = await api.login(account)
  const n = `${process.pid % 1000}${++made}`
  const one = async (sql: string, params: unknown[]) => (await db.query(sql, params)).rows[0].id as number
  const area = await one(`INSERT INTO storage_area (tenant_id, storage_id, code, name, area_type) VALUES ($1, $2, 'RV', '复核区', 4) RETURNING id`, [
    f.tenantId,
    f.storageId,
  ])
  const staging = await one(`INSERT INTO location (tenant_id, storage_id, area_id, code) VALUES ($1, $2, $3, $4) RETURNING id`, [
    f.tenantId,
    f.storageId,
    area,
    `RV-${n}`,
  ])
  // Walk order: location 3 first, then 1, 0, 2 (so pick lines do not follow ids).
  for (const [i, order] of [
    [3, 1],
    [1, 2],
    [0, 3],
    [2, 4],
  ])
    await db.query(`UPDATE location SET pick_order = $2 WHERE id = $1`, [f.locations[i], order])
  const carriers: number[] = []
  for (const c of ['A', 'B'])
    carriers.push(await one(`INSERT INTO carrier (tenant_id, code, name) VALUES ($1, $2, $3) RETURNING id`, [f.tenantId, `C${n}${c}`, `测试承运商${n}${c}`]))
  const ok = async (path: string, payload: object) => {
    const r = (await api.call(path, payload, { token })).body
    expect(r.status, `${path}: ${r.message}`).toBe(1)
    return r.data
  }
  let seq = 0
  return {
    ...f,
    staging,
    carriers,
    async stockUp(l, s, qty, batchNo) {
      await f.run((tx) =>
        receive(
          tx,
          { docType: 'fixture', lineId: Number(`${n}${++seq}`) },
          { storageId: f.storageId, locationId: f.locations[l], skuId: f.skus[s], batchNo: batchNo ?? null, stockStatus: STOCK_STATUS.normal },
          qty,
        ),
      )
    },
    async order(lines, opts = {}) {
      const { id, orderNo } = await ok('/v1/order/add', {
        orderType: 1,
        storageId: f.storageId,
        carrierId: opts.carrier === undefined ? null : carriers[opts.carrier],
        areaName: opts.areaName ?? null,
        priority: opts.priority ?? 0,
        receiverName: '测试收货人',
        lines: lines.map(([s, qty, batchNo]) => ({ skuId: f.skus[s], qty, price: 0, batchNo: batchNo ?? null })),
      })
      await ok('/v1/order/accept', { id })
      expect((await ok('/v1/out/allot', { id })).status).toBe(20)
      const lineIds = (await db.query<{ id: number }>(`SELECT id FROM out_order_line WHERE order_id = $1 ORDER BY id`, [id])).rows.map((r) => r.id)
      return { id, orderNo, lineIds }
    },
  }
}
