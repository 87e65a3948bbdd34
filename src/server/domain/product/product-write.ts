// Saving products: a save goes to goods approval (goods-approval.ts); packaging units and the
// SKU's own tax points go with a SKU that is removed. Anything else that still uses a SKU
// (composite products, and later documents) keeps it through its foreign key.
import type { Handler, HandlerContext } from '../../kernel/handler.ts'
import { create, remove, update } from '../../crud/write.ts'
import { lockVisible } from '../../crud/rows.ts'
import { entityModel } from '../../crud/entity-model.ts'
import { importRowsWith } from '../../crud/import/import-op.ts'
import { goodsSaved } from './goods-approval.ts'
import { closeOpenApprovals, WITHDRAWN } from '../approval/instances.ts'
import { write } from '../../kernel/define.ts'

/** Settings that belong to the SKU alone, deleted with it. */
async function dropSkuSettings(ctx: HandlerContext, skuIds: number[]) {
  if (!skuIds.length) return
  await ctx.tx.query(`DELETE FROM sku_meter WHERE sku_id = ANY($1::bigint[])`, [skuIds])
  await ctx.tx.query(`DELETE FROM sku_tax_point WHERE sku_id = ANY($1::bigint[])`, [skuIds])
}

async function skusOf(ctx: HandlerContext, productIds: number[]): Promise<{ id: number }[]> {
  return (await ctx.tx.query<{ id: number }>(`SELECT id FROM sku WHERE product_id = ANY($1::bigint[])`, [productIds])).rows
}

export const createProduct = write(async (ctx) => {
  const saved = (await create.run(ctx)) as { id: number }
  await goodsSaved(ctx, 'product', [saved.id], 'creation')
  return saved
})

/** Imported products wait for approval like ones saved in the form. */
export const importProducts: Handler = importRowsWith({
  afterInsert: async (ctx, ids) => void (await goodsSaved(ctx, 'product', ids, 'creation')),
})

export const updateProduct = write(async (ctx) => {
  const { id, lines } = ctx.payload as { id: number; lines?: { id?: number }[] }
  if (lines) {
    const kept = new Set(lines.map((l) => l.id).filter(Boolean))
    await dropSkuSettings(
      ctx,
      (await skusOf(ctx, [id])).map((s) => s.id).filter((s) => !kept.has(s)),
    )
  }
  const saved = (await update.run(ctx)) as { id: number; version: number }
  const versions = await goodsSaved(ctx, 'product', [id], 'modification')
  return { ...saved, version: versions.get(id) ?? saved.version }
})

/** Delete {id} or {ids} with their SKUs; refused (foreign key) while a SKU is used elsewhere. */
export const deleteProduct = write(async (ctx) => {
  const ids: number[] = ctx.payload.ids ?? (ctx.payload.id ? [ctx.payload.id] : [])
  await lockVisible(ctx, entityModel(ctx.config, 'product'), ids)
  await dropSkuSettings(
    ctx,
    (await skusOf(ctx, ids)).map((s) => s.id),
  )
  const removed = await remove.run(ctx)
  // A product that is gone leaves nothing to approve.
  await closeOpenApprovals(ctx, 'goods', ids, WITHDRAWN, '商品已删除')
  return removed
})
