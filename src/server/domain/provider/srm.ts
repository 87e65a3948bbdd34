// /provider/SrmProductList: what suppliers supply, as a supplier-portal (SRM) product list —
// SKU, product, supply price, the supplier's latest quote for it, and when the row last changed.
import { DEFAULT_PAGE_SIZE } from '../../crud/payload-schemas.ts'
import { likePattern } from '../../crud/select.ts'
import { read } from '../../kernel/define.ts'

export const srmProductList = read(async (ctx) => {
  const { providerId, skuId, keyword } = ctx.payload as { providerId?: number; skuId?: number; keyword?: string | null }
  const pageSize = ctx.payload.pageSize ?? DEFAULT_PAGE_SIZE
  const pageIndex = ctx.payload.pageIndex ?? 1
  const params: unknown[] = []
  const conds: string[] = []
  const add = (v: unknown) => `$${params.push(v)}`
  if (providerId) conds.push(`m.provider_id = ${add(providerId)}`)
  if (skuId) conds.push(`m.sku_id = ${add(skuId)}`)
  if (keyword) {
    const k = add(likePattern(keyword))
    conds.push(`(s.code ILIKE ${k} OR s.name ILIKE ${k} OR s.barcode ILIKE ${k} OR p.code ILIKE ${k} OR p.name ILIKE ${k})`)
  }
  const where = conds.length ? 'WHERE ' + conds.join(' AND ') : ''
  const joins = `JOIN provider pr ON pr.tenant_id = m.tenant_id AND pr.id = m.provider_id
                 JOIN sku s ON s.tenant_id = m.tenant_id AND s.id = m.sku_id
                 JOIN product p ON p.tenant_id = s.tenant_id AND p.id = s.product_id`
  const total = (await ctx.tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM provider_material m ${joins} ${where}`, params)).rows[0].n
  const rows = await ctx.tx.query(
    `SELECT m.id, m.provider_id AS "providerId", pr.code AS "providerCode", pr.name AS "providerName",
            m.sku_id AS "skuId", s.code AS "skuCode", s.name AS "skuName", s.barcode, s.attrs,
            p.id AS "productId", p.code AS "productCode", p.name AS "productName", u.name AS "unitName",
            m.price, m.min_qty AS "minQty", m.lead_days AS "leadDays",
            o.price AS "offerPrice", o.offer_date AS "offerDate", m.updated_at AS "updatedAt"
       FROM provider_material m ${joins}
  LEFT JOIN unit u ON u.tenant_id = p.tenant_id AND u.id = p.unit_id
  LEFT JOIN LATERAL (SELECT price, offer_date FROM provider_offer o
                      WHERE o.tenant_id = m.tenant_id AND o.provider_id = m.provider_id AND o.sku_id = m.sku_id
                      ORDER BY o.offer_date DESC NULLS LAST, o.id DESC LIMIT 1) o ON true
      ${where}
      ORDER BY p.code, s.code, pr.code, m.id
      LIMIT ${pageSize} OFFSET ${(pageIndex - 1) * pageSize}`,
    params,
  )
  return { list: rows.rows, total, pageIndex, pageSize }
})
