// 库存预警 demo: in each tenant's default warehouse, two SKUs get limits of their own (one the
// stock is below, one it is above), and three SKUs of the opening stock count as received 120
// days ago, so 库存预警, 预警设置 and 呆滞库存 show rows (近效期预警 shows the demo lots dated
// back by demo-stock). The bell messages come from the sweep at start.
import type { Db } from '../db/types.ts'
import { inTenant } from '../db/tenant-tx.ts'
import { STOCK_STATUS } from '../domain/stock/index.ts'

export async function seedDemoStockWarning(db: Db, tenantId: number, userId: number): Promise<void> {
  await inTenant(db, { tenantId, userId }, async (tx) => {
    const held = (
      await tx.query<{ storageId: number; skuId: number; available: number }>(
        `SELECT b.storage_id AS "storageId", b.sku_id AS "skuId", sum(b.on_hand - b.allocated)::float8 AS available
           FROM stock_balance b JOIN storage st ON st.id = b.storage_id
          WHERE b.stock_status = $1 GROUP BY b.storage_id, b.sku_id, st.is_default, st.id
          ORDER BY st.is_default DESC, st.id, b.sku_id LIMIT 5`,
        [STOCK_STATUS.normal],
      )
    ).rows
    if (held.length < 5) return
    const [low, high] = held
    const limit = `INSERT INTO stock_warning_setting (tenant_id, storage_id, sku_id, min_qty, max_qty, remark, created_by, updated_by)
                   VALUES (app_tenant_id(), $1, $2, $3, $4, $5, $6, $6) ON CONFLICT DO NOTHING`
    await tx.query(limit, [low.storageId, low.skuId, Math.ceil(low.available) + 50, null, '畅销品，备足安全库存', userId])
    await tx.query(limit, [high.storageId, high.skuId, null, Math.max(1, Math.floor(high.available / 2)), '库位紧张，控制上限', userId])
    await tx.query(`UPDATE stock_balance SET in_date = in_date - interval '120 days' WHERE storage_id = $1 AND sku_id = ANY($2::bigint[])`, [
      held[2].storageId,
      held.slice(2).map((h) => h.skuId),
    ])
  })
}
