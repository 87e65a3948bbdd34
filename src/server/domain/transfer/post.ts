// The transfer's stock side, all through the stock module in the transition's transaction:
//   transfer.hold   accept — each line holds its quantity on its source row (an allocation of
//                            document type transfer); a row that no longer has it refuses the accept
//   transfer.ship   ship   — each line gives its hold back and moves the quantity into transit: the
//                            same SKU, owner and lot with status 在途 at the target warehouse's
//                            default location (posting (transfer, line, move, 0))
//   transfer.close  close  — a 待调出 transfer gives back what it held; a shipped one writes off
//                            what is still in transit (posting (transfer, line, adjust, 0)), with
//                            the reason in closeReason and the log
// Receipts are in receive.ts.
import type { Effect, HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { adjust, holdRow, move, release, STOCK_STATUS, StockShortage, type StockKey } from '../stock/index.ts'
import { inTransit, linesOf, type Transfer } from './lines.ts'
import { mustWorkIn, withStorageInScope } from './scope.ts'
import { refreshTotals } from './write.ts'
import { PART_RECEIVED, SHIPPED, TO_SHIP, TRANSFER } from './states.ts'

export const holdTransfer: Effect = async (ctx, row) => {
  const t = row as unknown as Transfer
  for (const [i, l] of (await linesOf(ctx, t)).entries()) {
    try {
      await holdRow(ctx.tx, { docType: TRANSFER, docId: t.id }, l.id, l.balanceId, l.qty)
    } catch (e) {
      if (!(e instanceof StockShortage)) throw e
      const free = e.shortages[0]?.available ?? 0
      throw new BizError(`第 ${i + 1} 行（库位 ${l.locationCode}，${l.skuCode}）调拨数量 ${l.qty} 超过可用数量 ${free}`, [
        { field: `lines.${i}.qty`, message: `调拨数量超过可用数量 ${free}` },
      ])
    }
  }
}

export const shipTransfer: Effect = async (ctx, row) => {
  const t = row as unknown as Transfer
  await mustWorkIn(ctx, t.storageId, '从这个仓库调出')
  const lines = await linesOf(ctx, t)
  await withStorageInScope(ctx.tx, t.toStorageId, async () => {
    const transitAt = await transitLocation(ctx, t.toStorageId)
    for (const l of lines) {
      await release(ctx.tx, { docType: TRANSFER, lineId: l.id })
      const r = await move(
        ctx.tx,
        { docType: TRANSFER, docId: t.id, docNo: t.transferNo, lineId: l.id },
        l.balanceId,
        { storageId: t.toStorageId, locationId: transitAt, stockStatus: STOCK_STATUS.transit },
        l.qty,
      )
      await ctx.tx.query(`UPDATE transfer_order_line SET shipped_qty = qty, transit_balance_id = COALESCE($2, transit_balance_id) WHERE id = $1`, [
        l.id,
        r.toBalanceId ?? null,
      ])
    }
  })
  await refreshTotals(ctx, t.id)
}

export const closeTransfer: Effect = async (ctx, row, payload) => {
  const t = row as unknown as Transfer
  const reason = typeof payload.remark === 'string' && payload.remark.trim() ? payload.remark.trim().slice(0, 500) : null
  const lines = await linesOf(ctx, t)
  if (Number(t.status) === TO_SHIP) for (const l of lines) await release(ctx.tx, { docType: TRANSFER, lineId: l.id })
  if (Number(t.status) === SHIPPED || Number(t.status) === PART_RECEIVED) {
    if (!reason) throw new BizError('请填写关闭原因：尚在途的数量将按途损核销', [{ field: 'remark', message: '请填写关闭原因' }])
    await mustWorkIn(ctx, t.toStorageId, '核销调入仓库的在途库存')
    for (const l of lines) {
      const left = inTransit(l)
      if (left <= 0 || !l.transitBalanceId) continue
      await adjust(ctx.tx, { docType: TRANSFER, docId: t.id, docNo: t.transferNo, lineId: l.id }, await keyOf(ctx, l.transitBalanceId), -left)
      await ctx.tx.query(`UPDATE transfer_order_line SET lost_qty = lost_qty + $2::numeric WHERE id = $1`, [l.id, left])
    }
    await refreshTotals(ctx, t.id)
  }
  if (reason) await ctx.tx.query(`UPDATE transfer_order SET close_reason = $2 WHERE id = $1`, [t.id, reason])
}

/** Where goods in transit to a warehouse wait: its default location (the receiving location of the demo warehouses). */
async function transitLocation(ctx: HandlerContext, storageId: number): Promise<number> {
  const r = await ctx.tx.query<{ id: number }>(`SELECT id FROM location WHERE storage_id = $1 AND is_default ORDER BY id LIMIT 1`, [storageId])
  if (!r.rows[0]) throw new BizError('调入仓库没有默认库位，请先在库位管理中设置默认库位（在途库存放在默认库位）')
  return Number(r.rows[0].id)
}

async function keyOf(ctx: HandlerContext, balanceId: number): Promise<StockKey> {
  return (
    await ctx.tx.query<StockKey>(
      `SELECT storage_id AS "storageId", location_id AS "locationId", sku_id AS "skuId", owner_id AS "ownerId", batch_no AS "batchNo",
              production_date::text AS "productionDate", expiry_date::text AS "expiryDate", stock_status AS "stockStatus"
         FROM stock_balance WHERE id = $1`,
      [balanceId],
    )
  ).rows[0]
}
