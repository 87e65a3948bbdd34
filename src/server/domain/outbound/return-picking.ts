// 退拣单 (return picking, /warehouse-operation/order-return): the picked goods of an order
// cancelled after picking wait at the staging location until a keeper completes it. Completing
// puts each line back: the line's allocation at the staging location is released and the goods
// move staging → target location through the stock module (a ledger move, doc type
// returnPicking). The target defaults to where the goods were picked from and must be an
// enabled 存储区 or 拣货区 location of the warehouse (or that original pick location). The
// order stays 已取消. Home tile 14 counts 待退拣 in the current warehouse.
import type { HandlerContext } from '../../kernel/handler.ts'
import { Reply } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { entityModel } from '../../crud/entity-model.ts'
import { selectColumns } from '../../crud/select.ts'
import { writeDocumentLog } from '../../workflow/document-log.ts'
import { registerTileCounter } from '../home/tiles.ts'
import { move, releaseAllocation } from '../stock/index.ts'
import { round4 } from '../stock/qty.ts'
import { syncAllocated } from './orders/amounts.ts'
import { DOC_TYPE } from './orders/states.ts'
import { read, write } from '../../kernel/define.ts'

export const RETURN_DOC = 'returnPicking'
const WAITING = 0
const DONE = 10
/** Area types goods may go back to: 存储区, 拣货区. */
const PUT_BACK_AREAS = [2, 3]

