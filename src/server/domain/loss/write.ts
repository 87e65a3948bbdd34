// Saving a loss report: numbered on add (lossNo's declaration, by the generic create), checked
// (validate.ts), each line's cost price copied from its SKU's 采购价 and the totals summed in
// SQL after every save; changed only while 新建 or 已驳回.
import type { HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { create, update } from '../../crud/write.ts'
import { NOT_FOUND } from '../../crud/rows.ts'
import { write } from '../../kernel/define.ts'
import { labelOf, labelsOf } from '../../../config/workflow-states.ts'
import { checkReport, type LossLineIn } from './validate.ts'
import { EDITABLE, LOSS } from './states.ts'

interface Payload {
  id?: number
  storageId?: number
  ownerId?: number | null
  reason?: string | null
  lines?: LossLineIn[]
}

export const createReport = write(async (ctx) => {
  const p = ctx.payload as Payload
  await checkReport(ctx.tx, { storageId: p.storageId!, ownerId: p.ownerId, reason: p.reason, lines: p.lines ?? [] })
  const saved = (await create.run(ctx)) as { id: number }
  await refreshCosts(ctx, saved.id)
  return saved
})

export const updateReport = write(async (ctx) => {
  const p = ctx.payload as Payload & { id: number }
  const row = (
    await ctx.tx.query<{ lossNo: string; status: number; storageId: number; ownerId: number | null; reason: string | null }>(
      `SELECT loss_no AS "lossNo", status, storage_id AS "storageId", owner_id AS "ownerId", reason FROM loss_report WHERE id = $1 FOR UPDATE`,
      [p.id],
    )
  ).rows[0]
  if (!row) throw new BizError(NOT_FOUND)
  if (!EDITABLE.includes(row.status))
    throw new BizError(`报损单 ${row.lossNo} 当前状态“${labelOf(ctx.config, LOSS, row.status)}”，只有${labelsOf(ctx.config, LOSS, EDITABLE)}的报损单可以修改`)
  const lines =
    p.lines ??
    (
      await ctx.tx.query<LossLineIn>(
        `SELECT sku_id AS "skuId", location_id AS "locationId", stock_status AS "stockStatus", batch_no AS "batchNo", qty, reason FROM loss_report_line WHERE report_id = $1`,
        [p.id],
      )
    ).rows
  const ownerId = 'ownerId' in p ? p.ownerId : row.ownerId
  const reason = 'reason' in p ? p.reason : row.reason
  await checkReport(ctx.tx, { storageId: p.storageId ?? Number(row.storageId), ownerId, reason, lines })
  const saved = await update.run(ctx)
  await refreshCosts(ctx, p.id)
  return saved
})

/** Cost price from the SKU (empty when it has none), amount = qty × price, and the header's totals. */
async function refreshCosts(ctx: HandlerContext, id: number): Promise<void> {
  await ctx.tx.query(
    `UPDATE loss_report_line l SET cost_price = s.purchase_price, cost_amount = round(l.qty * s.purchase_price, 2)
       FROM sku s WHERE s.tenant_id = l.tenant_id AND s.id = l.sku_id AND l.report_id = $1`,
    [id],
  )
  await ctx.tx.query(
    `UPDATE loss_report SET total_qty = t.qty, total_amount = t.amount
       FROM (SELECT COALESCE(sum(qty), 0) AS qty, COALESCE(sum(cost_amount), 0) AS amount FROM loss_report_line WHERE report_id = $1) t
      WHERE id = $1`,
    [id],
  )
}
