// Saving purchase orders: numbered on add (purchase.purchaseNo's declaration, by the generic create), checked (validate.ts), amounts recomputed in SQL
// (amounts.ts) after every save; changed or deleted only while 草稿 or 已驳回.
import type { HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { create, remove, update } from '../../crud/write.ts'
import { NOT_FOUND } from '../../crud/rows.ts'
import { recomputePurchase } from './amounts.ts'
import { checkPurchase } from './validate.ts'
import { EDITABLE, WORKFLOW } from './states.ts'
import { labelOf, labelsOf } from '../../../config/workflow-states.ts'
import { write } from '../../kernel/define.ts'

type Line = { id?: number; skuId: number }

export const createPurchase = write(async (ctx) => {
  const p = ctx.payload as { providerId: number; storageId: number; purchaserId?: number | null; lines?: Line[] }
  await checkPurchase(ctx, { providerId: p.providerId, storageId: p.storageId, lines: p.lines ?? [] })
  // The buyer is whoever makes the order unless another one is named.
  if (p.purchaserId == null) p.purchaserId = ctx.session?.userId ?? null
  const saved = (await create.run(ctx)) as { id: number }
  await recomputePurchase(ctx.tx, saved.id)
  return saved
})

/** Locks the orders and refuses any that is not 草稿 or 已驳回. */
async function lockEditable(ctx: HandlerContext, ids: number[], what: string) {
  const r = await ctx.tx.query<{ id: number; purchase_no: string; status: number; provider_id: number; storage_id: number }>(
    `SELECT id, purchase_no, status, provider_id, storage_id FROM purchase WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE`,
    [ids],
  )
  if (r.rows.length !== new Set(ids).size) throw new BizError(NOT_FOUND)
  const fixed = r.rows.find((x) => !EDITABLE.includes(x.status))
  if (fixed)
    throw new BizError(
      `采购单 ${fixed.purchase_no} 当前状态“${labelOf(ctx.config, WORKFLOW, fixed.status)}”，只有${labelsOf(ctx.config, WORKFLOW, EDITABLE)}的采购单可以${what}`,
    )
  return r.rows
}

export const updatePurchase = write(async (ctx) => {
  const p = ctx.payload as { id: number; providerId?: number; storageId?: number; lines?: Line[] }
  const [row] = await lockEditable(ctx, [p.id], '修改')
  const lines = p.lines ?? (await ctx.tx.query<{ skuId: number }>(`SELECT sku_id AS "skuId" FROM purchase_line WHERE purchase_id = $1`, [p.id])).rows
  await checkPurchase(ctx, { providerId: p.providerId ?? Number(row.provider_id), storageId: p.storageId ?? Number(row.storage_id), lines })
  const saved = await update.run(ctx)
  await recomputePurchase(ctx.tx, p.id)
  return saved
})

export const deletePurchase = write(async (ctx) => {
  const ids: number[] = ctx.payload.ids ?? (ctx.payload.id ? [ctx.payload.id] : [])
  if (!ids.length) throw new BizError('请选择要删除的记录')
  await lockEditable(ctx, ids, '删除')
  return remove.run(ctx)
})
