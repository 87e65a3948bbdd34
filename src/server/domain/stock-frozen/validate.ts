// What a freeze must satisfy to be saved and, again, to be frozen: an enabled warehouse, a reason,
// at least one line, each naming a 合格 balance row of that warehouse (and of the freeze's owner
// when one is chosen), each row once, and no more than the row has available.
import type { Tx } from '../../db/types.ts'
import { namedStatus, refuse } from '../document-checks.ts'
import { STOCK_STATUS } from '../stock/index.ts'
import { checkAvailable, lineRows, rowOfLine } from '../balance-lines.ts'

export interface FrozenLineIn {
  balanceId: number
  qty: number
}

export interface FrozenIn {
  storageId: number
  ownerId?: number | null
  lines: FrozenLineIn[]
}

export async function checkFrozen(tx: Tx, f: FrozenIn): Promise<void> {
  const storage = await namedStatus(tx, 'storage', f.storageId)
  if (storage?.status !== 1) refuse('storageId', '所选仓库已停用或不存在')
  if (!f.lines.length) refuse('lines', '请至少添加一行冻结明细')
  const rows = await lineRows(
    tx,
    f.lines.map((l) => l.balanceId),
  )
  const seen = new Set<number>()
  f.lines.forEach((l, i) => {
    const b = rowOfLine(rows, seen, i, l.balanceId, f)
    if (b.stockStatus !== STOCK_STATUS.normal) refuse(`lines.${i}.balanceId`, '只能冻结合格库存', `第 ${i + 1} 行（${b.skuCode}）不是合格库存，不能冻结`)
    checkAvailable(i, b, l.qty, '冻结数量')
  })
}
