// 出入库明细 out-in-stock-detail: the ledger rows of a period that brought stock in or took it
// out (receipts, issues, adjustments; moves between locations or statuses are neither), with
// the document behind each (type, number, id for the drill-down to its detail screen).
import { reportPeriod } from './period.ts'
import { reportView } from './report-view.ts'
import { SKU_COLUMNS, SKU_JOINS, stockFilters } from './filters.ts'

export const inOutDetail = reportView({
  entity: 'reportInOutDetail',
  build: (ctx, p) => {
    const period = reportPeriod(ctx, p)
    const where = [`g.created_at >= ${period.from}`, `g.created_at < ${period.to}`, `g.operation NOT IN ('move_in', 'move_out')`, ...stockFilters(ctx, p)]
    if (ctx.payload.docType) where.push(`g.doc_type = ${p.add(ctx.payload.docType)}`)
    if (ctx.payload.direction === 1) where.push('g.qty > 0')
    if (ctx.payload.direction === 2) where.push('g.qty < 0')
    return {
      spec: {
        select: `g.id, g.created_at AS "postedAt", st.name AS "storageName", loc.code AS "locationCode", ${SKU_COLUMNS}, o.name AS "ownerName",
                 g.batch_no AS "batchNo", g.doc_type AS "docType", g.doc_id AS "docId", g.doc_no AS "docNo",
                 GREATEST(g.qty, 0) AS "inQty", GREATEST(-g.qty, 0) AS "outQty"`,
        from: `stock_ledger g ${SKU_JOINS}
          JOIN storage st ON st.tenant_id = g.tenant_id AND st.id = g.storage_id
          JOIN location loc ON loc.tenant_id = g.tenant_id AND loc.id = g.location_id
          LEFT JOIN product_owner o ON o.tenant_id = g.tenant_id AND o.id = g.owner_id`,
        where,
        sortable: { postedAt: 'g.created_at', skuCode: 's.code', docNo: 'g.doc_no' },
        order: 'g.created_at DESC, g.id DESC',
      },
      totals: ['inQty', 'outQty'],
    }
  },
})
