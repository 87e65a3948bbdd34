// Places kept still while a document counts them (a stocktake): a whole location, or one SKU at
// it. While locked nothing is allocated, held, moved (putaway, freeze, transfer) or picked there;
// the refusals name the document. Locks are taken in one statement under a table lock so two
// counts can never lock one place; adjustments (the count's own postings) are not stopped.
import type { Tx } from '../../db/types.ts'
import { BizError } from '../../kernel/errors.ts'
import { CURRENT_USER } from './sql.ts'

export interface Place {
  locationId: number
  /** Only this SKU at the location; absent or null: everything there. */
  skuId?: number | null
}

export interface PlaceLockRef {
  docType: string
  docId: number
  docNo: string
  /** What the document does there, as the refusals say it (盘点). */
  purpose: string
}

interface Held {
  locationCode: string
  docNo: string
  purpose: string
}

/** SQL: balance row alias `b` lies at no locked place (for selecting candidates). */
export const NOT_LOCKED = (b: string) =>
  `NOT EXISTS (SELECT 1 FROM stock_location_lock k WHERE k.tenant_id = ${b}.tenant_id AND k.location_id = ${b}.location_id AND (k.sku_id IS NULL OR k.sku_id = ${b}.sku_id))`

/** Locks the places for the document; refused, naming the place and the other document, when one is locked already. */
export async function lockPlaces(tx: Tx, ref: PlaceLockRef, places: Place[]): Promise<void> {
  if (!places.length) return
  await tx.query(`LOCK TABLE stock_location_lock IN SHARE ROW EXCLUSIVE MODE`)
  const taken = await lockedAmong(tx, places)
  const other = taken.find((t) => t.docNo !== ref.docNo)
  if (other) throw new BizError(`库位 ${other.locationCode} 正在${other.purpose}（${other.docNo}），不能同时${ref.purpose}`)
  await tx.query(
    `INSERT INTO stock_location_lock (tenant_id, location_id, sku_id, doc_type, doc_id, doc_no, purpose, created_by, updated_by)
     SELECT app_tenant_id(), p.location_id, p.sku_id, $3::varchar, $4::bigint, $5::varchar, $6::varchar, ${CURRENT_USER}, ${CURRENT_USER}
       FROM unnest($1::bigint[], $2::bigint[]) AS p(location_id, sku_id)
      WHERE NOT EXISTS (SELECT 1 FROM stock_location_lock k WHERE k.doc_type = $3::varchar AND k.doc_id = $4::bigint AND k.location_id = p.location_id
                                                             AND k.sku_id IS NOT DISTINCT FROM p.sku_id)`,
    [places.map((p) => p.locationId), places.map((p) => p.skuId ?? null), ref.docType, ref.docId, ref.docNo, ref.purpose],
  )
}

/** Lets go of every place the document locked. */
export async function unlockPlaces(tx: Tx, ref: { docType: string; docId: number }): Promise<void> {
  await tx.query(`DELETE FROM stock_location_lock WHERE doc_type = $1 AND doc_id = $2`, [ref.docType, ref.docId])
}

/** Refuses (naming the place and the document) when stock at one of the places may not move now. */
export async function assertPlacesFree(tx: Tx, places: Place[], what: string): Promise<void> {
  const [held] = await lockedAmong(tx, places)
  if (held) throw new BizError(`库位 ${held.locationCode} 正在${held.purpose}（${held.docNo}），不能${what}`)
}

/** The locks that overlap any of the places (a whole-location lock overlaps every SKU there). */
async function lockedAmong(tx: Tx, places: Place[]): Promise<Held[]> {
  if (!places.length) return []
  const r = await tx.query<Held>(
    `SELECT l.code AS "locationCode", k.doc_no AS "docNo", k.purpose
       FROM unnest($1::bigint[], $2::bigint[]) AS p(location_id, sku_id)
       JOIN stock_location_lock k ON k.location_id = p.location_id AND (k.sku_id IS NULL OR p.sku_id IS NULL OR k.sku_id = p.sku_id)
       JOIN location l ON l.tenant_id = k.tenant_id AND l.id = k.location_id
      ORDER BY l.code LIMIT 5`,
    [places.map((p) => p.locationId), places.map((p) => p.skuId ?? null)],
  )
  return r.rows
}

/** Why a short SKU may have had too little: its stock at locked places of the warehouses (for 库存不足). */
export async function lockedStockNote(tx: Tx, storageIds: number[], skuIds: number[]): Promise<string> {
  const r = await tx.query<Held>(
    `SELECT DISTINCT l.code AS "locationCode", k.doc_no AS "docNo", k.purpose
       FROM stock_balance b JOIN stock_location_lock k ON k.tenant_id = b.tenant_id AND k.location_id = b.location_id AND (k.sku_id IS NULL OR k.sku_id = b.sku_id)
       JOIN location l ON l.tenant_id = b.tenant_id AND l.id = b.location_id
      WHERE b.storage_id = ANY($1::bigint[]) AND b.sku_id = ANY($2::bigint[]) AND b.on_hand > b.allocated
      ORDER BY l.code LIMIT 3`,
    [storageIds, skuIds],
  )
  if (!r.rows.length) return ''
  return `（${r.rows.map((h) => `库位 ${h.locationCode} 正在${h.purpose}（${h.docNo}）`).join('、')}，其库存暂不能分配）`
}
