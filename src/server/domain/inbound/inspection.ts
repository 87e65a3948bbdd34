// Inspection (质检) of a stock-in received as 待检: every 待检 line is decided whole —
// qualified goods become 合格 (and can be shelved), unqualified become 不合格 where they are,
// rejected goods leave stock (returned to the supplier). One posting per part, so nothing is
// counted twice; the stock-in then waits for shelving.
import { get } from '../../crud/read.ts'
import { BizError } from '../../kernel/errors.ts'
import { nextDocNo } from '../../crud/numbering.ts'
import { adjust, move, STOCK_STATUS } from '../stock/index.ts'
import { round4 } from '../stock/qty.ts'
import { inspectionResults, saveInspectionResults, type ResultInput } from './inspection-results.ts'
import { lockStockIn, receivedKey, stockInLines } from './stock-in-lines.ts'
import { read, write } from '../../kernel/define.ts'

interface Decision {
  stockInLineId: number
  qualifiedQty?: number
  unqualifiedQty?: number
  rejectedQty?: number
  remark?: string
}

const WAITING_INSPECTION = 0
const WAITING_SHELVING = 10

export const submitInspection = write(async (ctx) => {
  const p = ctx.payload as { stockInId: number; projectIds?: number[]; results?: ResultInput[]; report?: string; remark?: string; lines: Decision[] }
  const head = await lockStockIn(ctx.tx, p.stockInId)
  if (head.status !== WAITING_INSPECTION) throw new BizError(`入库单 ${head.stockInNo} 不是待质检状态`)
  const waiting = (await stockInLines(ctx.tx, head.id)).filter((l) => l.stockStatus === STOCK_STATUS.qc)
  const byLine = new Map(p.lines.map((d) => [d.stockInLineId, d]))
  for (const d of p.lines) if (!waiting.some((l) => l.id === d.stockInLineId)) throw new BizError(`明细 ${d.stockInLineId} 不是该入库单的待检明细`)
  for (const l of waiting) {
    const d = byLine.get(l.id)
    const decided = round4((d?.qualifiedQty ?? 0) + (d?.unqualifiedQty ?? 0) + (d?.rejectedQty ?? 0))
    if (decided !== l.qty) throw new BizError(`${l.skuCode} 送检 ${l.qty}，合格、不合格与拒收合计 ${decided}，两者须相等`)
  }
  const inspectionNo = await nextDocNo(ctx, 'inspection')
  const user = ctx.session!.userId
  const id = (
    await ctx.tx.query<{ id: number }>(
      `INSERT INTO inspection (tenant_id, inspection_no, stock_in_id, storage_id, project_ids, status, report, remark, created_by, updated_by)
     VALUES (app_tenant_id(), $1, $2, $3, $4::jsonb, 10, $5, $6, $7, $7) RETURNING id`,
      [inspectionNo, head.id, head.storageId, JSON.stringify(p.projectIds ?? []), p.report ?? null, p.remark ?? null, user],
    )
  ).rows[0].id
  const judged = await saveInspectionResults(ctx.tx, id, p.results ?? [], user)
  if (judged.length)
    await ctx.tx.query(`UPDATE inspection SET project_ids = $2::jsonb WHERE id = $1`, [id, JSON.stringify([...new Set([...(p.projectIds ?? []), ...judged])])])
  for (const l of waiting) {
    const d = byLine.get(l.id)!
    const [ok, bad, rejected] = [d.qualifiedQty ?? 0, d.unqualifiedQty ?? 0, d.rejectedQty ?? 0]
    const lineId = (
      await ctx.tx.query<{ id: number }>(
        `INSERT INTO inspection_line (tenant_id, inspection_id, stock_in_line_id, sku_id, qty, qualified_qty, unqualified_qty, rejected_qty, remark, created_by, updated_by)
       VALUES (app_tenant_id(), $1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`,
        [id, l.id, l.skuId, l.qty, ok, bad, rejected, d.remark ?? null, user],
      )
    ).rows[0].id
    const ref = (seq: number) => ({ docType: 'inspection', docId: id, docNo: inspectionNo, lineId, seq })
    const qc = receivedKey(head, l, STOCK_STATUS.qc)
    if (ok > 0) await move(ctx.tx, ref(1), qc, { stockStatus: STOCK_STATUS.normal }, ok)
    if (bad > 0) await move(ctx.tx, ref(2), qc, { stockStatus: STOCK_STATUS.damaged }, bad)
    if (rejected > 0) await adjust(ctx.tx, ref(3), qc, -rejected)
    await ctx.tx.query(`UPDATE stock_in_line SET qualified_qty = qualified_qty + $2::numeric, version = version + 1, updated_at = now() WHERE id = $1`, [
      l.id,
      ok,
    ])
  }
  await ctx.tx.query(
    `UPDATE inspection i SET qualified_qty = t.ok, unqualified_qty = t.bad, rejected_qty = t.rej
       FROM (SELECT sum(qualified_qty) AS ok, sum(unqualified_qty) AS bad, sum(rejected_qty) AS rej FROM inspection_line WHERE inspection_id = $1) t WHERE i.id = $1`,
    [id],
  )
  await ctx.tx.query(`UPDATE stock_in SET status = $2, version = version + 1, updated_at = now() WHERE id = $1`, [head.id, WAITING_SHELVING])
  return { id, inspectionNo }
})

/** An inspection with its lines and project results: the detail, the report page and the print. */
export const inspectionReport = read(async (ctx) => {
  const head = (await get.run(ctx)) as Record<string, unknown>
  return { ...head, results: await inspectionResults(ctx.tx, ctx.payload.id) }
})
