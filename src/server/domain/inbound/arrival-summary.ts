// 到货汇总 (/v1/stockIn/arrivalSummary): what the stock-ins of a date range received, per
// supplier and SKU, with supplier subtotals and a grand total. The days are business days
// (a day starts at local midnight), both ends included, at most 366 days. One query with
// GROUPING SETS computes every level in SQL, so a subtotal counts a stock-in once however
// many of its SKUs it holds.
import { BizError } from '../../kernel/errors.ts'
import { read } from '../../kernel/define.ts'
import { TZ } from '../../util/format.ts'

const MAX_DAYS = 366

interface Query {
  dateFrom: string
  dateTo: string
  storageId?: number
  providerId?: number
}

interface Row {
  level: number
  providerId: number | null
  providerCode: string | null
  providerName: string | null
  skuId: number | null
  skuCode: string | null
  productName: string | null
  attrs: Record<string, string> | null
  unitName: string | null
  receivedQty: number
  qualifiedQty: number
  stockInCount: number
}

type Totals = Pick<Row, 'receivedQty' | 'qualifiedQty' | 'stockInCount'>
const totals = (r: Row): Totals => ({ receivedQty: r.receivedQty, qualifiedQty: r.qualifiedQty, stockInCount: r.stockInCount })

const day = (text: string) => Date.parse(text + 'T00:00:00Z')
/** The payload schema checks the YYYY-MM-DD shape; this refuses days that do not exist (2月30日). */
function checkDay(text: string, title: string, field: string) {
  const t = day(text)
  if (Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== text)
    throw new BizError(`${title}不是有效的日期：${text}`, [{ field, message: `${title}不是有效的日期` }])
}

export const arrivalSummary = read(async (ctx) => {
  const q = ctx.payload as Query
  checkDay(q.dateFrom, '开始日期', 'dateFrom')
  checkDay(q.dateTo, '结束日期', 'dateTo')
  const span = Math.round((day(q.dateTo) - day(q.dateFrom)) / 86_400_000)
  if (span < 0) throw new BizError('开始日期不能晚于结束日期', [{ field: 'dateFrom', message: '开始日期不能晚于结束日期' }])
  if (span + 1 > MAX_DAYS) throw new BizError(`日期范围不能超过 ${MAX_DAYS} 天`, [{ field: 'dateTo', message: `日期范围不能超过 ${MAX_DAYS} 天` }])
  const r = await ctx.tx.query<Row>(
    `SELECT GROUPING(si.provider_id, l.sku_id) AS level, si.provider_id AS "providerId", min(pv.code) AS "providerCode", min(pv.name) AS "providerName",
            l.sku_id AS "skuId", min(s.code) AS "skuCode", min(p.name) AS "productName", (array_agg(s.attrs))[1] AS attrs, min(u.name) AS "unitName",
            coalesce(sum(l.qty), 0) AS "receivedQty", coalesce(sum(l.qualified_qty), 0) AS "qualifiedQty", count(DISTINCT si.id)::int AS "stockInCount"
       FROM stock_in si
       JOIN stock_in_line l ON l.tenant_id = si.tenant_id AND l.stock_in_id = si.id
       JOIN sku s ON s.tenant_id = l.tenant_id AND s.id = l.sku_id
       JOIN product p ON p.tenant_id = s.tenant_id AND p.id = s.product_id
       LEFT JOIN unit u ON u.tenant_id = p.tenant_id AND u.id = p.unit_id
       LEFT JOIN provider pv ON pv.tenant_id = si.tenant_id AND pv.id = si.provider_id
      WHERE si.created_at >= ($1::date::timestamp AT TIME ZONE $3) AND si.created_at < (($2::date + 1)::timestamp AT TIME ZONE $3)
        AND ($4::bigint IS NULL OR si.storage_id = $4) AND ($5::bigint IS NULL OR si.provider_id = $5)
      GROUP BY GROUPING SETS ((si.provider_id, l.sku_id), (si.provider_id), ())
      ORDER BY "providerName" NULLS LAST, si.provider_id NULLS LAST, level DESC, "skuCode"`,
    [q.dateFrom, q.dateTo, TZ, q.storageId ?? null, q.providerId ?? null],
  )
  // level: 0 a SKU of a supplier, 1 a supplier's subtotal, 3 the grand total (zeros when nothing arrived).
  const grand = r.rows.find((x) => x.level === 3)!
  const suppliers = r.rows
    .filter((x) => x.level === 1)
    .map((s) => ({
      providerId: s.providerId,
      providerCode: s.providerCode,
      providerName: s.providerName ?? '（无供应商）',
      ...totals(s),
      lines: r.rows
        .filter((x) => x.level === 0 && x.providerId === s.providerId)
        .map((x) => ({ skuId: x.skuId, skuCode: x.skuCode, productName: x.productName, attrs: x.attrs, unitName: x.unitName, ...totals(x) })),
    }))
  const storageName = q.storageId
    ? ((await ctx.tx.query<{ name: string }>(`SELECT name FROM storage WHERE id = $1`, [q.storageId])).rows[0]?.name ?? null)
    : null
  return { dateFrom: q.dateFrom, dateTo: q.dateTo, storageId: q.storageId ?? null, storageName, suppliers, total: totals(grand) }
})
