// What a purchase return must satisfy to be saved: an order that goods arrived against, at least
// one line, every line a line of that order returning no more than it may (returnable.ts), a
// location (when given) of the order's warehouse, and a location for 不合格 goods (合格 stock
// without one is found FEFO at submit). Stock itself is checked when submitting holds it.
import type { Tx } from '../../db/types.ts'
import type { WmsConfig } from '../../../config/types.ts'
import { labelOf } from '../../../config/workflow-states.ts'
import { refuse } from '../document-checks.ts'
import { checkReturnable, returnableLines, type ReturnLineIn } from './returnable.ts'
import { RETURNABLE_ORDERS } from './states.ts'

export interface Order {
  id: number
  purchaseNo: string
  status: number
  storageId: number
  ownerId: number | null
}

export async function orderOf(tx: Tx, purchaseId: number, lock = false): Promise<Order | undefined> {
  return (
    await tx.query<Order>(
      `SELECT id, purchase_no AS "purchaseNo", status, storage_id AS "storageId", owner_id AS "ownerId" FROM purchase WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [purchaseId],
    )
  ).rows[0]
}

export async function checkReturn(tx: Tx, config: WmsConfig, r: { purchaseId: number; returnId: number | null; lines: ReturnLineIn[] }): Promise<Order> {
  const order = await orderOf(tx, r.purchaseId)
  if (!order) refuse('purchaseId', '采购单不存在')
  if (!RETURNABLE_ORDERS.includes(order.status))
    refuse('purchaseId', '该采购单还没有入库', `采购单 ${order.purchaseNo} 当前状态“${labelOf(config, 'purchase', order.status)}”，没有可退的入库商品`)
  if (!r.lines.length) refuse('lines', '请至少添加一行退货明细')
  checkReturnable(await returnableLines(tx, order.id, r.returnId), r.lines)
  const locations = await locationsOf(
    tx,
    r.lines.flatMap((l) => (l.locationId ? [l.locationId] : [])),
  )
  r.lines.forEach((l, i) => {
    if (!l.locationId) {
      if (l.stockStatus !== 1) refuse(`lines.${i}.locationId`, '不合格品请选择库位', `第 ${i + 1} 行退不合格品，请选择所在库位`)
      return
    }
    const storageId = locations.get(Number(l.locationId))
    if (storageId !== Number(order.storageId)) refuse(`lines.${i}.locationId`, '库位不属于采购单的收货仓库', `第 ${i + 1} 行的库位不属于采购单的收货仓库`)
  })
  return order
}

/** Locations by id with their warehouse; another tenant's are missing. */
async function locationsOf(tx: Tx, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map()
  const r = await tx.query<{ id: number; storageId: number }>(`SELECT id, storage_id AS "storageId" FROM location WHERE id = ANY($1::bigint[])`, [
    [...new Set(ids)],
  ])
  return new Map(r.rows.map((l) => [Number(l.id), Number(l.storageId)]))
}
