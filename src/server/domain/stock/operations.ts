// Receive, move (location, status or owner), adjust and issue: every change of on_hand goes
// through here, writes its ledger rows in the same transaction and locks rows in id order.
import type { Tx } from '../../db/types.ts'
import { BizError } from '../../kernel/errors.ts'
import { shortageOf } from './errors.ts'
import { assertQty, covers } from './qty.ts'
import { BALANCE_COLUMNS, changeBalance, claimPosting, ensureBalance, findBalance, lockBalances, writeLedger } from './sql.ts'
import type { BalanceRow, PostingRef, PostResult, StockKey } from './types.ts'
import { assertPlacesFree } from './place-lock.ts'

/** Goods arrive at a key (INSERT … ON CONFLICT: one row per key however many receipts). */
export async function receive(tx: Tx, ref: PostingRef, key: StockKey, qty: number): Promise<PostResult & { balanceId?: number }> {
  assertQty(qty)
  const postingId = await claimPosting(tx, ref, 'receive')
  if (postingId === null) return { posted: false }
  const id = await ensureBalance(tx, key)
  const row = (await lockBalances(tx, [id])).get(id)!
  const after = await changeBalance(tx, id, qty)
  await writeLedger(tx, postingId, ref, row, 'receive', qty, after)
  return { posted: true, balanceId: id }
}

/** What a move changes: any of location, status, owner — and warehouse, for a transfer whose
 *  goods go into transit at another warehouse (the caller names a location of it). */
export type MoveTarget = Partial<Pick<StockKey, 'storageId' | 'locationId' | 'stockStatus' | 'ownerId'>>

/**
 * Moves unallocated stock from a balance row (by id or key) to the same key with some parts
 * changed: putaway (location), inspection or freeze (status), owner transfer, a transfer's
 * shipment and receipt (warehouse, location and status).
 */
export async function move(tx: Tx, ref: PostingRef, from: number | StockKey, to: MoveTarget, qty: number): Promise<PostResult & { toBalanceId?: number }> {
  assertQty(qty)
  const sourceId = typeof from === 'number' ? from : await findBalance(tx, from)
  const source = sourceId === null ? undefined : (await tx.query<BalanceRow>(`SELECT ${BALANCE_COLUMNS} FROM stock_balance WHERE id = $1`, [sourceId])).rows[0]
  if (!source) throw await shortage(tx, ref, typeof from === 'number' ? 0 : from.skuId, qty, 0)
  const changes = Object.entries(to).filter(([k, v]) => v !== undefined && v !== source[k as keyof BalanceRow])
  if (!changes.length) throw new BizError('移入的库位、库存状态和货主与原来相同，无需移动')
  await assertPlacesFree(tx, [source, { locationId: to.locationId ?? source.locationId, skuId: source.skuId }], '移入或移出库存')
  const postingId = await claimPosting(tx, ref, 'move')
  if (postingId === null) return { posted: false }
  const targetId = await ensureBalance(tx, { ...source, ...Object.fromEntries(changes) })
  const locked = await lockBalances(tx, [source.id, targetId])
  const src = locked.get(source.id)!
  if (!covers(src.onHand - src.allocated, qty)) throw await shortage(tx, ref, src.skuId, qty, src.onHand - src.allocated)
  const srcAfter = await changeBalance(tx, src.id, -qty)
  await writeLedger(tx, postingId, ref, src, 'move_out', -qty, srcAfter)
  const dstAfter = await changeBalance(tx, targetId, qty)
  await writeLedger(tx, postingId, ref, locked.get(targetId)!, 'move_in', qty, dstAfter)
  return { posted: true, toBalanceId: targetId }
}

/** A counted difference or a loss: on_hand changes by delta; allocated stock cannot be taken. */
export async function adjust(tx: Tx, ref: PostingRef, key: StockKey, delta: number): Promise<PostResult> {
  assertQty(Math.abs(delta), '调整数量')
  const postingId = await claimPosting(tx, ref, 'adjust')
  if (postingId === null) return { posted: false }
  const id = delta > 0 ? await ensureBalance(tx, key) : await findBalance(tx, key)
  if (id === null) throw await shortage(tx, ref, key.skuId, -delta, 0)
  const row = (await lockBalances(tx, [id])).get(id)!
  if (delta < 0 && !covers(row.onHand - row.allocated, -delta)) throw await shortage(tx, ref, row.skuId, -delta, row.onHand - row.allocated)
  const after = await changeBalance(tx, id, delta)
  await writeLedger(tx, postingId, ref, row, 'adjust', delta, after)
  return { posted: true }
}

/**
 * Ships what a document line holds: each open allocation of the line leaves on_hand and
 * allocated together, and is marked issued. A line with nothing allocated is refused.
 */
export async function issue(tx: Tx, ref: PostingRef & { lineId: number }): Promise<PostResult & { qty?: number }> {
  const postingId = await claimPosting(tx, ref, 'issue')
  if (postingId === null) return { posted: false }
  const open = await tx.query<{ id: number; balanceId: number; qty: number }>(
    `SELECT id, balance_id AS "balanceId", qty FROM stock_allocation WHERE doc_type = $1 AND line_id = $2 AND status = 1 ORDER BY balance_id`,
    [ref.docType, ref.lineId],
  )
  if (!open.rows.length) throw new BizError('该明细没有已分配的库存，不能出库')
  const locked = await lockBalances(
    tx,
    open.rows.map((a) => a.balanceId),
  )
  let total = 0
  for (const a of open.rows) {
    const after = await changeBalance(tx, a.balanceId, -a.qty, -a.qty)
    await writeLedger(tx, postingId, ref, locked.get(a.balanceId)!, 'issue', -a.qty, after)
    total += a.qty
  }
  await tx.query(`UPDATE stock_allocation SET status = 3, version = version + 1, updated_at = now() WHERE id = ANY($1::bigint[])`, [open.rows.map((a) => a.id)])
  return { posted: true, qty: total }
}

const shortage = (tx: Tx, ref: PostingRef, skuId: number, requested: number, available: number) =>
  shortageOf(tx, [{ lineId: ref.lineId ?? null, skuId, requested, available }])
