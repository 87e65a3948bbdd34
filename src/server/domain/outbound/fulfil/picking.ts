// Picking (sorting-list): confirming a wave's or an order's pick lines moves each allocation's
// goods from its shelf to the warehouse's staging location (复核区) with the allocation, through
// the stock module's pickMove; the order becomes 待复核. Picked quantities default to what was
// to be picked; a short pick is refused (shortage handling is not part of this step). A pick
// revoke (待复核 → 拣货中) moves the goods back to the locations they were picked from.
// Posting keys: docType outOrder, the order line, operation pick/unpick, seq = the pick line's
// round × 1000 + its place among its order line's pick lines, so pick → revoke → pick again
// posts each move once.
import { Reply, type HandlerContext } from '../../../kernel/handler.ts'
import { BizError } from '../../../kernel/errors.ts'
import { runTransition } from '../../../workflow/run-transition.ts'
import { pickMove } from '../../stock/index.ts'
import { covers } from '../../stock/qty.ts'
import { stagingLocation } from '../staging.ts'
import { CANCEL_PENDING, lineRef, lockOrderFor, lockOrders, ORDER_STATUS, refreshOrderQty, WORKFLOW, type FulfilOrder } from './order.ts'
import { lockWave, refreshWave, WAVE_STATUS } from './waves.ts'
import { read, write } from '../../../kernel/define.ts'

interface PickPayload {
  id?: number
  waveId?: number
  orderId?: number
  lines?: { id: number; pickedQty: number }[]
}

interface PickLineRow {
  id: number
  orderLineId: number
  balanceId: number
  locationId: number
  locationCode: string
  skuCode: string
  qty: number
  pickedQty: number
  pickRound: number
  ordinal: number
}

/** /v1/out/pick/finish: the wave's orders still picking (waveId or id), or one order (orderId). */
export const pickFinish = write(async (ctx) => {
  const p = ctx.payload as PickPayload
  const waveId = p.waveId ?? p.id
  let orders: FulfilOrder[]
  if (p.orderId) {
    const o = await lockOrderFor(ctx, p.orderId, [ORDER_STATUS.picking], '确认拣货')
    orders = [o]
  } else if (waveId) {
    const w = await lockWave(ctx, waveId)
    if (w.status === WAVE_STATUS.cancelled) throw new BizError(`波次 ${w.waveNo} 已取消`)
    // An order whose cancellation awaits approval stays unpicked; the rest of the wave goes on.
    const ids = (
      await ctx.tx.query<{ id: number }>(`SELECT id FROM out_order WHERE wave_id = $1 AND status = $2 AND cancel_status <> $3`, [
        w.id,
        ORDER_STATUS.picking,
        CANCEL_PENDING,
      ])
    ).rows.map((r) => r.id)
    if (!ids.length) throw new BizError(`波次 ${w.waveNo} 没有待拣货的订单（正在取消审批的订单不拣货）`)
    orders = await lockOrders(ctx, ids)
  } else throw new BizError('请选择波次或订单')
  const picked = new Map((p.lines ?? []).map((l) => [l.id, l.pickedQty]))
  const waves = new Set<number>()
  let total = 0
  for (const o of orders) {
    total += await pickOrder(ctx, o, picked)
    if (o.waveId) waves.add(o.waveId)
  }
  for (const w of waves) await refreshWave(ctx, w)
  const summary = `拣货完成：${orders.length} 个订单，共 ${total} 件已移到复核区`
  return new Reply({ orders: orders.length, qty: total, summary }, summary)
})

/** /v1/out/pick/finishOrder {id}: one order of a wave picked in full (the wave's order tab). */
export const pickFinishOrder = write((ctx) => pickFinish.run({ ...ctx, payload: { orderId: ctx.payload.id } }))

async function pickOrder(ctx: HandlerContext, o: FulfilOrder, picked: Map<number, number>): Promise<number> {
  if (!o.waveId) throw new BizError(`订单 ${o.orderNo} 不在任何波次中，请先生成波次`)
  const staging = await stagingLocation(ctx.tx, o.storageId)
  const lines = await pickLinesOf(ctx, o, 0)
  if (!lines.length) throw new BizError(`订单 ${o.orderNo} 没有待拣的明细`)
  let total = 0
  for (const l of lines) {
    const qty = picked.get(l.id) ?? l.qty
    if (!covers(l.qty, qty)) throw new BizError(`库位 ${l.locationCode} 的 ${l.skuCode} 应拣 ${l.qty}，实拣 ${qty} 不能多于应拣数量`)
    if (!covers(qty, l.qty)) throw new BizError(`库位 ${l.locationCode} 的 ${l.skuCode} 应拣 ${l.qty}，实拣 ${qty}：暂不支持缺货拣货，请补足后按应拣数量确认`)
    if (l.locationId !== staging)
      await pickMove(
        ctx.tx,
        lineRef(o, l.orderLineId, (l.pickRound + 1) * 1000 + l.ordinal),
        { fromBalanceId: l.balanceId, toLocationId: staging, qty: l.qty },
        'pick',
      )
    await ctx.tx.query(
      `UPDATE pick_line SET picked_qty = qty, status = 10, pick_round = pick_round + 1, version = version + 1, updated_at = now() WHERE id = $1`,
      [l.id],
    )
    total += Number(l.qty)
  }
  await linePickedFromPickLines(ctx, o)
  await runTransition(ctx, WORKFLOW, 'pickFinish', o.id)
  return total
}

