// verify-stock's check for vouchers (registerStockCheck): every line of a 已入库 voucher has its
// receive posting, and the ledger rows of that posting add up to the line's quantity, at the
// voucher's warehouse and location, for the line's SKU. And no voucher that is not 已入库 has
// a posting (stock without an approved document).
import { postingsOnlyWhen, registerStockCheck } from '../stock/index.ts'
import { RECEIVED, VOUCHER } from './states.ts'

registerStockCheck({
  name: '已入库的制单入库单每行都有入库流水且数量一致',
  sql: `SELECT v.tenant_id, v.id AS voucher_id, v.voucher_no, l.id AS line_id, l.qty, g.ledger_qty, g.elsewhere
          FROM stock_in_voucher v
          JOIN stock_in_voucher_line l ON l.tenant_id = v.tenant_id AND l.voucher_id = v.id
          LEFT JOIN LATERAL (
            SELECT sum(s.qty) AS ledger_qty,
                   bool_or(s.storage_id <> v.storage_id OR s.location_id <> v.location_id OR s.sku_id <> l.sku_id) AS elsewhere
              FROM stock_posting p JOIN stock_ledger s ON s.tenant_id = p.tenant_id AND s.posting_id = p.id
             WHERE p.tenant_id = l.tenant_id AND p.doc_type = '${VOUCHER}' AND p.line_id = l.id AND p.operation = 'receive') g ON true
         WHERE v.status = ${RECEIVED} AND (g.ledger_qty IS DISTINCT FROM l.qty OR g.elsewhere)`,
})

registerStockCheck(postingsOnlyWhen({ name: '未入库的制单入库单没有库存流水', docType: VOUCHER, table: 'stock_in_voucher', posted: RECEIVED }))
