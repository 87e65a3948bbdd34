// Allocation of outbound orders through the stock module (FEFO, then FIFO; a line with a lot
// takes only that lot; the order's owner's stock when it names one). Whole or nothing by
// default: a shortage refuses with 库存不足 naming every short line. With partial the order
// takes what there is: 部分分配 (allotPart) while something is still short, 已分配 (allot) once
// every line is covered; allocating a 部分分配 order again tops it up. Releasing (取消分配)
// gives everything back (→ 待分配); releasing one allocation row (库存分配 list) leaves the
// order 部分分配, or 待分配 when nothing is left. Line and header allocatedQty always equal
// the open stock_allocation rows (amounts.ts syncAllocated).
import type { HandlerContext } from '../../kernel/handler.ts'
import { write } from '../../kernel/define.ts'
import { Reply } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { runTransition } from '../../workflow/run-transition.ts'
import { allocate, release, releaseAllocation, StockShortage, type Shortage } from '../stock/index.ts'
import { round4 } from '../stock/qty.ts'
import { syncAllocated } from './orders/amounts.ts'
import { ALLOCATABLE, ALLOCATED, DOC_TYPE, PART_ALLOCATED, WORKFLOW } from './orders/states.ts'
import { labelOf, labelsOf } from '../../../config/workflow-states.ts'

interface OrderHead {
  id: number
  orderNo: string
  status: number
  storageId: number
  ownerId: number | null
  version: number
}

export interface AllocationOutcome {
  orderNo: string
  status: number
  /** What this call allocated. */
  allocated: number
  /** Lines still short after a partial allocation (SKU code, 需要, 可用 this time). */
  shortages: Shortage[]
}

async function lockOrder(ctx: HandlerContext, id: number): Promise<OrderHead> {
  const o = (
    await ctx.tx.query<OrderHead>(
      `SELECT id, order_no AS "orderNo", status, storage_id AS "storageId", owner_id AS "ownerId", version FROM out_order WHERE id = $1 FOR UPDATE`,
      [id],
    )
  ).rows[0]
  if (!o) throw new BizError('订单不存在或已被删除')
  return o
}

export const shortageText = (s: Shortage[]) => s.map((x) => `${x.skuCode ?? `规格 ${x.skuId}`} 需要 ${x.requested}，可用 ${x.available}`).join('；')

/**
 * Allocates what the order's lines still need. Nothing changes when it refuses (a wrong state,
 * or a shortage without partial, or with partial when nothing at all could be taken).
 */
export async function allocateOrder(
  ctx: HandlerContext,
  orderId: number,
  opts: { partial?: boolean; version?: number | null } = {},
): Promise<AllocationOutcome> {
  const o = await lockOrder(ctx, orderId)
  if (opts.version != null && opts.version !== o.version) throw new BizError('数据已被他人修改，请刷新后重试')
  if (!ALLOCATABLE.includes(o.status))
    throw new BizError(
      `订单 ${o.orderNo} 当前状态“${labelOf(ctx.config, WORKFLOW, o.status)}”，只有${labelsOf(ctx.config, WORKFLOW, ALLOCATABLE)}的订单可以分配库存`,
    )
  const needs = (
    await ctx.tx.query<{ id: number; skuId: number; batchNo: string | null; need: number }>(
      `SELECT id, sku_id AS "skuId", batch_no AS "batchNo", qty - allocated_qty - shipped_qty AS need
       FROM out_order_line WHERE order_id = $1 AND qty - allocated_qty - shipped_qty > 0 ORDER BY id`,
      [orderId],
    )
  ).rows
  let allocated = 0
  let shortages: Shortage[] = []
  if (needs.length) {
    const lines = needs.map((l) => ({
      lineId: l.id,
      storageId: o.storageId,
      skuId: l.skuId,
      qty: l.need,
      ownerId: o.ownerId ?? undefined,
      batchNo: l.batchNo || null,
    }))
    const r = await allocate(ctx.tx, { docType: DOC_TYPE, docId: orderId }, lines, { partial: opts.partial })
    allocated = round4(r.lines.reduce((s, l) => s + l.allocated, 0))
    shortages = r.shortages
    // Partial, and not one unit to take: refuse as the whole-or-nothing call would (nothing changed).
    if (allocated === 0) throw new StockShortage(shortages)
    await syncAllocated(ctx.tx, [orderId])
  }
  const remark = shortages.length ? `部分分配，缺货：${shortageText(shortages)}` : null
  const after = await runTransition(ctx, WORKFLOW, shortages.length ? 'allotPart' : 'allot', orderId, { remark })
  return { orderNo: o.orderNo, status: Number(after.status), allocated, shortages }
}

/** 取消分配: every allocation of the order released, back to 待分配. Only before picking. */
export async function releaseOrder(ctx: HandlerContext, orderId: number, opts: { version?: number | null; remark?: string | null } = {}): Promise<number> {
  const o = await lockOrder(ctx, orderId)
  if (opts.version != null && opts.version !== o.version) throw new BizError('数据已被他人修改，请刷新后重试')
  if (o.status !== PART_ALLOCATED && o.status !== ALLOCATED)
    throw new BizError(
      `订单 ${o.orderNo} 当前状态“${labelOf(ctx.config, WORKFLOW, o.status)}”，只有${labelsOf(ctx.config, WORKFLOW, [PART_ALLOCATED, ALLOCATED])}的订单可以取消分配`,
    )
  const released = await releaseLines(ctx, orderId)
  await runTransition(ctx, WORKFLOW, 'unallot', orderId, { remark: opts.remark ?? null })
  return released
}

