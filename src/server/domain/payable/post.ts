// Writing a supplier's payable (schemas/entities/payable.json): one append-only entry per
// receipt, accepted return line, payment or refund, in the caller's transaction. Provider,
// warehouse and owner come from the purchase order; the amount is computed in SQL (numeric):
// round(qty × price, 2) with the sign of the source, or the given amount for money movements.
// The payable row of the supplier is made on its first entry (ON CONFLICT: never two).
import type { Tx } from '../../db/types.ts'
import { CURRENT_USER } from '../stock/sql.ts'

export const SOURCE = { receipt: 1, return: 2, payment: 3, refund: 4 } as const
export type PayableSource = (typeof SOURCE)[keyof typeof SOURCE]

/** Debits (more owed) are positive: receipts and refunds; returns and payments are credits. */
const SIGN: Record<PayableSource, 1 | -1> = { 1: 1, 2: -1, 3: -1, 4: 1 }

export interface PayableEntryIn {
  purchaseId: number
  sourceType: PayableSource
  sourceNo?: string | null
  sourceLineId?: number | null
  remark?: string | null
}

/** A goods entry: qty (signed: a reversed receipt is negative) of a purchase line at its tax-inclusive price. */
export async function postGoods(tx: Tx, e: PayableEntryIn & { purchaseLineId: number; qty: number }): Promise<void> {
  const payableId = await payableOf(tx, e.purchaseId)
  await tx.query(
    `INSERT INTO payable_entry (tenant_id, payable_id, provider_id, storage_id, owner_id, purchase_id, source_type, source_no, source_line_id,
                                sku_id, qty, price, amount, biz_date, remark, created_by, updated_by)
     SELECT app_tenant_id(), $1, h.provider_id, h.storage_id, h.owner_id, h.id, $2, $3, $4, l.sku_id, $5::numeric * $6, l.price,
            round($5::numeric * $6 * l.price, 2), now(), $7, ${CURRENT_USER}, ${CURRENT_USER}
       FROM purchase_line l JOIN purchase h ON h.tenant_id = l.tenant_id AND h.id = l.purchase_id
      WHERE l.id = $8`,
    [payableId, e.sourceType, e.sourceNo ?? null, e.sourceLineId ?? null, e.qty, SIGN[e.sourceType], e.remark ?? null, e.purchaseLineId],
  )
}

/** A money entry against a purchase order (a payment, a refund): amount > 0, signed here. */
export async function postMoney(tx: Tx, e: PayableEntryIn & { amount: number | string }): Promise<void> {
  const payableId = await payableOf(tx, e.purchaseId)
  await tx.query(
    `INSERT INTO payable_entry (tenant_id, payable_id, provider_id, storage_id, owner_id, purchase_id, source_type, source_no, source_line_id,
                                amount, biz_date, remark, created_by, updated_by)
     SELECT app_tenant_id(), $1, h.provider_id, h.storage_id, h.owner_id, h.id, $2, $3, $4, $5::numeric * $6, now(), $7, ${CURRENT_USER}, ${CURRENT_USER}
       FROM purchase h WHERE h.id = $8`,
    [payableId, e.sourceType, e.sourceNo ?? null, e.sourceLineId ?? null, String(e.amount), SIGN[e.sourceType], e.remark ?? null, e.purchaseId],
  )
}

/** The payable row of the order's supplier, made on first use. */
async function payableOf(tx: Tx, purchaseId: number): Promise<number> {
  const r = await tx.query<{ id: number }>(
    `WITH p AS (SELECT provider_id FROM purchase WHERE id = $1),
          made AS (INSERT INTO payable (tenant_id, provider_id, created_by, updated_by) SELECT app_tenant_id(), provider_id, ${CURRENT_USER}, ${CURRENT_USER} FROM p
                   ON CONFLICT (tenant_id, provider_id) DO NOTHING RETURNING id)
     SELECT id FROM made UNION ALL SELECT y.id FROM payable y JOIN p ON y.provider_id = p.provider_id`,
    [purchaseId],
  )
  if (r.rows[0]) return Number(r.rows[0].id)
  // Made by a concurrent transaction after this statement's snapshot: it is visible now.
  return Number(
    (await tx.query<{ id: number }>(`SELECT y.id FROM payable y JOIN purchase p ON p.provider_id = y.provider_id WHERE p.id = $1`, [purchaseId])).rows[0].id,
  )
}
