// Quantities and money of an order, always computed in SQL from the stored lines (never from
// what a client sends): line amount = round(qty × price, 2); the header sums its lines.
// allocatedQty of a line is the sum of its open stock_allocation rows, so the order always
// says what the stock module says it holds.
import type { Tx } from '../../../db/types.ts'
import { DOC_TYPE } from './states.ts'

export async function recomputeOrder(tx: Tx, orderId: number): Promise<void> {
  await tx.query(`UPDATE out_order_line SET amount = round(qty * price, 2) WHERE order_id = $1 AND amount IS DISTINCT FROM round(qty * price, 2)`, [orderId])
  await syncAllocated(tx, [orderId])
}

/** Lines' and headers' allocatedQty from the open allocations; header totals from the lines. */
export async function syncAllocated(tx: Tx, orderIds: number[]): Promise<void> {
  await tx.query(
    `UPDATE out_order_line l SET allocated_qty = a.q, version = l.version + 1, updated_at = now()
       FROM (SELECT l2.id, COALESCE((SELECT sum(s.qty) FROM stock_allocation s WHERE s.tenant_id = l2.tenant_id AND s.doc_type = $2 AND s.line_id = l2.id AND s.status = 1), 0) AS q
               FROM out_order_line l2 WHERE l2.order_id = ANY($1::bigint[])) a
      WHERE l.id = a.id AND l.allocated_qty <> a.q`,
    [orderIds, DOC_TYPE],
  )
  await tx.query(
    `UPDATE out_order h SET total_qty = s.q, total_amount = s.a, allocated_qty = s.al
       FROM (SELECT order_id, COALESCE(sum(qty), 0) AS q, COALESCE(sum(amount), 0) AS a, COALESCE(sum(allocated_qty), 0) AS al
               FROM out_order_line WHERE order_id = ANY($1::bigint[]) GROUP BY order_id) s
      WHERE h.id = s.order_id AND (h.total_qty, h.total_amount, h.allocated_qty) IS DISTINCT FROM (s.q, s.a, s.al)`,
    [orderIds],
  )
}
