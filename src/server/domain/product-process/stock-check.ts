// verify-stock's checks for processing orders (registerStockCheck): an 已完成 order consumed
// exactly its bill of materials — each line's quantity is its per-kit quantity times the kits,
// each source line issued exactly that of its SKU from the order's warehouse (and owner), each
// target line received exactly that at the order's location for the order's owner, nothing elsewhere; no order that is
// not 已完成 has a posting; and only a 加工中 order holds stock, on its source lines, their quantity.
import { holdsOnlyWhen, postingsOnlyWhen, registerStockCheck } from '../stock/index.ts'
import { DONE, PROCESS, PROCESSING, SOURCE } from './states.ts'

registerStockCheck({
  name: '已完成的加工单按物料清单消耗原料、产出成品，数量一致',
  sql: `SELECT o.tenant_id, o.id AS process_id, o.process_no, l.id AS line_id, l.role, l.unit_qty, l.qty, g.issued, g.received, g.elsewhere
          FROM product_process o JOIN product_process_line l ON l.tenant_id = o.tenant_id AND l.process_id = o.id
          LEFT JOIN LATERAL (
            SELECT -sum(s.qty) FILTER (WHERE s.operation = 'issue') AS issued, sum(s.qty) FILTER (WHERE s.operation = 'receive') AS received,
                   bool_or(b.sku_id <> l.sku_id OR b.storage_id <> o.storage_id
                           OR (s.operation = 'issue' AND o.owner_id IS NOT NULL AND b.owner_id IS DISTINCT FROM o.owner_id)
                           OR (s.operation = 'receive' AND b.owner_id IS DISTINCT FROM o.owner_id)
                           OR s.operation NOT IN ('issue', 'receive') OR (s.operation = 'receive' AND b.location_id <> o.location_id)) AS elsewhere
              FROM stock_posting p JOIN stock_ledger s ON s.tenant_id = p.tenant_id AND s.posting_id = p.id
              JOIN stock_balance b ON b.tenant_id = s.tenant_id AND b.id = s.balance_id
             WHERE p.tenant_id = l.tenant_id AND p.doc_type = '${PROCESS}' AND p.line_id = l.id) g ON true
         WHERE o.status = ${DONE}
           AND (l.qty <> l.unit_qty * o.qty OR g.elsewhere
                OR CASE WHEN l.role = ${SOURCE} THEN g.issued IS DISTINCT FROM l.qty OR g.received IS NOT NULL
                        ELSE g.received IS DISTINCT FROM l.qty OR g.issued IS NOT NULL END)`,
})

registerStockCheck(postingsOnlyWhen({ name: '未完成的加工单没有库存流水', docType: PROCESS, table: 'product_process', posted: DONE }))

registerStockCheck(
  holdsOnlyWhen({
    name: '加工中的加工单锁定的库存等于其消耗明细，其他加工单不锁定库存',
    docType: PROCESS,
    table: 'product_process',
    lineTable: 'product_process_line',
    parentKey: 'process_id',
    holding: PROCESSING,
    holdingLines: `l.role = ${SOURCE}`,
  }),
)
