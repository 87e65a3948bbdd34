// Inbound documents' stock checks (npm run verify-stock): what a stock-in, an inspection and a
// putaway say happened must be what their ledger rows say, line by line.
import { registerStockCheck } from '../stock/index.ts'

const ledgerOf = (docType: string, line: string, filter = 'true') =>
  `(SELECT COALESCE(sum(g.qty) FILTER (WHERE ${filter}), 0) FROM stock_ledger g WHERE g.tenant_id = ${line}.tenant_id AND g.doc_type = '${docType}' AND g.line_id = ${line}.id)`

registerStockCheck({
  name: '入库明细的收货数量等于其收货流水',
  sql: `SELECT l.tenant_id, l.stock_in_id, l.id AS stock_in_line_id, l.qty, ${ledgerOf('stockIn', 'l')} AS ledger
          FROM stock_in_line l WHERE l.qty <> ${ledgerOf('stockIn', 'l')}`,
})

registerStockCheck({
  name: '质检明细的合格、不合格与拒收数量等于其质检流水',
  sql: `SELECT i.tenant_id, i.inspection_id, i.id AS inspection_line_id FROM inspection_line i
         WHERE -i.qty <> ${ledgerOf('inspection', 'i', 'g.stock_status = 2')}
            OR i.qualified_qty <> ${ledgerOf('inspection', 'i', 'g.stock_status = 1')}
            OR i.unqualified_qty <> ${ledgerOf('inspection', 'i', 'g.stock_status = 4')}`,
})

registerStockCheck({
  name: '入库明细的已上架数量等于其上架流水',
  sql: `SELECT l.tenant_id, l.stock_in_id, l.id AS stock_in_line_id, l.shelved_qty FROM stock_in_line l
         WHERE l.shelved_qty <> ${ledgerOf('shelf', 'l', 'g.qty > 0')}`,
})
