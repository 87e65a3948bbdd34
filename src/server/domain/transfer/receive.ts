// Receiving a shipped transfer, in one or several receipts:
//   /v1/warehouse/allocation/receiveDraft {id} — the form's start: every line still in transit, all
//     that is left, at the location where it waits (the target's default location)
//   /v1/warehouse/allocation/receive {id, version?, remark?, lines: [{lineId, toLocationId, qty}]} —
//     checked against what is in transit and the target's locations, then the workflow's receive
//     fires when nothing would stay in transit (→ 已完成), else receivePart (→ 部分调入)
//   transfer.receive (both transitions' effect) — each line's quantity moves from its 在途 row to
//     the chosen location with the line's quality, a new posting of the line each time (seq 1, 2, …
//     counted from the line's earlier postings: safe, the header is locked by the transition)
import type { Effect, HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { NOT_FOUND, STALE } from '../../crud/rows.ts'
import { labelOf } from '../../../config/workflow-states.ts'
import { read, write } from '../../kernel/define.ts'
import { refuse } from '../document-checks.ts'
import { move, type StockStatus } from '../stock/index.ts'
import { covers, round4 } from '../stock/qty.ts'
import { runTransition } from '../../workflow/run-transition.ts'
import { inTransit, linesOf, type Line, type Transfer } from './lines.ts'
import { mustWorkIn } from './scope.ts'
import { refreshTotals } from './write.ts'
import { PART_RECEIVED, SHIPPED, TRANSFER } from './states.ts'

interface Wanted {
  lineId: number
  toLocationId: number
  qty: number
}

export const receiveDraft = read(async (ctx) => {
  const id = ctx.payload.id as number
  const head = (
    await ctx.tx.query<{ id: number; version: number; toStorageId: number }>(
      `SELECT id, version, to_storage_id AS "toStorageId" FROM transfer_order WHERE id = $1`,
      [id],
    )
  ).rows[0]
  if (!head) throw new BizError(NOT_FOUND)
  const lines = await ctx.tx.query<{ lineId: number; toLocationId: number | null; qty: number }>(
    `SELECT l.id AS "lineId", b.location_id AS "toLocationId", l.shipped_qty - l.received_qty - l.lost_qty AS qty
       FROM transfer_order_line l LEFT JOIN stock_balance b ON b.tenant_id = l.tenant_id AND b.id = l.transit_balance_id
      WHERE l.transfer_id = $1 AND l.shipped_qty > l.received_qty + l.lost_qty ORDER BY l.id`,
    [id],
  )
  return { ...head, lines: lines.rows }
})

export const receiveTransfer = write(async (ctx) => {
  const p = ctx.payload as { id: number; version?: number; remark?: string; lines: Wanted[] }
  const head = (
    await ctx.tx.query<Transfer & { version: number }>(
      `SELECT id, transfer_no AS "transferNo", to_storage_id AS "toStorageId", status, version FROM transfer_order WHERE id = $1 FOR UPDATE`,
      [p.id],
    )
  ).rows[0]
  if (!head) throw new BizError(NOT_FOUND)
  // The state and version first, so a wrong state is not reported as a quantity not in transit.
  if (p.version !== undefined && p.version !== head.version) throw new BizError(STALE)
  if (![SHIPPED, PART_RECEIVED].includes(head.status)) throw new BizError(`当前状态“${labelOf(ctx.config, TRANSFER, head.status)}”不能执行“调入”`)
  await mustWorkIn(ctx, head.toStorageId, '调入这个仓库')
  const lines = await linesOf(ctx, head)
  await planReceipt(ctx, head, lines, p.lines)
  const { id, ...rest } = p
  return runTransition(ctx, TRANSFER, leavesNothing(lines, p.lines) ? 'receive' : 'receivePart', id, rest)
})

export const receiveEffect: Effect = async (ctx, row, payload) => {
  const t = row as unknown as Transfer
  const lines = await linesOf(ctx, t)
  for (const { line, toLocationId, qty } of await planReceipt(ctx, t, lines, (payload.lines as Wanted[] | undefined) ?? [])) {
    const seq = Number(
      (await ctx.tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM stock_posting WHERE doc_type = $1 AND line_id = $2`, [TRANSFER, line.id])).rows[0].n,
    )
    await move(
      ctx.tx,
      { docType: TRANSFER, docId: t.id, docNo: t.transferNo, lineId: line.id, seq },
      line.transitBalanceId!,
      { locationId: toLocationId, stockStatus: line.stockStatus as StockStatus },
      qty,
    )
    await ctx.tx.query(`UPDATE transfer_order_line SET received_qty = received_qty + $2::numeric WHERE id = $1`, [line.id, qty])
  }
  await refreshTotals(ctx, t.id)
}

/** The receipt, refused when a line is not the transfer's, asks more than is in transit, or names a location that is not an enabled one of the target. */
async function planReceipt(ctx: HandlerContext, t: Pick<Transfer, 'toStorageId'>, lines: Line[], wanted: Wanted[]) {
  if (!wanted.length) refuse('lines', '请至少填写一行调入明细')
  const byId = new Map(lines.map((l) => [Number(l.id), l]))
  const locs = await ctx.tx.query<{ id: number; storageId: number; code: string; status: number }>(
    `SELECT id, storage_id AS "storageId", code, status FROM location WHERE id = ANY($1::bigint[])`,
    [wanted.map((w) => w.toLocationId)],
  )
  const locations = new Map(locs.rows.map((l) => [Number(l.id), l]))
  const asked = new Map<number, number>()
  return wanted.map((w, i) => {
    const line = byId.get(w.lineId)
    if (!line) refuse(`lines.${i}.lineId`, '调拨明细不存在', `第 ${i + 1} 行不是该调拨单的明细`)
    const total = round4((asked.get(w.lineId) ?? 0) + w.qty)
    asked.set(w.lineId, total)
    const left = inTransit(line)
    if (!covers(left, total))
      refuse(`lines.${i}.qty`, `调入数量超过在途数量 ${left}`, `第 ${i + 1} 行（${line.skuCode}）调入数量 ${total} 超过在途数量 ${left}`)
    const at = locations.get(w.toLocationId)
    if (!at || Number(at.storageId) !== Number(t.toStorageId))
      refuse(`lines.${i}.toLocationId`, '调入库位不属于调入仓库', `第 ${i + 1} 行的调入库位不属于调入仓库`)
    if (at.status !== 1) refuse(`lines.${i}.toLocationId`, '调入库位已锁定或停用', `第 ${i + 1} 行的调入库位 ${at.code} 已锁定或停用`)
    return { line, toLocationId: w.toLocationId, qty: w.qty }
  })
}

/** Whether the receipt leaves nothing in transit (then the transfer is 已完成). */
const leavesNothing = (lines: Line[], wanted: Wanted[]) =>
  lines.every((l) =>
    covers(
      wanted.filter((w) => w.lineId === Number(l.id)).reduce((s, w) => s + w.qty, 0),
      inTransit(l),
    ),
  )
