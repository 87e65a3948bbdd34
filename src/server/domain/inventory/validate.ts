// What a stocktake must name to be saved: an enabled warehouse and, by area, an area of it or,
// by product, a SKU that exists; the owner, when given, exists. The field of the other way is
// cleared, so a task is never both.
import type { Tx } from '../../db/types.ts'
import { namedStatus, refuse, skuStatuses } from '../document-checks.ts'
import { BY_AREA, BY_PRODUCT } from './states.ts'

export interface TaskIn {
  taskType: number
  storageId: number
  areaId?: number | null
  skuId?: number | null
  ownerId?: number | null
}

/** Checks the task and answers its scope fields as saved (the other way's field null). */
export async function checkTask(tx: Tx, t: TaskIn): Promise<{ areaId: number | null; skuId: number | null }> {
  const storage = await namedStatus(tx, 'storage', t.storageId)
  if (!storage) refuse('storageId', '仓库不存在')
  if (storage.status !== 1) refuse('storageId', '所选仓库已停用', `仓库 ${storage.name} 已停用，不能盘点`)
  if (t.ownerId && !(await namedStatus(tx, 'product_owner', t.ownerId))) refuse('ownerId', '货主不存在')
  if (t.taskType === BY_AREA) {
    if (!t.areaId) refuse('areaId', '请选择库区')
    const area = (await tx.query<{ storageId: number; name: string }>(`SELECT storage_id AS "storageId", name FROM storage_area WHERE id = $1`, [t.areaId]))
      .rows[0]
    if (!area) refuse('areaId', '库区不存在')
    if (Number(area.storageId) !== Number(t.storageId)) refuse('areaId', '库区不属于所选仓库', `库区 ${area.name} 不属于仓库 ${storage.name}`)
    return { areaId: t.areaId, skuId: null }
  }
  if (t.taskType !== BY_PRODUCT) refuse('taskType', '盘点方式不正确')
  if (!t.skuId) refuse('skuId', '请选择要盘点的商品')
  if (!(await skuStatuses(tx, [t.skuId])).has(Number(t.skuId))) refuse('skuId', '商品不存在')
  return { areaId: null, skuId: t.skuId }
}
