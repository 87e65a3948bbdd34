// What a loss report must satisfy to be saved: an enabled warehouse, at least one line, every
// line at a location of that warehouse, of a SKU that exists, and no more than that place holds
// unheld (on_hand − allocated of the rows with its location, SKU, quality, owner and batch; lines
// at the same place counted together). Submitting checks it again under lock (the hold).
import type { Tx } from '../../db/types.ts'
import { namedStatus, refuse, skuStatuses } from '../document-checks.ts'
import { freeAt, type StockStatus } from '../stock/index.ts'
import { covers } from '../stock/qty.ts'
import { QUALITY_LABEL } from './states.ts'

export interface LossLineIn {
  skuId: number
  locationId: number
  stockStatus: StockStatus
  batchNo?: string | null
  qty: number
  reason?: string | null
}

export interface LossIn {
  storageId: number
  ownerId?: number | null
  /** The header's reason: lines without their own take it. */
  reason?: string | null
  lines: LossLineIn[]
}

export async function checkReport(tx: Tx, r: LossIn): Promise<void> {
  const storage = await namedStatus(tx, 'storage', r.storageId)
  if (!storage) refuse('storageId', '仓库不存在')
  if (storage.status !== 1) refuse('storageId', '所选仓库已停用', `仓库 ${storage.name} 已停用，不能报损`)
  if (!r.lines.length) refuse('lines', '请至少添加一行报损明细')
  const skus = await skuStatuses(
    tx,
    r.lines.map((l) => l.skuId),
  )
  const locations = await locationsOf(
    tx,
    r.lines.map((l) => l.locationId),
  )
  const wanted = new Map<string, { qty: number; first: number }>()
  r.lines.forEach((l, i) => {
    const sku = skus.get(l.skuId)
    if (!sku) refuse(`lines.${i}.skuId`, '商品不存在', `第 ${i + 1} 行的商品不存在`)
    const loc = locations.get(l.locationId)
    if (!loc) refuse(`lines.${i}.locationId`, '库位不存在', `第 ${i + 1} 行的库位不存在`)
    if (loc.storageId !== Number(r.storageId)) refuse(`lines.${i}.locationId`, '库位不属于所选仓库', `第 ${i + 1} 行的库位 ${loc.code} 不属于所选仓库`)
    if (!r.reason?.trim() && !l.reason?.trim()) refuse(`lines.${i}.reason`, '请填写报损原因', `请填写报损原因（表头或第 ${i + 1} 行）`)
    const key = JSON.stringify([l.locationId, l.skuId, l.stockStatus, l.batchNo || null])
    const seen = wanted.get(key)
    wanted.set(key, { qty: (seen?.qty ?? 0) + Number(l.qty), first: seen?.first ?? i })
  })
  for (const [key, w] of wanted) {
    const [locationId, skuId, stockStatus, batchNo] = JSON.parse(key) as [number, number, StockStatus, string | null]
    const free = await freeAt(tx, { storageId: r.storageId, locationId, skuId, stockStatus, ownerId: r.ownerId, batchNo })
    if (!covers(free, w.qty)) {
      const l = r.lines[w.first]
      refuse(
        `lines.${w.first}.qty`,
        `报损数量超过可报损数量 ${free}`,
        shortText(w.first, locations.get(locationId)!.code, skus.get(skuId)!.code, l, w.qty, free),
      )
    }
  }
}

/** 第 2 行：库位 A-01-01-01 批次 B1 不合格的 P1001-01 可报损 3，报损 5 */
export function shortText(i: number, location: string, sku: string, l: Pick<LossLineIn, 'batchNo' | 'stockStatus'>, qty: number, free: number): string {
  const batch = l.batchNo ? ` 批次 ${l.batchNo}` : ''
  return `第 ${i + 1} 行：库位 ${location}${batch} ${QUALITY_LABEL[l.stockStatus] ?? ''}的 ${sku} 可报损 ${free}，报损 ${qty}`
}

/** Locations by id with their warehouse and code; another tenant's are missing. */
async function locationsOf(tx: Tx, ids: number[]): Promise<Map<number, { storageId: number; code: string }>> {
  const r = await tx.query<{ id: number; storageId: number; code: string }>(
    `SELECT id, storage_id AS "storageId", code FROM location WHERE id = ANY($1::bigint[])`,
    [[...new Set(ids)]],
  )
  return new Map(r.rows.map((l) => [Number(l.id), { storageId: Number(l.storageId), code: l.code }]))
}
