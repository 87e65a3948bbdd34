// A tenant's warehouse, locations and SKUs from the demo data, and a way to run stock
// operations as that tenant (RLS on), for the stock module's tests.
import type { Db, Tx } from '../../src/server/db/types.ts'
import { inTenant } from '../../src/server/db/tenant-tx.ts'

export interface StockFixture {
  tenantId: number
  storageId: number
  locations: number[]
  skus: number[]
  skuCodes: Map<number, string>
  run<T>(fn: (tx: Tx) => Promise<T>): Promise<T>
  /** Every balance row of the fixture's SKUs: id → [on_hand, allocated]. */
  balances(): Promise<Map<number, [number, number]>>
}

let made = 0

/**
 * A warehouse of its own (one area, four locations) and three SKUs of their own in the
 * tenant, so the tests see exactly the stock they post whatever the demo data holds.
 */
export async function stockFixture(db: Db, tenantCode = 'DEMO'): Promise<StockFixture> {
  const n = `${process.pid % 1000}${++made}`
  const t = (await db.query(`SELECT id FROM tenant WHERE code = $1`, [tenantCode])).rows[0].id as number
  const one = async (sql: string, params: unknown[]) => (await db.query(sql, params)).rows[0].id as number
  const s = await one(`INSERT INTO storage (tenant_id, code, name, storage_type) VALUES ($1, $2, $3, 1) RETURNING id`, [t, `T${n}`, `测试仓${n}`])
  const area = await one(`INSERT INTO storage_area (tenant_id, storage_id, code, name, area_type) VALUES ($1, $2, 'S', '存储区', 2) RETURNING id`, [t, s])
  const locations: number[] = []
  for (let i = 1; i <= 4; i++)
    locations.push(await one(`INSERT INTO location (tenant_id, storage_id, area_id, code) VALUES ($1, $2, $3, $4) RETURNING id`, [t, s, area, `T-${n}-${i}`]))
  const category = (await db.query(`SELECT id FROM category WHERE tenant_id = $1 LIMIT 1`, [t])).rows[0].id
  const unit = (await db.query(`SELECT id FROM unit WHERE tenant_id = $1 LIMIT 1`, [t])).rows[0].id
  const product = await one(`INSERT INTO product (tenant_id, code, name, category_id, unit_id) VALUES ($1, $2, '库存测试商品', $3, $4) RETURNING id`, [
    t,
    `TP${n}`,
    category,
    unit,
  ])
  const skus: number[] = []
  const skuCodes = new Map<number, string>()
  for (let i = 1; i <= 3; i++) {
    const code = `TP${n}-${i}`
    const id = await one(`INSERT INTO sku (tenant_id, product_id, code) VALUES ($1, $2, $3) RETURNING id`, [t, product, code])
    skus.push(id)
    skuCodes.set(id, code)
  }
  const user = (await db.query(`SELECT id FROM sys_user WHERE tenant_id = $1 ORDER BY id LIMIT 1`, [t])).rows[0]?.id as number | undefined
  return {
    tenantId: t,
    storageId: s,
    locations,
    skus,
    skuCodes,
    run: (fn) => inTenant(db, { tenantId: t, userId: user ?? null }, fn),
    async balances() {
      const r = await db.query(`SELECT id, on_hand, allocated FROM stock_balance WHERE tenant_id = $1 AND sku_id = ANY($2::bigint[])`, [t, skus])
      return new Map(r.rows.map((row) => [row.id as number, [Number(row.on_hand), Number(row.allocated)] as [number, number]]))
    },
  }
}
