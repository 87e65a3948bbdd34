// What every fulfilment step (wave, pick, review, pack, ship, sign) needs of an order: the
// order locked with what the steps read, a state check that names the order and its state in
// Chinese, and the posting reference its stock moves carry.
import type { HandlerContext } from '../../../kernel/handler.ts'
import { BizError } from '../../../kernel/errors.ts'
import type { PostingRef } from '../../stock/index.ts'
import { ALLOCATED, CANCEL_PENDING, CANCELLED, DOC_TYPE, PICKING, SHIPPED, SIGNED, TO_PACK, TO_REVIEW, TO_SHIP, WORKFLOW } from '../orders/states.ts'

export { CANCEL_PENDING, DOC_TYPE, WORKFLOW }

/** The states the fulfilment steps move an order through (orders/states.ts holds them all). */
export const ORDER_STATUS = {
  allocated: ALLOCATED,
  picking: PICKING,
  toReview: TO_REVIEW,
  toPack: TO_PACK,
  toShip: TO_SHIP,
  shipped: SHIPPED,
  signed: SIGNED,
  cancelled: CANCELLED,
} as const

export interface FulfilOrder {
  id: number
  orderNo: string
  status: number
  storageId: number
  waveId: number | null
  carrierId: number | null
  waybillNo: string | null
  areaName: string | null
  priority: number
  cancelStatus: number
}

const ORDER_COLUMNS = `id, order_no AS "orderNo", status, storage_id AS "storageId", wave_id AS "waveId", carrier_id AS "carrierId",
  waybill_no AS "waybillNo", area_name AS "areaName", priority, cancel_status AS "cancelStatus"`

/** The order, locked for the step; missing → 订单不存在. */
export async function lockOrder(ctx: HandlerContext, id: number): Promise<FulfilOrder> {
  const o = (await ctx.tx.query<FulfilOrder>(`SELECT ${ORDER_COLUMNS} FROM out_order WHERE id = $1 FOR UPDATE`, [id])).rows[0]
  if (!o) throw new BizError('订单不存在或已被删除')
  return o
}

/** Several orders locked in id order (two batches never wait on each other in a circle). */
export async function lockOrders(ctx: HandlerContext, ids: number[]): Promise<FulfilOrder[]> {
  const r = await ctx.tx.query<FulfilOrder>(`SELECT ${ORDER_COLUMNS} FROM out_order WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE`, [[...new Set(ids)]])
  if (r.rows.length < new Set(ids).size) throw new BizError('所选订单不存在或已被删除')
  return r.rows
}

/** An order by what a scanner reads: its order no. */
export async function orderIdOfNo(ctx: HandlerContext, code: string): Promise<number | null> {
  return (await ctx.tx.query<{ id: number }>(`SELECT id FROM out_order WHERE order_no = $1`, [code.trim()])).rows[0]?.id ?? null
}

export function stateText(ctx: HandlerContext, status: number): string {
  return ctx.config.workflows[WORKFLOW]?.states[String(status)]?.label ?? String(status)
}

/** Refuses a step the order's state does not allow: 订单 CK… 当前为“拣货中”，不能复核. */
export function expectStatus(ctx: HandlerContext, o: FulfilOrder, allowed: number[], action: string): void {
  if (!allowed.includes(o.status)) throw new BizError(`订单 ${o.orderNo} 当前为“${stateText(ctx, o.status)}”，不能${action}`)
  if (o.cancelStatus === CANCEL_PENDING) throw new BizError(`订单 ${o.orderNo} 正在取消审批，审批结束前不能${action}`)
}

/** The order locked for a step its state must allow (else 订单 CK… 当前为“…”，不能<action>). */
export async function lockOrderFor(ctx: HandlerContext, id: number, allowed: number[], action: string): Promise<FulfilOrder> {
  const o = await lockOrder(ctx, id)
  expectStatus(ctx, o, allowed, action)
  return o
}

/** The posting reference of an order line's stock move. */
export const lineRef = (o: FulfilOrder, lineId: number, seq = 0): PostingRef & { lineId: number } => ({
  docType: DOC_TYPE,
  docId: o.id,
  docNo: o.orderNo,
  lineId,
  seq,
})

