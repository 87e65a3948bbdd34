// Reading purchase orders: the order with its lines (form and detail), one order's lines and
// log as pages (detail tabs), the supplier's SKUs as line options, and the print data.
import type { HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { entityModel } from '../../crud/entity-model.ts'
import { likePattern, selectColumns, Params } from '../../crud/select.ts'
import { sqlPage } from '../../crud/sql-page.ts'
import { documentLogOf } from '../../workflow/document-log.ts'
import { WORKFLOW } from './states.ts'
import { read } from '../../kernel/define.ts'

type Row = Record<string, unknown>

/** A line with its SKU's code, product, unit and what is still to come. */
const LINE_SELECT = `l.id, l.version, l.purchase_id AS "purchaseId", l.sku_id AS "skuId", l.qty, l.price, l.tax_rate AS "taxRate",
  l.amount, l.tax_amount AS "taxAmount", l.received_qty AS "receivedQty", GREATEST(l.qty - l.received_qty, 0) AS "remainingQty", l.remark,
  s.code AS "skuCode", s.name AS "skuName", s.barcode, s.attrs, p.code AS "productCode", p.name AS "productName", u.name AS "unitName"`
const LINE_FROM = `purchase_line l
  JOIN sku s ON s.tenant_id = l.tenant_id AND s.id = l.sku_id
  JOIN product p ON p.tenant_id = s.tenant_id AND p.id = s.product_id
  LEFT JOIN unit u ON u.tenant_id = p.tenant_id AND u.id = p.unit_id`

export async function linesOf(ctx: HandlerContext, purchaseIds: number[]): Promise<Row[]> {
  return (await ctx.tx.query(`SELECT ${LINE_SELECT} FROM ${LINE_FROM} WHERE l.purchase_id = ANY($1::bigint[]) ORDER BY l.id`, [purchaseIds])).rows
}

export async function headerOf(ctx: HandlerContext, id: number): Promise<Row> {
  const model = entityModel(ctx.config, 'purchase')
  const r = await ctx.tx.query(`SELECT ${selectColumns(model)} FROM purchase t WHERE t.id = $1`, [id])
  if (!r.rows[0]) throw new BizError('采购单不存在或已被删除')
  return r.rows[0]
}

/** /v1/purchase/get: the order and its lines, as the edit form reads them. */
export const getPurchase = read(async (ctx) => {
  return { ...(await headerOf(ctx, ctx.payload.id)), lines: await linesOf(ctx, [ctx.payload.id]) }
})

/**
 * /v1/purchase/detail: header, lines with received and remaining quantities, the document log
 * (oldest first) and receipts. Receipts are inbound's documents; until inbound lists them by
 * purchase order this is an empty list the detail can already show.
 */
export const purchaseDetail = read(async (ctx) => {
  const id = ctx.payload.id as number
  const head = await headerOf(ctx, id)
  return { ...head, lines: await linesOf(ctx, [id]), logs: await documentLogOf(ctx, WORKFLOW, id), receipts: [] }
})

/** The order a tab belongs to; a tab screen opened on its own (no order) shows nothing. */
const childId = (ctx: HandlerContext, key: 'purchaseId'): number => (typeof ctx.payload[key] === 'number' ? ctx.payload[key] : 0)

/** /v1/purchase/lines {purchaseId}: a page of one order's lines. */
export const linePage = read(async (ctx) => {
  const p = new Params()
  const where = [`l.purchase_id = ${p.add(childId(ctx, 'purchaseId'))}`]
  return sqlPage(ctx.tx, { select: LINE_SELECT, from: LINE_FROM, where, sortable: {}, order: 'l.id' }, p, ctx.payload)
})

/** /v1/purchase/materials {providerId, keyword?}: the supplier's SKUs as line options, priced. */
export const purchaseMaterials = read(async (ctx) => {
  const { providerId, keyword } = ctx.payload as { providerId: number; keyword?: string | null }
  const kw = keyword?.trim() ? likePattern(keyword.trim()) : null
  const r = await ctx.tx.query(
    `SELECT m.sku_id AS value, concat_ws(' ', s.code, COALESCE(NULLIF(s.name, ''), p.name)) AS label, m.price, COALESCE(p.tax_rate, 0) AS "taxRate",
            s.code AS "skuCode", p.name AS "productName", s.attrs, u.name AS "unitName", m.min_qty AS "minQty"
       FROM provider_material m
       JOIN sku s ON s.tenant_id = m.tenant_id AND s.id = m.sku_id
       JOIN product p ON p.tenant_id = s.tenant_id AND p.id = s.product_id
  LEFT JOIN unit u ON u.tenant_id = p.tenant_id AND u.id = p.unit_id
      WHERE m.provider_id = $1 AND ($2::text IS NULL OR s.code ILIKE $2 OR p.name ILIKE $2 OR s.barcode ILIKE $2)
      ORDER BY s.code LIMIT 500`,
    [providerId, kw],
  )
  return r.rows
})

/** /v1/purchase/print {ids}: each order with supplier and warehouse facts, lines and totals. */
export const purchasePrint = read(async (ctx) => {
  const ids = [...new Set(ctx.payload.ids as number[])]
  const heads = await ctx.tx.query<Row>(
    `SELECT h.id, h.purchase_no AS "purchaseNo", h.status, h.expected_date AS "expectedDate", h.created_at AS "createdAt", h.remark,
            h.total_qty AS "totalQty", h.total_amount AS "totalAmount", h.total_tax AS "totalTax", h.total_amount - h.total_tax AS "totalNoTax",
            h.contact AS "contact", h.contact_phone AS "contactPhone",
            pv.name AS "providerName", pv.code AS "providerCode", pv.contact AS "providerContact", pv.phone AS "providerPhone", pv.address AS "providerAddress",
            st.name AS "storageName", st.address AS "storageAddress", st.contact AS "storageContact", st.phone AS "storagePhone",
            o.name AS "ownerName", pu.real_name AS "purchaserName", cu.real_name AS "createdByName", tn.name AS "companyName"
       FROM purchase h
       JOIN provider pv ON pv.tenant_id = h.tenant_id AND pv.id = h.provider_id
       JOIN storage st ON st.tenant_id = h.tenant_id AND st.id = h.storage_id
  LEFT JOIN product_owner o ON o.tenant_id = h.tenant_id AND o.id = h.owner_id
  LEFT JOIN sys_user pu ON pu.tenant_id = h.tenant_id AND pu.id = h.purchaser_id
  LEFT JOIN sys_user cu ON cu.tenant_id = h.tenant_id AND cu.id = h.created_by
  LEFT JOIN tenant tn ON tn.id = h.tenant_id
      WHERE h.id = ANY($1::bigint[]) ORDER BY h.id`,
    [ids],
  )
  const lines = await linesOf(ctx, ids)
  return heads.rows.map((h) => ({ ...h, lines: lines.filter((l) => l.purchaseId === h.id) }))
})
