// Allocation and release (DOMAIN §2): a document line takes qty of available normal stock,
// FEFO then FIFO, never from a locked location, a place being counted or an expired lot. Candidate rows of every line
// are locked in one statement in id order, so concurrent allocations of one SKU queue up and
// can never together take more than there is; the balance CHECK is the last word.
import type { Tx } from '../../db/types.ts'
import { shortageOf, type Shortage } from './errors.ts'
import { assertQty, covers, round4 } from './qty.ts'
import { changeBalance, CURRENT_USER, lockBalances } from './sql.ts'
import { STOCK_STATUS } from './types.ts'
import { lockedStockNote, NOT_LOCKED } from './place-lock.ts'

export interface AllocationLine {
  lineId: number
  storageId: number
  skuId: number
  qty: number
  /** Only this owner's stock (3PL); absent: any owner. */
  ownerId?: number | null
  batchNo?: string | null
  locationId?: number | null
}

export interface AllocatedLine {
  lineId: number
  requested: number
  allocated: number
}

interface Candidate {
  id: number
  storageId: number
  skuId: number
  ownerId: number | null
  batchNo: string | null
  locationId: number
  expiryDate: string | null
  inDate: string
  free: number
}

/**
 * Allocates every line or, on a shortage, nothing (StockShortage names the short lines).
 * With partial, takes what there is and reports the shortages instead.
 */
export async function allocate(
  tx: Tx,
  doc: { docType: string; docId?: number | null },
  lines: AllocationLine[],
  opts: { partial?: boolean } = {},
): Promise<{ lines: AllocatedLine[]; shortages: Shortage[] }> {
  for (const l of lines) assertQty(l.qty, '分配数量')
  const candidates = await lockCandidates(tx, lines)
  const takes: { line: AllocationLine; row: Candidate; qty: number }[] = []
  const result: AllocatedLine[] = []
  const shortages: Shortage[] = []
  for (const line of lines) {
    let need = line.qty
    for (const row of candidates.filter((c) => fits(c, line))) {
      if (need <= 0) break
      const q = Math.min(row.free, need)
      if (q <= 0) continue
      takes.push({ line, row, qty: q })
      row.free = round4(row.free - q)
      need = round4(need - q)
    }
    result.push({ lineId: line.lineId, requested: line.qty, allocated: round4(line.qty - need) })
    if (need > 0) shortages.push({ lineId: line.lineId, skuId: line.skuId, requested: line.qty, available: round4(line.qty - need) })
  }
  if (shortages.length && !opts.partial)
    throw await shortageOf(
      tx,
      shortages,
      await lockedStockNote(
        tx,
        lines.map((l) => l.storageId),
        shortages.map((s) => s.skuId),
      ),
    )
  for (const t of takes) {
    await changeBalance(tx, t.row.id, 0, t.qty)
    await tx.query(
      `INSERT INTO stock_allocation (tenant_id, balance_id, doc_type, doc_id, line_id, qty, status, created_by, updated_by)
       VALUES (app_tenant_id(), $1, $2, $3, $4, $5::numeric, 1, ${CURRENT_USER}, ${CURRENT_USER})`,
      [t.row.id, doc.docType, doc.docId ?? null, t.line.lineId, t.qty],
    )
  }
  return { lines: result, shortages: opts.partial ? await shortageOf(tx, shortages).then((e) => e.shortages) : [] }
}

/** Lets go of what a line holds (all of it, or qty of it, newest allocation first). Answers the qty released. */
export async function release(tx: Tx, doc: { docType: string; lineId: number }, qty?: number): Promise<number> {
  if (qty !== undefined) assertQty(qty, '释放数量')
  const open = await tx.query<{ id: number; balanceId: number; qty: number }>(
    `SELECT id, balance_id AS "balanceId", qty FROM stock_allocation WHERE doc_type = $1 AND line_id = $2 AND status = 1 ORDER BY id DESC`,
    [doc.docType, doc.lineId],
  )
  await lockBalances(
    tx,
    open.rows.map((a) => a.balanceId),
  )
  let left = qty ?? Infinity
  let released = 0
  for (const a of open.rows) {
    if (left <= 0) break
    const q = Math.min(a.qty, left)
    await changeBalance(tx, a.balanceId, 0, -q)
    if (covers(q, a.qty)) await tx.query(`UPDATE stock_allocation SET status = 2, version = version + 1, updated_at = now() WHERE id = $1`, [a.id])
    else await tx.query(`UPDATE stock_allocation SET qty = qty - $2::numeric, version = version + 1, updated_at = now() WHERE id = $1`, [a.id, q])
    left = round4(left - q)
    released = round4(released + q)
  }
  return released
}

/** 复核区 and 发货区: what lies there was picked for an order; it is never given to another one. */
const PICKED_GOODS_AREAS = [4, 5]

/** Normal, unexpired, unallocated stock of the lines' SKUs in usable locations, locked in id order. */
async function lockCandidates(tx: Tx, lines: AllocationLine[]): Promise<Candidate[]> {
  const r = await tx.query<Candidate>(
    `SELECT b.id, b.storage_id AS "storageId", b.sku_id AS "skuId", b.owner_id AS "ownerId", b.batch_no AS "batchNo",
            b.location_id AS "locationId", b.expiry_date AS "expiryDate", b.in_date AS "inDate", b.on_hand - b.allocated AS free
       FROM stock_balance b JOIN location l ON l.tenant_id = b.tenant_id AND l.id = b.location_id AND l.status = 1
       LEFT JOIN storage_area a ON a.tenant_id = l.tenant_id AND a.id = l.area_id
      WHERE b.stock_status = $3 AND b.on_hand > b.allocated AND (b.expiry_date IS NULL OR b.expiry_date >= current_date)
        AND (a.area_type IS NULL OR a.area_type <> ALL($4::int[])) AND ${NOT_LOCKED('b')}
        AND (b.storage_id, b.sku_id) IN (SELECT * FROM unnest($1::bigint[], $2::bigint[]))
      ORDER BY b.id FOR UPDATE OF b`,
    [lines.map((l) => l.storageId), lines.map((l) => l.skuId), STOCK_STATUS.normal, PICKED_GOODS_AREAS],
  )
  // FEFO, then FIFO: the earliest expiry first (no expiry last), then the oldest receipt.
  return r.rows.sort((a, b) => (a.expiryDate ?? '9999').localeCompare(b.expiryDate ?? '9999') || a.inDate.localeCompare(b.inDate) || a.id - b.id)
}

const fits = (c: Candidate, l: AllocationLine) =>
  c.storageId === l.storageId &&
  c.skuId === l.skuId &&
  (l.ownerId === undefined || c.ownerId === l.ownerId) &&
  (!l.batchNo || c.batchNo === l.batchNo) &&
  (!l.locationId || c.locationId === l.locationId)