/** Releases every open allocation of the order's lines (no state change); answers the qty. */
export async function releaseLines(ctx: HandlerContext, orderId: number): Promise<number> {
  const lines = (await ctx.tx.query<{ id: number }>(`SELECT id FROM out_order_line WHERE order_id = $1 ORDER BY id`, [orderId])).rows
  let released = 0
  for (const l of lines) released = round4(released + (await release(ctx.tx, { docType: DOC_TYPE, lineId: l.id })))
  await syncAllocated(ctx.tx, [orderId])
  return released
}

/**
 * Releases one allocation row of an order not yet picked (库存分配 list, delete): the order
 * becomes 部分分配, or 待分配 when it holds nothing any more.
 */
export async function releaseOneAllocation(ctx: HandlerContext, allocationId: number): Promise<{ orderNo: string; status: number; qty: number }> {
  const a = (
    await ctx.tx.query<{ docType: string; orderId: number | null; status: number }>(
      `SELECT a.doc_type AS "docType", l.order_id AS "orderId", a.status FROM stock_allocation a
       LEFT JOIN out_order_line l ON l.tenant_id = a.tenant_id AND l.id = a.line_id AND a.doc_type = $2 WHERE a.id = $1`,
      [allocationId, DOC_TYPE],
    )
  ).rows[0]
  if (!a) throw new BizError('分配记录不存在或已被删除')
  if (a.docType !== DOC_TYPE || !a.orderId) throw new BizError('该分配不属于出库订单，请在原单据中释放')
  const o = await lockOrder(ctx, a.orderId)
  if (o.status !== PART_ALLOCATED && o.status !== ALLOCATED)
    throw new BizError(
      `订单 ${o.orderNo} 当前状态“${labelOf(ctx.config, WORKFLOW, o.status)}”，只有${labelsOf(ctx.config, WORKFLOW, [PART_ALLOCATED, ALLOCATED])}（尚未拣货）的订单可以释放分配`,
    )
  const released = await releaseAllocation(ctx.tx, allocationId)
  await syncAllocated(ctx.tx, [o.id])
  const left = Number((await ctx.tx.query<{ q: number }>(`SELECT allocated_qty AS q FROM out_order WHERE id = $1`, [o.id])).rows[0].q)
  const after = await runTransition(ctx, WORKFLOW, left > 0 ? 'releasePart' : 'unallot', o.id, { remark: `释放分配 ${released.qty}` })
  return { orderNo: o.orderNo, status: Number(after.status), qty: released.qty }
}

const outcomeMessage = (r: AllocationOutcome) =>
  r.shortages.length ? `订单 ${r.orderNo} 部分分配 ${r.allocated}，缺货：${shortageText(r.shortages)}` : `订单 ${r.orderNo} 已分配`

/** /v1/out/allot {id, partial?}: one order. */
export const allot = write(async (ctx) => {
  const r = await allocateOrder(ctx, ctx.payload.id, { partial: !!ctx.payload.partial, version: ctx.payload.version })
  const message = outcomeMessage(r)
  return new Reply({ ...r, message }, message)
})

/**
 * /v1/out/allotBatch {ids, partial?}: each order on its own — one that is short (or in a wrong
 * state) is left as it was and named; the others are allocated. A refused order changed
 * nothing before it was refused (the stock module checks before it writes), so the rest of the
 * transaction goes on.
 */
export const allotBatch = write(async (ctx) => {
  const ids = [...new Set(ctx.payload.ids as number[])].sort((a, b) => a - b)
  const done: AllocationOutcome[] = []
  const refused: string[] = []
  for (const id of ids) {
    try {
      done.push(await allocateOrder(ctx, id, { partial: !!ctx.payload.partial }))
    } catch (e) {
      if (!(e instanceof BizError)) throw e
      const no = (await ctx.tx.query<{ orderNo: string }>(`SELECT order_no AS "orderNo" FROM out_order WHERE id = $1`, [id])).rows[0]?.orderNo ?? `#${id}`
      refused.push(`${no}：${e.message}`)
    }
  }
  if (!done.length) throw new BizError(`没有订单分配成功。${refused.join('；')}`)
  const full = done.filter((r) => !r.shortages.length).length
  const parts = [`已分配 ${full} 单`]
  if (done.length > full) parts.push(`部分分配 ${done.length - full} 单`)
  if (refused.length) parts.push(`未分配 ${refused.length} 单（${refused.join('；')}）`)
  const message = parts.join('，')
  return new Reply({ allocated: done, refused, message }, message)
})

/** /v1/out/unallot {id}: 取消分配. */
export const unallot = write(async (ctx) => {
  const qty = await releaseOrder(ctx, ctx.payload.id, { version: ctx.payload.version, remark: ctx.payload.remark })
  return new Reply({ released: qty }, `已取消分配，释放 ${qty}`)
})

/** /v1/warehouse/StockAllocation/delete?id=: release one allocation row. */
export const releaseOne = write(async (ctx) => {
  const r = await releaseOneAllocation(ctx, ctx.payload.id)
  return new Reply(r, `已释放订单 ${r.orderNo} 的分配 ${r.qty}`)
})
