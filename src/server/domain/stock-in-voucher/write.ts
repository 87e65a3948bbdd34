// Saving a voucher: numbered on add (voucherNo's declaration, by the generic create), checked
// (validate.ts), its total summed in SQL after every save; changed only while 草稿 or 已驳回.
import type { HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { create, update } from '../../crud/write.ts'
import { NOT_FOUND } from '../../crud/rows.ts'
import { checkVoucher, type VoucherLineIn } from './validate.ts'
import { EDITABLE, VOUCHER } from './states.ts'
import { labelOf, labelsOf } from '../../../config/workflow-states.ts'
import { write } from '../../kernel/define.ts'

interface Payload {
  id?: number
  storageId?: number
  locationId?: number
  lines?: VoucherLineIn[]
}

export const createVoucher = write(async (ctx) => {
  const p = ctx.payload as Payload
  await checkVoucher(ctx.tx, { storageId: p.storageId!, locationId: p.locationId!, lines: p.lines ?? [] })
  const saved = (await create.run(ctx)) as { id: number }
  await refreshTotal(ctx, saved.id)
  return saved
})

export const updateVoucher = write(async (ctx) => {
  const p = ctx.payload as Payload & { id: number }
  const row = (
    await ctx.tx.query<{ voucherNo: string; status: number; storageId: number; locationId: number }>(
      `SELECT voucher_no AS "voucherNo", status, storage_id AS "storageId", location_id AS "locationId" FROM stock_in_voucher WHERE id = $1 FOR UPDATE`,
      [p.id],
    )
  ).rows[0]
  if (!row) throw new BizError(NOT_FOUND)
  if (!EDITABLE.includes(row.status))
    throw new BizError(
      `入库单 ${row.voucherNo} 当前状态“${labelOf(ctx.config, VOUCHER, row.status)}”，只有${labelsOf(ctx.config, VOUCHER, EDITABLE)}的单据可以修改`,
    )
  const lines =
    p.lines ??
    (
      await ctx.tx.query<VoucherLineIn>(
        `SELECT sku_id AS "skuId", production_date AS "productionDate", expiry_date AS "expiryDate" FROM stock_in_voucher_line WHERE voucher_id = $1`,
        [p.id],
      )
    ).rows
  await checkVoucher(ctx.tx, { storageId: p.storageId ?? Number(row.storageId), locationId: p.locationId ?? Number(row.locationId), lines })
  const saved = await update.run(ctx)
  await refreshTotal(ctx, p.id)
  return saved
})

async function refreshTotal(ctx: HandlerContext, id: number): Promise<void> {
  await ctx.tx.query(`UPDATE stock_in_voucher SET total_qty = (SELECT COALESCE(sum(qty), 0) FROM stock_in_voucher_line WHERE voucher_id = $1) WHERE id = $1`, [
    id,
  ])
}
