// Saving orders: numbered on add (outOrder.orderNo's declaration), checked (validate.ts), amounts and totals
// recomputed in SQL (amounts.ts) after every save; changed only while 待审核 or 已驳回.
import type { HandlerContext } from '../../../kernel/handler.ts'
import { BizError } from '../../../kernel/errors.ts'
import { create, update } from '../../../crud/write.ts'
import { NOT_FOUND } from '../../../crud/rows.ts'
import { recomputeOrder } from './amounts.ts'
import { checkOrder, type OrderDraft } from './validate.ts'
import { EDITABLE, WORKFLOW } from './states.ts'
import { labelOf, labelsOf } from '../../../../config/workflow-states.ts'
import { write } from '../../../kernel/define.ts'

type Line = { id?: number; skuId: number; batchNo?: string | null }
type Payload = Omit<OrderDraft, 'lines'> & { id?: number; lines?: Line[] }

export const createOrder = write(async (ctx) => {
  const p = ctx.payload as Payload
  await checkOrder(ctx, { ...p, lines: p.lines ?? [] })
  const saved = (await create.run(ctx)) as { id: number }
  const orderNo = (await ctx.tx.query<{ orderNo: string }>(`SELECT order_no AS "orderNo" FROM out_order WHERE id = $1`, [saved.id])).rows[0].orderNo
  await recomputeOrder(ctx.tx, saved.id)
  return { id: saved.id, orderNo }
})

/** Locks an order and refuses it unless it is 待审核 or 已驳回. */
export async function lockEditable(ctx: HandlerContext, id: number) {
  const row = (
    await ctx.tx.query<{
      orderNo: string
      status: number
      storageId: number
      customerId: number | null
      shopId: number | null
      ownerId: number | null
      carrierId: number | null
    }>(
      `SELECT order_no AS "orderNo", status, storage_id AS "storageId", customer_id AS "customerId", shop_id AS "shopId", owner_id AS "ownerId", carrier_id AS "carrierId"
       FROM out_order WHERE id = $1 FOR UPDATE`,
      [id],
    )
  ).rows[0]
  if (!row) throw new BizError(NOT_FOUND)
  if (!EDITABLE.includes(row.status))
    throw new BizError(
      `订单 ${row.orderNo} 当前状态“${labelOf(ctx.config, WORKFLOW, row.status)}”，只有${labelsOf(ctx.config, WORKFLOW, EDITABLE)}的订单可以修改`,
    )
  return row
}

export const updateOrder = write(async (ctx) => {
  const p = ctx.payload as Payload & { id: number }
  const row = await lockEditable(ctx, p.id)
  const lines = p.lines ?? (await ctx.tx.query<Line>(`SELECT sku_id AS "skuId", batch_no AS "batchNo" FROM out_order_line WHERE order_id = $1`, [p.id])).rows
  // A field left out of the payload keeps its stored value; one sent as null clears it.
  const keep = <T>(k: keyof Payload, stored: T) => (Object.hasOwn(p, k) ? (p[k] as T) : stored)
  await checkOrder(ctx, {
    storageId: keep('storageId', row.storageId),
    customerId: keep('customerId', row.customerId),
    shopId: keep('shopId', row.shopId),
    ownerId: keep('ownerId', row.ownerId),
    carrierId: keep('carrierId', row.carrierId),
    lines,
  })
  const saved = await update.run(ctx)
  await recomputeOrder(ctx.tx, p.id)
  return saved
})
