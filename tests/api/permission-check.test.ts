// The check before every call (holds_permission, migration 0024) tests one key at a time; the
// menus and grants read the tenant's whole allowed set (allowed_modules). Whatever the platform
// narrows and whatever roles say, the two must give the same answer for every function key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'

let api: TestApi
let admin: string
beforeAll(async () => {
  api = await startApi()
  admin = await api.login('admin')
})
afterAll(() => api.close())

const one = async (sql: string, params: unknown[] = []) => (await api.db.query(sql, params)).rows[0]
const idOf = async (table: 'tenant' | 'sys_user', col: string, value: string) => (await one(`SELECT id FROM ${table} WHERE ${col} = $1`, [value])).id as number

/** Every function key with the check's answer and the answer through allowed_modules(). */
async function answers(account: string): Promise<{ key: string; check: boolean; set: boolean }[]> {
  const user = await one(`SELECT id, tenant_id FROM sys_user WHERE account = $1`, [account])
  const r = await api.db.query<{ key: string; check: boolean; set: boolean }>(
    `SELECT k.module_name AS key,
            holds_permission($1, $2, k.module_name) AS check,
            EXISTS (SELECT 1
                      FROM sys_user_role ur
                      JOIN sys_role ro ON ro.tenant_id = ur.tenant_id AND ro.id = ur.role_id AND ro.status = 1
                      JOIN sys_role_module rm ON rm.tenant_id = ur.tenant_id AND rm.role_id = ur.role_id
                      JOIN sys_module m ON m.id = rm.module_id AND m.status = 1 AND m.module_type = 3
                     WHERE ur.tenant_id = $1 AND ur.user_id = $2 AND m.module_name = k.module_name
                       AND m.id IN (SELECT allowed_modules($1))) AS set
       FROM (SELECT DISTINCT module_name FROM sys_module WHERE module_type = 3) k
      ORDER BY 1`,
    [user.tenant_id, user.id],
  )
  return r.rows
}
const held = async (account: string) => (await answers(account)).filter((a) => a.check).map((a) => a.key)
const agree = async (account: string) => {
  const all = await answers(account)
  expect(all.filter((a) => a.check !== a.set)).toEqual([])
  return all
}

describe('the permission check', () => {
  it('agrees with the allowed set for every key, as the demo data stands', async () => {
    for (const account of ['demo', 'keeper', 'approver', 'finance', 'demo2']) await agree(account)
    expect(await held('keeper')).toContain('仓库新增')
  })

  it('follows a narrowed tenant type, a narrowed tenant, a disabled role and a withdrawn grant', async () => {
    const keeperKeys = await held('keeper')
    const warehouseAdd = (await one(`SELECT id FROM sys_module WHERE module_name = '仓库新增' AND module_type = 3`)).id
    const demoTenant = await idOf('tenant', 'code', 'DEMO')

    // The tenant type loses one function.
    const type1 = (await api.call('/role/tenanttypemodule/get', { tenantType: 1 }, { token: admin })).body.data
    await api.call('/role/tenanttypemodule', { tenantType: 1, moduleIds: type1.checked.filter((id: number) => id !== warehouseAdd) }, { token: admin })
    expect(await held('keeper')).toEqual(keeperKeys.filter((k) => k !== '仓库新增'))
    await agree('keeper')
    await api.call('/role/tenanttypemodule', { tenantType: 1, moduleIds: type1.checked }, { token: admin })

    // One tenant is narrowed to a list of its own.
    const kept = (await api.db.query(`SELECT id FROM sys_module WHERE module_name = ANY($1)`, [['仓库新增', '仓库编辑']])).rows.map((r) => r.id)
    expect((await api.call('/role/tenantmodule', { tenantId: demoTenant, moduleIds: kept }, { token: admin })).body.status).toBe(1)
    expect(await held('keeper')).toEqual(keeperKeys.filter((k) => ['仓库新增', '仓库编辑'].includes(k)))
    await agree('keeper')
    await api.call('/role/tenantmodule', { tenantId: demoTenant, moduleIds: null }, { token: admin })
    expect(await held('keeper')).toEqual(keeperKeys)

    // The keeper's roles are disabled, then one grant is withdrawn.
    const keeper = await idOf('sys_user', 'account', 'keeper')
    const roles = (await api.db.query(`SELECT role_id FROM sys_user_role WHERE user_id = $1`, [keeper])).rows.map((r) => r.role_id)
    await api.db.query(`UPDATE sys_role SET status = 0 WHERE id = ANY($1)`, [roles])
    expect(await held('keeper')).toEqual([])
    await agree('keeper')
    await api.db.query(`UPDATE sys_role SET status = 1 WHERE id = ANY($1)`, [roles])
    await api.db.query(`DELETE FROM sys_role_module WHERE role_id = ANY($1) AND module_id = $2`, [roles, warehouseAdd])
    expect(await held('keeper')).toEqual(keeperKeys.filter((k) => k !== '仓库新增'))
    await agree('keeper')
  })

  it('refuses the call whose key the user no longer holds (withdrawn above)', async () => {
    const keeper = await api.login('keeper')
    const r = await api.call('/storage/add', { code: 'PX01', name: '权限测试仓' }, { token: keeper })
    expect(r.body).toMatchObject({ status: 0, message: '没有“仓库新增”的权限' })
    expect((await api.db.query(`SELECT 1 FROM storage WHERE code = 'PX01'`)).rows).toEqual([])
  })
})
