// Waves (create-waves, sorting-list): 已分配 orders of one warehouse grouped to be picked
// together — by carrier, by delivery area, cut by a size limit, or as chosen by hand. Each
// order goes into one wave; the wave gets one pick line per open allocation of its orders'
// lines (location, lot, balance row), numbered in the locations' pick order then code; the
// orders become 拣货中. A wave can be cancelled until picking starts: its orders go back to
// 已分配 and its pick lines are removed (nothing was picked).
import { Reply, type HandlerContext } from '../../../kernel/handler.ts'
import { BizError } from '../../../kernel/errors.ts'
import { runTransition } from '../../../workflow/run-transition.ts'
import { nextDocNo } from '../../../crud/numbering.ts'
import { CANCEL_PENDING, DOC_TYPE, lockOrders, ORDER_STATUS, WORKFLOW, type FulfilOrder } from './order.ts'
import { write } from '../../../kernel/define.ts'

export const WAVE_STATUS = { waiting: 0, picking: 10, done: 20, cancelled: 90 } as const
const GROUP = { carrier: 1, area: 2, size: 3, manual: 9 } as const

interface WavePayload {
  ids?: number[]
  storageId?: number
  groupBy: number
  maxOrders?: number
  remark?: string
}

/** /v1/out/wave/create: waves of the chosen orders, or of every 已分配 order of a warehouse. */
export const createWaves = write(async (ctx) => {
  const p = ctx.payload as WavePayload
  const orders = await candidates(ctx, p)
  const max = p.maxOrders ?? (p.groupBy === GROUP.manual ? 500 : 20)
  const made: { id: number; waveNo: string; orderCount: number }[] = []
  for (const group of groupOrders(orders, p.groupBy, max)) made.push(await makeWave(ctx, group, p))
  const summary = `已生成 ${made.length} 个波次：${made.map((w) => `${w.waveNo}（${w.orderCount} 单）`).join('，')}`
  return new Reply({ waves: made, summary }, summary)
})

async function candidates(ctx: HandlerContext, p: WavePayload): Promise<FulfilOrder[]> {
  if (p.ids?.length) {
    const orders = await lockOrders(ctx, p.ids)
    const wrong = orders.filter((o) => o.status !== ORDER_STATUS.allocated)
    if (wrong.length) throw new BizError(`只有“已分配”的订单可以生成波次：${wrong.map((o) => o.orderNo).join('、')} 不是`)
    return orders
  }
  const storageId = p.storageId ?? ctx.session?.storageId
  if (!storageId) throw new BizError('请选择仓库（或先在右上角切换当前仓库）')
  const ids = (
    await ctx.tx.query<{ id: number }>(`SELECT id FROM out_order WHERE storage_id = $1 AND status = $2`, [storageId, ORDER_STATUS.allocated])
  ).rows.map((r) => r.id)
  if (!ids.length) throw new BizError('该仓库没有可生成波次的已分配订单')
  return lockOrders(ctx, ids)
}

/** Orders in waves: one warehouse per wave, then the grouping key, urgent and early orders first, at most max per wave. */
export function groupOrders(orders: FulfilOrder[], groupBy: number, max: number): FulfilOrder[][] {
  const keyOf = (o: FulfilOrder) => `${o.storageId}|${groupBy === GROUP.carrier ? (o.carrierId ?? '') : groupBy === GROUP.area ? (o.areaName ?? '') : ''}`
  const groups = new Map<string, FulfilOrder[]>()
  const sorted = [...orders].sort((a, b) => b.priority - a.priority || a.id - b.id)
  for (const o of sorted) groups.set(keyOf(o), [...(groups.get(keyOf(o)) ?? []), o])
  const out: FulfilOrder[][] = []
  for (const g of groups.values()) for (let i = 0; i < g.length; i += max) out.push(g.slice(i, i + max))
  return out
}

async function makeWave(ctx: HandlerContext, orders: FulfilOrder[], p: WavePayload) {
  const waveNo = await nextDocNo(ctx, 'wave')
  const ids = orders.map((o) => o.id)
  const wave = (
    await ctx.tx.query<{ id: number }>(
      `INSERT INTO wave (tenant_id, wave_no, storage_id, group_by, status, order_count, remark, created_by, updated_by)
     VALUES (app_tenant_id(), $1, $2, $3, 0, $4, $5, $6, $6) RETURNING id`,
      [waveNo, orders[0].storageId, p.groupBy, orders.length, p.remark ?? null, ctx.session?.userId ?? null],
    )
  ).rows[0]
  // One pick line per open allocation, numbered in the walk order of the warehouse.
  const lines = await ctx.tx.query<{ n: number }>(
    `WITH src AS (
       SELECT ol.order_id, a.line_id, b.sku_id, b.location_id, b.batch_no, a.balance_id, a.qty, loc.pick_order, loc.code, a.id AS alloc_id
         FROM stock_allocation a
         JOIN out_order_line ol ON ol.tenant_id = a.tenant_id AND ol.id = a.line_id
         JOIN stock_balance b ON b.tenant_id = a.tenant_id AND b.id = a.balance_id
         JOIN location loc ON loc.tenant_id = b.tenant_id AND loc.id = b.location_id
        WHERE a.doc_type = $2 AND a.status = 1 AND ol.order_id = ANY($3::bigint[]))
     INSERT INTO pick_line (tenant_id, wave_id, order_id, order_line_id, sku_id, location_id, batch_no, balance_id, pick_order, qty, created_by, updated_by)
     SELECT app_tenant_id(), $1, order_id, line_id, sku_id, location_id, batch_no, balance_id,
            row_number() OVER (ORDER BY pick_order NULLS LAST, code, order_id, line_id, alloc_id), qty, $4, $4
       FROM src ORDER BY pick_order NULLS LAST, code, order_id, line_id, alloc_id
     RETURNING 1 AS n`,
    [wave.id, DOC_TYPE, ids, ctx.session?.userId ?? null],
  )
  const empty = (
    await ctx.tx.query<{ orderNo: string }>(
      `SELECT o.order_no AS "orderNo" FROM out_order o WHERE o.id = ANY($1::bigint[]) AND NOT EXISTS (SELECT 1 FROM pick_line p WHERE p.wave_id = $2 AND p.order_id = o.id)`,
      [ids, wave.id],
    )
  ).rows
  if (empty.length) throw new BizError(`订单 ${empty.map((o) => o.orderNo).join('、')} 没有已分配的库存，不能生成波次`)
  await ctx.tx.query(`UPDATE wave SET total_qty = (SELECT COALESCE(sum(qty), 0) FROM pick_line WHERE wave_id = $1) WHERE id = $1`, [wave.id])
  await ctx.tx.query(`UPDATE out_order SET wave_id = $1 WHERE id = ANY($2::bigint[])`, [wave.id, ids])
  for (const o of orders) await runTransition(ctx, WORKFLOW, 'wave', o.id, { remark: `波次 ${waveNo}` })
  return { id: wave.id, waveNo, orderCount: orders.length, pickLines: lines.rows.length }
}

