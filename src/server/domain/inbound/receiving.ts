// Scan-in (扫描入库): one scan receives qty of a SKU against a reservation. The scan's key
// (made by the page) is taken once, so a scanner that sends twice or a retried request
// receives once. Goods land at the warehouse's receiving location as 待检 when the
// reservation needs inspection, else 合格; the reservation's lines count what came, and
// over-receipt is refused unless the user allows it (allowOver).
import type { HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { runTransition } from '../../workflow/run-transition.ts'
import { nextDocNo } from '../../crud/numbering.ts'
import { receive, STOCK_STATUS } from '../stock/index.ts'
import { covers, round4 } from '../stock/qty.ts'
import { refreshTotals } from './bespeak-write.ts'
import { recordPurchaseReceipt } from '../purchase/receipts.ts'
import { write } from '../../kernel/define.ts'

const RECEIVING = [10, 20]

interface Bespeak {
  id: number
  bespeakNo: string
  status: number
  storageId: number
  ownerId: number | null
  providerId: number | null
  needInspection: boolean
}

interface Line {
  id: number
  skuId: number
  qty: number
  receivedQty: number
  batchNo: string | null
  productionDate: string | null
  expiryDate: string | null
  purchaseLineId: number | null
}

interface ScanPayload {
  bespeakId: number
  code: string
  qty?: number
  batchNo?: string | null
  productionDate?: string | null
  expiryDate?: string | null
  scanKey: string
  allowOver?: boolean
}

export const scanIn = write(async (ctx) => {
  const p = ctx.payload as ScanPayload
  const qty = p.qty ?? 1
  const b = await lockBespeak(ctx, p.bespeakId)
  if (!RECEIVING.includes(b.status)) throw new BizError(`预约单 ${b.bespeakNo} 当前不能收货（须为待到货或收货中）`)
  const skuId = await skuOfCode(ctx, p.code.trim())
  const lines = (
    await ctx.tx.query<Line>(
      `SELECT id, sku_id AS "skuId", qty, received_qty AS "receivedQty", batch_no AS "batchNo", production_date AS "productionDate",
            expiry_date AS "expiryDate", purchase_line_id AS "purchaseLineId"
       FROM bespeak_line WHERE bespeak_id = $1 AND sku_id = $2 ORDER BY id FOR UPDATE`,
      [b.id, skuId],
    )
  ).rows
  if (!lines.length) throw new BizError(`条码 ${p.code} 的商品不在预约单 ${b.bespeakNo} 中`)
  const line =
    lines.find((l) => (p.batchNo ? l.batchNo === p.batchNo : true) && !covers(l.receivedQty, l.qty)) ??
    lines.find((l) => !p.batchNo || l.batchNo === p.batchNo) ??
    lines[0]
  const stockIn = await stockInOf(ctx, b)
  const lot = { batchNo: p.batchNo || line.batchNo, productionDate: p.productionDate || line.productionDate, expiryDate: p.expiryDate || line.expiryDate }
  const status = b.needInspection ? STOCK_STATUS.qc : STOCK_STATUS.normal
  const inLine = await stockInLineOf(ctx, stockIn.id, line, lot, status)
  const taken = await ctx.tx.query<{ id: number }>(
    `INSERT INTO in_scan (tenant_id, scan_key, bespeak_id, bespeak_line_id, stock_in_line_id, code, qty, created_by, updated_by)
     VALUES (app_tenant_id(), $1, $2, $3, $4, $5, $6::numeric, $7, $7) ON CONFLICT (tenant_id, scan_key) DO NOTHING RETURNING id`,
    [p.scanKey, b.id, line.id, inLine, p.code, qty, ctx.session!.userId],
  )
  if (!taken.rows[0]) return { duplicate: true, message: '重复扫描，已忽略', ...(await progress(ctx, b.id, line.id)) }
  if (!p.allowOver && !covers(line.qty - line.receivedQty, qty))
    throw new BizError(`超出预约数量：该商品预约 ${line.qty}，已收 ${line.receivedQty}，本次 ${qty}`)
  await receive(
    ctx.tx,
    { docType: 'stockIn', docId: stockIn.id, docNo: stockIn.stockInNo, lineId: inLine, seq: taken.rows[0].id },
    { storageId: b.storageId, locationId: stockIn.locationId, skuId, ownerId: b.ownerId, ...lot, stockStatus: status },
    qty,
  )
  // Goods received as 合格 can be shelved at once; 待检 goods wait for inspection.
  await ctx.tx.query(
    `UPDATE stock_in_line SET qty = qty + $2::numeric, qualified_qty = qualified_qty + CASE WHEN stock_status = 1 THEN $2::numeric ELSE 0 END,
            version = version + 1, updated_at = now() WHERE id = $1`,
    [inLine, qty],
  )
  await ctx.tx.query(`UPDATE stock_in SET total_qty = total_qty + $2::numeric, version = version + 1, updated_at = now() WHERE id = $1`, [stockIn.id, qty])
  await ctx.tx.query(`UPDATE bespeak_line SET received_qty = received_qty + $2::numeric, version = version + 1, updated_at = now() WHERE id = $1`, [
    line.id,
    qty,
  ])
  await refreshTotals(ctx, b.id)
  if (line.purchaseLineId)
    await recordPurchaseReceipt(ctx.tx, line.purchaseLineId, qty, {
      allowOver: p.allowOver,
      remark: stockIn.stockInNo,
      docNo: stockIn.stockInNo,
      config: ctx.config,
    })
  if (b.status === 10) await runTransition(ctx, 'bespeak', 'receive', b.id)
  return { duplicate: false, message: `已收货 ${qty}`, stockInNo: stockIn.stockInNo, ...(await progress(ctx, b.id, line.id)) }
})

async function lockBespeak(ctx: HandlerContext, id: number): Promise<Bespeak> {
  const b = (
    await ctx.tx.query<Bespeak>(
      `SELECT id, bespeak_no AS "bespeakNo", status, storage_id AS "storageId", owner_id AS "ownerId", provider_id AS "providerId", need_inspection AS "needInspection"
       FROM bespeak WHERE id = $1 FOR UPDATE`,
      [id],
    )
  ).rows[0]
  if (!b) throw new BizError('入库预约不存在或已被删除')
  return b
}

/** A SKU by its barcode, its code, or (prison variants) its product's short code when that product has one SKU. */
export async function skuOfCode(ctx: HandlerContext, code: string): Promise<number> {
  const r = await ctx.tx.query<{ id: number }>(
    `SELECT s.id FROM sku s WHERE s.barcode = $1 OR s.code = $1
     UNION
     SELECT s.id FROM sku s JOIN product p ON p.tenant_id = s.tenant_id AND p.id = s.product_id
      WHERE p.short_code = $1 AND (SELECT count(*) FROM sku x WHERE x.tenant_id = s.tenant_id AND x.product_id = p.id) = 1`,
    [code],
  )
  if (!r.rows.length) throw new BizError(`没有条码或编码为 ${code} 的商品`)
  if (r.rows.length > 1) throw new BizError(`条码 ${code} 对应多个商品规格，请扫描规格条码`)
  return r.rows[0].id
}

/** The reservation's stock-in (one per reservation), made at the first scan. */
async function stockInOf(ctx: HandlerContext, b: Bespeak): Promise<{ id: number; stockInNo: string; locationId: number }> {
  const found = (
    await ctx.tx.query<{ id: number; stockInNo: string; locationId: number }>(
      `SELECT id, stock_in_no AS "stockInNo", location_id AS "locationId" FROM stock_in WHERE bespeak_id = $1`,
      [b.id],
    )
  ).rows[0]
  if (found) return found
  const location = await receivingLocation(ctx, b.storageId)
  const stockInNo = await nextDocNo(ctx, 'stockIn')
  const r = await ctx.tx.query<{ id: number }>(
    `INSERT INTO stock_in (tenant_id, stock_in_no, bespeak_id, storage_id, location_id, owner_id, provider_id, status, created_by, updated_by)
     VALUES (app_tenant_id(), $1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id`,
    [stockInNo, b.id, b.storageId, location, b.ownerId, b.providerId, b.needInspection ? 0 : 10, ctx.session!.userId],
  )
  return { id: r.rows[0].id, stockInNo, locationId: location }
}

/** Where goods are received: the first usable location of a receiving area, else the warehouse's default location. */
async function receivingLocation(ctx: HandlerContext, storageId: number): Promise<number> {
  const r = await ctx.tx.query<{ id: number }>(
    `SELECT l.id FROM location l JOIN storage_area a ON a.tenant_id = l.tenant_id AND a.id = l.area_id
      WHERE l.storage_id = $1 AND l.status = 1 AND (a.area_type = 1 OR l.is_default)
      ORDER BY (a.area_type = 1) DESC, l.pick_order NULLS LAST, l.id LIMIT 1`,
    [storageId],
  )
  if (!r.rows[0]) throw new BizError('该仓库没有收货区库位，也没有默认库位，请先在库位管理中设置')
  return r.rows[0].id
}

async function stockInLineOf(
  ctx: HandlerContext,
  stockInId: number,
  line: Line,
  lot: { batchNo: string | null; productionDate: string | null; expiryDate: string | null },
  status: number,
): Promise<number> {
  const found = await ctx.tx.query<{ id: number }>(
    `SELECT id FROM stock_in_line WHERE stock_in_id = $1 AND bespeak_line_id = $2 AND batch_no IS NOT DISTINCT FROM $3::varchar
        AND production_date IS NOT DISTINCT FROM $4::date AND expiry_date IS NOT DISTINCT FROM $5::date`,
    [stockInId, line.id, lot.batchNo, lot.productionDate, lot.expiryDate],
  )
  if (found.rows[0]) return found.rows[0].id
  const r = await ctx.tx.query<{ id: number }>(
    `INSERT INTO stock_in_line (tenant_id, stock_in_id, bespeak_line_id, sku_id, batch_no, production_date, expiry_date, stock_status, qty, created_by, updated_by)
     VALUES (app_tenant_id(), $1, $2, $3, $4, $5, $6, $7, 0, $8, $8) RETURNING id`,
    [stockInId, line.id, line.skuId, lot.batchNo, lot.productionDate, lot.expiryDate, status, ctx.session!.userId],
  )
  return r.rows[0].id
}

/** What the page shows after a scan: the line and the whole reservation, received of planned. */
async function progress(ctx: HandlerContext, bespeakId: number, lineId: number) {
  const line = (
    await ctx.tx.query<{ skuCode: string; productName: string; qty: number; receivedQty: number }>(
      `SELECT s.code AS "skuCode", p.name AS "productName", l.qty, l.received_qty AS "receivedQty"
       FROM bespeak_line l JOIN sku s ON s.tenant_id = l.tenant_id AND s.id = l.sku_id JOIN product p ON p.tenant_id = s.tenant_id AND p.id = s.product_id
      WHERE l.id = $1`,
      [lineId],
    )
  ).rows[0]
  const head = (
    await ctx.tx.query<{ totalQty: number; receivedQty: number; status: number }>(
      `SELECT total_qty AS "totalQty", received_qty AS "receivedQty", status FROM bespeak WHERE id = $1`,
      [bespeakId],
    )
  ).rows[0]
  return { line: { ...line, remaining: round4(Math.max(0, line.qty - line.receivedQty)) }, bespeak: head }
}
