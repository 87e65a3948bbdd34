// Cancelling orders (DOMAIN §3). Before picking (待审核 … 已分配) /v1/order/cancel cancels at
// once: every allocation is released in the same transaction (workflow outOrder cancel). From
// 拣货中 to 待出库 the keeper asks (/v1/order/cancelRequest, workflow outOrderCancel request) and
// the order-cancel approval decides (order-to-examine); acceptance fires outOrder
// cancelApproved (→ 已取消): allocations not picked yet are released, and what was picked —
// the open allocations now at the staging location — becomes a 退拣单 that puts it back
// (return-picking.ts). A rejected request leaves the order where it was (取消被驳回).
// These are the transitions' effects (src/server/effects.ts): each runs in the transition's
// transaction before its state changes, and what it throws undoes the whole call.
import type { Effect, EffectRegistry, HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { runTransition } from '../../workflow/run-transition.ts'
import { releaseAllocation } from '../stock/index.ts'
import { releaseLines } from './allocation.ts'
import { syncAllocated } from './orders/amounts.ts'
import { CANCEL_BY_APPROVAL, CANCELLABLE, DOC_TYPE, WORKFLOW } from './orders/states.ts'
import { labelOf } from '../../../config/workflow-states.ts'
import { createReturnPicking } from './return-picking-create.ts'
import { stagingLocation } from './staging.ts'
// The orders' stock checks run with verify-stock, which loads the effects.
import './orders/stock-checks.ts'

/** The reason of the reject, cancel and cancel-request forms (orderReason), required. */
function reasonOf(payload: Record<string, unknown>): string {
  const reason = typeof payload.reason === 'string' ? payload.reason.trim() : ''
  if (!reason) throw new BizError('请填写原因', [{ field: 'reason', message: '请填写原因' }])
  // The runtime writes payload.remark to the document log: the reason is the log's remark.
  if (typeof payload.remark !== 'string' || !payload.remark.trim()) payload.remark = reason
  return reason
}

/** outOrder reject: a reason is required (it goes to the log, the maker sees it). */
const orderRejected: Effect = async (_ctx, _row, payload) => {
  reasonOf(payload)
}

/** outOrder cancel (before picking): keeps the reason and releases every allocation. */
const cancelBeforePick: Effect = async (ctx, row, payload) => {
  const reason = reasonOf(payload)
  if (!CANCELLABLE.includes(Number(row.status))) throw new BizError(`订单当前状态“${labelOf(ctx.config, WORKFLOW, row.status)}”，请走取消申请`)
  await releaseLines(ctx, Number(row.id))
  await ctx.tx.query(`UPDATE out_order SET cancel_reason = $2 WHERE id = $1`, [row.id, reason])
}

/** outOrderCancel request: only an order being picked, reviewed, packed or waiting to ship. */
const cancelRequested: Effect = async (ctx, row, payload) => {
  const reason = reasonOf(payload)
  const status = Number(row.status)
  if (CANCELLABLE.includes(status)) throw new BizError(`订单 ${String(row.orderNo)} 尚未拣货，可直接取消，无需申请`)
  if (!CANCEL_BY_APPROVAL.includes(status)) throw new BizError(`订单 ${String(row.orderNo)} 当前状态“${labelOf(ctx.config, WORKFLOW, status)}”，不能申请取消`)
  await ctx.tx.query(`UPDATE out_order SET cancel_reason = $2 WHERE id = $1`, [row.id, reason])
}

/**
 * outOrderCancel accept (the approval's last node): the order is cancelled (cancelApproved),
 * allocations not picked are released, and the picked ones waiting at the staging location
 * become the lines of a 退拣单 (none when nothing was picked yet).
 */
const cancelAfterPick: Effect = async (ctx, row, payload) => {
  const orderId = Number(row.id)
  await runTransition(ctx, WORKFLOW, 'cancelApproved', orderId, {
    remark: typeof payload.remark === 'string' ? payload.remark : (row.cancelReason as string | null),
  })
  await putAsideAfterCancel(ctx, orderId, Number(row.storageId))
}

/** Releases what was not picked and makes the 退拣单 for what waits at the staging location. */
export async function putAsideAfterCancel(ctx: HandlerContext, orderId: number, storageId: number): Promise<number | null> {
  const open = (
    await ctx.tx.query<{ id: number; lineId: number; locationId: number }>(
      `SELECT a.id, a.line_id AS "lineId", b.location_id AS "locationId"
       FROM stock_allocation a JOIN stock_balance b ON b.tenant_id = a.tenant_id AND b.id = a.balance_id
       JOIN out_order_line l ON l.tenant_id = a.tenant_id AND l.id = a.line_id
      WHERE a.doc_type = $1 AND a.status = 1 AND l.order_id = $2 ORDER BY a.id`,
      [DOC_TYPE, orderId],
    )
  ).rows
  const staging = open.length ? await stagingLocation(ctx.tx, storageId) : null
  const picked = open.filter((a) => a.locationId === staging)
  for (const a of open) if (a.locationId !== staging) await releaseAllocation(ctx.tx, a.id)
  await syncAllocated(ctx.tx, [orderId])
  return picked.length
    ? createReturnPicking(
        ctx,
        orderId,
        storageId,
        picked.map((a) => a.id),
      )
    : null
}

export const cancelEffects: EffectRegistry = {
  'outbound.orderRejected': orderRejected,
  'outbound.cancelBeforePick': cancelBeforePick,
  'outbound.cancelRequested': cancelRequested,
  'outbound.cancelAfterPick': cancelAfterPick,
}
