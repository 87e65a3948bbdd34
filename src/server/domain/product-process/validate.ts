// What an order must satisfy to be saved: an enabled warehouse (and owner, when one is chosen),
// an enabled composite that is not waiting for or refused by goods approval and has components,
// whole kits, and an enabled location of the warehouse for what it produces. (The lines follow
// from the composite: write.ts derives them.)
import type { Tx } from '../../db/types.ts'
import { namedStatus, refuse } from '../document-checks.ts'
import { COMBINE, SPLIT } from './states.ts'

export interface ProcessIn {
  processType: number
  storageId: number
  ownerId?: number | null
  compositeId: number
  qty: number
  locationId: number
}

/** Goods approval 待审批 (10) and 已驳回 (30): such a composite is not yet (or no longer) a product one may make. */
const UNAPPROVED = [10, 30]

export async function checkProcess(tx: Tx, p: ProcessIn): Promise<void> {
  if (p.processType !== COMBINE && p.processType !== SPLIT) refuse('processType', '请选择加工类型')
  if ((await namedStatus(tx, 'storage', p.storageId))?.status !== 1) refuse('storageId', '所选仓库已停用或不存在')
  if (p.ownerId && (await namedStatus(tx, 'product_owner', p.ownerId))?.status !== 1) refuse('ownerId', '所选货主已停用或不存在')
  if (!Number.isInteger(p.qty) || p.qty <= 0) refuse('qty', '加工套数须为正整数')
  const c = (
    await tx.query<{ name: string; skuId: number; status: number; approvalStatus: number }>(
      `SELECT name, sku_id AS "skuId", status, approval_status AS "approvalStatus" FROM composite_product WHERE id = $1`,
      [p.compositeId],
    )
  ).rows[0]
  if (!c) refuse('compositeId', '所选组合商品不存在')
  if (c.status !== 1) refuse('compositeId', '组合商品已停用', `组合商品“${c.name}”已停用，不能加工`)
  if (UNAPPROVED.includes(c.approvalStatus)) refuse('compositeId', '组合商品未通过商品审批', `组合商品“${c.name}”未通过商品审批，不能加工`)
  const parts = (await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM composite_component WHERE composite_id = $1`, [p.compositeId])).rows[0].n
  if (!parts) refuse('compositeId', '组合商品没有组件', `组合商品“${c.name}”没有组件，请先在组合商品中添加`)
  const loc = (
    await tx.query<{ storageId: number; code: string; status: number }>(`SELECT storage_id AS "storageId", code, status FROM location WHERE id = $1`, [
      p.locationId,
    ])
  ).rows[0]
  if (!loc) refuse('locationId', '产出库位不存在')
  if (Number(loc.storageId) !== Number(p.storageId)) refuse('locationId', '产出库位不属于所选仓库', `产出库位 ${loc.code} 不属于所选仓库`)
  if (loc.status !== 1) refuse('locationId', '产出库位已锁定或停用', `产出库位 ${loc.code} 已锁定或停用`)
}
