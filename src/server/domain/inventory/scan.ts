// 扫描盘点: location, then SKU (code or barcode), then quantity — the scan screen's keyboard wedge.
// The quantity replaces the matching line's count (or is added with add: one scan per piece).
// A SKU the book has not at that location adds a 合格 line with book 0 (盘盈 when accepted); by
// product, that place is locked too. Several batches of the SKU there need the batch scanned.
// Blind: the answer says what was counted, never the book.
import type { HandlerContext } from '../../kernel/handler.ts'
import { write } from '../../kernel/define.ts'
import { refuse } from '../document-checks.ts'
import { lockPlaces } from '../stock/index.ts'
import { countingTask, refreshCounted, setCount } from './counting.ts'
import { BY_AREA, INVENTORY, PURPOSE } from './states.ts'
import type { TaskRow } from './start.ts'

interface ScanIn {
  id: number
  locationCode: string
  skuCode: string
  batchNo?: string
  qty: number
  add?: boolean
}

/** /v1/warehouse/inventory/scan → the line as counted (book and difference only when not blind). */
export const scanCount = write(async (ctx) => {
  const p = ctx.payload as ScanIn
  const t = await countingTask(ctx, p.id)
  const location = await locationOf(ctx, t, p.locationCode.trim())
  const sku = await skuOf(ctx, t, p.skuCode.trim())
  const batch = p.batchNo?.trim() || null
  const lines = (
    await ctx.tx.query<{ id: number; batchNo: string | null }>(
      `SELECT id, batch_no AS "batchNo" FROM inventory_task_line
        WHERE task_id = $1 AND location_id = $2 AND sku_id = $3 AND ($4::varchar IS NULL OR batch_no IS NOT DISTINCT FROM $4) ORDER BY id`,
      [t.id, location.id, sku.id, batch],
    )
  ).rows
  if (lines.length > 1)
    refuse(
      'batchNo',
      '请扫描批次号',
      `库位 ${location.code} 的 ${sku.code} 有 ${lines.length} 个批次（${lines.map((l) => l.batchNo ?? '无批次').join('、')}），请先扫描批次号`,
    )
  const lineId = lines[0]?.id ?? (await addLine(ctx, t, location.id, sku, batch))
  const countQty = await setCount(ctx, lineId, p.qty, p.add)
  const totals = await refreshCounted(ctx, t.id)
  const line = (
    await ctx.tx.query<{ bookQty: number; diffQty: number }>(`SELECT book_qty AS "bookQty", diff_qty AS "diffQty" FROM inventory_task_line WHERE id = $1`, [
      lineId,
    ])
  ).rows[0]
  return {
    lineId,
    locationCode: location.code,
    skuCode: sku.code,
    productName: sku.productName,
    batchNo: batch,
    countQty,
    ...(t.blind ? {} : { bookQty: line.bookQty, diffQty: line.diffQty }),
    ...totals,
  }
})

async function locationOf(ctx: HandlerContext, t: TaskRow, code: string): Promise<{ id: number; code: string }> {
  const l = (
    await ctx.tx.query<{ id: number; code: string; areaId: number }>(
      `SELECT id, code, area_id AS "areaId" FROM location WHERE storage_id = $1 AND (code = $2 OR barcode = $2) ORDER BY code = $2 DESC LIMIT 1`,
      [t.storageId, code],
    )
  ).rows[0]
  if (!l) refuse('locationCode', '库位不存在', `本仓没有库位 ${code}`)
  if (t.taskType === BY_AREA && Number(l.areaId) !== Number(t.areaId))
    refuse('locationCode', '库位不在盘点库区内', `库位 ${l.code} 不在盘点单 ${t.taskNo} 的库区内`)
  return { id: Number(l.id), code: l.code }
}

async function skuOf(ctx: HandlerContext, t: TaskRow, code: string): Promise<{ id: number; code: string; productName: string; price: number | null }> {
  const s = (
    await ctx.tx.query<{ id: number; code: string; productName: string; price: number | null }>(
      `SELECT s.id, s.code, p.name AS "productName", s.purchase_price AS price
         FROM sku s JOIN product p ON p.tenant_id = s.tenant_id AND p.id = s.product_id
        WHERE s.code = $1 OR s.barcode = $1 ORDER BY s.code = $1 DESC LIMIT 1`,
      [code],
    )
  ).rows[0]
  if (!s) refuse('skuCode', '商品不存在', `没有条码或编码为 ${code} 的商品`)
  if (t.skuId && Number(t.skuId) !== Number(s.id)) refuse('skuCode', '不是本单盘点的商品', `${s.code} 不是盘点单 ${t.taskNo} 盘点的商品`)
  return { ...s, id: Number(s.id) }
}

/** A place the book did not have: a 合格 line with book 0 (of the task's owner, if any). */
async function addLine(
  ctx: HandlerContext,
  t: TaskRow,
  locationId: number,
  sku: { id: number; price: number | null },
  batchNo: string | null,
): Promise<number> {
  if (t.taskType !== BY_AREA) await lockPlaces(ctx.tx, { docType: INVENTORY, docId: t.id, docNo: t.taskNo, purpose: PURPOSE }, [{ locationId, skuId: sku.id }])
  const r = await ctx.tx.query<{ id: number }>(
    `INSERT INTO inventory_task_line (tenant_id, task_id, location_id, sku_id, owner_id, batch_no, stock_status, book_qty, cost_price, created_by, updated_by)
     VALUES (app_tenant_id(), $1, $2, $3, $4, $5, 1, 0, $6, $7, $7) RETURNING id`,
    [t.id, locationId, sku.id, t.ownerId, batchNo, sku.price, ctx.session?.userId ?? null],
  )
  return Number(r.rows[0].id)
}
