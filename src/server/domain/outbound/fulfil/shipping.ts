// Shipping (wait-to-out-stock, scanning-to-out-stock): a 待出库 order leaves the warehouse.
// Every line's allocation (at the staging location since picking) is issued through the stock
// module — on_hand and allocated fall together — the lines' shippedQty is what was issued and
// must equal what was reviewed and packed; the packages become 已发出, the order 已出库 with
// its shipping time. The scanning page ships an order when every one of its packages is
// scanned (or the order number itself is scanned).
import { Reply, type HandlerContext } from '../../../kernel/handler.ts'
import { BizError } from '../../../kernel/errors.ts'
import { runTransition } from '../../../workflow/run-transition.ts'
import { issue } from '../../stock/index.ts'
import { covers } from '../../stock/qty.ts'
import { expectStatus, headerOf, lineRef, linesOf, lockOrders, ORDER_STATUS, orderIdOfNo, refreshOrderQty, WORKFLOW, type FulfilOrder } from './order.ts'
import { packagesOf, PACKAGE_STATUS } from './packing.ts'
import { read, write } from '../../../kernel/define.ts'

async function shipOrder(ctx: HandlerContext, o: FulfilOrder, packageNos?: string[]): Promise<number> {
  expectStatus(ctx, o, [ORDER_STATUS.toShip], '出库')
  const packages = (
    await ctx.tx.query<{ id: number; packageNo: string }>(
      `SELECT id, package_no AS "packageNo" FROM out_package WHERE order_id = $1 AND status = ANY($2::int[]) ORDER BY id FOR UPDATE`,
      [o.id, [PACKAGE_STATUS.sealed, PACKAGE_STATUS.loaded]],
    )
  ).rows
  if (packageNos) {
    const scanned = new Set(packageNos)
    const missing = packages.filter((k) => !scanned.has(k.packageNo))
    if (missing.length) throw new BizError(`订单 ${o.orderNo} 还有包裹未扫描：${missing.map((k) => k.packageNo).join('、')}`)
  }
  let total = 0
  for (const l of await linesOf(ctx, o.id)) {
    const r = await issue(ctx.tx, lineRef(o, l.id))
    const qty = r.posted ? (r.qty ?? 0) : 0
    if (!covers(qty, l.reviewedQty) || !covers(l.reviewedQty, qty)) throw new BizError(`${l.skuCode} 出库 ${qty} 与复核数量 ${l.reviewedQty} 不一致，不能出库`)
    // The allocation is consumed: allocatedQty follows the line's open allocation rows (none now).
    await ctx.tx.query(`UPDATE out_order_line SET shipped_qty = $2::numeric, allocated_qty = 0, version = version + 1, updated_at = now() WHERE id = $1`, [
      l.id,
      qty,
    ])
    total += qty
  }
  await refreshOrderQty(ctx, o.id)
  await ctx.tx.query(`UPDATE out_order SET shipped_at = now(), allocated_qty = 0 WHERE id = $1`, [o.id])
  await ctx.tx.query(`UPDATE out_package SET status = $2, version = version + 1, updated_at = now() WHERE order_id = $1`, [o.id, PACKAGE_STATUS.shipped])
  await runTransition(ctx, WORKFLOW, 'ship', o.id)
  return total
}

/** /v1/stockOut/ship and /v1/outWait/ship: one order (id, with the scanned packageNos from the scanning page) or several (ids). */
export const shipOrders = write(async (ctx) => {
  const p = ctx.payload as { id?: number; ids?: number[]; packageNos?: string[] }
  const ids = p.ids?.length ? p.ids : p.id ? [p.id] : []
  if (!ids.length) throw new BizError('请选择要出库的订单')
  const orders = await lockOrders(ctx, ids)
  let total = 0
  for (const o of orders) total += await shipOrder(ctx, o, ids.length === 1 ? p.packageNos : undefined)
  const summary = `已出库：${orders.map((o) => o.orderNo).join('、')}，共 ${total} 件`
  return new Reply({ orders: orders.length, qty: total, summary }, summary)
})

/** /v1/stockOut/scan {code}: what a scanned package no. or order no. belongs to, for the scanning page. */
export const shipScanLookup = read(async (ctx) => {
  const code = String(ctx.payload.code ?? '').trim()
  const pkg = (await ctx.tx.query<{ orderId: number }>(`SELECT order_id AS "orderId" FROM out_package WHERE package_no = $1`, [code])).rows[0]
  const orderId = pkg?.orderId ?? (await orderIdOfNo(ctx, code))
  if (!orderId) throw new BizError(`没有单号为 ${code} 的包裹或订单`)
  const head = await headerOf(ctx, orderId)
  return { matched: pkg ? 'package' : 'order', packageNo: pkg ? code : null, order: head, packages: await packagesOf(ctx, orderId) }
})

/** /v1/order/signBatch {ids}: several 已出库 orders signed for at once (each through the workflow's sign). */
export const signOrders = write(async (ctx) => {
  const ids = (ctx.payload.ids ?? []) as number[]
  if (!ids.length) throw new BizError('请选择要签收的订单')
  const orders = await lockOrders(ctx, ids)
  for (const o of orders) expectStatus(ctx, o, [ORDER_STATUS.shipped], '签收')
  for (const o of orders) await runTransition(ctx, WORKFLOW, 'sign', o.id, { remark: ctx.payload.remark })
  return new Reply({ orders: orders.length }, `已签收 ${orders.length} 个订单`)
})

/** Effect of the sign transition: the time the customer signed. */
export async function stampSigned(ctx: HandlerContext, row: Record<string, unknown>): Promise<void> {
  await ctx.tx.query(`UPDATE out_order SET signed_at = now() WHERE id = $1`, [row.id])
}
