// SQL pieces shared by the stock operations.
import type { Tx } from '../../db/types.ts'
import type { BalanceRow, PostingRef, StockKey } from './types.ts'

export const CURRENT_USER = `NULLIF(current_setting('app.user_id', true), '')::bigint`

export const BALANCE_COLUMNS = `id, storage_id AS "storageId", location_id AS "locationId", sku_id AS "skuId",
  owner_id AS "ownerId", batch_no AS "batchNo", production_date AS "productionDate", expiry_date AS "expiryDate",
  stock_status AS "stockStatus", on_hand AS "onHand", allocated`

export const keyParams = (k: StockKey) => [
  k.storageId,
  k.locationId,
  k.skuId,
  k.ownerId ?? null,
  k.batchNo || null,
  k.productionDate || null,
  k.expiryDate || null,
  k.stockStatus,
]

/** Locks the given balance rows in id order (so two postings never wait on each other in a circle). */
export async function lockBalances(tx: Tx, ids: number[]): Promise<Map<number, BalanceRow>> {
  const unique = [...new Set(ids)].sort((a, b) => a - b)
  const r = await tx.query<BalanceRow>(`SELECT ${BALANCE_COLUMNS} FROM stock_balance WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE`, [unique])
  return new Map(r.rows.map((row) => [row.id, row]))
}

/** The balance row of a key, created empty when it does not exist yet (not locked). */
export async function ensureBalance(tx: Tx, key: StockKey): Promise<number> {
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO stock_balance (tenant_id, storage_id, location_id, sku_id, owner_id, batch_no, production_date, expiry_date, stock_status, created_by, updated_by)
     VALUES (app_tenant_id(), $1, $2, $3, $4, $5, $6, $7, $8, ${CURRENT_USER}, ${CURRENT_USER})
     ON CONFLICT ON CONSTRAINT stock_balance_key DO NOTHING RETURNING id`,
    keyParams(key),
  )
  return inserted.rows[0]?.id ?? (await findBalance(tx, key))!
}

/** The balance row of a key, or null. */
export async function findBalance(tx: Tx, key: StockKey): Promise<number | null> {
  const r = await tx.query<{ id: number }>(
    `SELECT id FROM stock_balance
      WHERE storage_id = $1 AND location_id = $2 AND sku_id = $3 AND owner_id IS NOT DISTINCT FROM $4::bigint
        AND batch_no IS NOT DISTINCT FROM $5::varchar AND production_date IS NOT DISTINCT FROM $6::date
        AND expiry_date IS NOT DISTINCT FROM $7::date AND stock_status = $8`,
    keyParams(key),
  )
  return r.rows[0]?.id ?? null
}

/** Changes on_hand (and allocated) of a locked row; the table's CHECK refuses anything negative. */
export async function changeBalance(tx: Tx, id: number, onHandDelta: number, allocatedDelta = 0): Promise<number> {
  const r = await tx.query<{ onHand: number }>(
    `UPDATE stock_balance SET on_hand = on_hand + $2::numeric, allocated = allocated + $3::numeric,
            version = version + 1, updated_at = now(), updated_by = ${CURRENT_USER}
      WHERE id = $1 RETURNING on_hand AS "onHand"`,
    [id, onHandDelta, allocatedDelta],
  )
  return r.rows[0].onHand
}

/** Takes the posting's idempotency key: its id, or null when it was taken before (post nothing). */
export async function claimPosting(tx: Tx, ref: PostingRef, operation: string): Promise<number | null> {
  const r = await tx.query<{ id: number }>(
    `INSERT INTO stock_posting (tenant_id, doc_type, doc_id, doc_no, line_id, operation, seq, created_by, updated_by)
     VALUES (app_tenant_id(), $1, $2, $3, $4, $5, $6, ${CURRENT_USER}, ${CURRENT_USER})
     ON CONFLICT ON CONSTRAINT stock_posting_key DO NOTHING RETURNING id`,
    [ref.docType, ref.docId ?? null, ref.docNo ?? null, ref.lineId ?? null, operation, ref.seq ?? 0],
  )
  return r.rows[0]?.id ?? null
}

export type LedgerOperation = 'receive' | 'move_out' | 'move_in' | 'issue' | 'adjust'

/** One ledger row: the signed change of a balance row's on_hand and what it came to. */
export async function writeLedger(tx: Tx, postingId: number, ref: PostingRef, row: BalanceRow, operation: LedgerOperation, qty: number, after: number) {
  await tx.query(
    `INSERT INTO stock_ledger (tenant_id, posting_id, balance_id, storage_id, location_id, sku_id, owner_id, batch_no, stock_status,
                               doc_type, doc_id, doc_no, line_id, operation, qty, balance_after, created_by, updated_by)
     VALUES (app_tenant_id(), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::numeric, $15::numeric, ${CURRENT_USER}, ${CURRENT_USER})`,
    [
      postingId,
      row.id,
      row.storageId,
      row.locationId,
      row.skuId,
      row.ownerId,
      row.batchNo,
      row.stockStatus,
      ref.docType,
      ref.docId ?? null,
      ref.docNo ?? null,
      ref.lineId ?? null,
      operation,
      qty,
      after,
    ],
  )
}
