// verify-stock's checks for moves (registerStockCheck): a move nets to zero — per line of an
// 已完成 move, what left its source row equals what arrived at its target location, both the
// line's quantity, same SKU, never elsewhere; no move that is not 已完成 has a posting; and only a
// 待确认 move holds stock (its open holds equal its lines).
import { holdsOnlyWhen, postingsOnlyWhen, registerStockCheck } from '../stock/index.ts'
import { DONE, MOVE, TO_CONFIRM } from './states.ts'

registerStockCheck({
  name: '已完成的移库单每行移出等于移入（按商品净额为零）且数量一致',
  sql: `SELECT m.tenant_id, m.id AS move_id, m.move_no, l.id AS line_id, l.qty, g.moved_out, g.moved_in, g.elsewhere
          FROM stock_move m JOIN stock_move_line l ON l.tenant_id = m.tenant_id AND l.move_id = m.id
          LEFT JOIN LATERAL (
            SELECT -sum(s.qty) FILTER (WHERE s.operation = 'move_out') AS moved_out, sum(s.qty) FILTER (WHERE s.operation = 'move_in') AS moved_in,
                   bool_or(b.sku_id <> l.sku_id OR b.storage_id <> m.storage_id
                           OR (s.operation = 'move_out' AND b.id <> l.balance_id) OR (s.operation = 'move_in' AND b.location_id <> l.to_location_id)) AS elsewhere
              FROM stock_posting p JOIN stock_ledger s ON s.tenant_id = p.tenant_id AND s.posting_id = p.id
              JOIN stock_balance b ON b.tenant_id = s.tenant_id AND b.id = s.balance_id
             WHERE p.tenant_id = l.tenant_id AND p.doc_type = '${MOVE}' AND p.line_id = l.id) g ON true
         WHERE m.status = ${DONE} AND (g.moved_out IS DISTINCT FROM l.qty OR g.moved_in IS DISTINCT FROM l.qty OR g.elsewhere)`,
})

registerStockCheck(postingsOnlyWhen({ name: '未完成的移库单没有库存流水', docType: MOVE, table: 'stock_move', posted: DONE }))

registerStockCheck(
  holdsOnlyWhen({
    name: '待确认的移库单锁定的库存等于其明细，其他移库单不锁定库存',
    docType: MOVE,
    table: 'stock_move',
    lineTable: 'stock_move_line',
    parentKey: 'move_id',
    holding: TO_CONFIRM,
  }),
)
