// The freeze's postings, all through the stock module in the transition's transaction:
// freeze (新建 → 已冻结) moves each line's quantity from its 合格 row to the same key with status
// 冻结, posting (stockFrozen, line, move, seq 0); unfreeze moves quantities back, each a new
// posting of the line (seq 1, 2, … counted from the line's earlier postings, safe because the
// freeze row is locked by the transition). A retried posting with a taken key changes nothing.
import type { Effect, HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { refuse } from '../document-checks.ts'
import { move, STOCK_STATUS } from '../stock/index.ts'
import { covers, round4 } from '../stock/qty.ts'
import { checkFrozen } from './validate.ts'
import { refreshTotals } from './write.ts'
import { FROZEN } from './states.ts'

interface Line {
  id: number
  balanceId: number
  frozenBalanceId: number | null
  qty: number
  unfrozenQty: number
  skuCode: string
}

const linesOf = async (ctx: HandlerContext, id: number) =>
  (
    await ctx.tx.query<Line>(
      `SELECT l.id, l.balance_id AS "balanceId", l.frozen_balance_id AS "frozenBalanceId", l.qty::float8 AS qty, l.unfrozen_qty::float8 AS "unfrozenQty", s.code AS "skuCode"
         FROM stock_frozen_line l JOIN sku s ON s.tenant_id = l.tenant_id AND s.id = l.sku_id WHERE l.frozen_id = $1 ORDER BY l.id FOR UPDATE OF l`,
      [id],
    )
  ).rows

export const freeze: Effect = async (ctx, row) => {
  const f = row as { id: number; frozenNo: string; storageId: number; ownerId: number | null }
  const lines = await linesOf(ctx, f.id)
  // Stock may have been allocated since the freeze was saved: checked again, naming the line.
  await checkFrozen(ctx.tx, { storageId: f.storageId, ownerId: f.ownerId, lines })
  for (const l of lines) {
    const r = await move(ctx.tx, { docType: FROZEN, docId: f.id, docNo: f.frozenNo, lineId: l.id }, l.balanceId, { stockStatus: STOCK_STATUS.frozen }, l.qty)
    if (r.toBalanceId) await ctx.tx.query(`UPDATE stock_frozen_line SET frozen_balance_id = $2 WHERE id = $1`, [l.id, r.toBalanceId])
  }
}

/** payload.lines [{lineId, qty}] unfreezes those quantities; without lines, all that is left. */
export const unfreeze: Effect = async (ctx, row, payload) => {
  const f = row as { id: number; frozenNo: string }
  const lines = await linesOf(ctx, f.id)
  const wanted = payload.lines as { lineId: number; qty: number }[] | undefined
  const plan = wanted ? planPart(lines, wanted) : lines.map((l) => ({ line: l, qty: round4(l.qty - l.unfrozenQty) })).filter((x) => x.qty > 0)
  for (const { line, qty } of plan) {
    if (!line.frozenBalanceId) throw new BizError(`冻结单 ${f.frozenNo} 的明细没有冻结库存，不能解冻`)
    const seq = Number(
      (await ctx.tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM stock_posting WHERE doc_type = $1 AND line_id = $2`, [FROZEN, line.id])).rows[0].n,
    )
    await move(
      ctx.tx,
      { docType: FROZEN, docId: f.id, docNo: f.frozenNo, lineId: line.id, seq },
      line.frozenBalanceId,
      { stockStatus: STOCK_STATUS.normal },
      qty,
    )
    await ctx.tx.query(`UPDATE stock_frozen_line SET unfrozen_qty = unfrozen_qty + $2::numeric WHERE id = $1`, [line.id, qty])
  }
  await refreshTotals(ctx, f.id)
}

/** The part to unfreeze, refused when a line is not the freeze's or asks more than is still frozen. */
export function planPart(lines: Line[], wanted: { lineId: number; qty: number }[]): { line: Line; qty: number }[] {
  const byId = new Map(lines.map((l) => [Number(l.id), l]))
  const asked = new Map<number, number>()
  return wanted.map((w, i) => {
    const line = byId.get(w.lineId)
    if (!line) refuse(`lines.${i}.lineId`, '冻结明细不存在', `第 ${i + 1} 行不是该冻结单的明细`)
    const total = round4((asked.get(w.lineId) ?? 0) + w.qty)
    asked.set(w.lineId, total)
    const left = round4(line.qty - line.unfrozenQty)
    if (!covers(left, total))
      refuse(`lines.${i}.qty`, `解冻数量超过冻结数量 ${left}`, `第 ${i + 1} 行（${line.skuCode}）解冻数量 ${total} 超过尚冻结的数量 ${left}`)
    return { line, qty: w.qty }
  })
}

/** Whether the part leaves nothing frozen (then the freeze becomes 已解冻). */
export const leavesNothing = (lines: Line[], wanted: { lineId: number; qty: number }[]) =>
  lines.every((l) =>
    covers(
      wanted.filter((w) => w.lineId === Number(l.id)).reduce((s, w) => s + w.qty, 0),
      round4(l.qty - l.unfrozenQty),
    ),
  )

export { linesOf }
