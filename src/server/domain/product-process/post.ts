// The order's stock side, all through the stock module in the transition's transaction:
//   productProcess.hold     accept — every source line (消耗) is allocated on normal stock of the
//                                    warehouse (and owner, when chosen), FEFO (never frozen, 待检, expired or
//                                    locked stock); a shortage refuses the accept naming each short
//                                    line, and says how much of it is frozen
//   productProcess.finish   finish — each source line issues what it holds (posting (process, line,
//                                    issue)) and each target line (产出) is received at the order's
//                                    location as 合格 stock of the order's owner (none: no owner), batch = the order's number
//                                    (posting (process, line, receive)); both or neither
//   productProcess.release  cancel — what a started order held is given back
import type { Effect, HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { allocate, issue, receive, release, STOCK_STATUS, StockShortage } from '../stock/index.ts'
import { PROCESS, SOURCE, TARGET } from './states.ts'

interface Order {
  id: number
  processNo: string
  storageId: number
  ownerId: number | null
  locationId: number
}

interface Line {
  id: number
  role: number
  skuId: number
  skuCode: string
  qty: number
}

async function linesOf(ctx: HandlerContext, o: Order): Promise<Line[]> {
  const lines = (
    await ctx.tx.query<Line>(
      `SELECT l.id, l.role, l.sku_id AS "skuId", s.code AS "skuCode", l.qty::float8 AS qty
         FROM product_process_line l JOIN sku s ON s.tenant_id = l.tenant_id AND s.id = l.sku_id
        WHERE l.process_id = $1 ORDER BY l.role, l.id`,
      [o.id],
    )
  ).rows
  if (!lines.some((l) => l.role === SOURCE) || !lines.some((l) => l.role === TARGET)) throw new BizError(`加工单 ${o.processNo} 没有明细`)
  return lines
}

export const holdSources: Effect = async (ctx, row) => {
  const o = row as unknown as Order
  const sources = (await linesOf(ctx, o)).filter((l) => l.role === SOURCE)
  try {
    await allocate(
      ctx.tx,
      { docType: PROCESS, docId: o.id },
      // No owner chosen: any owner's stock (undefined; null would mean stock of no owner).
      sources.map((l) => ({ lineId: l.id, storageId: o.storageId, skuId: l.skuId, ownerId: o.ownerId ?? undefined, qty: l.qty })),
    )
  } catch (e) {
    if (!(e instanceof StockShortage)) throw e
    const frozen = await frozenOf(ctx, o, sources)
    const short = e.shortages.map((s) => {
      const l = sources.find((x) => x.id === s.lineId)!
      const f = frozen.get(l.skuId)
      return `${l.skuCode} 需要 ${s.requested}，可用 ${s.available}${f ? `（另有冻结 ${f}，解冻后才能使用）` : ''}`
    })
    throw new BizError(`库存不足，不能开始加工：${short.join('；')}`)
  }
}

/** Frozen stock of the sources' SKUs in the order's warehouse (and owner): why stock that is there is not available. */
async function frozenOf(ctx: HandlerContext, o: Order, lines: Line[]): Promise<Map<number, number>> {
  const r = await ctx.tx.query<{ skuId: number; qty: number }>(
    `SELECT sku_id AS "skuId", sum(on_hand)::float8 AS qty FROM stock_balance
      WHERE storage_id = $1 AND ($2::bigint IS NULL OR owner_id = $2) AND stock_status = $3 AND sku_id = ANY($4::bigint[]) AND on_hand > 0 GROUP BY sku_id`,
    [o.storageId, o.ownerId, STOCK_STATUS.frozen, lines.map((l) => l.skuId)],
  )
  return new Map(r.rows.map((x) => [Number(x.skuId), Number(x.qty)]))
}

export const finishProcess: Effect = async (ctx, row) => {
  const o = row as unknown as Order
  const ref = (l: Line) => ({ docType: PROCESS, docId: o.id, docNo: o.processNo, lineId: l.id })
  const lines = await linesOf(ctx, o)
  for (const l of lines.filter((x) => x.role === SOURCE)) await issue(ctx.tx, ref(l))
  for (const l of lines.filter((x) => x.role === TARGET))
    await receive(
      ctx.tx,
      ref(l),
      { storageId: o.storageId, locationId: o.locationId, skuId: l.skuId, ownerId: o.ownerId, batchNo: o.processNo, stockStatus: STOCK_STATUS.normal },
      l.qty,
    )
  await ctx.tx.query(`UPDATE product_process SET finished_at = now() WHERE id = $1`, [o.id])
}

export const releaseSources: Effect = async (ctx, row) => {
  for (const l of await linesOf(ctx, row as unknown as Order)) if (l.role === SOURCE) await release(ctx.tx, { docType: PROCESS, lineId: l.id })
}
