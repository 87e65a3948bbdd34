// Saving a purchase return: numbered on add (returnNo's declaration, by the generic create),
// checked (validate.ts); supplier, warehouse and owner copied from the order, each line's SKU and
// tax-inclusive price from its order line, amounts and totals summed in SQL after every save.
// Changed or deleted only while 新建 or 已驳回.
import type { HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { create, remove, update } from '../../crud/write.ts'
import { NOT_FOUND } from '../../crud/rows.ts'
import { write } from '../../kernel/define.ts'
import { labelOf, labelsOf } from '../../../config/workflow-states.ts'
import { checkReturn } from './validate.ts'
import type { ReturnLineIn } from './returnable.ts'
import { EDITABLE, RETURN } from './states.ts'

interface Payload {
  id?: number
  purchaseId?: number
  lines?: ReturnLineIn[]
}

export const createReturn = write(async (ctx) => {
  const p = ctx.payload as Payload
  await checkReturn(ctx.tx, ctx.config, { purchaseId: p.purchaseId!, returnId: null, lines: p.lines ?? [] })
  const saved = (await create.run(ctx)) as { id: number }
  await copyFromOrder(ctx, saved.id)
  return saved
})

export const updateReturn = write(async (ctx) => {
  const p = ctx.payload as Payload & { id: number }
  const row = await lockEditable(ctx, p.id)
  const lines =
    p.lines ??
    (
      await ctx.tx.query<ReturnLineIn>(
        `SELECT purchase_line_id AS "purchaseLineId", location_id AS "locationId", batch_no AS "batchNo", stock_status AS "stockStatus", qty::float8 AS qty
           FROM purchase_return_line WHERE return_id = $1`,
        [p.id],
      )
    ).rows
  await checkReturn(ctx.tx, ctx.config, { purchaseId: p.purchaseId ?? Number(row.purchaseId), returnId: p.id, lines })
  const saved = await update.run(ctx)
  await copyFromOrder(ctx, p.id)
  return saved
})

export const deleteReturn = write(async (ctx) => {
  for (const id of (ctx.payload.ids as number[] | undefined) ?? [ctx.payload.id]) await lockEditable(ctx, id as number)
  return remove.run(ctx)
})

async function lockEditable(ctx: HandlerContext, id: number) {
  const row = (
    await ctx.tx.query<{ returnNo: string; status: number; purchaseId: number }>(
      `SELECT return_no AS "returnNo", status, purchase_id AS "purchaseId" FROM purchase_return WHERE id = $1 FOR UPDATE`,
      [id],
    )
  ).rows[0]
  if (!row) throw new BizError(NOT_FOUND)
  if (!EDITABLE.includes(row.status))
    throw new BizError(
      `采购退货单 ${row.returnNo} 当前状态“${labelOf(ctx.config, RETURN, row.status)}”，只有${labelsOf(ctx.config, RETURN, EDITABLE)}的退货单可以修改或删除`,
    )
  return row
}

/** Supplier, warehouse and owner from the order; SKU and price from the order lines; amounts and totals in SQL. */
async function copyFromOrder(ctx: HandlerContext, id: number): Promise<void> {
  await ctx.tx.query(
    `UPDATE purchase_return r SET provider_id = h.provider_id, storage_id = h.storage_id, owner_id = h.owner_id
       FROM purchase h WHERE h.tenant_id = r.tenant_id AND h.id = r.purchase_id AND r.id = $1`,
    [id],
  )
  await ctx.tx.query(
    `UPDATE purchase_return_line rl SET sku_id = l.sku_id, price = l.price, amount = round(rl.qty * l.price, 2)
       FROM purchase_line l WHERE l.tenant_id = rl.tenant_id AND l.id = rl.purchase_line_id AND rl.return_id = $1`,
    [id],
  )
  await ctx.tx.query(
    `UPDATE purchase_return SET total_qty = t.qty, total_amount = t.amount
       FROM (SELECT COALESCE(sum(qty), 0) AS qty, COALESCE(sum(amount), 0) AS amount FROM purchase_return_line WHERE return_id = $1) t
      WHERE id = $1`,
    [id],
  )
}
