// Receipts against a purchase order, called by the inbound flow in its own transaction when
// goods of a purchase line are received (the stock itself is posted by inbound through the
// stock module; purchasing never writes stock). CONTRACT for inbound:
//
//   recordPurchaseReceipt(tx, purchaseLineId, qty, opts?) → Promise<void>
//
// - tx: the caller's tenant transaction (RLS on; app.user_id names the operator);
// - qty > 0 adds to the line's receivedQty; a negative qty takes a receipt back (a reversed
//   scan), never below 0 nor below what was returned to the supplier (returnedQty);
// - each receipt is an entry of the supplier's payable (qty × the line's tax-inclusive price,
//   domain/payable), numbered opts.docNo;
// - over-receipt beyond the ordered qty is refused (采购明细超收) unless opts.allowOver (the
//   tenant's over-receipt tolerance is inbound's decision, it then passes allowOver);
// - only an order in 待入库 or 部分入库 accepts receipts;
// - the header moves 20 → 30 (部分入库) on the first receipt and → 40 (已入库) when every
//   line is fully received (back to 30 or 20 when a receipt is taken back), with a
//   document_log row (doc_type purchase) for each state change.
import type { Tx } from '../../db/types.ts'
import type { WmsConfig } from '../../../config/types.ts'
import { BizError } from '../../kernel/errors.ts'
import { recomputeTotals } from './amounts.ts'
import { postGoods, SOURCE } from '../payable/post.ts'
import { PARTLY_RECEIVED, DELIVERED_LABELS, RECEIVABLE, RECEIVED, TO_RECEIVE, WORKFLOW } from './states.ts'
import { labelOf } from '../../../config/workflow-states.ts'

export interface ReceiptOptions {
  /** Accept more than ordered (inbound's over-receipt tolerance already checked). */
  allowOver?: boolean
  /** Written to the document log, e.g. the stock-in number. */
  remark?: string
  /** The receiving document's number, on the payable entry. */
  docNo?: string
  /** The config whose workflow labels a refusal names the state by (else its number). */
  config?: WmsConfig
}

export async function recordPurchaseReceipt(tx: Tx, purchaseLineId: number, qty: number, opts: ReceiptOptions = {}): Promise<void> {
  if (!Number.isFinite(qty) || qty === 0) throw new BizError('入库数量必须不为 0')
  const line = (
    await tx.query<{ purchase_id: number; qty: number; received_qty: number; sku_code: string }>(
      `SELECT l.purchase_id, l.qty, l.received_qty, s.code AS sku_code
         FROM purchase_line l JOIN sku s ON s.tenant_id = l.tenant_id AND s.id = l.sku_id WHERE l.id = $1`,
      [purchaseLineId],
    )
  ).rows[0]
  if (!line) throw new BizError('采购明细不存在或已被删除')
  // Lock the header first (every writer of an order does), then the line.
  const head = (
    await tx.query<{ id: number; status: number; purchase_no: string }>(`SELECT id, status, purchase_no FROM purchase WHERE id = $1 FOR UPDATE`, [
      line.purchase_id,
    ])
  ).rows[0]
  if (!RECEIVABLE.includes(head.status))
    throw new BizError(
      `采购单 ${head.purchase_no} 当前状态“${opts.config ? labelOf(opts.config, WORKFLOW, head.status) : (DELIVERED_LABELS[head.status] ?? head.status)}”，不能入库`,
    )
  const r = await tx.query<{ received_qty: number; qty: number }>(
    `UPDATE purchase_line SET received_qty = received_qty + $2, version = version + 1, updated_at = now(),
            updated_by = NULLIF(current_setting('app.user_id', true), '')::bigint
      WHERE id = $1 AND received_qty + $2 >= returned_qty AND ($3::boolean OR received_qty + $2 <= qty)
      RETURNING received_qty, qty`,
    [purchaseLineId, qty, !!opts.allowOver],
  )
  if (!r.rows[0]) {
    const fresh = (
      await tx.query<{ qty: number; received_qty: number; returned_qty: number }>(`SELECT qty, received_qty, returned_qty FROM purchase_line WHERE id = $1`, [
        purchaseLineId,
      ])
    ).rows[0]
    if (qty < 0 && Number(fresh.returned_qty) > 0)
      throw new BizError(`采购明细 ${line.sku_code} 已入库 ${fresh.received_qty}，已退货 ${fresh.returned_qty}，不能冲减 ${-qty}`)
    if (qty < 0) throw new BizError(`采购明细 ${line.sku_code} 已入库 ${fresh.received_qty}，不能冲减 ${-qty}`)
    throw new BizError(`采购明细 ${line.sku_code} 超收：采购 ${fresh.qty}，已入库 ${fresh.received_qty}，本次 ${qty}`)
  }
  await postGoods(tx, { purchaseId: head.id, purchaseLineId, qty, sourceType: SOURCE.receipt, sourceNo: opts.docNo ?? null, remark: opts.remark ?? null })
  await recomputeTotals(tx, head.id)
  const sums = (
    await tx.query<{ any_received: boolean; all_received: boolean }>(
      `SELECT bool_or(received_qty > 0) AS any_received, bool_and(received_qty >= qty) AS all_received FROM purchase_line WHERE purchase_id = $1`,
      [head.id],
    )
  ).rows[0]
  const next = sums.all_received ? RECEIVED : sums.any_received ? PARTLY_RECEIVED : TO_RECEIVE
  if (next === head.status) return
  await tx.query(
    `UPDATE purchase SET status = $2, version = version + 1, updated_at = now(), updated_by = NULLIF(current_setting('app.user_id', true), '')::bigint WHERE id = $1`,
    [head.id, next],
  )
  await logReceipt(tx, head.id, head.status, next, opts.remark ?? null)
}

const RECEIPT_TITLE: Record<number, string> = { [TO_RECEIVE]: '入库冲减', [PARTLY_RECEIVED]: '部分入库', [RECEIVED]: '全部入库' }

/** The document log row of a state change by receipts; operator from the transaction's user. */
async function logReceipt(tx: Tx, id: number, from: number, to: number, remark: string | null): Promise<void> {
  await tx.query(
    `INSERT INTO document_log (tenant_id, doc_type, doc_id, action, title, from_state, to_state, operator_id, operator_name, remark, created_by, updated_by)
     SELECT app_tenant_id(), $1, $2, 'receipt', $3, $4, $5, u.id, u.real_name, $6, u.id, u.id
       FROM (SELECT NULLIF(current_setting('app.user_id', true), '')::bigint AS uid) c LEFT JOIN sys_user u ON u.id = c.uid`,
    [WORKFLOW, id, RECEIPT_TITLE[to], from, to, remark],
  )
}
