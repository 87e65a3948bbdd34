// Putaway (上架): qualified goods move from the receiving location to storage locations.
// Suggestions: the SKU's existing location in the warehouse's storage or picking areas, else an
// empty storage location in shelving order. Confirming moves stock through the stock module and
// completes the stock-in when everything qualified is on the shelves.
import type { HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { writeDocumentLog } from '../../workflow/document-log.ts'
import { move, STOCK_STATUS } from '../stock/index.ts'
import { covers, round4 } from '../stock/qty.ts'
import { lockStockIn, receivedKey, stockInLines, type StockInLine } from './stock-in-lines.ts'
import { read, write } from '../../kernel/define.ts'

const SHELVABLE = [10, 20]
const CLOSED = 90
const STORAGE_AREAS = [2, 3]

const open = (l: StockInLine) => round4(l.qualifiedQty - l.shelvedQty)

export const suggestShelving = read(async (ctx) => {
  const head = await lockStockIn(ctx.tx, ctx.payload.stockInId)
  const lines = (await stockInLines(ctx.tx, head.id)).filter((l) => open(l) > 0)
  const used = new Set<number>()
  const out = []
  for (const l of lines) {
    const location = (await existingLocation(ctx, head.storageId, l.skuId)) ?? (await emptyLocation(ctx, head.storageId, used))
    if (location) used.add(location.id)
    out.push({
      stockInLineId: l.id,
      skuId: l.skuId,
      skuCode: l.skuCode,
      batchNo: l.batchNo,
      qty: open(l),
      locationId: location?.id ?? null,
      locationCode: location?.code ?? null,
      reason: location?.reason ?? '没有可用的空库位',
    })
  }
  return out
})

async function existingLocation(ctx: HandlerContext, storageId: number, skuId: number) {
  const r = await ctx.tx.query<{ id: number; code: string }>(
    `SELECT l.id, l.code FROM stock_balance b JOIN location l ON l.tenant_id = b.tenant_id AND l.id = b.location_id
       JOIN storage_area a ON a.tenant_id = l.tenant_id AND a.id = l.area_id
      WHERE b.storage_id = $1 AND b.sku_id = $2 AND b.on_hand > 0 AND l.status = 1 AND a.area_type = ANY($3::int[])
      ORDER BY b.on_hand DESC, l.shelf_order NULLS LAST, l.id LIMIT 1`,
    [storageId, skuId, STORAGE_AREAS],
  )
  return r.rows[0] ? { ...r.rows[0], reason: '该商品已存放的库位' } : null
}

async function emptyLocation(ctx: HandlerContext, storageId: number, used: Set<number>) {
  const r = await ctx.tx.query<{ id: number; code: string }>(
    `SELECT l.id, l.code FROM location l JOIN storage_area a ON a.tenant_id = l.tenant_id AND a.id = l.area_id
      WHERE l.storage_id = $1 AND l.status = 1 AND a.area_type = 2 AND NOT (l.id = ANY($2::bigint[]))
        AND NOT EXISTS (SELECT 1 FROM stock_balance b WHERE b.tenant_id = l.tenant_id AND b.location_id = l.id AND b.on_hand > 0)
      ORDER BY l.shelf_order NULLS LAST, l.code LIMIT 1`,
    [storageId, [...used]],
  )
  return r.rows[0] ? { ...r.rows[0], reason: '存储区空库位' } : null
}

export const confirmShelving = write(async (ctx) => {
  const p = ctx.payload as { stockInId: number; lines: { stockInLineId: number; locationId: number; qty: number }[] }
  const head = await lockStockIn(ctx.tx, p.stockInId)
  if (!SHELVABLE.includes(head.status)) throw new BizError(`入库单 ${head.stockInNo} 当前不能上架（须为待上架或部分上架）`)
  const lines = await stockInLines(ctx.tx, head.id)
  for (const [i, c] of p.lines.entries()) {
    const line = lines.find((l) => l.id === c.stockInLineId)
    if (!line) throw new BizError(`第 ${i + 1} 行不是该入库单的明细`)
    if (!covers(open(line), c.qty)) throw new BizError(`${line.skuCode} 可上架 ${open(line)}，本次 ${c.qty}，超出可上架数量`)
    const target = (
      await ctx.tx.query<{ storageId: number; status: number }>(`SELECT storage_id AS "storageId", status FROM location WHERE id = $1`, [c.locationId])
    ).rows[0]
    if (!target || target.storageId !== head.storageId) throw new BizError(`第 ${i + 1} 行的库位不属于该仓库`)
    if (target.status !== 1) throw new BizError(`第 ${i + 1} 行的库位已锁定或停用`)
    const seq =
      Number(
        (await ctx.tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM stock_posting WHERE doc_type = 'shelf' AND line_id = $1`, [line.id])).rows[0].n,
      ) + 1
    await move(
      ctx.tx,
      { docType: 'shelf', docId: head.id, docNo: head.stockInNo, lineId: line.id, seq },
      receivedKey(head, line, STOCK_STATUS.normal),
      { locationId: c.locationId },
      c.qty,
    )
    await ctx.tx.query(`UPDATE stock_in_line SET shelved_qty = shelved_qty + $2::numeric, version = version + 1, updated_at = now() WHERE id = $1`, [
      line.id,
      c.qty,
    ])
    line.shelvedQty = round4(line.shelvedQty + c.qty)
  }
  const done = lines.every((l) => open(l) <= 0)
  await ctx.tx.query(`UPDATE stock_in SET status = $2, version = version + 1, updated_at = now() WHERE id = $1`, [head.id, done ? 30 : 20])
  return { status: done ? 30 : 20 }
})

/** 关闭上架: the rest of a stock-in stays where it is (the receiving location, still in stock and
 *  movable later); the stock-in leaves the putaway list as 已关闭 with the reason logged. */
export const closeShelving = write(async (ctx) => {
  const p = ctx.payload as { id: number; remark?: string }
  const head = await lockStockIn(ctx.tx, p.id)
  if (!SHELVABLE.includes(head.status)) throw new BizError(`入库单 ${head.stockInNo} 当前不能关闭上架（须为待上架或部分上架）`)
  const left = (await stockInLines(ctx.tx, head.id)).reduce((n, l) => round4(n + Math.max(open(l), 0)), 0)
  await ctx.tx.query(`UPDATE stock_in SET status = $2, version = version + 1, updated_at = now() WHERE id = $1`, [head.id, CLOSED])
  await writeDocumentLog(ctx, {
    docType: 'stockIn',
    docId: head.id,
    action: 'closeShelf',
    title: '关闭上架',
    fromState: head.status,
    toState: CLOSED,
    remark: [`未上架 ${left} 留在收货库位`, p.remark].filter(Boolean).join('；'),
  })
  return { status: CLOSED, left }
})
