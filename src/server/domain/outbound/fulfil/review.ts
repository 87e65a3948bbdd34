// Review (check, 复核): the scanner page opens an order by its number (or by its wave's pick
// list number when that wave holds one order to review), then counts each scanned item against
// the order's picked lines. A SKU not on the order, or more than was picked, is refused; a
// scan's key (made by the page) is taken once, so a scanner reading twice counts once. When
// every picked unit is counted the order can be finished (复核完成 → 待打包).
import { Reply, type HandlerContext } from '../../../kernel/handler.ts'
import { BizError } from '../../../kernel/errors.ts'
import { runTransition } from '../../../workflow/run-transition.ts'
import { covers, round4 } from '../../stock/qty.ts'
import { skuOfCode } from '../../inbound/receiving.ts'
import { headerOf, linesOf, lockOrderFor, ORDER_STATUS, orderIdOfNo, WORKFLOW } from './order.ts'
import { read, write } from '../../../kernel/define.ts'

/** An order by id, by order no., or by a wave no. that holds exactly one order in the wanted state. */
export async function resolveOrder(ctx: HandlerContext, p: { id?: number; code?: string }, waveState: number): Promise<number> {
  if (p.id) return p.id
  const code = (p.code ?? '').trim()
  if (!code) throw new BizError('请扫描或输入单号')
  const byNo = await orderIdOfNo(ctx, code)
  if (byNo) return byNo
  const wave = (await ctx.tx.query<{ id: number }>(`SELECT id FROM wave WHERE wave_no = $1`, [code])).rows[0]
  if (!wave) throw new BizError(`没有单号为 ${code} 的订单或波次`)
  const orders = (
    await ctx.tx.query<{ id: number; orderNo: string }>(`SELECT id, order_no AS "orderNo" FROM out_order WHERE wave_id = $1 AND status = $2 ORDER BY id`, [
      wave.id,
      waveState,
    ])
  ).rows
  if (!orders.length) throw new BizError(`波次 ${code} 没有“${ctx.config.workflows[WORKFLOW]?.states[String(waveState)]?.label}”的订单`)
  if (orders.length > 1) throw new BizError(`波次 ${code} 有 ${orders.length} 个订单待处理（${orders.map((o) => o.orderNo).join('、')}），请扫描订单号`)
  return orders[0].id
}

/** /v1/out/review/lookup {id | code}: the order with its lines, for the review page. */
export const reviewLookup = read(async (ctx) => {
  const id = await resolveOrder(ctx, ctx.payload, ORDER_STATUS.toReview)
  return { ...(await headerOf(ctx, id)), lines: await linesOf(ctx, id) }
})

interface ScanPayload {
  orderId: number
  code: string
  qty?: number
  scanKey: string
}

interface ScanLine {
  id: number
  pickedQty: number
  reviewedQty: number
  skuCode: string
  productName: string
}

/**
 * /v1/out/review/scan: one scan counted against the order's picked lines. The hot path of the
 * review page (one call per item scanned): the lines are read with their SKU code and product
 * name in the query that locks them; the scan's key, the line's and the order's counts are
 * written in one statement whose RETURNING answers the progress — four statements a scan
 * (order, SKU, lines, write) where there were seven.
 */
