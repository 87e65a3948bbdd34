// Balance rows as options for a document line that names the row it takes from (a freeze takes
// 合格 rows, a move 合格 and 不合格): only rows of the warehouse with something not held.
import type { Tx } from '../../../db/types.ts'
import { likePattern, Params } from '../../../crud/select.ts'
import { STOCK_STATUS, type StockStatus } from '../types.ts'

export interface BalanceRowQuery {
  storageId?: number
  ownerId?: number
  keyword?: string
}

/** [{value, label}]: location · SKU product · 批次 · quality when not 合格 · 可用 n; at most 200. */
export async function balanceRowOptions(tx: Tx, q: BalanceRowQuery, statuses: StockStatus[]): Promise<{ value: number; label: string }[]> {
  if (!q.storageId) return []
  const p = new Params()
  const where = [`b.storage_id = ${p.add(q.storageId)}`, `b.stock_status = ANY(${p.add(statuses)}::int[])`, `b.on_hand > b.allocated`]
  if (q.ownerId) where.push(`b.owner_id = ${p.add(q.ownerId)}`)
  if (q.keyword) {
    const k = p.add(likePattern(q.keyword))
    where.push(`(s.code ILIKE ${k} OR pr.name ILIKE ${k} OR l.code ILIKE ${k} OR b.batch_no ILIKE ${k})`)
  }
  const r = await tx.query<{ value: number; label: string }>(
    `SELECT b.id AS value, l.code || ' · ' || s.code || ' ' || pr.name || COALESCE(' · 批次 ' || b.batch_no, '')
            || CASE WHEN b.stock_status = ${STOCK_STATUS.damaged} THEN ' · 不合格' ELSE '' END || ' · 可用 ' || trim_scale(b.on_hand - b.allocated) AS label
       FROM stock_balance b JOIN location l ON l.tenant_id = b.tenant_id AND l.id = b.location_id
       JOIN sku s ON s.tenant_id = b.tenant_id AND s.id = b.sku_id JOIN product pr ON pr.tenant_id = s.tenant_id AND pr.id = s.product_id
      WHERE ${where.join(' AND ')} ORDER BY l.code, s.code, b.id LIMIT 200`,
    p.values,
  )
  return r.rows
}
