// What a transfer must satisfy to be saved: two different enabled warehouses, at least one line,
// each naming a balance row of the source warehouse (and of the transfer's owner when one is
// chosen), 合格 or 不合格 — frozen and 待检 stock cannot leave — each row once, no more than the
// row has available.
import type { Tx } from '../../db/types.ts'
import { namedStatus, refuse } from '../document-checks.ts'
import { STOCK_STATUS } from '../stock/index.ts'
import { checkAvailable, lineRows, rowOfLine } from '../balance-lines.ts'

export interface TransferLineIn {
  balanceId: number
  qty: number
}

export interface TransferIn {
  storageId: number
  toStorageId: number
  ownerId?: number | null
  lines: TransferLineIn[]
}

/** Stock statuses that may be transferred (the line's 库存质量). */
export const TRANSFERABLE: number[] = [STOCK_STATUS.normal, STOCK_STATUS.damaged]

export async function checkTransfer(tx: Tx, t: TransferIn): Promise<void> {
  const from = await namedStatus(tx, 'storage', t.storageId)
  if (from?.status !== 1) refuse('storageId', '调出仓库已停用或不存在')
  const to = await namedStatus(tx, 'storage', t.toStorageId)
  if (to?.status !== 1) refuse('toStorageId', '调入仓库已停用或不存在')
  if (Number(t.storageId) === Number(t.toStorageId)) refuse('toStorageId', '调入仓库不能与调出仓库相同', '调入仓库不能与调出仓库相同（同一仓库内请用移库单）')
  if (!t.lines.length) refuse('lines', '请至少添加一行调拨明细')
  const rows = await lineRows(
    tx,
    t.lines.map((l) => l.balanceId),
  )
  const seen = new Set<number>()
  t.lines.forEach((l, i) => {
    const b = rowOfLine(rows, seen, i, l.balanceId, t)
    const at = `lines.${i}.balanceId`
    if (b.stockStatus === STOCK_STATUS.frozen) refuse(at, '冻结库存不能调拨', `第 ${i + 1} 行（${b.skuCode}）是冻结库存，解冻后才能调拨`)
    if (!TRANSFERABLE.includes(b.stockStatus)) refuse(at, '待检或在途库存不能调拨', `第 ${i + 1} 行（${b.skuCode}）是待检或在途库存，不能调拨`)
    checkAvailable(i, b, l.qty, '调拨数量')
  })
}
