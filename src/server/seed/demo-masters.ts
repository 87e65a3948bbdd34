// Demo data of the master-data screens (issue 5) that need code: shops (password hashes),
// contract templates and valet documents (numbers from the same numbering as the API) and
// location templates (an area within its warehouse), for both demo tenants. Customers, owners,
// fees, places and the other plain rows are demo rows (schemas/demo/*.yaml), seeded before.
// Written inside each tenant (RLS on); every row is valid for its schema.
import type { Db, Tx } from '../db/types.ts'
import { inTenant } from '../db/tenant-tx.ts'
import { hashPassword } from '../domain/session/password.ts'
import { nextDailyNo } from '../domain/numbering.ts'
import { DEMO_ROWS, HDWL_ROWS, type MasterRows } from './demo-masters-data.ts'

export interface MastersSeedIds {
  demo: number
  second: number
  demoUser: number
  demo2User: number
}

type Row = Record<string, unknown>

/** INSERT of rows given by SQL column name; tenant and audit columns are added. Answers the ids. */
async function insert(tx: Tx, table: string, userId: number, rows: Row[]): Promise<number[]> {
  const ids: number[] = []
  for (const row of rows) {
    const cols = Object.keys(row)
    const values = cols.map((c) => row[c])
    const sql = `INSERT INTO ${table} (tenant_id, ${cols.join(', ')}, created_by, updated_by)
                 VALUES (app_tenant_id(), ${cols.map((_, i) => `$${i + 1}`).join(', ')}, $${cols.length + 1}, $${cols.length + 1}) RETURNING id`
    ids.push((await tx.query<{ id: number }>(sql, [...values, userId])).rows[0].id)
  }
  return ids
}

/** code → id of a table in the current tenant. */
async function byCode(tx: Tx, table: string, column = 'code'): Promise<Map<string, number>> {
  const r = await tx.query<{ id: number; k: string }>(`SELECT id, ${column} AS k FROM ${table}`)
  return new Map(r.rows.map((x) => [x.k, x.id]))
}

const ref = (map: Map<string, number>, key: string | null | undefined) => (key ? (map.get(key) ?? null) : null)

async function seedTenant(tx: Tx, userId: number, d: MasterRows, now: Date) {
  const storages = await byCode(tx, 'storage')
  const owners = await byCode(tx, 'product_owner')
  const customers = await byCode(tx, 'customer')
  const couriers = await byCode(tx, 'delivery_man')
  for (const { customer, storage, courier, password, dhtPassword, ...r } of d.shops) {
    await insert(tx, 'shop', userId, [
      {
        ...r,
        customer_id: ref(customers, customer),
        storage_id: ref(storages, storage),
        delivery_man_id: ref(couriers, courier),
        password_hash: password ? await hashPassword(password) : null,
        password_set_at: password ? now : null,
        dht_password_hash: dhtPassword ? await hashPassword(dhtPassword) : null,
        dht_password_set_at: dhtPassword ? now : null,
      },
    ])
  }
  for (const { owner, ...r } of d.contracts)
    await insert(tx, 'contract_template', userId, [{ ...r, owner_id: ref(owners, owner), contract_no: await nextDailyNo(tx, 'HT', now) }])
  for (const { storage, area, ...r } of d.locationTemplates) {
    const storageId = ref(storages, storage)
    const areaId =
      storageId && area
        ? (await tx.query<{ id: number }>(`SELECT id FROM storage_area WHERE storage_id = $1 AND code = $2`, [storageId, area])).rows[0]?.id
        : null
    await insert(tx, 'location_template', userId, [{ ...r, storage_id: storageId, area_id: areaId ?? null }])
  }
  for (const { owner, ...r } of d.valetDocuments) {
    const settled = Number(r.settled_amount ?? 0)
    const status = settled <= 0 ? 0 : settled < Number(r.amount) ? 1 : 2
    await insert(tx, 'valet_document', userId, [
      { ...r, owner_id: ref(owners, owner), settle_status: status, doc_no: await nextDailyNo(tx, 'DK', new Date(`${r.doc_date}T10:00:00+08:00`)) },
    ])
  }
}

export async function seedMasters(db: Db, ids: MastersSeedIds): Promise<void> {
  const now = new Date()
  await inTenant(db, { tenantId: ids.demo, userId: ids.demoUser }, (tx) => seedTenant(tx, ids.demoUser, DEMO_ROWS, now))
  await inTenant(db, { tenantId: ids.second, userId: ids.demo2User }, (tx) => seedTenant(tx, ids.demo2User, HDWL_ROWS, now))
}
