// Pick-move: allocated goods travel with their allocation. A document line holds qty on a
// balance row (picking takes it off the shelf, a pick revoke or a 退拣单 puts it back); this
// moves that qty to another location of the same warehouse (same SKU, owner, lot and status)
// and the line's allocation with it: released on the source row, allocated on the target row,
// on_hand moved through two ledger rows. Idempotent per posting key, rows locked in id order.
import type { Tx } from '../../db/types.ts'
import { BizError } from '../../kernel/errors.ts'
import { assertQty, covers, round4 } from './qty.ts'
import { BALANCE_COLUMNS, changeBalance, claimPosting, CURRENT_USER, ensureBalance, lockBalances, writeLedger } from './sql.ts'
import type { BalanceRow, PostingRef, PostResult } from './types.ts'
import { assertPlacesFree } from './place-lock.ts'

export interface PickMove {
  /** The balance row the line's allocation sits on now. */
  fromBalanceId: number
  /** Where the goods go (a location of the same warehouse). */
  toLocationId: number
  qty: number
}

/**
 * Moves qty of what ref's line holds on fromBalanceId to toLocationId, with the allocation.
 * `operation` names the posting (e.g. pick, unpick, return) so the same line can go out and
 * back; seq tells repeated moves of one line apart. Answers the target balance row.
 */
export async function pickMove(tx: Tx, ref: PostingRef & { lineId: number }, m: PickMove, operation = 'pick'): Promise<PostResult & { toBalanceId?: number }> {
  assertQty(m.qty, '拣货数量')
  const source = (await tx.query<BalanceRow>(`SELECT ${BALANCE_COLUMNS} FROM stock_balance WHERE id = $1`, [m.fromBalanceId])).rows[0]
  if (!source) throw new BizError('库存行不存在')
  const target = (await tx.query<{ storageId: number; code: string }>(`SELECT storage_id AS "storageId", code FROM location WHERE id = $1`, [m.toLocationId]))
    .rows[0]
  if (!target || target.storageId !== source.storageId) throw new BizError('目标库位不存在或不属于同一仓库')
  if (m.toLocationId === source.locationId) throw new BizError('目标库位与原库位相同，无需移动')
  await assertPlacesFree(tx, [source, { locationId: m.toLocationId, skuId: source.skuId }], '移入或移出库存')
  const postingId = await claimPosting(tx, ref, operation)
  if (postingId === null) return { posted: false }
  const targetId = await ensureBalance(tx, { ...source, locationId: m.toLocationId })
  const locked = await lockBalances(tx, [source.id, targetId])
  const open = await tx.query<{ id: number; qty: number }>(
    `SELECT id, qty FROM stock_allocation WHERE doc_type = $1 AND line_id = $2 AND balance_id = $3 AND status = 1 ORDER BY id DESC FOR UPDATE`,
    [ref.docType, ref.lineId, source.id],
  )
  const held = round4(open.rows.reduce((s, a) => s + Number(a.qty), 0))
  if (!covers(held, m.qty)) throw new BizError(`该明细在库位上只分配了 ${held}，不能移动 ${m.qty}`)
  let left = m.qty
  for (const a of open.rows) {
    if (left <= 0) break
    const q = Math.min(Number(a.qty), left)
    if (covers(q, a.qty)) await tx.query(`UPDATE stock_allocation SET status = 2, version = version + 1, updated_at = now() WHERE id = $1`, [a.id])
    else await tx.query(`UPDATE stock_allocation SET qty = qty - $2::numeric, version = version + 1, updated_at = now() WHERE id = $1`, [a.id, q])
    left = round4(left - q)
  }
  const srcAfter = await changeBalance(tx, source.id, -m.qty, -m.qty)
  await writeLedger(tx, postingId, ref, locked.get(source.id)!, 'move_out', -m.qty, srcAfter)
  const dstAfter = await changeBalance(tx, targetId, m.qty, m.qty)
  await writeLedger(tx, postingId, ref, locked.get(targetId)!, 'move_in', m.qty, dstAfter)
  await tx.query(
    `INSERT INTO stock_allocation (tenant_id, balance_id, doc_type, doc_id, line_id, qty, status, created_by, updated_by)
     VALUES (app_tenant_id(), $1, $2, $3, $4, $5::numeric, 1, ${CURRENT_USER}, ${CURRENT_USER})`,
    [targetId, ref.docType, ref.docId ?? null, ref.lineId, m.qty],
  )
  return { posted: true, toBalanceId: targetId }
}
