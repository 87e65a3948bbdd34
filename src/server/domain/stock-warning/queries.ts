// The three warnings as SQL, shared by the lists (read.ts) and the bell sweep (sweep.ts), so the
// list and the message always agree. Placeholders come from the caller's Params (today is the
// business date, yyyy-mm-dd).
//
// Decisions (DOMAIN-level rules of this slice):
// - Limits per SKU and warehouse come from stock_warning_setting; a field left empty there, or a
//   warehouse without a row, falls back to the product's minStock / maxStock. The product's limits
//   only apply in warehouses that have held the SKU (a balance row), so a new product does not
//   warn in every warehouse of the tenant.
// - 低于下限 compares the AVAILABLE quantity (合格, not allocated) with the floor: frozen, QC and
//   damaged stock cannot be shipped, so they do not count towards it. 高于上限 compares everything
//   ON HAND with the ceiling: it takes space whatever its status. Gap: how much is missing / too much.
// - 近效期: balance rows with stock whose expiry date is within the tenant's 近效期预警天数 (业务配置,
//   today included); expired rows (days left < 0) stay in the list, marked.
// - 呆滞: SKUs with stock in a warehouse and no issue (outbound ledger posting) there for N days
//   (the list's filter, default 90); stock received within those days is not idle yet.
import { STOCK_STATUS } from '../stock/types.ts'

export const DEFAULT_IDLE_DAYS = 90

export const LIMITS_FROM = `(
  SELECT k.storage_id, k.sku_id, COALESCE(sum(b.on_hand), 0) AS on_hand,
         COALESCE(sum(b.on_hand - b.allocated) FILTER (WHERE b.stock_status = ${STOCK_STATUS.normal}), 0) AS available,
         COALESCE(max(ws.min_qty), max(p.min_stock)) AS min_qty, COALESCE(max(ws.max_qty), max(p.max_stock)) AS max_qty
    FROM (SELECT storage_id, sku_id FROM stock_balance UNION SELECT storage_id, sku_id FROM stock_warning_setting) k
    JOIN sku s ON s.id = k.sku_id
    JOIN product p ON p.tenant_id = s.tenant_id AND p.id = s.product_id
    LEFT JOIN stock_warning_setting ws ON ws.storage_id = k.storage_id AND ws.sku_id = k.sku_id
    LEFT JOIN stock_balance b ON b.storage_id = k.storage_id AND b.sku_id = k.sku_id
   GROUP BY k.storage_id, k.sku_id
) w`

/** 1 低于下限, 2 高于上限, null neither (a floor breach wins: it is what stops shipping). */
export const KIND = `CASE WHEN w.min_qty IS NOT NULL AND w.available < w.min_qty THEN 1 WHEN w.max_qty IS NOT NULL AND w.on_hand > w.max_qty THEN 2 END`
export const GAP = `CASE WHEN w.min_qty IS NOT NULL AND w.available < w.min_qty THEN w.min_qty - w.available ELSE w.on_hand - w.max_qty END`

/** Balance rows (alias b) with stock expiring within `days` of `today` (or already expired). */
export const nearExpiryWhere = (b: string, today: string, days: string) => [
  `${b}.on_hand > 0`,
  `${b}.expiry_date IS NOT NULL`,
  `${b}.expiry_date <= ${today}::date + ${days}::int`,
]
export const daysLeft = (b: string, today: string) => `(${b}.expiry_date - ${today}::date)`

/** Per warehouse and SKU with stock: the last issue and the days since (or since the first receipt when never issued). */
export const IDLE_FROM = `(
  SELECT b.storage_id, b.sku_id, sum(b.on_hand) AS on_hand,
         COALESCE(sum(b.on_hand - b.allocated) FILTER (WHERE b.stock_status = ${STOCK_STATUS.normal}), 0) AS available,
         (SELECT max(l.created_at) FROM stock_ledger l WHERE l.storage_id = b.storage_id AND l.sku_id = b.sku_id AND l.operation = 'issue') AS last_out,
         min(b.in_date) AS first_in
    FROM stock_balance b WHERE b.on_hand > 0
   GROUP BY b.storage_id, b.sku_id
) w`
/** Whole days since the last issue (or the first receipt), counted in the business time zone `tz`. */
export const idleFor = (today: string, tz: string) => `(${today}::date - (COALESCE(w.last_out, w.first_in) AT TIME ZONE ${tz}::text)::date)`
