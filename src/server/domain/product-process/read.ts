// One order's lines as a page (detail tab, print): SKU, product, unit, the bill of materials per
// kit, the quantity and what is held for it now.
import { Params } from '../../crud/select.ts'
import { sqlPage } from '../../crud/sql-page.ts'
import { read } from '../../kernel/define.ts'
import { PROCESS } from './states.ts'

/** /v1/processingorder/lines {processId}: sources (消耗) first, then targets (产出). */
export const linePage = read(async (ctx) => {
  const p = new Params()
  const where = [`l.process_id = ${p.add(typeof ctx.payload.processId === 'number' ? ctx.payload.processId : 0)}`]
  const select = `l.id, l.process_id AS "processId", l.role, l.sku_id AS "skuId", l.unit_qty AS "unitQty", l.qty,
    s.code AS "skuCode", s.attrs, p.name AS "productName", u.name AS "unitName",
    (SELECT COALESCE(sum(a.qty), 0) FROM stock_allocation a WHERE a.tenant_id = l.tenant_id AND a.doc_type = '${PROCESS}' AND a.line_id = l.id AND a.status = 1) AS "heldQty"`
  // Through the header, so a user kept to other warehouses or owners (its data scope) reads no line of it.
  const from = `product_process_line l
    JOIN product_process h ON h.tenant_id = l.tenant_id AND h.id = l.process_id
    JOIN sku s ON s.tenant_id = l.tenant_id AND s.id = l.sku_id
    JOIN product p ON p.tenant_id = s.tenant_id AND p.id = s.product_id
    LEFT JOIN unit u ON u.tenant_id = p.tenant_id AND u.id = p.unit_id`
  return sqlPage(ctx.tx, { select, from, where, sortable: {}, order: 'l.role, l.id' }, p, ctx.payload)
})
