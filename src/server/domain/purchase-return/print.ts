// /v1/purchase/return/print {ids}: each return as the supplier receives it — supplier, order,
// warehouse, lines with quantity, tax-inclusive price and amount, and the totals (print-purchase-return).
import { read } from '../../kernel/define.ts'

type Row = Record<string, unknown>

export const returnPrint = read(async (ctx) => {
  const ids = [...new Set((ctx.payload.ids as number[] | undefined) ?? [])]
  const heads = await ctx.tx.query<Row>(
    `SELECT r.id, r.return_no AS "returnNo", r.status, r.reason, r.remark, r.created_at AS "createdAt", r.returned_at AS "returnedAt",
            r.total_qty AS "totalQty", r.total_amount AS "totalAmount", h.purchase_no AS "purchaseNo",
            pv.name AS "providerName", pv.code AS "providerCode", pv.contact AS "providerContact", pv.phone AS "providerPhone", pv.address AS "providerAddress",
            st.name AS "storageName", st.address AS "storageAddress", st.contact AS "storageContact", st.phone AS "storagePhone",
            cu.real_name AS "createdByName", tn.name AS "companyName"
       FROM purchase_return r
       JOIN purchase h ON h.tenant_id = r.tenant_id AND h.id = r.purchase_id
       JOIN provider pv ON pv.tenant_id = r.tenant_id AND pv.id = r.provider_id
       JOIN storage st ON st.tenant_id = r.tenant_id AND st.id = r.storage_id
  LEFT JOIN sys_user cu ON cu.tenant_id = r.tenant_id AND cu.id = r.created_by
  LEFT JOIN tenant tn ON tn.id = r.tenant_id
      WHERE r.id = ANY($1::bigint[]) ORDER BY r.id`,
    [ids],
  )
  const lines = await ctx.tx.query<Row>(
    `SELECT rl.return_id AS "returnId", s.code AS "skuCode", pr.name AS "productName", s.attrs, u.name AS "unitName", c.code AS "locationCode",
            rl.batch_no AS "batchNo", rl.stock_status AS "stockStatus", rl.qty, rl.price, rl.amount, rl.reason
       FROM purchase_return_line rl JOIN purchase_return r ON r.tenant_id = rl.tenant_id AND r.id = rl.return_id
       JOIN sku s ON s.tenant_id = rl.tenant_id AND s.id = rl.sku_id
       JOIN product pr ON pr.tenant_id = s.tenant_id AND pr.id = s.product_id
  LEFT JOIN unit u ON u.tenant_id = pr.tenant_id AND u.id = pr.unit_id
  LEFT JOIN location c ON c.tenant_id = rl.tenant_id AND c.id = rl.location_id
      WHERE rl.return_id = ANY($1::bigint[]) ORDER BY rl.id`,
    [ids],
  )
  return heads.rows.map((h) => ({ ...h, lines: lines.rows.filter((l) => l.returnId === h.id) }))
})
