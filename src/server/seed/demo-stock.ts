// Opening stock (期初库存) of the demo tenants, posted through the stock module like any
// receipt, so the ledger explains every balance from the first start: most SKUs in storage
// locations of the main warehouse, some with lots and expiry dates, a few in QC or damaged
// (frozen stock comes from the demo 冻结单, demo-frozen.ts), and a little in the second warehouse.
import type { Db } from '../db/types.ts'
import { inTenant } from '../db/tenant-tx.ts'
import { OPENING_DOC, receive, STOCK_STATUS, type StockStatus } from '../domain/stock/index.ts'
import { businessDate } from '../util/format.ts'

export async function seedDemoStock(db: Db, tenantId: number, userId: number): Promise<void> {
  await inTenant(db, { tenantId, userId }, async (tx) => {
    const storages = (await tx.query<{ id: number; code: string }>(`SELECT id, code FROM storage WHERE status = 1 ORDER BY is_default DESC, id`)).rows
    const skus = (
      await tx.query<{ id: number; shelfLife: number | null; batch: boolean }>(
        `SELECT s.id, p.shelf_life_days AS "shelfLife", p.batch_managed AS batch FROM sku s JOIN product p ON p.tenant_id = s.tenant_id AND p.id = s.product_id ORDER BY s.id`,
      )
    ).rows
    const owners = (await tx.query<{ id: number }>(`SELECT id FROM product_owner ORDER BY id`)).rows.map((r) => r.id)
    let line = 0
    for (const [si, storage] of storages.entries()) {
      const locations = (
        await tx.query<{ id: number }>(
          `SELECT l.id FROM location l JOIN storage_area a ON a.tenant_id = l.tenant_id AND a.id = l.area_id
          WHERE l.storage_id = $1 AND a.area_type IN (2, 3) AND l.status = 1 ORDER BY l.pick_order NULLS LAST, l.id`,
          [storage.id],
        )
      ).rows.map((r) => r.id)
      if (!locations.length) continue
      const share = si === 0 ? skus : skus.filter((_, i) => i % 3 === 0)
      for (const [i, sku] of share.entries()) {
        if (i % 11 === 10) continue // some SKUs out of stock, for the warning screens
        const lot = sku.batch || sku.shelfLife ? lotOf(i, sku.shelfLife) : {}
        const status: StockStatus = i % 19 === 5 ? STOCK_STATUS.qc : i % 23 === 7 ? STOCK_STATUS.damaged : STOCK_STATUS.normal
        const qty = si === 0 ? 20 + ((i * 37) % 180) : 10 + ((i * 13) % 60)
        const key = {
          storageId: storage.id,
          locationId: locations[(i * 7) % locations.length],
          skuId: sku.id,
          ownerId: owners.length ? owners[i % owners.length] : null,
          stockStatus: status,
          ...lot,
        }
        await receive(tx, { docType: OPENING_DOC, docNo: `QC-${storage.code}`, lineId: ++line }, key, qty)
        // A second location of the same SKU for some, so stock-locate shows a SKU in two places.
        if (i % 4 === 0)
          await receive(
            tx,
            { docType: OPENING_DOC, docNo: `QC-${storage.code}`, lineId: ++line },
            { ...key, locationId: locations[(i * 7 + 3) % locations.length], stockStatus: STOCK_STATUS.normal },
            Math.ceil(qty / 3),
          )
      }
    }
  })
}

/**
 * A lot number and dates; a few lots expire soon so the expiry warning has something to show.
 * Dates count back from the day of seeding (lots 21 to 320 days old), never fixed calendar days:
 * with fixed days every lot would expire in turn as the months pass, and with them the demo's
 * allocations, processing and the tests that rely on them.
 */
function lotOf(i: number, shelfLife: number | null) {
  const today = Date.parse(businessDate(new Date()))
  const produced = new Date(today - (320 - ((i * 9) % 300)) * 86_400_000)
  const days = shelfLife ?? 365
  const expiry = new Date(produced.getTime() + days * 86_400_000)
  const iso = (d: Date) => d.toISOString().slice(0, 10)
  return { batchNo: `B${iso(produced).replace(/-/g, '')}${String(i % 10)}`, productionDate: iso(produced), expiryDate: iso(expiry) }
}
