// Available stock as allocation sees it (src/server/domain/stock/allocate.ts): normal
// (合格) stock, not expired, not allocated, in enabled locations — of one SKU in one warehouse,
// every owner. An SQL expression for lists that show it beside a wanted quantity.
import { STOCK_STATUS } from '../../stock/index.ts'

export function availableSql(storage: string, sku: string): string {
  return `(SELECT COALESCE(sum(b.on_hand - b.allocated), 0) FROM stock_balance b
             JOIN location loc ON loc.tenant_id = b.tenant_id AND loc.id = b.location_id AND loc.status = 1
            WHERE b.storage_id = ${storage} AND b.sku_id = ${sku} AND b.stock_status = ${STOCK_STATUS.normal}
              AND b.on_hand > b.allocated AND (b.expiry_date IS NULL OR b.expiry_date >= current_date))`
}
