// Orders' stock checks (npm run verify-stock): what an order line says it holds is what its
// open allocation rows hold, and a cancelled order holds nothing but what waits for its 退拣单.
import { registerStockCheck } from '../../stock/index.ts'
import { DOC_TYPE } from './states.ts'

const held = `COALESCE((SELECT sum(a.qty) FROM stock_allocation a WHERE a.tenant_id = l.tenant_id AND a.doc_type = '${DOC_TYPE}' AND a.line_id = l.id AND a.status = 1), 0)`

registerStockCheck({
  name: '订单明细的已分配数量等于其未释放的库存分配',
  sql: `SELECT l.tenant_id, l.order_id, l.id AS order_line_id, l.allocated_qty, ${held} AS held FROM out_order_line l WHERE l.allocated_qty <> ${held}`,
})

registerStockCheck({
  name: '已取消订单只为待退拣的退拣单占用库存',
  sql: `SELECT l.tenant_id, l.order_id, l.id AS order_line_id, ${held} AS held FROM out_order_line l JOIN out_order o ON o.tenant_id = l.tenant_id AND o.id = l.order_id
         WHERE o.status = 90 AND ${held} > 0
           AND NOT EXISTS (SELECT 1 FROM return_picking r WHERE r.tenant_id = o.tenant_id AND r.order_id = o.id AND r.status = 0)`,
})
