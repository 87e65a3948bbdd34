// Tenancy is enforced by PostgreSQL: the application role cannot bypass row-level
// security, every tenant table has a policy, and credentials are out of its reach.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'
import { inTenant } from '../../src/server/db/tenant-tx.ts'
import { tableModels } from '../../src/server/db/schema/table-model.ts'

let api: TestApi
let demo: number
let second: number
beforeAll(async () => {
  api = await startApi()
  const t = (await api.db.query(`SELECT id, code FROM tenant`)).rows
  demo = t.find((r) => r.code === 'DEMO')!.id
  second = t.find((r) => r.code === 'HDWL')!.id
})
afterAll(() => api.close())

describe('row-level security', () => {
  it('the application role is neither superuser nor allowed to bypass RLS', async () => {
    const r = await api.db.query(`SELECT rolsuper, rolbypassrls, rolcanlogin FROM pg_roles WHERE rolname = 'wms_app'`)
    expect(r.rows).toEqual([{ rolsuper: false, rolbypassrls: false, rolcanlogin: false }])
  })

  it('every tenant table has RLS enabled and a tenant policy', async () => {
    const tenantTables = tableModels(api.config.entities)
      .filter((t) => t.scope === 'tenant')
      .map((t) => t.name)
    expect(tenantTables.length).toBeGreaterThan(5)
    const r = await api.db.query(
      `SELECT c.relname, c.relrowsecurity,
              (SELECT count(*)::int FROM pg_policies p WHERE p.tablename = c.relname AND p.policyname = 'tenant_isolation' AND p.permissive = 'PERMISSIVE') AS tenant,
              (SELECT count(*)::int FROM pg_policies p WHERE p.tablename = c.relname AND p.policyname <> 'tenant_isolation' AND p.permissive = 'PERMISSIVE') AS widening
         FROM pg_class c WHERE c.relname = ANY($1)`,
      [tenantTables],
    )
    expect(r.rows).toHaveLength(tenantTables.length)
    // Other policies (the data scope) may only narrow: a second permissive one would widen the tenant's.
    for (const row of r.rows) expect(row, row.relname).toMatchObject({ relrowsecurity: true, tenant: 1, widening: 0 })
  })

  it('a transaction sees only its own tenant and cannot write into another', async () => {
    const seen = await inTenant(api.db, { tenantId: second }, (tx) => tx.query(`SELECT DISTINCT tenant_id FROM location`))
    expect(seen.rows).toEqual([{ tenant_id: second }])
    const insert = inTenant(api.db, { tenantId: second }, (tx) =>
      tx.query(`INSERT INTO fee (tenant_id, code, name, fees_type) VALUES ($1, 'X', '越权', 1)`, [demo]),
    )
    await expect(insert).rejects.toMatchObject({ code: '42501' })
    const update = await inTenant(api.db, { tenantId: second }, (tx) => tx.query(`UPDATE storage SET name = '改' WHERE tenant_id = $1`, [demo]))
    expect(update.rowCount).toBe(0)
  })

  it('with no tenant named, nothing is visible', async () => {
    const r = await api.db.transaction(async (tx) => {
      await tx.query('SET LOCAL ROLE wms_app')
      return tx.query(`SELECT count(*)::int AS n FROM storage`)
    })
    expect(r.rows[0].n).toBe(0)
  })

  it('credentials and sessions are out of reach of the application role', async () => {
    for (const table of ['login_account', 'sys_session']) {
      const read = inTenant(api.db, { tenantId: demo }, (tx) => tx.query(`SELECT * FROM ${table} LIMIT 1`))
      await expect(read, table).rejects.toMatchObject({ code: '42501' })
    }
  })

  it('logs are append-only for the application role', async () => {
    const del = inTenant(api.db, { tenantId: demo }, (tx) => tx.query(`DELETE FROM system_log`))
    await expect(del).rejects.toMatchObject({ code: '42501' })
    const upd = inTenant(api.db, { tenantId: demo }, (tx) => tx.query(`UPDATE operation_log SET outcome = 1`))
    await expect(upd).rejects.toMatchObject({ code: '42501' })
  })

  it('platform tables are readable but not writable by the application role', async () => {
    const r = await inTenant(api.db, { tenantId: demo }, (tx) => tx.query(`SELECT count(*)::int AS n FROM sys_module`))
    expect(r.rows[0].n).toBeGreaterThan(0)
    const w = inTenant(api.db, { tenantId: demo }, (tx) => tx.query(`UPDATE tenant SET name = '改名'`))
    await expect(w).rejects.toMatchObject({ code: '42501' })
  })
})
