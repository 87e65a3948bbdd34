// The move's stock side, all through the stock module in the transition's transaction:
//   stockMove.hold     accept  — each line holds its quantity on its source row (holdRow, an
//                               allocation of document type move); a row that no longer has it
//                               refuses the accept, naming the line
//   stockMove.confirm  confirm — each line gives its hold back and moves the quantity to its target
//                               location in one go (posting (move, line, move, 0)); nobody can take
//                               it in between, the rows stay locked until the transaction ends
//   stockMove.release  close   — what a 待确认 move held is given back (a 新建 one holds nothing)
import type { Effect, HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { holdRow, move, release, StockShortage } from '../stock/index.ts'
import { MOVE } from './states.ts'

interface Move {
  id: number
  moveNo: string
}

interface Line {
  id: number
  balanceId: number
  toLocationId: number
  qty: number
  skuCode: string
  locationCode: string
}

async function linesOf(ctx: HandlerContext, m: Move): Promise<Line[]> {
  const lines = (
    await ctx.tx.query<Line>(
      `SELECT l.id, l.balance_id AS "balanceId", l.to_location_id AS "toLocationId", l.qty::float8 AS qty, s.code AS "skuCode", c.code AS "locationCode"
         FROM stock_move_line l JOIN sku s ON s.tenant_id = l.tenant_id AND s.id = l.sku_id
         JOIN location c ON c.tenant_id = l.tenant_id AND c.id = l.location_id
        WHERE l.move_id = $1 ORDER BY l.id`,
      [m.id],
    )
  ).rows
  if (!lines.length) throw new BizError(`移库单 ${m.moveNo} 没有明细`)
  return lines
}

export const holdMove: Effect = async (ctx, row) => {
  const m = row as unknown as Move
  for (const [i, l] of (await linesOf(ctx, m)).entries()) {
    try {
      await holdRow(ctx.tx, { docType: MOVE, docId: m.id }, l.id, l.balanceId, l.qty)
    } catch (e) {
      if (!(e instanceof StockShortage)) throw e
      const free = e.shortages[0]?.available ?? 0
      throw new BizError(`第 ${i + 1} 行（库位 ${l.locationCode}，${l.skuCode}）移库数量 ${l.qty} 超过可用数量 ${free}`, [
        { field: `lines.${i}.qty`, message: `移库数量超过可用数量 ${free}` },
      ])
    }
  }
}

export const confirmMove: Effect = async (ctx, row) => {
  const m = row as unknown as Move
  for (const l of await linesOf(ctx, m)) {
    await release(ctx.tx, { docType: MOVE, lineId: l.id })
    const r = await move(ctx.tx, { docType: MOVE, docId: m.id, docNo: m.moveNo, lineId: l.id }, l.balanceId, { locationId: l.toLocationId }, l.qty)
    if (r.toBalanceId) await ctx.tx.query(`UPDATE stock_move_line SET to_balance_id = $2 WHERE id = $1`, [l.id, r.toBalanceId])
  }
}

export const releaseMove: Effect = async (ctx, row) => {
  for (const l of await linesOf(ctx, row as unknown as Move)) await release(ctx.tx, { docType: MOVE, lineId: l.id })
}