async function pickLinesOf(ctx: HandlerContext, o: FulfilOrder, status: number): Promise<PickLineRow[]> {
  return (
    await ctx.tx.query<PickLineRow>(
      `SELECT * FROM (
       SELECT p.id, p.order_line_id AS "orderLineId", p.balance_id AS "balanceId", p.location_id AS "locationId", loc.code AS "locationCode",
              s.code AS "skuCode", p.qty, p.picked_qty AS "pickedQty", p.pick_round AS "pickRound", p.status,
              row_number() OVER (PARTITION BY p.order_line_id ORDER BY p.id)::int AS ordinal
         FROM pick_line p
         JOIN location loc ON loc.tenant_id = p.tenant_id AND loc.id = p.location_id
         JOIN sku s ON s.tenant_id = p.tenant_id AND s.id = p.sku_id
        WHERE p.wave_id = $1 AND p.order_id = $2) x
      WHERE status = $3 ORDER BY id`,
      [o.waveId, o.id, status],
    )
  ).rows
}

async function linePickedFromPickLines(ctx: HandlerContext, o: FulfilOrder): Promise<void> {
  await ctx.tx.query(
    `UPDATE out_order_line l SET picked_qty = COALESCE((SELECT sum(p.picked_qty) FROM pick_line p WHERE p.order_line_id = l.id AND p.wave_id = $2 AND p.status = 10), 0),
            version = l.version + 1, updated_at = now()
      WHERE l.order_id = $1`,
    [o.id, o.waveId],
  )
  await refreshOrderQty(ctx, o.id)
}

/** /v1/out/pick/revoke {id}: a 待复核 order not yet being reviewed; its goods go back where they were picked. */
export const pickRevoke = write(async (ctx) => {
  const o = await lockOrderFor(ctx, ctx.payload.id, [ORDER_STATUS.toReview], '撤销拣货')
  const reviewed = (await ctx.tx.query<{ n: number }>(`SELECT COALESCE(sum(reviewed_qty), 0)::float8 AS n FROM out_order_line WHERE order_id = $1`, [o.id]))
    .rows[0].n
  if (reviewed > 0) throw new BizError(`订单 ${o.orderNo} 已开始复核（已复核 ${reviewed} 件），不能撤销拣货`)
  const staging = await stagingLocation(ctx.tx, o.storageId)
  for (const l of await pickLinesOf(ctx, o, 10)) {
    if (l.locationId !== staging) {
      const at = await stagedBalanceOf(ctx, l)
      await pickMove(
        ctx.tx,
        lineRef(o, l.orderLineId, l.pickRound * 1000 + l.ordinal),
        { fromBalanceId: at, toLocationId: l.locationId, qty: l.pickedQty },
        'unpick',
      )
    }
    await ctx.tx.query(`UPDATE pick_line SET picked_qty = 0, status = 0, version = version + 1, updated_at = now() WHERE id = $1`, [l.id])
  }
  await linePickedFromPickLines(ctx, o)
  await runTransition(ctx, WORKFLOW, 'pickRevoke', o.id, { remark: ctx.payload.remark })
  await ctx.tx.query(`UPDATE wave SET status = $2, finished_at = NULL, version = version + 1, updated_at = now() WHERE id = $1 AND status = $3`, [
    o.waveId,
    WAVE_STATUS.picking,
    WAVE_STATUS.done,
  ])
  return new Reply({ id: o.id }, `订单 ${o.orderNo} 已撤销拣货，商品已放回原库位`)
})

/**
 * Where a picked line's goods wait: the balance row its own pick posting moved them to (posting
 * outOrder, the order line, pick, the same seq), while the line still holds them there. Looking
 * for "the line's allocation on the same stock key anywhere but the picked location" picked the
 * wrong row when one order line had two pick lines of one lot on two shelves: the first line's
 * revoke had just put its goods back on shelf A, and the second line's revoke then took them from
 * shelf A instead of from the 复核区 (found by the random mix).
 */
async function stagedBalanceOf(ctx: HandlerContext, l: PickLineRow): Promise<number> {
  const r = await ctx.tx.query<{ id: number }>(
    `SELECT g.balance_id AS id FROM stock_posting p
       JOIN stock_ledger g ON g.tenant_id = p.tenant_id AND g.posting_id = p.id AND g.operation = 'move_in'
      WHERE p.doc_type = 'outOrder' AND p.line_id = $1 AND p.operation = 'pick' AND p.seq = $2
        AND (SELECT COALESCE(sum(a.qty), 0) FROM stock_allocation a
              WHERE a.doc_type = 'outOrder' AND a.line_id = $1 AND a.balance_id = g.balance_id AND a.status = 1) >= $3`,
    [l.orderLineId, l.pickRound * 1000 + l.ordinal, l.pickedQty],
  )
  if (!r.rows[0]) throw new BizError(`找不到 ${l.skuCode} 已拣的库存，不能撤销拣货`)
  return r.rows[0].id
}

async function orderMustExist(ctx: HandlerContext, id: number): Promise<void> {
  if (!(await ctx.tx.query(`SELECT 1 FROM out_order WHERE id = $1`, [id])).rows[0]) throw new BizError('订单不存在或已被删除')
}

/** /v1/pickorder/exist {id}: whether an order has pick lines (it is or was in a wave). */
export const pickExist = read(async (ctx) => {
  await orderMustExist(ctx, ctx.payload.id)
  const r = await ctx.tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM pick_line WHERE order_id = $1`, [ctx.payload.id])
  return { exist: r.rows[0].n > 0, count: r.rows[0].n }
})
