// A reservation made from an approved purchase order: header from the order, one line per
// purchase line still to come — ordered, less received, less what open reservations already
// expect — so booking the same order twice never books the same goods twice.
import { BizError } from '../../kernel/errors.ts'
import { nextDocNo } from '../../crud/numbering.ts'
import { RECEIVABLE, WORKFLOW as PURCHASE } from '../purchase/states.ts'
import { labelOf, labelsOf } from '../../../config/workflow-states.ts'
import { refreshTotals } from './bespeak-write.ts'
import { write } from '../../kernel/define.ts'

const OPEN_BESPEAK = [0, 10, 20]

export const bespeakFromPurchase = write(async (ctx) => {
  const { purchaseId, expectedDate, needInspection } = ctx.payload as { purchaseId: number; expectedDate?: string; needInspection?: boolean }
  const po = (
    await ctx.tx.query<{ id: number; purchaseNo: string; status: number; providerId: number; storageId: number; ownerId: number | null }>(
      `SELECT id, purchase_no AS "purchaseNo", status, provider_id AS "providerId", storage_id AS "storageId", owner_id AS "ownerId" FROM purchase WHERE id = $1 FOR UPDATE`,
      [purchaseId],
    )
  ).rows[0]
  if (!po) throw new BizError('采购单不存在或已被删除')
  if (!RECEIVABLE.includes(po.status)) throw new BizError(`采购单 ${po.purchaseNo} 不是${labelsOf(ctx.config, PURCHASE, RECEIVABLE)}，不能预约入库`)
  const lines = (
    await ctx.tx.query<{ id: number; skuId: number; open: number }>(
      `SELECT pl.id, pl.sku_id AS "skuId",
            pl.qty - pl.received_qty - COALESCE((SELECT sum(bl.qty - bl.received_qty) FROM bespeak_line bl JOIN bespeak b ON b.tenant_id = bl.tenant_id AND b.id = bl.bespeak_id
                                                 WHERE bl.purchase_line_id = pl.id AND b.status = ANY($2::int[])), 0) AS open
       FROM purchase_line pl WHERE pl.purchase_id = $1 ORDER BY pl.id`,
      [po.id, OPEN_BESPEAK],
    )
  ).rows.filter((l) => l.open > 0)
  if (!lines.length) throw new BizError(`采购单 ${po.purchaseNo} 的商品都已到货或已预约`)
  const bespeakNo = await nextDocNo(ctx, 'bespeak')
  const user = ctx.session!.userId
  const id = (
    await ctx.tx.query<{ id: number }>(
      `INSERT INTO bespeak (tenant_id, bespeak_no, bespeak_type, purchase_id, purchase_no, provider_id, storage_id, owner_id, expected_date, need_inspection, status, created_by, updated_by)
     VALUES (app_tenant_id(), $1, 1, $2, $3, $4, $5, $6, $7, $8, 0, $9, $9) RETURNING id`,
      [bespeakNo, po.id, po.purchaseNo, po.providerId, po.storageId, po.ownerId, expectedDate ?? null, needInspection ?? false, user],
    )
  ).rows[0].id
  for (const l of lines)
    await ctx.tx.query(
      `INSERT INTO bespeak_line (tenant_id, bespeak_id, purchase_line_id, sku_id, qty, created_by, updated_by) VALUES (app_tenant_id(), $1, $2, $3, $4::numeric, $5, $5)`,
      [id, l.id, l.skuId, l.open, user],
    )
  await refreshTotals(ctx, id)
  return { id, bespeakNo }
})