export const reviewScan = write(async (ctx) => {
  const p = ctx.payload as ScanPayload
  const qty = p.qty ?? 1
  const o = await lockOrderFor(ctx, p.orderId, [ORDER_STATUS.toReview], '复核')
  const skuId = await skuOfCode(ctx, p.code.trim())
  const lines = (
    await ctx.tx.query<ScanLine>(
      `SELECT l.id, l.picked_qty AS "pickedQty", l.reviewed_qty AS "reviewedQty", s.code AS "skuCode", pr.name AS "productName"
       FROM out_order_line l
       JOIN sku s ON s.tenant_id = l.tenant_id AND s.id = l.sku_id
       JOIN product pr ON pr.tenant_id = s.tenant_id AND pr.id = s.product_id
      WHERE l.order_id = $1 AND l.sku_id = $2 ORDER BY l.id FOR UPDATE OF l`,
      [o.id, skuId],
    )
  ).rows
  if (!lines.length) throw new BizError(`商品 ${p.code} 不在订单 ${o.orderNo} 中`)
  const line = lines.find((l) => covers(l.pickedQty - l.reviewedQty, qty)) ?? lines.find((l) => !covers(l.reviewedQty, l.pickedQty)) ?? lines[0]
  const userId = ctx.session?.userId ?? null
  if (!covers(line.pickedQty - line.reviewedQty, qty)) {
    // A scanner's double read of the last unit is a duplicate, not an over-count.
    if (!(await ctx.tx.query(`SELECT 1 FROM out_review_scan WHERE scan_key = $1`, [p.scanKey])).rows[0])
      throw new BizError(`超出订单数量：${p.code} 应复核 ${line.pickedQty}，已复核 ${line.reviewedQty}，本次 ${qty}`)
    return duplicate(ctx, o.id, line)
  }
  // The scan taken once (its key), then the line's and the order's counts, in one statement.
  const r = (
    await ctx.tx.query<{ taken: boolean; linePicked: number; lineReviewed: number; pickedQty: number; reviewedQty: number }>(
      `WITH ins AS (
       INSERT INTO out_review_scan (tenant_id, scan_key, order_id, order_line_id, code, qty, created_by, updated_by)
       VALUES (app_tenant_id(), $1, $2, $3, $4, $5::numeric, $6, $6) ON CONFLICT (tenant_id, scan_key) DO NOTHING RETURNING id),
     l AS (
       UPDATE out_order_line SET reviewed_qty = reviewed_qty + $5::numeric, version = version + 1, updated_at = now()
        WHERE id = $3 AND EXISTS (SELECT 1 FROM ins) RETURNING picked_qty, reviewed_qty),
     o AS (
       UPDATE out_order SET reviewed_qty = reviewed_qty + $5::numeric, version = version + 1, updated_at = now()
        WHERE id = $2 AND EXISTS (SELECT 1 FROM ins) RETURNING picked_qty, reviewed_qty)
     SELECT EXISTS (SELECT 1 FROM ins) AS taken, l.picked_qty AS "linePicked", l.reviewed_qty AS "lineReviewed", o.picked_qty AS "pickedQty", o.reviewed_qty AS "reviewedQty"
       FROM (SELECT 1) one LEFT JOIN l ON true LEFT JOIN o ON true`,
      [p.scanKey, o.id, line.id, p.code, qty, userId],
    )
  ).rows[0]
  if (!r.taken) return duplicate(ctx, o.id, line)
  const after = { pickedQty: r.linePicked, reviewedQty: r.lineReviewed }
  const head = { pickedQty: r.pickedQty, reviewedQty: r.reviewedQty }
  return { duplicate: false, message: `已复核 ${qty}`, ...progress(line, after, head) }
})

interface Counts {
  pickedQty: number
  reviewedQty: number
}

async function duplicate(ctx: HandlerContext, orderId: number, line: ScanLine) {
  const head = (await ctx.tx.query<Counts>(`SELECT picked_qty AS "pickedQty", reviewed_qty AS "reviewedQty" FROM out_order WHERE id = $1`, [orderId])).rows[0]
  return { duplicate: true, message: '重复扫描，已忽略', ...progress(line, line, head) }
}

/** The scanned line and the order's totals (the header's picked and reviewed are the sums of its lines). */
function progress(line: ScanLine, counts: Counts, head: Counts) {
  const picked = round4(Number(head.pickedQty))
  const reviewed = round4(Number(head.reviewedQty))
  return {
    line: { skuCode: line.skuCode, productName: line.productName, pickedQty: counts.pickedQty, reviewedQty: counts.reviewedQty },
    pickedQty: picked,
    reviewedQty: reviewed,
    complete: covers(reviewed, picked),
  }
}

/** /v1/out/review/finish {id}: every picked unit counted → 待打包. */
export const reviewFinish = write(async (ctx) => {
  const o = await lockOrderFor(ctx, ctx.payload.id, [ORDER_STATUS.toReview], '复核完成')
  const open = (
    await ctx.tx.query<{ skuCode: string; pickedQty: number; reviewedQty: number }>(
      `SELECT s.code AS "skuCode", l.picked_qty AS "pickedQty", l.reviewed_qty AS "reviewedQty"
       FROM out_order_line l JOIN sku s ON s.tenant_id = l.tenant_id AND s.id = l.sku_id
      WHERE l.order_id = $1 AND l.reviewed_qty < l.picked_qty ORDER BY l.id`,
      [o.id],
    )
  ).rows
  if (open.length) throw new BizError(`还有商品未复核：${open.map((l) => `${l.skuCode} 差 ${round4(l.pickedQty - l.reviewedQty)}`).join('；')}`)
  await runTransition(ctx, WORKFLOW, 'reviewFinish', o.id)
  return new Reply({ id: o.id }, `订单 ${o.orderNo} 复核完成`)
})

/** /v1/out/review/reset {id}: start the count of a 待复核 order again (a miscount). */
export const reviewReset = write(async (ctx) => {
  const o = await lockOrderFor(ctx, ctx.payload.id, [ORDER_STATUS.toReview], '重新复核')
  await ctx.tx.query(`UPDATE out_order_line SET reviewed_qty = 0, version = version + 1, updated_at = now() WHERE order_id = $1`, [o.id])
  await ctx.tx.query(`UPDATE out_order SET reviewed_qty = 0, version = version + 1, updated_at = now() WHERE id = $1`, [o.id])
  return new Reply({ id: o.id }, `订单 ${o.orderNo} 的复核数量已清零，请重新扫描`)
})
