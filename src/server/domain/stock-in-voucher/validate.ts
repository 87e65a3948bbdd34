// What a voucher must satisfy to be saved (and its location again to be posted): an enabled
// warehouse, a target location of that warehouse that is enabled (正常, not 锁定 or 停用), at
// least one line, enabled SKUs, and no expiry date before its production date.
import type { Tx } from '../../db/types.ts'
import { namedStatus, refuse, skuStatuses } from '../document-checks.ts'

export interface VoucherLineIn {
  skuId: number
  productionDate?: string | null
  expiryDate?: string | null
}

export interface VoucherIn {
  storageId: number
  locationId: number
  lines: VoucherLineIn[]
}

export async function checkVoucher(tx: Tx, v: VoucherIn): Promise<void> {
  const storage = await namedStatus(tx, 'storage', v.storageId)
  if (storage?.status !== 1) refuse('storageId', '所选仓库已停用或不存在')
  await checkLocation(tx, v.storageId, v.locationId)
  if (!v.lines.length) refuse('lines', '请至少添加一行入库明细')
  v.lines.forEach((l, i) => {
    if (l.productionDate && l.expiryDate && l.expiryDate < l.productionDate)
      refuse(`lines.${i}.expiryDate`, '到期日期不能早于生产日期', `第 ${i + 1} 行的到期日期早于生产日期`)
  })
  const skus = await skuStatuses(
    tx,
    v.lines.map((l) => l.skuId),
  )
  v.lines.forEach((l, i) => {
    const status = skus.get(l.skuId)?.status
    if (status === undefined) refuse(`lines.${i}.skuId`, '商品不存在', `第 ${i + 1} 行的商品不存在`)
    if (status !== 1) refuse(`lines.${i}.skuId`, '商品已停用', `第 ${i + 1} 行的商品已停用，不能入库`)
  })
}

/** The target location belongs to the warehouse and is enabled; another tenant's reads as missing. */
export async function checkLocation(tx: Tx, storageId: number, locationId: number): Promise<void> {
  const l = (
    await tx.query<{ storageId: number; status: number; code: string }>(`SELECT storage_id AS "storageId", status, code FROM location WHERE id = $1`, [
      locationId,
    ])
  ).rows[0]
  if (!l) refuse('locationId', '入库库位不存在')
  if (Number(l.storageId) !== Number(storageId)) refuse('locationId', '入库库位不属于所选仓库', `库位 ${l.code} 不属于所选仓库`)
  if (l.status !== 1) refuse('locationId', `入库库位已${l.status === 2 ? '锁定' : '停用'}`, `库位 ${l.code} 已${l.status === 2 ? '锁定' : '停用'}，不能入库`)
}
