// verify-stock's checks for loss reports (registerStockCheck): every line of an 已报损 report has
// its issue posting, whose ledger rows add up to minus the line's quantity at the line's
// warehouse, location, SKU and quality; no report that is not 已报损 has a posting; and only a
// 待审核 report holds stock (its open allocations equal its lines).
import { holdsOnlyWhen, postingsOnlyWhen, registerStockCheck } from '../stock/index.ts'
import { LOSS, PENDING, WRITTEN_OFF } from './states.ts'

registerStockCheck({
  name: '已报损的报损单每行都有出库流水且数量一致',
  sql: `SELECT r.tenant_id, r.id AS report_id, r.loss_no, l.id AS line_id, l.qty, g.ledger_qty, g.elsewhere
          FROM loss_report r
          JOIN loss_report_line l ON l.tenant_id = r.tenant_id AND l.report_id = r.id
          LEFT JOIN LATERAL (
            SELECT -sum(s.qty) AS ledger_qty,
                   bool_or(b.storage_id <> r.storage_id OR b.location_id <> l.location_id OR b.sku_id <> l.sku_id OR b.stock_status <> l.stock_status) AS elsewhere
              FROM stock_posting p JOIN stock_ledger s ON s.tenant_id = p.tenant_id AND s.posting_id = p.id
              JOIN stock_balance b ON b.tenant_id = s.tenant_id AND b.id = s.balance_id
             WHERE p.tenant_id = l.tenant_id AND p.doc_type = '${LOSS}' AND p.line_id = l.id AND p.operation = 'issue') g ON true
         WHERE r.status = ${WRITTEN_OFF} AND (g.ledger_qty IS DISTINCT FROM l.qty OR g.elsewhere)`,
})

registerStockCheck(postingsOnlyWhen({ name: '未报损的报损单没有库存流水', docType: LOSS, table: 'loss_report', posted: WRITTEN_OFF }))

registerStockCheck(
  holdsOnlyWhen({
    name: '待审核的报损单锁定的库存等于其明细，其他报损单不锁定库存',
    docType: LOSS,
    table: 'loss_report',
    lineTable: 'loss_report_line',
    parentKey: 'report_id',
    holding: PENDING,
  }),
)
