// 开始盘点 (effect inventoryTask.start): the book is written down and the places are locked.
//   - by area: every location of the area is locked whole (nothing may be put away there
//     either); a line per balance row holding stock there
//   - by product: the SKU is locked at every location holding it; a line per such balance row
// Both only the task's owner's stock when it names one. The balance rows are read FOR UPDATE in
// id order, so a posting in flight finishes first and the book is what the shelves hold now.
// Blind (盲盘) comes from 业务配置 now: the counter of this task never sees the book.
import type { Effect } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { lockPlaces, type Place } from '../stock/index.ts'
import { effectiveStrategy } from '../settings/strategy.ts'
import { BY_AREA, INVENTORY, PURPOSE } from './states.ts'

export interface TaskRow {
  id: number
  taskNo: string
  taskType: number
  storageId: number
  areaId: number | null
  skuId: number | null
  ownerId: number | null
  blind: boolean
}

export const startTask: Effect = async (ctx, row) => {
  const t = row as unknown as TaskRow
  const byArea = t.taskType === BY_AREA
  const balances = await ctx.tx.query<{ id: number; locationId: number; skuId: number }>(
    `SELECT b.id, b.location_id AS "locationId", b.sku_id AS "skuId"
       FROM stock_balance b JOIN location l ON l.tenant_id = b.tenant_id AND l.id = b.location_id
      WHERE b.storage_id = $1 AND b.on_hand > 0 AND ${byArea ? 'l.area_id = $2' : 'b.sku_id = $2'} AND ($3::bigint IS NULL OR b.owner_id = $3)
      ORDER BY b.id FOR UPDATE OF b`,
    [t.storageId, byArea ? t.areaId : t.skuId, t.ownerId],
  )
  let places: Place[]
  if (byArea) {
    const locations = await ctx.tx.query<{ id: number }>(`SELECT id FROM location WHERE area_id = $1 ORDER BY id`, [t.areaId])
    if (!locations.rows.length) throw new BizError(`盘点单 ${t.taskNo} 所选库区没有库位，无需盘点`)
    places = locations.rows.map((l) => ({ locationId: Number(l.id) }))
  } else {
    if (!balances.rows.length) throw new BizError(`盘点单 ${t.taskNo} 所选商品在本仓没有库存，无需盘点`)
    places = [...new Set(balances.rows.map((b) => Number(b.locationId)))].map((locationId) => ({ locationId, skuId: Number(t.skuId) }))
  }
  await lockPlaces(ctx.tx, { docType: INVENTORY, docId: t.id, docNo: t.taskNo, purpose: PURPOSE }, places)
  await ctx.tx.query(
    `INSERT INTO inventory_task_line (tenant_id, task_id, location_id, sku_id, owner_id, batch_no, production_date, expiry_date, stock_status, book_qty, cost_price, created_by, updated_by)
     SELECT b.tenant_id, $1, b.location_id, b.sku_id, b.owner_id, b.batch_no, b.production_date, b.expiry_date, b.stock_status, b.on_hand, s.purchase_price, $3, $3
       FROM stock_balance b JOIN sku s ON s.tenant_id = b.tenant_id AND s.id = b.sku_id
       JOIN location l ON l.tenant_id = b.tenant_id AND l.id = b.location_id
      WHERE b.id = ANY($2::bigint[]) ORDER BY l.code, s.code, b.id`,
    [t.id, balances.rows.map((b) => b.id), ctx.session?.userId ?? null],
  )
  const { blindStocktake } = await effectiveStrategy(ctx.tx, ctx.session!.tenantId, ctx.config.settings)
  await ctx.tx.query(
    `UPDATE inventory_task SET blind = $2, started_at = now(), line_count = $3, counted_count = 0, gain_qty = 0, loss_qty = 0, diff_amount = 0 WHERE id = $1`,
    [t.id, blindStocktake, balances.rows.length],
  )
}
