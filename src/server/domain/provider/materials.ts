// Materials: the SKUs a supplier supplies at a supply price (one row per supplier and SKU).
// Saved in bulk by SKU (added or updated, optionally replacing the rest), repriced one by
// one, listed with the SKU's product, and shown as the SRM product list.
import type { HandlerContext } from '../../kernel/handler.ts'
import { Reply } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { list } from '../../crud/list.ts'
import { NOT_FOUND, STALE } from '../../crud/rows.ts'
import { read, write } from '../../kernel/define.ts'

interface MaterialItem {
  skuId: number
  price: number
  minQty?: number | null
  leadDays?: number | null
  remark?: string | null
}

const SKU_FACTS = `SELECT s.id, s.code AS "skuCode", s.attrs, p.code AS "productCode", p.name AS "productName", u.name AS "unitName"
                     FROM sku s
                     JOIN product p ON p.tenant_id = s.tenant_id AND p.id = s.product_id
                LEFT JOIN unit u ON u.tenant_id = p.tenant_id AND u.id = p.unit_id`

/** /provider/sku/list: the generic list of materials plus each SKU's code, product and unit. */
export const materialList = read(async (ctx) => {
  const page = (await list.run(ctx)) as { list: Record<string, unknown>[] }
  const ids = [...new Set(page.list.map((r) => r.skuId))]
  if (!ids.length) return page
  const facts = new Map((await ctx.tx.query<{ id: number }>(`${SKU_FACTS} WHERE s.id = ANY($1)`, [ids])).rows.map(({ id, ...f }) => [id, f]))
  return { ...page, list: page.list.map((r) => ({ ...r, ...facts.get(r.skuId as number) })) }
})

const itemError = (i: number, field: string, message: string) => new BizError(message, [{ field: `items.${i}.${field}`, message }])

async function checkItems(ctx: HandlerContext, providerId: number, items: MaterialItem[]): Promise<void> {
  if (!(await ctx.tx.query(`SELECT 1 FROM provider WHERE id = $1`, [providerId])).rows.length)
    throw new BizError('供应商不存在或已被删除', [{ field: 'providerId', message: '供应商不存在或已被删除' }])
  const seen = new Set<number>()
  items.forEach((it, i) => {
    if (seen.has(it.skuId)) throw itemError(i, 'skuId', '同一商品规格只能出现一次')
    seen.add(it.skuId)
  })
  const found = new Set((await ctx.tx.query<{ id: number }>(`SELECT id FROM sku WHERE id = ANY($1)`, [[...seen]])).rows.map((r) => Number(r.id)))
  const missing = items.findIndex((it) => !found.has(it.skuId))
  if (missing >= 0) throw itemError(missing, 'skuId', '所选商品规格不存在')
}

/** /provider/materiel/update: add or update by SKU; with replace, the supplier's other materials go. */
export const saveMaterials = write(async (ctx) => {
  const { providerId, items, replace } = ctx.payload as { providerId: number; items: MaterialItem[]; replace?: boolean }
  await checkItems(ctx, providerId, items)
  let added = 0
  for (const it of items) {
    const r = await ctx.tx.query<{ inserted: boolean }>(
      `INSERT INTO provider_material (tenant_id, provider_id, sku_id, price, min_qty, lead_days, remark, created_by, updated_by)
       VALUES (app_tenant_id(), $1, $2, $3, $4, $5, $6, $7, $7)
       ON CONFLICT (tenant_id, provider_id, sku_id) DO UPDATE
          SET price = EXCLUDED.price, min_qty = EXCLUDED.min_qty, lead_days = EXCLUDED.lead_days, remark = EXCLUDED.remark,
              version = provider_material.version + 1, updated_at = now(), updated_by = EXCLUDED.updated_by
       RETURNING (xmax = 0) AS inserted`,
      [providerId, it.skuId, it.price, it.minQty ?? null, it.leadDays ?? null, it.remark ?? null, ctx.session!.userId],
    )
    if (r.rows[0].inserted) added++
  }
  const removed = replace
    ? ((await ctx.tx.query(`DELETE FROM provider_material WHERE provider_id = $1 AND NOT (sku_id = ANY($2))`, [providerId, items.map((it) => it.skuId)]))
        .rowCount ?? 0)
    : 0
  const result = { added, updated: items.length - added, removed }
  return new Reply(result, `已保存：新增 ${result.added} 个，更新 ${result.updated} 个${replace ? `，移除 ${removed} 个` : ''}`)
})

/** /provider/materiel/updateprice: a new supply price, under the version read when one is sent. */
export const updateMaterialPrice = write(async (ctx) => {
  const { id, version, price } = ctx.payload as { id: number; version?: number; price: number }
  const r = await ctx.tx.query<{ id: number; version: number; price: number }>(
    `UPDATE provider_material SET price = $1, version = version + 1, updated_at = now(), updated_by = $2
      WHERE id = $3 AND ($4::int IS NULL OR version = $4) RETURNING id, version, price`,
    [price, ctx.session!.userId, id, version ?? null],
  )
  if (r.rows[0]) return new Reply(r.rows[0], '供货价已更新')
  const exists = version !== undefined && (await ctx.tx.query(`SELECT 1 FROM provider_material WHERE id = $1`, [id])).rows.length > 0
  throw new BizError(exists ? STALE : NOT_FOUND)
})
