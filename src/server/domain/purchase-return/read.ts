// Reading purchase returns: one return's lines as a page (detail tab) and the form's options —
// orders with goods left to return, an order's lines with what each may still return, and the
// locations of the order's warehouse holding a line's SKU. Joined to the return or the order,
// so nothing outside the caller's data scope shows.
import { likePattern, Params } from '../../crud/select.ts'
import { sqlPage } from '../../crud/sql-page.ts'
import { read } from '../../kernel/define.ts'
import { PENDING, RETURNABLE_ORDERS } from './states.ts'

/** What the order line may still return: received − returned − waiting returns. */
const RETURNABLE = `l.received_qty - l.returned_qty - COALESCE((SELECT sum(rl.qty) FROM purchase_return_line rl
    JOIN purchase_return r ON r.tenant_id = rl.tenant_id AND r.id = rl.return_id WHERE rl.purchase_line_id = l.id AND r.status = ${PENDING}), 0)`

/** /v1/purchase/return/lines {returnId}. */
export const linePage = read(async (ctx) => {
  const p = new Params()
  const where = [`rl.return_id = ${p.add(typeof ctx.payload.returnId === 'number' ? ctx.payload.returnId : 0)}`]
  const select = `rl.id, rl.return_id AS "returnId", rl.purchase_line_id AS "purchaseLineId", rl.sku_id AS "skuId", rl.location_id AS "locationId",
    c.code AS "locationCode", rl.batch_no AS "batchNo", rl.stock_status AS "stockStatus", rl.qty, rl.price, rl.amount, rl.reason,
    l.received_qty AS "receivedQty", l.returned_qty AS "returnedQty", s.code AS "skuCode", s.attrs, pr.name AS "productName", u.name AS "unitName"`
  const from = `purchase_return_line rl
    JOIN purchase_return r ON r.tenant_id = rl.tenant_id AND r.id = rl.return_id
    JOIN purchase_line l ON l.tenant_id = rl.tenant_id AND l.id = rl.purchase_line_id
    LEFT JOIN location c ON c.tenant_id = rl.tenant_id AND c.id = rl.location_id
    JOIN sku s ON s.tenant_id = rl.tenant_id AND s.id = rl.sku_id
    JOIN product pr ON pr.tenant_id = s.tenant_id AND pr.id = s.product_id
    LEFT JOIN unit u ON u.tenant_id = pr.tenant_id AND u.id = pr.unit_id`
  return sqlPage(ctx.tx, { select, from, where, sortable: {}, order: 'rl.id' }, p, ctx.payload)
})

/** /v1/purchase/return/purchases {keyword?}: [{value, label}] orders with something left to return, newest first. */
export const purchaseOptions = read(async (ctx) => {
  const kw = typeof ctx.payload.keyword === 'string' && ctx.payload.keyword.trim() ? likePattern(ctx.payload.keyword.trim()) : null
  const r = await ctx.tx.query(
    `SELECT h.id AS value, h.purchase_no || ' · ' || pv.name || ' · 可退 ' || trim_scale(sum(${RETURNABLE})) AS label
       FROM purchase h JOIN provider pv ON pv.tenant_id = h.tenant_id AND pv.id = h.provider_id
       JOIN purchase_line l ON l.tenant_id = h.tenant_id AND l.purchase_id = h.id
      WHERE h.status = ANY($1::int[]) AND ($2::text IS NULL OR h.purchase_no ILIKE $2 OR pv.name ILIKE $2)
        -- an order being edited keeps showing, even when a waiting return took the rest
        OR h.id = $3
      GROUP BY h.id, h.purchase_no, pv.name HAVING sum(${RETURNABLE}) > 0 OR h.id = $3 ORDER BY h.id DESC LIMIT 200`,
    [RETURNABLE_ORDERS, kw, typeof ctx.payload.purchaseId === 'number' ? ctx.payload.purchaseId : null],
  )
  return r.rows
})

/** /v1/purchase/return/purchaseLines {purchaseId}: [{value, label, price}] the order's received lines. */
export const lineOptions = read(async (ctx) => {
  const r = await ctx.tx.query(
    `SELECT l.id AS value, s.code || ' ' || pr.name || ' · 已入库 ' || trim_scale(l.received_qty) || ' · 可退 ' || trim_scale(GREATEST(${RETURNABLE}, 0)) AS label,
            l.price, s.code AS "skuCode", pr.name AS "productName"
       FROM purchase_line l JOIN sku s ON s.tenant_id = l.tenant_id AND s.id = l.sku_id
       JOIN product pr ON pr.tenant_id = s.tenant_id AND pr.id = s.product_id
      WHERE l.purchase_id = $1 AND l.received_qty > 0 ORDER BY l.id`,
    [typeof ctx.payload.purchaseId === 'number' ? ctx.payload.purchaseId : 0],
  )
  return r.rows
})

/** /v1/purchase/return/locations {purchaseLineId}: [{value, label}] locations of the order's warehouse holding the SKU unheld, by quality. */
export const locationOptions = read(async (ctx) => {
  const r = await ctx.tx.query(
    `SELECT c.id AS value, c.code || ' · ' || string_agg(CASE b.stock_status WHEN 4 THEN '不合格' ELSE '合格' END || ' ' || trim_scale(b.free), ' / ' ORDER BY b.stock_status) AS label
       FROM purchase_line l JOIN purchase h ON h.tenant_id = l.tenant_id AND h.id = l.purchase_id
       JOIN LATERAL (SELECT location_id, stock_status, sum(on_hand - allocated) AS free FROM stock_balance
                      WHERE tenant_id = l.tenant_id AND storage_id = h.storage_id AND sku_id = l.sku_id AND stock_status IN (1, 4)
                        AND (h.owner_id IS NULL OR owner_id = h.owner_id)
                      GROUP BY location_id, stock_status HAVING sum(on_hand - allocated) > 0) b ON true
       JOIN location c ON c.tenant_id = l.tenant_id AND c.id = b.location_id
      WHERE l.id = $1 GROUP BY c.id, c.code ORDER BY c.code LIMIT 200`,
    [typeof ctx.payload.purchaseLineId === 'number' ? ctx.payload.purchaseLineId : 0],
  )
  return r.rows
})
