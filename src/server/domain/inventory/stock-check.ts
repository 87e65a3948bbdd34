// verify-stock's checks for stocktakes (registerStockCheck): every line of an 已完成 task has
// adjustment ledger rows adding up to exactly its difference (none when it had none), at the
// line's own place; no task that is not 已完成 has a posting; and only a task being counted or
// waiting for approval locks places.
import { postingsOnlyWhen, registerStockCheck } from '../stock/index.ts'
import { DONE, INVENTORY, OPEN } from './states.ts'

registerStockCheck({
  name: '已完成的盘点单每行的调整流水等于其差异',
  sql: `SELECT t.tenant_id, t.id AS task_id, t.task_no, l.id AS line_id, l.diff_qty, g.ledger_qty, g.elsewhere
          FROM inventory_task t
          JOIN inventory_task_line l ON l.tenant_id = t.tenant_id AND l.task_id = t.id
          LEFT JOIN LATERAL (
            SELECT sum(s.qty) AS ledger_qty,
                   bool_or(b.storage_id <> t.storage_id OR b.location_id <> l.location_id OR b.sku_id <> l.sku_id OR b.stock_status <> l.stock_status) AS elsewhere
              FROM stock_posting p JOIN stock_ledger s ON s.tenant_id = p.tenant_id AND s.posting_id = p.id
              JOIN stock_balance b ON b.tenant_id = s.tenant_id AND b.id = s.balance_id
             WHERE p.tenant_id = l.tenant_id AND p.doc_type = '${INVENTORY}' AND p.line_id = l.id AND p.operation = 'adjust') g ON true
         WHERE t.status = ${DONE} AND (COALESCE(g.ledger_qty, 0) IS DISTINCT FROM COALESCE(l.diff_qty, 0) OR g.elsewhere)`,
})

registerStockCheck(postingsOnlyWhen({ name: '未完成的盘点单没有库存流水', docType: INVENTORY, table: 'inventory_task', posted: DONE }))

registerStockCheck({
  name: '只有盘点中和待审核的盘点单锁定库位',
  sql: `SELECT k.tenant_id, k.doc_no, k.location_id
          FROM stock_location_lock k LEFT JOIN inventory_task t ON t.tenant_id = k.tenant_id AND t.id = k.doc_id
         WHERE k.doc_type = '${INVENTORY}' AND (t.id IS NULL OR t.status <> ALL(ARRAY[${OPEN.join(', ')}]))`,
})
