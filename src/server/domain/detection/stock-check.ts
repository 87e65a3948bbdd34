// verify-stock's checks for detection orders (registerStockCheck): an order's quality move nets to
// zero per SKU and location (what leaves one quality arrives in the other at the same place), and
// moves exactly its quantity into the quality of its conclusion; only an 已完成 order has postings;
// only a 待审核 order holds stock, exactly its quantity.
import { postingsOnlyWhen, registerStockCheck } from '../stock/index.ts'
import { DETECTION, DONE, PASSED, PENDING } from './states.ts'

registerStockCheck({
  name: '已完成的检测单质量转移按商品和库位相抵为零，且转入结论质量的数量等于检测数量',
  sql: `SELECT o.tenant_id, o.id AS order_id, o.detection_no, o.qty, g.net, g.moved_in, g.wrong_place
          FROM detection_order o
          JOIN LATERAL (
            SELECT sum(s.qty) AS net,
                   sum(s.qty) FILTER (WHERE s.operation = 'move_in' AND s.stock_status = CASE WHEN o.result = ${PASSED} THEN 1 ELSE 4 END) AS moved_in,
                   bool_or(s.sku_id <> o.sku_id OR s.location_id <> o.location_id) AS wrong_place,
                   bool_or(true) AS any
              FROM stock_posting p JOIN stock_ledger s ON s.tenant_id = p.tenant_id AND s.posting_id = p.id
             WHERE p.tenant_id = o.tenant_id AND p.doc_type = '${DETECTION}' AND p.doc_id = o.id) g ON true
         WHERE o.status = ${DONE} AND (g.any IS NOT NULL OR o.stock_status <> CASE WHEN o.result = ${PASSED} THEN 1 ELSE 4 END)
           AND (g.net IS DISTINCT FROM 0 OR g.moved_in IS DISTINCT FROM o.qty OR g.wrong_place)`,
})

registerStockCheck(postingsOnlyWhen({ name: '未完成的检测单没有库存流水', docType: DETECTION, table: 'detection_order', posted: DONE }))

registerStockCheck({
  name: '待审核的检测单锁定的库存等于检测数量，其他检测单不锁定库存',
  sql: `SELECT o.tenant_id, o.id AS order_id, o.status, o.qty, a.held
          FROM detection_order o
          LEFT JOIN LATERAL (SELECT sum(qty) AS held FROM stock_allocation a
                              WHERE a.tenant_id = o.tenant_id AND a.doc_type = '${DETECTION}' AND a.line_id = o.id AND a.status = 1) a ON true
         WHERE CASE WHEN o.status = ${PENDING} THEN a.held IS DISTINCT FROM o.qty ELSE a.held IS NOT NULL END`,
})
