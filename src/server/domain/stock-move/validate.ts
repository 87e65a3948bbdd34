// What a move must satisfy to be saved: an enabled warehouse, at least one line, each naming a
// balance row of that warehouse (and of the move's owner when one is chosen), 合格 or 不合格 —
// frozen and 待检 stock cannot move — each row once, no more than the row has available, and a
// target location of the same warehouse other than the row's own.
import type { Tx } from '../../db/types.ts'
import { namedStatus, refuse } from '../document-checks.ts'
import { STOCK_STATUS } from '../stock/index.ts'
import { checkAvailable, lineRows, rowOfLine } from '../balance-lines.ts'

export interface MoveLineIn {
  balanceId: number
  toLocationId: number
  qty: number
}

export interface MoveIn {
  storageId: number
  ownerId?: number | null
  lines: MoveLineIn[]
}

/** Stock statuses that may move (the line's 库存质量). */
export const MOVABLE: number[] = [STOCK_STATUS.normal, STOCK_STATUS.damaged]

export async function checkMove(tx: Tx, m: MoveIn): Promise<void> {
  const storage = await namedStatus(tx, 'storage', m.storageId)
  if (storage?.status !== 1) refuse('storageId', '所选仓库已停用或不存在')
  if (!m.lines.length) refuse('lines', '请至少添加一行移库明细')
  const rows = await lineRows(
    tx,
    m.lines.map((l) => l.balanceId),
  )
  const t = await tx.query<{ id: number; storageId: number; code: string; status: number }>(
    `SELECT id, storage_id AS "storageId", code, status FROM location WHERE id = ANY($1::bigint[])`,
    [m.lines.map((l) => l.toLocationId)],
  )
  const targets = new Map(t.rows.map((l) => [Number(l.id), l]))
  const seen = new Set<number>()
  m.lines.forEach((l, i) => {
    const at = `lines.${i}`
    const b = rowOfLine(rows, seen, i, l.balanceId, m)
    if (b.stockStatus === STOCK_STATUS.frozen) refuse(`${at}.balanceId`, '冻结库存不能移库', `第 ${i + 1} 行（${b.skuCode}）是冻结库存，解冻后才能移库`)
    if (!MOVABLE.includes(b.stockStatus)) refuse(`${at}.balanceId`, '待检库存不能移库', `第 ${i + 1} 行（${b.skuCode}）是待检库存，质检后才能移库`)
    checkAvailable(i, b, l.qty, '移库数量')
    const to = targets.get(l.toLocationId)
    if (!to) refuse(`${at}.toLocationId`, '目标库位不存在', `第 ${i + 1} 行的目标库位不存在`)
    if (Number(to.storageId) !== Number(m.storageId))
      refuse(`${at}.toLocationId`, '目标库位不属于所选仓库', `第 ${i + 1} 行的目标库位 ${to.code} 不属于所选仓库`)
    if (to.status !== 1) refuse(`${at}.toLocationId`, '目标库位已锁定或停用', `第 ${i + 1} 行的目标库位 ${to.code} 已锁定或停用`)
    if (Number(to.id) === Number(b.locationId)) refuse(`${at}.toLocationId`, '目标库位与原库位相同', `第 ${i + 1} 行的目标库位与原库位 ${b.locationCode} 相同`)
  })
}
