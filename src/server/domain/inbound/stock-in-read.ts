// A stock-in's lines for the inspection and shelving pages: SKU, product, lot, status and
// what is still to inspect or shelve.
import { read } from '../../kernel/define.ts'

export const stockInLinesRead = read(async (ctx) => {
  const r = await ctx.tx.query(
    `SELECT l.id, l.sku_id AS "skuId", s.code AS "skuCode", s.attrs, p.name AS "productName", l.batch_no AS "batchNo", l.expiry_date AS "expiryDate",
            l.stock_status AS "stockStatus", l.qty, l.qualified_qty AS "qualifiedQty", l.shelved_qty AS "shelvedQty",
            l.qualified_qty - l.shelved_qty AS "openQty"
       FROM stock_in_line l JOIN sku s ON s.tenant_id = l.tenant_id AND s.id = l.sku_id JOIN product p ON p.tenant_id = s.tenant_id AND p.id = s.product_id
      WHERE l.stock_in_id = $1 ORDER BY l.id`,
    [ctx.payload.stockInId],
  )
  return r.rows
})
