// Fulfilment's stock checks (npm run verify-stock): what orders say was picked and shipped is
// what their ledger rows say, and nothing an order still holds sits anywhere but where its
// state says.
import { registerStockCheck } from '../../stock/index.ts'

registerStockCheck({
  name: '订单明细的出库数量等于其出库流水',
  sql: `SELECT l.tenant_id, l.order_id, l.id AS order_line_id, l.shipped_qty,
               (SELECT COALESCE(-sum(g.qty), 0) FROM stock_ledger g WHERE g.tenant_id = l.tenant_id AND g.doc_type = 'outOrder' AND g.line_id = l.id AND g.operation = 'issue') AS ledger
          FROM out_order_line l
         WHERE l.shipped_qty <> (SELECT COALESCE(-sum(g.qty), 0) FROM stock_ledger g WHERE g.tenant_id = l.tenant_id AND g.doc_type = 'outOrder' AND g.line_id = l.id AND g.operation = 'issue')`,
})

registerStockCheck({
  name: '已拣货订单明细的分配数量等于拣货数量',
  sql: `SELECT l.tenant_id, l.order_id, l.id AS order_line_id, l.picked_qty,
               (SELECT COALESCE(sum(a.qty), 0) FROM stock_allocation a WHERE a.tenant_id = l.tenant_id AND a.doc_type = 'outOrder' AND a.line_id = l.id AND a.status = 1) AS allocated
          FROM out_order_line l JOIN out_order o ON o.tenant_id = l.tenant_id AND o.id = l.order_id
         WHERE o.status IN (40, 50, 60)
           AND l.picked_qty <> (SELECT COALESCE(sum(a.qty), 0) FROM stock_allocation a WHERE a.tenant_id = l.tenant_id AND a.doc_type = 'outOrder' AND a.line_id = l.id AND a.status = 1)`,
})

registerStockCheck({
  name: '已出库订单不再占用库存',
  sql: `SELECT a.tenant_id, a.id AS allocation_id, a.line_id FROM stock_allocation a
          JOIN out_order_line l ON l.tenant_id = a.tenant_id AND l.id = a.line_id
          JOIN out_order o ON o.tenant_id = l.tenant_id AND o.id = l.order_id
         WHERE a.doc_type = 'outOrder' AND a.status = 1 AND o.status IN (70, 80)`,
})
