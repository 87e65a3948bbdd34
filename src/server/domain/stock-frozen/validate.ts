// What a freeze must satisfy to be saved and, again, to be frozen: an enabled warehouse, a reason,
// at least one line, each naming a 合格 balance row of that warehouse (and of the freeze's owner
// when one is chosen), each row once, and no more than the row has available.
import type { Tx } from '../../db/types.ts'
import { namedStatus, refuse } from '../document-checks.ts'
import { STOCK_STATUS } from '../stock/index.ts'
import { covers } from '../stock/qty.ts'

export interface FrozenLineIn {
  balanceId: number
  qty: number
}

export interface FrozenIn {
  storageId: number
  ownerId?: number | null
  lines: FrozenLineIn[]
}

interface Balance {
  id: number
  storageId: number
  ownerId: number | null
  stockStatus: number
  available: number
  locationCode: string
  skuCode: string
}

export async function checkFrozen(tx: Tx, f: FrozenIn): Promise<void> {
  const storage = await namedStatus(tx, 'storage', f.storageId)
  if (storage?.status !== 1) refuse('storageId', '所选仓库已停用或不存在')
  if (!f.lines.length) refuse('lines', '请至少添加一行冻结明细')
  const r = await tx.query<Balance>(
    `SELECT b.id, b.storage_id AS "storageId", b.owner_id AS "ownerId", b.stock_status AS "stockStatus", b.on_hand - b.allocated AS available,
            l.code AS "locationCode", s.code AS "skuCode"
       FROM stock_balance b JOIN location l ON l.tenant_id = b.tenant_id AND l.id = b.location_id JOIN sku s ON s.tenant_id = b.tenant_id AND s.id = b.sku_id
      WHERE b.id = ANY($1::bigint[])`,
    [f.lines.map((l) => l.balanceId)],
  )
  const rows = new Map(r.rows.map((b) => [Number(b.id), b]))
  const seen = new Set<number>()
  f.lines.forEach((l, i) => {
    const at = `lines.${i}`
    const b = rows.get(l.balanceId)
    if (!b) refuse(`${at}.balanceId`, '库存行不存在', `第 ${i + 1} 行的库存行不存在`)
    if (seen.has(l.balanceId)) refuse(`${at}.balanceId`, '库存行重复', `第 ${i + 1} 行的库存行与前面的行重复`)
    seen.add(l.balanceId)
    if (Number(b.storageId) !== Number(f.storageId))
      refuse(`${at}.balanceId`, '库存行不属于所选仓库', `第 ${i + 1} 行（库位 ${b.locationCode}，${b.skuCode}）不属于所选仓库`)
    if (f.ownerId && Number(b.ownerId) !== Number(f.ownerId)) refuse(`${at}.balanceId`, '库存行不属于所选货主', `第 ${i + 1} 行（${b.skuCode}）不属于所选货主`)
    if (b.stockStatus !== STOCK_STATUS.normal) refuse(`${at}.balanceId`, '只能冻结合格库存', `第 ${i + 1} 行（${b.skuCode}）不是合格库存，不能冻结`)
    if (!covers(Number(b.available), l.qty))
      refuse(
        `${at}.qty`,
        `冻结数量超过可用数量 ${Number(b.available)}`,
        `第 ${i + 1} 行（库位 ${b.locationCode}，${b.skuCode}）冻结数量 ${l.qty} 超过可用数量 ${Number(b.available)}`,
      )
  })
}
