// Walker (issue 18 #5): a call belongs to the menu screens that use it (src/config/access.ts). For
// every such call of endpoints.yaml: a user holding no screen is refused; a user holding just one
// of its screens (with that screen's functions, and the call's function key) gets past the
// permission check; and every demo
// account is refused exactly when its roles hold none of the call's screens or lack its key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accessModel } from '../../../src/config/access.ts'
import { writePermission } from '../../../src/config/write-permission.ts'
import { createUser } from '../../../src/server/domain/users/create-user.ts'
import { methodOf, tenantId, walkedEndpoints } from '../../support/walker-helpers.ts'
import { startApi, type Answer } from '../../support/api.ts'

const api = await startApi()
afterAll(() => api.close())
const access = accessModel(api.config)
const walked = walkedEndpoints(api.config).flatMap(([path, e]) => {
  const a = access.of(path)
  return a.kind === 'modules' ? [{ path, endpoint: e, modules: a.modules, key: writePermission(api.config, e) }] : []
})

const PERMISSION_REFUSAL = /^(没有“.+”的权限|没有访问“.+”的权限|没有权限使用该功能|仅平台管理员可以执行此操作)$/
const refusedForPermission = (r: Answer) => r.body?.status === 0 && PERMISSION_REFUSAL.test(r.body.message ?? '')
const DEMO_ACCOUNTS = ['demo', 'keeper', 'approver', 'finance', 'demo2']

let demoTenant: number
const tokens = new Map<string, string>()
/** What each demo account holds, read from its roles (not through the functions the server checks with). */
const holds = new Map<string, { screens: Set<string>; keys: Set<string> }>()

/** A user of tenant DEMO whose one role holds these screens (with their groups and all their functions) and these function keys. */
async function userHolding(label: string, screens: string[], keys: string[] = []): Promise<string> {
  if (tokens.has(label)) return tokens.get(label)!
  const account = `walk${tokens.size}` // role names and accounts are short
  await api.db.transaction(async (tx) => {
    const role = (
      await tx.query<{ id: number }>(`INSERT INTO sys_role (tenant_id, name, remark) VALUES ($1, $2, 'walker') RETURNING id`, [demoTenant, account])
    ).rows[0].id
    await tx.query(
      `WITH RECURSIVE picked(id, parent_id) AS (
         SELECT id, parent_id FROM sys_module
          WHERE module_key = ANY($3) OR parent_id IN (SELECT id FROM sys_module WHERE module_key = ANY($3))
             OR (module_type = 3 AND module_name = ANY($4))
         UNION SELECT m.id, m.parent_id FROM sys_module m JOIN picked p ON m.id = p.parent_id)
       INSERT INTO sys_role_module (tenant_id, role_id, module_id) SELECT $1, $2, id FROM picked`,
      [demoTenant, role, screens, keys],
    )
    await createUser(tx, { tenantId: demoTenant, account, password: 'Walk2026x', userName: account, realName: '巡检', userType: 3, roleIds: [role] }, false)
  })
  tokens.set(label, await api.login(account, 'Walk2026x'))
  return tokens.get(label)!
}

beforeAll(async () => {
  demoTenant = await tenantId(api.db, 'DEMO')
  for (const account of DEMO_ACCOUNTS) {
    tokens.set(account, await api.login(account))
    const held = await api.db.query<{ module_key: string; module_name: string; module_type: number }>(
      `SELECT DISTINCT m.module_key, m.module_name, m.module_type
         FROM sys_user u JOIN sys_user_role ur ON ur.user_id = u.id JOIN sys_role r ON r.id = ur.role_id AND r.status = 1
         JOIN sys_role_module rm ON rm.role_id = r.id JOIN sys_module m ON m.id = rm.module_id AND m.status = 1
        WHERE u.account = $1`,
      [account],
    )
    holds.set(account, {
      screens: new Set(held.rows.filter((m) => m.module_type === 2).map((m) => m.module_key)),
      keys: new Set(held.rows.filter((m) => m.module_type === 3).map((m) => m.module_name)),
    })
  }
  // The demo accounts are not all-or-nothing: each is refused some calls and allowed others.
  for (const account of ['keeper', 'approver', 'finance']) {
    const h = holds.get(account)!
    expect(h.screens.size, account).toBeGreaterThan(0)
    expect(
      walked.some((w) => !w.modules.some((m) => h.screens.has(m))),
      account,
    ).toBe(true)
  }
  await userHolding('walk-nobody', [])
})

describe('read permission', () => {
  it.each(walked.map((w) => [w.path, w] as const))('%s: refused to a user holding none of its screens, answered to one holding one', async (path, w) => {
    const call = (token: string) => api.call(path, {}, { token, method: methodOf(w.endpoint) })
    const nobody = await call(tokens.get('walk-nobody')!)
    expect(refusedForPermission(nobody), `nobody: ${JSON.stringify(nobody.body)}`).toBe(true)
    // The key may be a function of another screen (制单出库提交 on 出库审批): the holder gets it too.
    const holder = await userHolding(`walk-${w.modules[0]}${w.key ? `-${w.key}` : ''}`, [w.modules[0]], w.key ? [w.key] : [])
    const one = await call(holder)
    expect(refusedForPermission(one), `holder of ${w.modules[0]}${w.key ? ` and ${w.key}` : ''}: ${JSON.stringify(one.body)}`).toBe(false)
    for (const account of DEMO_ACCOUNTS) {
      const h = holds.get(account)!
      // demo2 belongs to another tenant: its roles are its administrator's.
      const expected = w.modules.some((m) => h.screens.has(m)) && (!w.key || h.keys.has(w.key))
      const r = await call(tokens.get(account)!)
      expect(refusedForPermission(r), `${account} (${expected ? 'holds' : 'lacks'} it): ${JSON.stringify(r.body).slice(0, 200)}`).toBe(!expected)
    }
  })
})
