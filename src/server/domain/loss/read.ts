// One report's lines as a page (the detail tab), with SKU, product, unit and location. Joined to
// the report, so a report outside the caller's data scope shows no lines either.
import { Params } from '../../crud/select.ts'
import { sqlPage } from '../../crud/sql-page.ts'
import { read } from '../../kernel/define.ts'

/** /v1/loss/lines {reportId}. */
export const linePage = read(async (ctx) => {
  const p = new Params()
  const where = [`l.report_id = ${p.add(typeof ctx.payload.reportId === 'number' ? ctx.payload.reportId : 0)}`]
  const select = `l.id, l.report_id AS "reportId", l.sku_id AS "skuId", l.location_id AS "locationId", c.code AS "locationCode", l.batch_no AS "batchNo",
    l.stock_status AS "stockStatus", l.qty, l.reason, l.cost_price AS "costPrice", l.cost_amount AS "costAmount",
    s.code AS "skuCode", s.attrs, p.name AS "productName", u.name AS "unitName"`
  const from = `loss_report_line l
    JOIN loss_report r ON r.tenant_id = l.tenant_id AND r.id = l.report_id
    JOIN location c ON c.tenant_id = l.tenant_id AND c.id = l.location_id
    JOIN sku s ON s.tenant_id = l.tenant_id AND s.id = l.sku_id
    JOIN product p ON p.tenant_id = s.tenant_id AND p.id = s.product_id
    LEFT JOIN unit u ON u.tenant_id = p.tenant_id AND u.id = p.unit_id`
  return sqlPage(ctx.tx, { select, from, where, sortable: {}, order: 'l.id' }, p, ctx.payload)
})
