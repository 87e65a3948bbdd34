// Reading orders: the order with its lines (form and detail), one order's lines, allocations
// and log as pages (detail tabs), and the cancelled-order list with who cancelled, when, and
// the 退拣单 made for it.
import type { HandlerContext } from '../../../kernel/handler.ts'
import { BizError } from '../../../kernel/errors.ts'
import { entityModel } from '../../../crud/entity-model.ts'
import { list } from '../../../crud/list.ts'
import { Params, selectColumns } from '../../../crud/select.ts'
import { sqlPage } from '../../../crud/sql-page.ts'
import { documentLogOf } from '../../../workflow/document-log.ts'
import { allocationPage } from './allocations.ts'
import { CANCEL_WORKFLOW, WORKFLOW } from './states.ts'
import { read } from '../../../kernel/define.ts'

type Row = Record<string, unknown>

/** A line with its SKU's code, product, unit and what is still to allocate. */
export const LINE_SELECT = `l.id, l.version, l.order_id AS "orderId", l.sku_id AS "skuId", l.qty, l.batch_no AS "batchNo", l.price, l.amount,
  l.allocated_qty AS "allocatedQty", l.picked_qty AS "pickedQty", l.reviewed_qty AS "reviewedQty", l.shipped_qty AS "shippedQty",
  GREATEST(l.qty - l.allocated_qty - l.shipped_qty, 0) AS "shortQty", l.remark,
  s.code AS "skuCode", COALESCE(NULLIF(s.name, ''), p.name) AS "skuName", s.attrs, p.name AS "productName", u.name AS "unitName"`
export const LINE_FROM = `out_order_line l
  JOIN sku s ON s.tenant_id = l.tenant_id AND s.id = l.sku_id
  JOIN product p ON p.tenant_id = s.tenant_id AND p.id = s.product_id
  LEFT JOIN unit u ON u.tenant_id = p.tenant_id AND u.id = p.unit_id`

export async function linesOf(ctx: HandlerContext, orderIds: number[]): Promise<Row[]> {
  return (await ctx.tx.query(`SELECT ${LINE_SELECT} FROM ${LINE_FROM} WHERE l.order_id = ANY($1::bigint[]) ORDER BY l.id`, [orderIds])).rows
}

export async function headerOf(ctx: HandlerContext, id: number): Promise<Row> {
  const r = await ctx.tx.query(`SELECT ${selectColumns(entityModel(ctx.config, 'outOrder'))} FROM out_order t WHERE t.id = $1`, [id])
  if (!r.rows[0]) throw new BizError('订单不存在或已被删除')
  return r.rows[0]
}

/** /v1/order/get: the order and its lines, as the edit form reads them. */
export const getOrder = read(async (ctx) => {
  return { ...(await headerOf(ctx, ctx.payload.id)), lines: await linesOf(ctx, [ctx.payload.id]) }
})

/** /v1/order/detail: header, lines, the open allocations and the document log (oldest first). */
export const orderDetail = read(async (ctx) => {
  const id = ctx.payload.id as number
  const head = await headerOf(ctx, id)
  const allocations = await allocationPage(ctx, { orderId: id, pageSize: 200 })
  const logs = [...(await documentLogOf(ctx, WORKFLOW, id)), ...(await documentLogOf(ctx, CANCEL_WORKFLOW, id))].sort((a, b) => Number(a.id) - Number(b.id))
  return { ...head, lines: await linesOf(ctx, [id]), allocations: allocations.list, logs }
})

/** The order a tab belongs to; a tab screen opened on its own (no order) shows nothing. */
const childId = (ctx: HandlerContext, key: 'orderId' | 'docId'): number => (typeof ctx.payload[key] === 'number' ? ctx.payload[key] : 0)

/** /v1/order/lines {orderId}: a page of one order's lines. */
export const linePage = read(async (ctx) => {
  const p = new Params()
  return sqlPage(
    ctx.tx,
    { select: LINE_SELECT, from: LINE_FROM, where: [`l.order_id = ${p.add(childId(ctx, 'orderId'))}`], sortable: {}, order: 'l.id' },
    p,
    ctx.payload,
  )
})

/** /v1/order/logs {docId}: the order's log (its pipeline and its cancellation), newest first, states as labels. */
export const logPage = read(async (ctx) => {
  const p = new Params()
  const where = [`d.doc_type = ANY(${p.add([WORKFLOW, CANCEL_WORKFLOW])})`, `d.doc_id = ${p.add(childId(ctx, 'docId'))}`]
  const select = `d.id, d.doc_type AS "docType", d.action, d.title, d.from_state AS "fromState", d.to_state AS "toState", d.operator_name AS "operatorName", d.remark, d.created_at AS "createdAt"`
  const page = await sqlPage(ctx.tx, { select, from: 'document_log d', where, sortable: {}, order: 'd.id DESC' }, p, ctx.payload)
  const label = (wf: string, v: unknown) => (v === null || v === undefined ? v : (ctx.config.workflows[wf]?.states[String(v)]?.label ?? v))
  return { ...page, list: page.list.map((r) => ({ ...r, fromState: label(String(r.docType), r.fromState), toState: label(String(r.docType), r.toState) })) }
})

/**
 * /v1/order/cancelledList: cancelled orders (the endpoint fixes status 90) with who cancelled
 * and when (the cancel or cancelApproved log entry) and the 退拣单 made for it, if any.
 */
export const cancelledList = read(async (ctx) => {
  const page = (await list.run(ctx)) as { list: (Row & { id: number })[] }
  const ids = page.list.map((r) => r.id)
  if (!ids.length) return page
  const r = await ctx.tx.query<{
    id: number
    cancelledByName: string | null
    cancelledAt: string | null
    returnNo: string | null
    returnStatus: number | null
  }>(
    `SELECT o.id,
            (SELECT d.operator_name FROM document_log d WHERE d.doc_type = $2 AND d.doc_id = o.id AND d.to_state = 90 ORDER BY d.id DESC LIMIT 1) AS "cancelledByName",
            (SELECT d.created_at FROM document_log d WHERE d.doc_type = $2 AND d.doc_id = o.id AND d.to_state = 90 ORDER BY d.id DESC LIMIT 1) AS "cancelledAt",
            rp.return_no AS "returnNo", rp.status AS "returnStatus"
       FROM out_order o LEFT JOIN return_picking rp ON rp.tenant_id = o.tenant_id AND rp.order_id = o.id
      WHERE o.id = ANY($1::bigint[])`,
    [ids, WORKFLOW],
  )
  const extra = new Map(r.rows.map((x) => [Number(x.id), x]))
  return { ...page, list: page.list.map((row) => ({ ...row, ...extra.get(row.id), id: row.id })) }
})
