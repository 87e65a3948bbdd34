// verify-stock's checks for freezes (registerStockCheck): what freezes posted onto each 冻结 balance
// row (their ledger rows there, in minus out) equals what the 已冻结 freezes' lines still freeze on
// it (qty − unfrozen; a 已解冻 freeze holds nothing), and every line of a freeze that was frozen has
// its freeze posting for its quantity, a 新建 one none. Counted from the ledger, not on_hand, so a
// stock module test that moves to 冻结 by hand is not reported as a freeze.
import { registerStockCheck, STOCK_STATUS } from '../stock/index.ts'
import { FROZEN, FROZEN_STATE, NEW } from './states.ts'

registerStockCheck({
  name: '冻结库存等于未解冻的冻结单明细之和',
  sql: `SELECT coalesce(g.tenant_id, f.tenant_id) AS tenant_id, coalesce(g.balance_id, f.balance_id) AS balance_id, g.posted, f.frozen
          FROM (SELECT s.tenant_id, s.balance_id, sum(s.qty) AS posted FROM stock_ledger s
                 WHERE s.doc_type = '${FROZEN}' AND s.stock_status = ${STOCK_STATUS.frozen} GROUP BY s.tenant_id, s.balance_id) g
          FULL JOIN (SELECT l.tenant_id, l.frozen_balance_id AS balance_id, sum(l.qty - l.unfrozen_qty) AS frozen
                       FROM stock_frozen_line l JOIN stock_frozen h ON h.tenant_id = l.tenant_id AND h.id = l.frozen_id
                      WHERE h.status = ${FROZEN_STATE} GROUP BY l.tenant_id, l.frozen_balance_id) f
            ON f.tenant_id = g.tenant_id AND f.balance_id = g.balance_id
         WHERE coalesce(g.posted, 0) <> coalesce(f.frozen, 0)`,
})

registerStockCheck({
  name: '冻结过的冻结单每行都有冻结流水且数量一致，新建的没有流水',
  sql: `SELECT h.tenant_id, h.id AS frozen_id, h.frozen_no, l.id AS line_id, l.qty, g.moved
          FROM stock_frozen h JOIN stock_frozen_line l ON l.tenant_id = h.tenant_id AND l.frozen_id = h.id
          LEFT JOIN LATERAL (
            SELECT sum(s.qty) FILTER (WHERE s.operation = 'move_in') AS moved
              FROM stock_posting p JOIN stock_ledger s ON s.tenant_id = p.tenant_id AND s.posting_id = p.id
             WHERE p.tenant_id = l.tenant_id AND p.doc_type = '${FROZEN}' AND p.line_id = l.id AND p.seq = 0) g ON true
         WHERE (h.status = ${NEW}) <> (g.moved IS NULL) OR (h.status <> ${NEW} AND g.moved <> l.qty)`,
})
