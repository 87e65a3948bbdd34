// The effect of approval (accept 10 → 20, effects stockOutVoucher.toOrder / abStockOut.toOrder):
// the voucher becomes an outbound order — orderType 2 制单出库 or 3 AB门出库, the same warehouse,
// owner, customer and lines, sourceNo = the voucher no. — made through the order module's own
// create (O1: numbering, checks, amounts) and accepted at once to 10 待分配 through the order
// workflow, so the order's log shows where it came from. The voucher records the order. An
// order already made for the voucher (a repeated accept) is not made twice.
import type { Effect } from '../../../kernel/handler.ts'
import type { HandlerContext } from '../../../kernel/handler.ts'
import { ident } from '../../../db/schema/naming.ts'
import { BizError } from '../../../kernel/errors.ts'
import { runTransition } from '../../../workflow/run-transition.ts'
import { createOrder } from '../orders/write.ts'
import { AB_STOCK_OUT, STOCK_OUT, TYPE_LABELS, type VoucherKind } from './kinds.ts'

type Voucher = Record<string, unknown> & { id: number; voucherNo: string; orderId?: number | null }

function orderHeader(kind: VoucherKind, v: Voucher) {
  const ab = kind === AB_STOCK_OUT
  const who = v.customerId ? null : (v.deptName as string | null)
  const gate = ab ? [`出门事由：${v.gateReason}`, `携带人：${v.bearerName}`, v.vehicleNo ? `车牌：${v.vehicleNo}` : null] : []
  const remark = [
    `${kind.title} ${v.voucherNo}（${TYPE_LABELS[Number(v.voucherType)] ?? ''}）`,
    who ? `领用部门：${who}` : null,
    ...gate,
    v.remark as string | null,
  ]
    .filter(Boolean)
    .join('；')
  return {
    orderType: kind.orderType,
    sourceNo: v.voucherNo,
    storageId: v.storageId,
    ownerId: v.ownerId ?? null,
    customerId: v.customerId ?? null,
    receiverName: ((ab ? v.bearerName : v.receiverName) as string | null) ?? null,
    receiverPhone: ab ? null : ((v.receiverPhone as string | null) ?? null),
    expectedDate: ab ? (v.expectedOutAt ? String(v.expectedOutAt).slice(0, 10) : null) : ((v.expectedDate as string | null) ?? null),
    remark: remark.slice(0, 500),
  }
}

async function makeOrder(ctx: HandlerContext, kind: VoucherKind, v: Voucher): Promise<void> {
  if (v.orderId) return
  const lines = (
    await ctx.tx.query<{ skuId: number; qty: number; batchNo: string | null; remark: string | null }>(
      `SELECT sku_id AS "skuId", qty, batch_no AS "batchNo", remark FROM ${ident(kind.lineTable)} WHERE voucher_id = $1 ORDER BY id`,
      [v.id],
    )
  ).rows
  if (!lines.length) throw new BizError(`${kind.title} ${v.voucherNo} 没有明细，不能生成出库订单`)
  const payload = { ...orderHeader(kind, v), lines: lines.map((l) => ({ skuId: Number(l.skuId), qty: Number(l.qty), batchNo: l.batchNo, remark: l.remark })) }
  const orderCtx: HandlerContext = { ...ctx, endpoint: { ...ctx.endpoint, op: 'create', entity: 'outOrder' }, payload }
  const { id, orderNo } = (await createOrder.run(orderCtx)) as { id: number; orderNo: string }
  await runTransition(orderCtx, 'outOrder', 'accept', id, { remark: `${kind.title} ${v.voucherNo} 审批通过，自动生成` })
  await ctx.tx.query(`UPDATE ${ident(kind.table)} SET order_id = $1, order_no = $2 WHERE id = $3`, [id, orderNo, v.id])
}

export const voucherEffects = {
  'stockOutVoucher.toOrder': ((ctx, row) => makeOrder(ctx, STOCK_OUT, row as Voucher)) as Effect,
  'abStockOut.toOrder': ((ctx, row) => makeOrder(ctx, AB_STOCK_OUT, row as Voucher)) as Effect,
}
