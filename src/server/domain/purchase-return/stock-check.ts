// verify-stock's checks for purchase returns (registerStockCheck): every line of an 已退货 return
// has its issue posting, whose ledger rows add up to minus the line's quantity of the line's SKU
// in the return's warehouse (at its location when it names one); an accepted return line has
// been counted in its order line's returnedQty (the sum of 已退货 lines equals returnedQty); no
// return that is not 已退货 has a posting; and only a 待审核 return holds stock.
import { holdsOnlyWhen, postingsOnlyWhen, registerStockCheck } from '../stock/index.ts'
import { PENDING, RETURN, RETURNED } from './states.ts'

registerStockCheck({
  name: '已退货的采购退货单每行都有出库流水且数量一致',
  sql: `SELECT r.tenant_id, r.id AS return_id, r.return_no, l.id AS line_id, l.qty, g.ledger_qty, g.elsewhere
          FROM purchase_return r
          JOIN purchase_return_line l ON l.tenant_id = r.tenant_id AND l.return_id = r.id
          LEFT JOIN LATERAL (
            SELECT -sum(s.qty) AS ledger_qty,
                   bool_or(b.storage_id <> r.storage_id OR b.sku_id <> l.sku_id OR b.location_id <> COALESCE(l.location_id, b.location_id)) AS elsewhere
              FROM stock_posting p JOIN stock_ledger s ON s.tenant_id = p.tenant_id AND s.posting_id = p.id
              JOIN stock_balance b ON b.tenant_id = s.tenant_id AND b.id = s.balance_id
             WHERE p.tenant_id = l.tenant_id AND p.doc_type = '${RETURN}' AND p.line_id = l.id AND p.operation = 'issue') g ON true
         WHERE r.status = ${RETURNED} AND (g.ledger_qty IS DISTINCT FROM l.qty OR g.elsewhere)`,
})

registerStockCheck({
  name: '采购明细的已退货数等于已退货的采购退货单之和',
  sql: `SELECT pl.tenant_id, pl.id AS purchase_line_id, pl.returned_qty, t.qty
          FROM purchase_line pl
          LEFT JOIN LATERAL (SELECT sum(rl.qty) AS qty FROM purchase_return_line rl JOIN purchase_return r ON r.tenant_id = rl.tenant_id AND r.id = rl.return_id
                              WHERE rl.tenant_id = pl.tenant_id AND rl.purchase_line_id = pl.id AND r.status = ${RETURNED}) t ON true
         WHERE pl.returned_qty <> COALESCE(t.qty, 0) OR pl.returned_qty > pl.received_qty`,
})

registerStockCheck(postingsOnlyWhen({ name: '未退货的采购退货单没有库存流水', docType: RETURN, table: 'purchase_return', posted: RETURNED }))

registerStockCheck(
  holdsOnlyWhen({
    name: '待审核的采购退货单锁定的库存等于其明细，其他退货单不锁定库存',
    docType: RETURN,
    table: 'purchase_return',
    lineTable: 'purchase_return_line',
    parentKey: 'return_id',
    holding: PENDING,
  }),
)
