// The stock side of a detection order's transitions (effects of schemas/workflows/detectionOrder.yaml):
//   detectionOrder.hold     submit — every project must be judged; the inspected quantity is held
//                                    on the order's stock row (stock holdRow, line = the order)
//   detectionOrder.release  withdraw, reject — the hold is given back
//   detectionOrder.post     accept — the hold is given back and, when the conclusion differs from
//                                    the row's quality, the quantity moves 合格 ⇄ 不合格 at the same
//                                    place (one posting keyed (detectionOrder, order, move))
import type { Effect } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { holdRow, move, release, StockShortage } from '../stock/index.ts'
import { DETECTION, qualityOf } from './states.ts'

interface Order {
  id: number
  detectionNo: string
  balanceId: number
  stockStatus: number
  qty: number
  result: number | null
}

export const holdOrder: Effect = async (ctx, row) => {
  const o = row as unknown as Order
  const open = (
    await ctx.tx.query<{ name: string }>(
      `SELECT j.name FROM detection_order_result r JOIN inspect_project j ON j.tenant_id = r.tenant_id AND j.id = r.project_id
        WHERE r.order_id = $1 AND r.passed IS NULL ORDER BY j.sort_no, j.code LIMIT 1`,
      [o.id],
    )
  ).rows[0]
  if (open) throw new BizError(`请先填写检测项目「${open.name}」的检测结果，再提交审核`)
  if (o.result === null) throw new BizError(`检测单 ${o.detectionNo} 没有检测结果，不能提交`)
  try {
    await holdRow(ctx.tx, { docType: DETECTION, docId: o.id }, o.id, o.balanceId, Number(o.qty))
  } catch (e) {
    if (!(e instanceof StockShortage)) throw e
    throw new BizError(`检测单 ${o.detectionNo} 的受检库存只剩可用 ${e.shortages[0]?.available ?? 0}，少于检测数量 ${o.qty}，请修改后再提交`, [
      { field: 'qty', message: '检测数量超过可用数量' },
    ])
  }
}

export const releaseOrder: Effect = async (ctx, row) => {
  await release(ctx.tx, { docType: DETECTION, lineId: (row as unknown as Order).id })
}

export const postOrder: Effect = async (ctx, row) => {
  const o = row as unknown as Order
  await release(ctx.tx, { docType: DETECTION, lineId: o.id })
  const to = qualityOf(Number(o.result))
  if (to === Number(o.stockStatus)) return
  const r = await move(ctx.tx, { docType: DETECTION, docId: o.id, docNo: o.detectionNo, lineId: o.id }, o.balanceId, { stockStatus: to }, Number(o.qty))
  if (r.toBalanceId) await ctx.tx.query(`UPDATE detection_order SET result_balance_id = $2 WHERE id = $1`, [o.id, r.toBalanceId])
}
