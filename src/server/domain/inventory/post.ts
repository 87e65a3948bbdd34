// The stock side of a stocktake's transitions (effects of schemas/workflows/inventoryTask.yaml):
//   inventoryTask.checkCounted  submit  — every line counted; the totals the approver weighs
//   inventoryTask.post          accept  — each line's difference posted as one adjustment keyed
//                                         (inventoryTask, line, adjust): 盘盈 +, 盘亏 −; a
//                                         repeated accept changes nothing; then the places unlock
//   inventoryTask.reopen        reject  — back to counting: the totals are cleared
//   inventoryTask.unlock        void    — the places unlock, nothing is adjusted
import type { Effect } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { adjust, StockShortage, unlockPlaces, type StockStatus } from '../stock/index.ts'
import { INVENTORY } from './states.ts'
import type { TaskRow } from './start.ts'

export const checkCounted: Effect = async (ctx, row) => {
  const t = row as unknown as TaskRow
  const open = await ctx.tx.query<{ n: number; locationCode: string; skuCode: string }>(
    `SELECT count(*) OVER ()::int AS n, c.code AS "locationCode", s.code AS "skuCode"
       FROM inventory_task_line l JOIN location c ON c.tenant_id = l.tenant_id AND c.id = l.location_id
       JOIN sku s ON s.tenant_id = l.tenant_id AND s.id = l.sku_id
      WHERE l.task_id = $1 AND l.count_qty IS NULL ORDER BY c.code, s.code LIMIT 1`,
    [t.id],
  )
  const first = open.rows[0]
  if (first) throw new BizError(`盘点单 ${t.taskNo} 还有 ${first.n} 行未录入实盘数量（如库位 ${first.locationCode} 的 ${first.skuCode}）；没有找到的请录入 0`)
  const lines = await ctx.tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM inventory_task_line WHERE task_id = $1`, [t.id])
  if (!lines.rows[0].n) throw new BizError(`盘点单 ${t.taskNo} 没有盘点明细：没有库存的库位请扫描录入找到的商品，或作废本单`)
  await ctx.tx.query(
    `UPDATE inventory_task t SET gain_qty = s.gain, loss_qty = s.loss, diff_amount = s.amount
       FROM (SELECT COALESCE(sum(diff_qty) FILTER (WHERE diff_qty > 0), 0) AS gain, COALESCE(-sum(diff_qty) FILTER (WHERE diff_qty < 0), 0) AS loss,
                    COALESCE(sum(diff_amount), 0) AS amount
               FROM inventory_task_line WHERE task_id = $1) s
      WHERE t.id = $1`,
    [t.id],
  )
}

interface Line {
  id: number
  locationId: number
  locationCode: string
  skuId: number
  skuCode: string
  ownerId: number | null
  batchNo: string | null
  productionDate: string | null
  expiryDate: string | null
  stockStatus: StockStatus
  diffQty: number
}

export const postDifferences: Effect = async (ctx, row) => {
  const t = row as unknown as TaskRow
  const lines = await ctx.tx.query<Line>(
    `SELECT l.id, l.location_id AS "locationId", c.code AS "locationCode", l.sku_id AS "skuId", s.code AS "skuCode", l.owner_id AS "ownerId",
            l.batch_no AS "batchNo", l.production_date::text AS "productionDate", l.expiry_date::text AS "expiryDate", l.stock_status AS "stockStatus",
            l.diff_qty AS "diffQty"
       FROM inventory_task_line l JOIN location c ON c.tenant_id = l.tenant_id AND c.id = l.location_id
       JOIN sku s ON s.tenant_id = l.tenant_id AND s.id = l.sku_id
      WHERE l.task_id = $1 AND l.diff_qty <> 0 ORDER BY l.id`,
    [t.id],
  )
  for (const l of lines.rows) {
    try {
      await adjust(
        ctx.tx,
        { docType: INVENTORY, docId: t.id, docNo: t.taskNo, lineId: l.id },
        {
          storageId: t.storageId,
          locationId: l.locationId,
          skuId: l.skuId,
          ownerId: l.ownerId,
          batchNo: l.batchNo,
          productionDate: l.productionDate,
          expiryDate: l.expiryDate,
          stockStatus: l.stockStatus,
        },
        Number(l.diffQty),
      )
    } catch (e) {
      if (!(e instanceof StockShortage)) throw e
      // Goods allocated to an order before the count cannot be written off by it.
      throw new BizError(
        `库位 ${l.locationCode} 的 ${l.skuCode} 盘亏 ${-Number(l.diffQty)}，但其中已分配给其他单据的库存不能盘亏（可盘亏 ${e.shortages[0]?.available ?? 0}）；请先取消分配再审核`,
      )
    }
  }
  await unlockPlaces(ctx.tx, { docType: INVENTORY, docId: t.id })
  await ctx.tx.query(`UPDATE inventory_task SET finished_at = now() WHERE id = $1`, [t.id])
}

export const reopenTask: Effect = async (ctx, row) => {
  await ctx.tx.query(`UPDATE inventory_task SET gain_qty = 0, loss_qty = 0, diff_amount = 0 WHERE id = $1`, [(row as unknown as TaskRow).id])
}

export const unlockTask: Effect = async (ctx, row) => {
  await unlockPlaces(ctx.tx, { docType: INVENTORY, docId: (row as unknown as TaskRow).id })
}
