// The stock and money side of a purchase return's transitions (effects of
// schemas/workflows/purchaseReturn.yaml):
//   purchaseReturn.hold     submit   — under the order's lock, no line returns more than its order
//                                      line may still return; then each line holds its quantity: at
//                                      its location (any quality named) or, without one, 合格 stock of
//                                      the order's warehouse and owner FEFO; a shortage refuses the
//                                      submit, naming the line
//   purchaseReturn.release  withdraw, reject — every hold of the return is given back
//   purchaseReturn.ship     accept   — every line issues what it holds (one posting per line keyed
//                                      (purchaseReturn, line, issue)), the order line's returnedQty
//                                      grows (never above receivedQty) and the supplier's payable is
//                                      credited the line's amount
import type { Effect, HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { allocate, holdAt, issue, release, StockShortage, type StockStatus } from '../stock/index.ts'
import { recomputeTotals } from '../purchase/amounts.ts'
import { postGoods, SOURCE } from '../payable/post.ts'
import { checkReturnable, returnableLines } from './returnable.ts'
import { orderOf } from './validate.ts'
import { QUALITY_LABEL, RETURN } from './states.ts'

interface Return {
  id: number
  returnNo: string
  purchaseId: number
  storageId: number
  ownerId: number | null
}

interface Line {
  id: number
  purchaseLineId: number
  skuId: number
  skuCode: string
  locationId: number | null
  locationCode: string | null
  stockStatus: StockStatus
  batchNo: string | null
  qty: number
}

async function linesOf(ctx: HandlerContext, r: Return): Promise<Line[]> {
  const lines = (
    await ctx.tx.query<Line>(
      `SELECT l.id, l.purchase_line_id AS "purchaseLineId", l.sku_id AS "skuId", s.code AS "skuCode", l.location_id AS "locationId", c.code AS "locationCode",
              l.stock_status AS "stockStatus", l.batch_no AS "batchNo", l.qty::float8 AS qty
         FROM purchase_return_line l JOIN sku s ON s.tenant_id = l.tenant_id AND s.id = l.sku_id
         LEFT JOIN location c ON c.tenant_id = l.tenant_id AND c.id = l.location_id
        WHERE l.return_id = $1 ORDER BY l.id`,
      [r.id],
    )
  ).rows
  if (!lines.length) throw new BizError(`采购退货单 ${r.returnNo} 没有明细，不能提交`)
  return lines
}

export const holdReturn: Effect = async (ctx, row) => {
  const r = row as unknown as Return
  // The order first: every writer of an order (receipts, other returns) locks it before its lines.
  await orderOf(ctx.tx, r.purchaseId, true)
  const lines = await linesOf(ctx, r)
  checkReturnable(await returnableLines(ctx.tx, r.purchaseId, r.id), lines)
  const doc = { docType: RETURN, docId: r.id }
  for (const [i, l] of lines.entries()) {
    try {
      if (l.locationId)
        await holdAt(
          ctx.tx,
          doc,
          {
            lineId: l.id,
            storageId: r.storageId,
            locationId: l.locationId,
            skuId: l.skuId,
            stockStatus: l.stockStatus,
            ownerId: r.ownerId,
            batchNo: l.batchNo,
          },
          l.qty,
        )
      else
        await allocate(ctx.tx, doc, [
          { lineId: l.id, storageId: r.storageId, skuId: l.skuId, qty: l.qty, ownerId: r.ownerId ?? undefined, batchNo: l.batchNo || null },
        ])
    } catch (e) {
      if (!(e instanceof StockShortage)) throw e
      const where = l.locationCode
        ? `库位 ${l.locationCode}${l.batchNo ? ` 批次 ${l.batchNo}` : ''} ${QUALITY_LABEL[l.stockStatus] ?? ''}的`
        : '仓库中可用的合格'
      throw new BizError(`第 ${i + 1} 行：${where} ${l.skuCode} 可退 ${e.shortages[0]?.available ?? 0}，退货 ${l.qty}`, [
        { field: `lines.${i}.qty`, message: '库存不足' },
      ])
    }
  }
}

export const releaseReturn: Effect = async (ctx, row) => {
  for (const l of await linesOf(ctx, row as unknown as Return)) await release(ctx.tx, { docType: RETURN, lineId: l.id })
}

export const shipReturn: Effect = async (ctx, row) => {
  const r = row as unknown as Return
  await orderOf(ctx.tx, r.purchaseId, true)
  for (const l of await linesOf(ctx, r)) {
    await issue(ctx.tx, { docType: RETURN, docId: r.id, docNo: r.returnNo, lineId: l.id })
    const done = await ctx.tx.query(
      `UPDATE purchase_line SET returned_qty = returned_qty + $2::numeric, version = version + 1, updated_at = now()
        WHERE id = $1 AND returned_qty + $2::numeric <= received_qty RETURNING id`,
      [l.purchaseLineId, l.qty],
    )
    if (!done.rows[0]) throw new BizError(`${l.skuCode} 退货数量超过已入库未退的数量`)
    await postGoods(ctx.tx, {
      purchaseId: r.purchaseId,
      purchaseLineId: l.purchaseLineId,
      qty: l.qty,
      sourceType: SOURCE.return,
      sourceNo: r.returnNo,
      sourceLineId: l.id,
    })
  }
  await recomputeTotals(ctx.tx, r.purchaseId)
  await ctx.tx.query(`UPDATE purchase_return SET returned_at = now() WHERE id = $1`, [r.id])
}
