// Holding stock for a document line. holdAt (a loss report): like allocate, but from the
// balance rows the line names itself — its warehouse, location, SKU and stock status, its owner
// and batch when given — whatever their status (合格 or 不合格) and whether the location is
// locked or the lot expired: those are exactly the goods one writes off. Never frozen stock:
// the caller names the status, and a frozen row is another status. The rows are locked in id
// order, the earliest expiry taken first; a shortage refuses the whole hold (nothing held).
// holdRow (a stock move): exactly the one balance row the line names, whatever its status.
import type { Tx } from '../../db/types.ts'
import { shortageOf } from './errors.ts'
import { assertQty, covers, round4 } from './qty.ts'
import { changeBalance, CURRENT_USER, lockBalances } from './sql.ts'
import type { StockStatus } from './types.ts'
import { assertPlacesFree } from './place-lock.ts'

export interface HoldLine {
  lineId: number
  storageId: number
  locationId: number
  skuId: number
  stockStatus: StockStatus
  /** Only this owner's stock; absent or null: any owner's. */
  ownerId?: number | null
  /** Only this batch; absent or empty: any batch (earliest expiry first). */
  batchNo?: string | null
}

/** What the line's place holds that nobody holds yet (on_hand − allocated), without locking. */
export async function freeAt(tx: Tx, line: Omit<HoldLine, 'lineId'>): Promise<number> {
  const { sql, params } = rowsAt(line)
  const r = await tx.query<{ free: number | null }>(`SELECT sum(on_hand - allocated) AS free FROM stock_balance b WHERE ${sql}`, params)
  return Number(r.rows[0]?.free ?? 0)
}

/** Holds qty for the line (document type docType) on the rows of its place; StockShortage when they hold less. */
export async function holdAt(tx: Tx, doc: { docType: string; docId?: number | null }, line: HoldLine, qty: number): Promise<void> {
  assertQty(qty, '报损数量')
  await assertPlacesFree(tx, [line], '锁定其库存')
  const { sql, params } = rowsAt(line)
  const rows = (
    await tx.query<{ id: number; free: number; expiryDate: string | null }>(
      `SELECT id, on_hand - allocated AS free, expiry_date AS "expiryDate" FROM stock_balance b WHERE ${sql} ORDER BY id FOR UPDATE`,
      params,
    )
  ).rows.sort((a, b) => (a.expiryDate ?? '9999').localeCompare(b.expiryDate ?? '9999') || a.id - b.id)
  let need = qty
  const takes: { id: number; qty: number }[] = []
  for (const row of rows) {
    if (need <= 0) break
    const q = Math.min(Number(row.free), need)
    if (q <= 0) continue
    takes.push({ id: row.id, qty: q })
    need = round4(need - q)
  }
  if (need > 0) throw await shortageOf(tx, [{ lineId: line.lineId, skuId: line.skuId, requested: qty, available: round4(qty - need) }])
  for (const t of takes) await hold(tx, doc, line.lineId, t.id, t.qty)
}

/** Holds qty on balance row balanceId for the line; StockShortage when the row has less that nobody holds. */
export async function holdRow(tx: Tx, doc: { docType: string; docId?: number | null }, lineId: number, balanceId: number, qty: number): Promise<void> {
  assertQty(qty, '锁定数量')
  const row = (await lockBalances(tx, [balanceId])).get(balanceId)
  if (row) await assertPlacesFree(tx, [row], '锁定其库存')
  const free = row ? round4(row.onHand - row.allocated) : 0
  if (!row || !covers(free, qty)) throw await shortageOf(tx, [{ lineId, skuId: row?.skuId ?? 0, requested: qty, available: free }])
  await hold(tx, doc, lineId, balanceId, qty)
}

async function hold(tx: Tx, doc: { docType: string; docId?: number | null }, lineId: number, balanceId: number, qty: number): Promise<void> {
  await changeBalance(tx, balanceId, 0, qty)
  await tx.query(
    `INSERT INTO stock_allocation (tenant_id, balance_id, doc_type, doc_id, line_id, qty, status, created_by, updated_by)
     VALUES (app_tenant_id(), $1, $2, $3, $4, $5::numeric, 1, ${CURRENT_USER}, ${CURRENT_USER})`,
    [balanceId, doc.docType, doc.docId ?? null, lineId, qty],
  )
}

function rowsAt(line: Omit<HoldLine, 'lineId'>): { sql: string; params: unknown[] } {
  const params: unknown[] = [line.storageId, line.locationId, line.skuId, line.stockStatus]
  const where = ['b.storage_id = $1', 'b.location_id = $2', 'b.sku_id = $3', 'b.stock_status = $4']
  if (line.ownerId) where.push(`b.owner_id = $${params.push(line.ownerId)}`)
  if (line.batchNo) where.push(`b.batch_no = $${params.push(line.batchNo)}`)
  return { sql: where.join(' AND '), params }
}
