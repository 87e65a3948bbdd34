// verify-stock's checks for transfers (registerStockCheck):
// - transit balances equal what was shipped and not yet received: every 在途 balance row holds
//   exactly what the transfer lines parked on it still have on the way (shipped − received − lost),
//   and no line has something on the way without a 在途 row;
// - per line, the postings say the same: what left the source (move_out at ship) is the shipped
//   quantity, what arrived in the target (receipts) the received one, what was written off the lost;
// - only shipped and later transfers have postings, and only a 待调出 transfer holds stock.
import { holdsOnlyWhen, registerStockCheck, STOCK_STATUS } from '../stock/index.ts'
import { CLOSED, DONE, PART_RECEIVED, SHIPPED, TO_SHIP, TRANSFER } from './states.ts'

registerStockCheck({
  name: '在途库存等于调拨单已调出未调入的数量',
  sql: `SELECT b.tenant_id, b.id AS balance_id, b.on_hand, t.transit
          FROM stock_balance b
          LEFT JOIN LATERAL (SELECT sum(l.shipped_qty - l.received_qty - l.lost_qty) AS transit FROM transfer_order_line l
                              WHERE l.tenant_id = b.tenant_id AND l.transit_balance_id = b.id) t ON true
         WHERE b.stock_status = ${STOCK_STATUS.transit} AND b.on_hand IS DISTINCT FROM COALESCE(t.transit, 0)
        UNION ALL
        SELECT l.tenant_id, l.transit_balance_id, b.on_hand, l.shipped_qty - l.received_qty - l.lost_qty
          FROM transfer_order_line l LEFT JOIN stock_balance b ON b.tenant_id = l.tenant_id AND b.id = l.transit_balance_id
         WHERE l.shipped_qty - l.received_qty - l.lost_qty <> 0 AND (b.id IS NULL OR b.stock_status <> ${STOCK_STATUS.transit})`,
})

registerStockCheck({
  name: '调拨单每行调出、调入和途损与其库存流水一致',
  sql: `SELECT l.tenant_id, l.transfer_id, l.id AS line_id, l.shipped_qty, l.received_qty, l.lost_qty, g.shipped, g.received, g.lost
          FROM transfer_order_line l
          LEFT JOIN LATERAL (
            SELECT COALESCE(-sum(s.qty) FILTER (WHERE s.operation = 'move_out' AND b.stock_status <> ${STOCK_STATUS.transit}), 0) AS shipped,
                   COALESCE(sum(s.qty) FILTER (WHERE s.operation = 'move_in' AND b.stock_status <> ${STOCK_STATUS.transit}), 0) AS received,
                   COALESCE(-sum(s.qty) FILTER (WHERE s.operation = 'adjust'), 0) AS lost
              FROM stock_posting p JOIN stock_ledger s ON s.tenant_id = p.tenant_id AND s.posting_id = p.id
              JOIN stock_balance b ON b.tenant_id = s.tenant_id AND b.id = s.balance_id
             WHERE p.tenant_id = l.tenant_id AND p.doc_type = '${TRANSFER}' AND p.line_id = l.id) g ON true
         WHERE (g.shipped, g.received, g.lost) IS DISTINCT FROM (l.shipped_qty, l.received_qty, l.lost_qty)`,
})

registerStockCheck({
  name: '未调出的调拨单没有库存流水',
  sql: `SELECT p.tenant_id, p.id AS posting_id, p.doc_id, d.status
          FROM stock_posting p LEFT JOIN transfer_order d ON d.tenant_id = p.tenant_id AND d.id = p.doc_id
         WHERE p.doc_type = '${TRANSFER}' AND (d.status IS NULL OR d.status NOT IN (${SHIPPED}, ${PART_RECEIVED}, ${DONE}, ${CLOSED}))`,
})

registerStockCheck(
  holdsOnlyWhen({
    name: '待调出的调拨单锁定的库存等于其明细，其他调拨单不锁定库存',
    docType: TRANSFER,
    table: 'transfer_order',
    lineTable: 'transfer_order_line',
    parentKey: 'transfer_id',
    holding: TO_SHIP,
  }),
)
