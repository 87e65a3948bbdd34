// The stock side of a loss report's transitions (effects of schemas/workflows/lossReport.yaml):
//   lossReport.hold      submit   — each line holds its quantity at its place (stock holdAt);
//                                   a place that no longer holds it refuses the submit, naming the line
//   lossReport.release   withdraw, reject — every hold of the report is given back
//   lossReport.writeOff  accept   — every line issues what it holds: on_hand and allocated fall
//                                   together, one posting per line keyed (lossReport, line, issue)
import type { Effect, HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { holdAt, issue, release, StockShortage, type StockStatus } from '../stock/index.ts'
import { shortText } from './validate.ts'
import { LOSS } from './states.ts'

interface Report {
  id: number
  lossNo: string
  storageId: number
  ownerId: number | null
}

interface Line {
  id: number
  skuId: number
  skuCode: string
  locationId: number
  locationCode: string
  stockStatus: StockStatus
  batchNo: string | null
  qty: number
}

async function linesOf(ctx: HandlerContext, r: Report): Promise<Line[]> {
  const lines = (
    await ctx.tx.query<Line>(
      `SELECT l.id, l.sku_id AS "skuId", s.code AS "skuCode", l.location_id AS "locationId", c.code AS "locationCode",
              l.stock_status AS "stockStatus", l.batch_no AS "batchNo", l.qty
         FROM loss_report_line l JOIN sku s ON s.tenant_id = l.tenant_id AND s.id = l.sku_id
         JOIN location c ON c.tenant_id = l.tenant_id AND c.id = l.location_id
        WHERE l.report_id = $1 ORDER BY l.id`,
      [r.id],
    )
  ).rows
  if (!lines.length) throw new BizError(`报损单 ${r.lossNo} 没有明细，不能提交`)
  return lines
}

export const holdReport: Effect = async (ctx, row) => {
  const r = row as unknown as Report
  for (const [i, l] of (await linesOf(ctx, r)).entries()) {
    try {
      await holdAt(
        ctx.tx,
        { docType: LOSS, docId: r.id },
        { lineId: l.id, storageId: r.storageId, locationId: l.locationId, skuId: l.skuId, stockStatus: l.stockStatus, ownerId: r.ownerId, batchNo: l.batchNo },
        Number(l.qty),
      )
    } catch (e) {
      if (!(e instanceof StockShortage)) throw e
      throw new BizError(shortText(i, l.locationCode, l.skuCode, l, Number(l.qty), e.shortages[0]?.available ?? 0), [
        { field: `lines.${i}.qty`, message: '报损数量超过可报损数量' },
      ])
    }
  }
}

export const releaseReport: Effect = async (ctx, row) => {
  for (const l of await linesOf(ctx, row as unknown as Report)) await release(ctx.tx, { docType: LOSS, lineId: l.id })
}

export const writeOffReport: Effect = async (ctx, row) => {
  const r = row as unknown as Report
  for (const l of await linesOf(ctx, r)) await issue(ctx.tx, { docType: LOSS, docId: r.id, docNo: r.lossNo, lineId: l.id })
}
