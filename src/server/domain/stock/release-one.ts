// Releasing one allocation row (not a whole document line): the 库存分配 list lets a keeper
// give back one row an order holds, and a 退拣单 gives back exactly the row at the staging
// location its line names. The balance row is locked first (as every posting locks), then the
// allocation; allocated falls by the row's qty and the row is marked released.
import type { Tx } from '../../db/types.ts'
import { BizError } from '../../kernel/errors.ts'
import { changeBalance, lockBalances } from './sql.ts'

export interface ReleasedAllocation {
  id: number
  balanceId: number
  docType: string
  lineId: number | null
  qty: number
}

/** Releases the open allocation row `id` entirely; answers what it held. */
export async function releaseAllocation(tx: Tx, id: number): Promise<ReleasedAllocation> {
  const seen = (await tx.query<{ balanceId: number }>(`SELECT balance_id AS "balanceId" FROM stock_allocation WHERE id = $1`, [id])).rows[0]
  if (!seen) throw new BizError('分配记录不存在或已被删除')
  await lockBalances(tx, [seen.balanceId])
  const a = (
    await tx.query<ReleasedAllocation & { status: number }>(
      `SELECT id, balance_id AS "balanceId", doc_type AS "docType", line_id AS "lineId", qty, status FROM stock_allocation WHERE id = $1 FOR UPDATE`,
      [id],
    )
  ).rows[0]
  if (a.status !== 1) throw new BizError(a.status === 3 ? '该分配已出库，不能释放' : '该分配已释放')
  await changeBalance(tx, a.balanceId, 0, -a.qty)
  await tx.query(`UPDATE stock_allocation SET status = 2, version = version + 1, updated_at = now() WHERE id = $1`, [a.id])
  return { id: a.id, balanceId: a.balanceId, docType: a.docType, lineId: a.lineId, qty: a.qty }
}