/** Header quantities as the sums of the lines (picked, reviewed, shipped). */
export async function refreshOrderQty(ctx: HandlerContext, orderId: number): Promise<void> {
  await ctx.tx.query(
    `UPDATE out_order o SET picked_qty = s.picked, reviewed_qty = s.reviewed, shipped_qty = s.shipped, version = o.version + 1, updated_at = now()
       FROM (SELECT COALESCE(sum(picked_qty), 0) AS picked, COALESCE(sum(reviewed_qty), 0) AS reviewed, COALESCE(sum(shipped_qty), 0) AS shipped
               FROM out_order_line WHERE order_id = $1) s
      WHERE o.id = $1`,
    [orderId],
  )
}

/** A line as the fulfilment screens show it: SKU, product, unit and how far it has come. */
export const LINE_SELECT = `l.id, l.order_id AS "orderId", l.sku_id AS "skuId", l.batch_no AS "batchNo", l.qty, l.allocated_qty AS "allocatedQty",
  l.picked_qty AS "pickedQty", l.reviewed_qty AS "reviewedQty", l.shipped_qty AS "shippedQty", l.price, l.amount,
  (SELECT COALESCE(sum(pl.qty), 0) FROM out_package_line pl WHERE pl.tenant_id = l.tenant_id AND pl.order_line_id = l.id) AS "packedQty",
  s.code AS "skuCode", s.barcode, s.attrs, p.name AS "productName", u.name AS "unitName"`
export const LINE_FROM = `out_order_line l
  JOIN sku s ON s.tenant_id = l.tenant_id AND s.id = l.sku_id
  JOIN product p ON p.tenant_id = s.tenant_id AND p.id = s.product_id
  LEFT JOIN unit u ON u.tenant_id = p.tenant_id AND u.id = p.unit_id`

export interface FulfilLine {
  id: number
  skuId: number
  skuCode: string
  productName: string
  qty: number
  pickedQty: number
  reviewedQty: number
  packedQty: number
  shippedQty: number
}

export async function linesOf(ctx: HandlerContext, orderId: number): Promise<(FulfilLine & Record<string, unknown>)[]> {
  return (await ctx.tx.query<FulfilLine & Record<string, unknown>>(`SELECT ${LINE_SELECT} FROM ${LINE_FROM} WHERE l.order_id = $1 ORDER BY l.id`, [orderId]))
    .rows
}

/** The order header as the scan pages show it (customer, warehouse, carrier names). */
export async function headerOf(ctx: HandlerContext, id: number): Promise<Record<string, unknown>> {
  const r = await ctx.tx.query(
    `SELECT o.id, o.order_no AS "orderNo", o.status, o.storage_id AS "storageId", o.wave_id AS "waveId", o.carrier_id AS "carrierId",
            o.waybill_no AS "waybillNo", o.area_name AS "areaName", o.receiver_name AS "receiverName", o.receiver_phone AS "receiverPhone",
            o.receiver_address AS "receiverAddress", o.total_qty AS "totalQty", o.picked_qty AS "pickedQty", o.reviewed_qty AS "reviewedQty",
            o.shipped_qty AS "shippedQty", o.weight, o.package_count AS "packageCount", o.shipped_at AS "shippedAt", o.signed_at AS "signedAt",
            o.remark, o.version, st.name AS "storageName", c.name AS "customerName", ca.name AS "carrierName", w.wave_no AS "waveNo"
       FROM out_order o
       LEFT JOIN storage st ON st.tenant_id = o.tenant_id AND st.id = o.storage_id
       LEFT JOIN customer c ON c.tenant_id = o.tenant_id AND c.id = o.customer_id
       LEFT JOIN carrier ca ON ca.id = o.carrier_id
       LEFT JOIN wave w ON w.tenant_id = o.tenant_id AND w.id = o.wave_id
      WHERE o.id = $1`,
    [id],
  )
  if (!r.rows[0]) throw new BizError('订单不存在或已被删除')
  return r.rows[0]
}
