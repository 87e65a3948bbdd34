// Start-up of a database: migrations once and in order, modules from screens.yaml, the
// demo data of DOMAIN §5 or only a first administrator with WMS_DEMO=0.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openEmptyDb, startApi, type TestApi } from '../support/api.ts'
import { prepareDatabase } from '../../src/server/bootstrap.ts'
import { migrate, readMigrations } from '../../src/server/db/migrate.ts'
import { syncModules } from '../../src/server/domain/menu/module-catalogue.ts'
import { pendingSchemaChanges } from '../../src/server/db/schema/snapshot.ts'
import type { WmsConfig } from '../../src/config/types.ts'

let api: TestApi
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

describe('migrations', () => {
  it('are up to date with the entity schemas (run `npm run migrations -- new <name>` after changing one)', () => {
    const diff = pendingSchemaChanges(api.config.entities)
    expect(diff.problems).toEqual([])
    expect(diff.statements).toEqual([])
  })

  it('apply once: a second run does nothing', async () => {
    expect(await migrate(api.db)).toEqual([])
  })

  it('refuse an applied migration whose file changed', async () => {
    const changed = readMigrations().map((m, i) => (i === 1 ? { ...m, checksum: 'edited' } : m))
    await expect(migrate(api.db, changed)).rejects.toThrow(/0002_entities 已执行过但文件已被修改/)
  })
})

describe('menu modules', () => {
  it('sync again without adding anything, and disable a screen that left the config', async () => {
    expect((await syncModules(api.db, api.config)).added).toBe(0)
    const { 'warehouse-mag': _gone, ...screens } = api.config.screens
    await syncModules(api.db, { ...api.config, screens } as WmsConfig)
    const r = await api.db.query(`SELECT status FROM sys_module WHERE module_key IN ('warehouse-mag', 'warehouse-mag:仓库新增') ORDER BY id`)
    expect(r.rows).toEqual([{ status: 0 }, { status: 0 }])
    await syncModules(api.db, api.config)
    const back = await api.db.query(`SELECT status FROM sys_module WHERE module_key = 'warehouse-mag'`)
    expect(back.rows).toEqual([{ status: 1 }])
  })
})

describe('demo data', () => {
  it('has the accounts, two tenants with their own warehouses and at least 200 locations', async () => {
    for (const account of ['admin', 'demo', 'keeper', 'approver', 'finance', 'demo2']) await api.login(account)
    const per = await api.db.query(
      `SELECT t.code, (SELECT count(*)::int FROM storage s WHERE s.tenant_id = t.id) AS storages,
              (SELECT count(*)::int FROM storage_area a WHERE a.tenant_id = t.id) AS areas,
              (SELECT count(*)::int FROM location l WHERE l.tenant_id = t.id) AS locations
         FROM tenant t ORDER BY t.id`,
    )
    const by = Object.fromEntries(per.rows.map((r) => [r.code, r]))
    expect(by.DEMO.storages).toBe(3)
    expect(by.DEMO.locations).toBeGreaterThanOrEqual(200)
    expect(by.HDWL.locations).toBeGreaterThan(0)
    expect(by.PLATFORM.storages).toBe(0)
    const defaults = await api.db.query(`SELECT count(*)::int AS n FROM location WHERE is_default`)
    expect(defaults.rows[0].n).toBe(4)
  })
})

describe('WMS_DEMO=0', () => {
  it('needs the first administrator from the environment, then seeds only that', async () => {
    const { db, drop } = await openEmptyDb()
    try {
      await expect(prepareDatabase(db, api.config, { WMS_DEMO: '0' })).rejects.toThrow(/WMS_ADMIN_ACCOUNT/)
      // The password policy holds for the first administrator too.
      await expect(prepareDatabase(db, api.config, { WMS_DEMO: '0', WMS_ADMIN_ACCOUNT: 'root', WMS_ADMIN_PASSWORD: 'admin123' })).rejects.toThrow(
        'WMS_ADMIN_PASSWORD 不符合密码规则：密码过于常见，容易被猜中，请换一个',
      )
      await expect(prepareDatabase(db, api.config, { WMS_DEMO: '0', WMS_ADMIN_ACCOUNT: 'root2026', WMS_ADMIN_PASSWORD: 'Root2026' })).rejects.toThrow(
        'WMS_ADMIN_PASSWORD 不符合密码规则：密码不能与账号相同',
      )
      const r = await prepareDatabase(db, api.config, { WMS_DEMO: '0', WMS_ADMIN_ACCOUNT: 'root', WMS_ADMIN_PASSWORD: 'Start2026' })
      expect(r.seeded).toBe('admin')
      const users = await db.query(`SELECT account, user_type, must_change_password FROM sys_user`)
      expect(users.rows).toEqual([{ account: 'root', user_type: 1, must_change_password: true }])
      expect((await db.query(`SELECT count(*)::int AS n FROM storage`)).rows[0].n).toBe(0)
      expect((await prepareDatabase(db, api.config, {})).seeded).toBe('none')
    } finally {
      await drop()
    }
  })
})
