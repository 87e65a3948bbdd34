// Document lines that name the balance row they take from (a freeze, a move): the rows read in one
// query, and what every such document checks of a line — the row exists (in this tenant), is
// named once, belongs to the document's warehouse (and owner, when one is chosen), and has the
// quantity available. Each document refuses the stock statuses it does not take in its own words.
import type { Tx } from '../db/types.ts'
import { refuse } from './document-checks.ts'
import { covers } from './stock/qty.ts'

export interface LineRow {
  id: number
  storageId: number
  ownerId: number | null
  locationId: number
  stockStatus: number
  available: number
  locationCode: string
  skuCode: string
}

/** The rows the lines name, by id; another tenant's are missing. */
export async function lineRows(tx: Tx, ids: number[]): Promise<Map<number, LineRow>> {
  const r = await tx.query<LineRow>(
    `SELECT b.id, b.storage_id AS "storageId", b.owner_id AS "ownerId", b.location_id AS "locationId", b.stock_status AS "stockStatus",
            (b.on_hand - b.allocated)::float8 AS available, l.code AS "locationCode", s.code AS "skuCode"
       FROM stock_balance b JOIN location l ON l.tenant_id = b.tenant_id AND l.id = b.location_id JOIN sku s ON s.tenant_id = b.tenant_id AND s.id = b.sku_id
      WHERE b.id = ANY($1::bigint[])`,
    [ids],
  )
  return new Map(r.rows.map((b) => [Number(b.id), b]))
}

/** Line i's row, refused (on lines.i.balanceId) when missing, named before, or of another warehouse or owner. */
export function rowOfLine(
  rows: Map<number, LineRow>,
  seen: Set<number>,
  i: number,
  balanceId: number,
  doc: { storageId: number; ownerId?: number | null },
): LineRow {
  const at = `lines.${i}.balanceId`
  const b = rows.get(balanceId)
  if (!b) refuse(at, '库存行不存在', `第 ${i + 1} 行的库存行不存在`)
  if (seen.has(balanceId)) refuse(at, '库存行重复', `第 ${i + 1} 行的库存行与前面的行重复`)
  seen.add(balanceId)
  if (Number(b.storageId) !== Number(doc.storageId)) refuse(at, '库存行不属于所选仓库', `第 ${i + 1} 行（库位 ${b.locationCode}，${b.skuCode}）不属于所选仓库`)
  if (doc.ownerId && Number(b.ownerId) !== Number(doc.ownerId)) refuse(at, '库存行不属于所选货主', `第 ${i + 1} 行（${b.skuCode}）不属于所选货主`)
  return b
}

/** Refuses line i (on lines.i.qty) when its row has less than qty available; qtyTitle names the quantity (冻结数量, 移库数量). */
export function checkAvailable(i: number, b: LineRow, qty: number, qtyTitle: string): void {
  if (!covers(b.available, qty))
    refuse(
      `lines.${i}.qty`,
      `${qtyTitle}超过可用数量 ${b.available}`,
      `第 ${i + 1} 行（库位 ${b.locationCode}，${b.skuCode}）${qtyTitle} ${qty} 超过可用数量 ${b.available}`,
    )
}