export interface WaveRow {
  id: number
  waveNo: string
  status: number
  storageId: number
}

export async function lockWave(ctx: HandlerContext, id: number): Promise<WaveRow> {
  const w = (await ctx.tx.query<WaveRow>(`SELECT id, wave_no AS "waveNo", status, storage_id AS "storageId" FROM wave WHERE id = $1 FOR UPDATE`, [id])).rows[0]
  if (!w) throw new BizError('波次不存在或已被删除')
  return w
}

/** /v1/out/wave/cancel {id}: only a wave not started; its orders go back to 已分配. */
export const cancelWave = write(async (ctx) => {
  const w = await lockWave(ctx, ctx.payload.id)
  if (w.status === WAVE_STATUS.cancelled) throw new BizError(`波次 ${w.waveNo} 已取消`)
  if (w.status !== WAVE_STATUS.waiting) throw new BizError(`波次 ${w.waveNo} 已开始拣货，不能取消`)
  const orders = (
    await ctx.tx.query<{ id: number; orderNo: string; cancelStatus: number }>(
      `SELECT id, order_no AS "orderNo", cancel_status AS "cancelStatus" FROM out_order WHERE wave_id = $1 AND status = $2 ORDER BY id FOR UPDATE`,
      [w.id, ORDER_STATUS.picking],
    )
  ).rows
  // An order whose cancellation awaits approval stays as it is: back at 已分配 the approval could no longer cancel it.
  const held = orders.filter((o) => o.cancelStatus === CANCEL_PENDING)
  if (held.length) throw new BizError(`波次 ${w.waveNo} 中订单 ${held.map((o) => o.orderNo).join('、')} 正在取消审批，审批结束前不能取消波次`)
  await ctx.tx.query(`DELETE FROM pick_line WHERE wave_id = $1`, [w.id])
  await ctx.tx.query(`UPDATE out_order SET wave_id = NULL WHERE wave_id = $1`, [w.id])
  for (const o of orders) await runTransition(ctx, WORKFLOW, 'unwave', o.id, { remark: `取消波次 ${w.waveNo}` })
  await ctx.tx.query(`UPDATE wave SET status = $2, version = version + 1, updated_at = now(), updated_by = $3 WHERE id = $1`, [
    w.id,
    WAVE_STATUS.cancelled,
    ctx.session?.userId ?? null,
  ])
  return new Reply({ id: w.id }, `波次 ${w.waveNo} 已取消，${orders.length} 个订单回到“已分配”`)
})

/** /v1/out/wave/start {id}: the picker takes the wave (拣货中); from then on it cannot be cancelled. */
export const startWave = write(async (ctx) => {
  const w = await lockWave(ctx, ctx.payload.id)
  if (w.status !== WAVE_STATUS.waiting) throw new BizError(`波次 ${w.waveNo} 不是“待拣货”，不能开始拣货`)
  await ctx.tx.query(
    `UPDATE wave SET status = $2, started_at = now(), picker_id = $3, version = version + 1, updated_at = now(), updated_by = $3 WHERE id = $1`,
    [w.id, WAVE_STATUS.picking, ctx.session?.userId ?? null],
  )
  return new Reply({ id: w.id }, `波次 ${w.waveNo} 开始拣货`)
})

/** A wave follows its orders: 拣货中 once any is picked, 已完成 when none is left to pick. */
export async function refreshWave(ctx: HandlerContext, waveId: number): Promise<void> {
  await ctx.tx.query(
    `UPDATE wave w SET status = CASE WHEN NOT EXISTS (SELECT 1 FROM out_order o WHERE o.wave_id = w.id AND o.status = $2) THEN $3::int ELSE $4::int END,
            started_at = COALESCE(w.started_at, now()),
            finished_at = CASE WHEN NOT EXISTS (SELECT 1 FROM out_order o WHERE o.wave_id = w.id AND o.status = $2) THEN now() END,
            picker_id = COALESCE(w.picker_id, $5::bigint), version = w.version + 1, updated_at = now()
      WHERE w.id = $1 AND w.status <> $6`,
    [waveId, ORDER_STATUS.picking, WAVE_STATUS.done, WAVE_STATUS.picking, ctx.session?.userId ?? null, WAVE_STATUS.cancelled],
  )
}