registerTileCounter(14, async (tx, s) =>
  Number(
    (
      await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM return_picking WHERE status = $1 AND ($2::bigint IS NULL OR storage_id = $2)`, [
        WAITING,
        s.storageId,
      ])
    ).rows[0].n,
  ),
)

type Row = Record<string, unknown>

const LINE_SELECT = `l.id, l.return_picking_id AS "returnPickingId", l.order_line_id AS "orderLineId", l.sku_id AS "skuId", l.batch_no AS "batchNo", l.qty,
  l.from_location_id AS "fromLocationId", fl.code AS "fromLocationName", l.to_location_id AS "toLocationId", tl.code AS "toLocationName",
  s.code AS "skuCode", s.barcode, s.attrs, p.name AS "productName", u.name AS "unitName"`
const LINE_FROM = `return_picking_line l
  JOIN sku s ON s.tenant_id = l.tenant_id AND s.id = l.sku_id
  JOIN product p ON p.tenant_id = s.tenant_id AND p.id = s.product_id
  LEFT JOIN unit u ON u.tenant_id = p.tenant_id AND u.id = p.unit_id
  LEFT JOIN location fl ON fl.tenant_id = l.tenant_id AND fl.id = l.from_location_id
  LEFT JOIN location tl ON tl.tenant_id = l.tenant_id AND tl.id = l.to_location_id`

async function linesOf(ctx: HandlerContext, ids: number[]): Promise<Row[]> {
  return (await ctx.tx.query(`SELECT ${LINE_SELECT} FROM ${LINE_FROM} WHERE l.return_picking_id = ANY($1::bigint[]) ORDER BY l.id`, [ids])).rows
}

async function headsOf(ctx: HandlerContext, ids: number[]): Promise<Row[]> {
  const model = entityModel(ctx.config, 'returnPicking')
  return (
    await ctx.tx.query(
      `SELECT ${selectColumns(model)}, o.order_no AS "orderNo", o.cancel_reason AS "cancelReason", c.name AS "customerName", st.name AS "storageName"
       FROM return_picking t JOIN out_order o ON o.tenant_id = t.tenant_id AND o.id = t.order_id
       JOIN storage st ON st.tenant_id = t.tenant_id AND st.id = t.storage_id
       LEFT JOIN customer c ON c.tenant_id = o.tenant_id AND c.id = o.customer_id
      WHERE t.id = ANY($1::bigint[]) ORDER BY t.id`,
      [ids],
    )
  ).rows
}

/** /v1/returnpickingorder/detail {id}: the 退拣单 with its order, customer and lines. */
export const returnPickingDetail = read(async (ctx) => {
  const [head] = await headsOf(ctx, [ctx.payload.id])
  if (!head) throw new BizError('退拣单不存在或已被删除')
  return { ...head, lines: await linesOf(ctx, [ctx.payload.id]) }
})

/** /v1/returnpickingorder/print {ids}: the data of order-return-print, one sheet per 退拣单. */
export const returnPickingPrint = read(async (ctx) => {
  const ids = [...new Set(ctx.payload.ids as number[])]
  const heads = await headsOf(ctx, ids)
  const lines = await linesOf(ctx, ids)
  const company = (await ctx.tx.query<{ name: string }>(`SELECT name FROM tenant WHERE id = app_tenant_id()`)).rows[0]?.name ?? null
  return heads.map((h) => ({ ...h, companyName: company, lines: lines.filter((l) => l.returnPickingId === h.id) }))
})

/** /v1/returnpickingorder/exists {orderId}: whether the order has a 退拣单 (and which). */
export const returnPickingExists = read(async (ctx) => {
  const r = (
    await ctx.tx.query<{ id: number; returnNo: string; status: number }>(
      `SELECT id, return_no AS "returnNo", status FROM return_picking WHERE order_id = $1 ORDER BY id DESC LIMIT 1`,
      [ctx.payload.orderId],
    )
  ).rows[0]
  return r ? { exists: true, ...r } : { exists: false }
})

interface LineToComplete {
  id: number
  orderLineId: number
  batchNo: string | null
  qty: number
  fromLocationId: number
  /** Made as the original pick location; the chosen target once completed. */
  toLocationId: number | null
  skuCode: string
}

/** /v1/returnpickingorder/complete {id, lines?: [{id, toLocationId}]}: put everything back. */
export const completeReturnPicking = write(async (ctx) => {
  const p = ctx.payload as { id: number; lines?: { id: number; toLocationId: number }[]; remark?: string | null }
  const head = (
    await ctx.tx.query<{ id: number; returnNo: string; status: number; storageId: number; orderId: number }>(
      `SELECT id, return_no AS "returnNo", status, storage_id AS "storageId", order_id AS "orderId" FROM return_picking WHERE id = $1 FOR UPDATE`,
      [p.id],
    )
  ).rows[0]
  if (!head) throw new BizError('退拣单不存在或已被删除')
  if (head.status !== WAITING) throw new BizError(`退拣单 ${head.returnNo} 已完成，不能重复退拣`)
  const lines = (
    await ctx.tx.query<LineToComplete>(
      `SELECT l.id, l.order_line_id AS "orderLineId", l.batch_no AS "batchNo", l.qty, l.from_location_id AS "fromLocationId", l.to_location_id AS "toLocationId", s.code AS "skuCode"
       FROM return_picking_line l JOIN sku s ON s.tenant_id = l.tenant_id AND s.id = l.sku_id WHERE l.return_picking_id = $1 ORDER BY l.id FOR UPDATE OF l`,
      [head.id],
    )
  ).rows
  const chosen = new Map((p.lines ?? []).map((l) => [l.id, l.toLocationId]))
  for (const id of chosen.keys()) if (!lines.some((l) => l.id === id)) throw new BizError('明细行不存在或不属于该退拣单')
  const targets = await checkTargets(ctx, head.storageId, lines, chosen)
  const held = await releaseHeld(ctx, lines)
  for (const [i, l] of lines.entries()) {
    let left = l.qty
    let seq = 0
    // The line's goods may sit on more than one balance row at staging (same lot, other dates or owners).
    for (const row of held.get(groupKey(l)) ?? []) {
      if (left <= 0) break
      const q = round4(Math.min(row.free, left))
      if (q <= 0) continue
      await move(ctx.tx, { docType: RETURN_DOC, docId: head.id, docNo: head.returnNo, lineId: l.id, seq: ++seq }, row.balanceId, { locationId: targets[i] }, q)
      row.free = round4(row.free - q)
      left = round4(left - q)
    }
    if (left > 0) throw new BizError(`第 ${i + 1} 行（${l.skuCode}）复核区占用的数量少于退拣数量，请刷新后重试`)
    await ctx.tx.query(`UPDATE return_picking_line SET to_location_id = $2, version = version + 1, updated_at = now() WHERE id = $1`, [l.id, targets[i]])
  }
  await syncAllocated(ctx.tx, [head.orderId])
  await ctx.tx.query(
    `UPDATE return_picking SET status = $2, completed_at = now(), remark = COALESCE($3, remark), version = version + 1, updated_at = now(), updated_by = $4 WHERE id = $1`,
    [head.id, DONE, p.remark?.trim() || null, ctx.session?.userId ?? null],
  )
  await writeDocumentLog(ctx, {
    docType: RETURN_DOC,
    docId: head.id,
    action: 'complete',
    title: '完成退拣',
    fromState: WAITING,
    toState: DONE,
    remark: p.remark?.trim() || null,
  })
  return new Reply({ id: head.id, status: DONE }, `退拣单 ${head.returnNo} 已完成，商品已退回库位`)
})

const groupKey = (l: { orderLineId: number; fromLocationId: number; batchNo: string | null }) => `${l.orderLineId}|${l.fromLocationId}|${l.batchNo ?? ''}`

/**
 * Releases what the order lines hold at the staging location for these return lines, and
 * answers the balance rows it sat on (per order line, location and lot) with the qty freed.
 */
async function releaseHeld(ctx: HandlerContext, lines: LineToComplete[]): Promise<Map<string, { balanceId: number; free: number }[]>> {
  const out = new Map<string, { balanceId: number; free: number }[]>()
  for (const l of lines) {
    const key = groupKey(l)
    if (out.has(key)) continue
    const rows = (
      await ctx.tx.query<{ id: number }>(
        `SELECT a.id FROM stock_allocation a JOIN stock_balance b ON b.tenant_id = a.tenant_id AND b.id = a.balance_id
        WHERE a.doc_type = $1 AND a.line_id = $2 AND a.status = 1 AND b.location_id = $3 AND b.batch_no IS NOT DISTINCT FROM $4::varchar ORDER BY a.id`,
        [DOC_TYPE, l.orderLineId, l.fromLocationId, l.batchNo],
      )
    ).rows
    const freed: { balanceId: number; free: number }[] = []
    for (const r of rows) {
      const a = await releaseAllocation(ctx.tx, r.id)
      const same = freed.find((f) => f.balanceId === a.balanceId)
      if (same) same.free = round4(same.free + a.qty)
      else freed.push({ balanceId: a.balanceId, free: a.qty })
    }
    out.set(key, freed)
  }
  return out
}

/** Each line's target: chosen, else the original pick location; enabled, of the warehouse, in a storage or picking area (or the original pick location). */
async function checkTargets(ctx: HandlerContext, storageId: number, lines: LineToComplete[], chosen: Map<number, number>): Promise<number[]> {
  const ids = [...new Set(lines.flatMap((l) => [chosen.get(l.id), l.toLocationId]).filter((x): x is number => !!x))]
  const locs = new Map(
    (
      await ctx.tx.query<{ id: number; code: string; storageId: number; status: number; areaType: number | null }>(
        `SELECT l.id, l.code, l.storage_id AS "storageId", l.status, a.area_type AS "areaType" FROM location l
         LEFT JOIN storage_area a ON a.tenant_id = l.tenant_id AND a.id = l.area_id WHERE l.id = ANY($1::bigint[])`,
        [ids],
      )
    ).rows.map((r) => [Number(r.id), r]),
  )
  return lines.map((l, i) => {
    const what = `第 ${i + 1} 行（${l.skuCode}）`
    const target = chosen.get(l.id) ?? l.toLocationId
    if (!target) throw new BizError(`${what}请选择退回库位`)
    const loc = locs.get(target)
    if (!loc || loc.storageId !== storageId) throw new BizError(`${what}退回库位不属于该仓库`)
    if (loc.status !== 1) throw new BizError(`${what}退回库位 ${loc.code} 已锁定或停用`)
    if (loc.id === l.fromLocationId) throw new BizError(`${what}退回库位不能是复核区（当前库位）`)
    if (loc.id !== l.toLocationId && !PUT_BACK_AREAS.includes(Number(loc.areaType))) throw new BizError(`${what}退回库位 ${loc.code} 不是存储区或拣货区库位`)
    return loc.id
  })
}
