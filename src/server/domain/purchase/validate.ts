// What a purchase order must satisfy before it is stored: an enabled supplier and warehouse,
// at least one line, each SKU once and only SKUs the supplier supplies (its materials).
// Quantities > 0 and prices ≥ 0 are the payload schema's (purchaseLine.json).
import type { HandlerContext } from '../../kernel/handler.ts'
import { fieldError } from '../../kernel/errors.ts'

export interface PurchaseDraft {
  providerId: number
  storageId: number
  lines: { skuId: number }[]
}

export async function checkPurchase(ctx: HandlerContext, d: PurchaseDraft): Promise<void> {
  const provider = (await ctx.tx.query<{ name: string; status: number }>(`SELECT name, status FROM provider WHERE id = $1`, [d.providerId])).rows[0]
  if (!provider) throw fieldError('providerId', '供应商不存在或已被删除')
  if (provider.status !== 1) throw fieldError('providerId', `供应商“${provider.name}”已停用，不能下采购单`)
  const storage = (await ctx.tx.query<{ name: string; status: number }>(`SELECT name, status FROM storage WHERE id = $1`, [d.storageId])).rows[0]
  if (!storage) throw fieldError('storageId', '仓库不存在或已被删除')
  if (storage.status !== 1) throw fieldError('storageId', `仓库“${storage.name}”已停用，不能收货`)
  if (!d.lines.length) throw fieldError('lines', '请至少添加一行采购明细')
  const seen = new Set<number>()
  d.lines.forEach((l, i) => {
    if (seen.has(l.skuId)) throw fieldError(`lines.${i}.skuId`, `第 ${i + 1} 行：同一商品规格只能出现一次`)
    seen.add(l.skuId)
  })
  const supplied = new Set(
    (
      await ctx.tx.query<{ sku_id: number }>(`SELECT sku_id FROM provider_material WHERE provider_id = $1 AND sku_id = ANY($2::bigint[])`, [
        d.providerId,
        [...seen],
      ])
    ).rows.map((r) => Number(r.sku_id)),
  )
  const i = d.lines.findIndex((l) => !supplied.has(l.skuId))
  if (i >= 0) throw fieldError(`lines.${i}.skuId`, `第 ${i + 1} 行：该商品规格不是供应商“${provider.name}”的供货商品`)
}
