// The filters every stock report shares (warehouse, owner, category, product keyword, SKU) as
// conditions on a stock table aliased `g` joined to its SKU `s` and product `p` (SKU_JOINS).
// The caller's data scope needs no condition: row-level security keeps other warehouses' and
// owners' rows out of every query.
import type { HandlerContext } from '../../kernel/handler.ts'
import { likePattern, type Params } from '../../crud/select.ts'

export const SKU_JOINS = `JOIN sku s ON s.tenant_id = g.tenant_id AND s.id = g.sku_id
  JOIN product p ON p.tenant_id = s.tenant_id AND p.id = s.product_id
  LEFT JOIN category c ON c.tenant_id = p.tenant_id AND c.id = p.category_id
  LEFT JOIN unit u ON u.tenant_id = p.tenant_id AND u.id = p.unit_id`

export const SKU_COLUMNS = `s.code AS "skuCode", s.attrs, p.code AS "productCode", p.name AS "productName", c.name AS "categoryName", u.name AS "unitName"`

/** Grouping by these keys lets every SKU column follow (attrs is json, which cannot be grouped). */
export const SKU_GROUP = 's.tenant_id, s.id, p.tenant_id, p.id, c.tenant_id, c.id, u.tenant_id, u.id'

export function stockFilters(ctx: HandlerContext, p: Params): string[] {
  const q = ctx.payload
  const where: string[] = []
  if (q.storageId) where.push(`g.storage_id = ${p.add(q.storageId)}`)
  if (q.ownerId) where.push(`g.owner_id = ${p.add(q.ownerId)}`)
  if (q.skuId) where.push(`g.sku_id = ${p.add(q.skuId)}`)
  if (q.categoryId) where.push(`p.category_id = ${p.add(q.categoryId)}`)
  if (q.keyword) {
    const k = p.add(likePattern(q.keyword))
    where.push(`(s.code ILIKE ${k} OR s.name ILIKE ${k} OR s.barcode ILIKE ${k} OR p.code ILIKE ${k} OR p.name ILIKE ${k})`)
  }
  return where
}
