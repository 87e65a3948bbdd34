// Issue 18 #1: nobody grants, directly or through a group granted whole (整组授权), what they do
// not hold — on every path that grants: a role's fields, 角色授权, a user's roles and data scope,
// and the module sync at start. The penetration test went from 角色编辑 alone to 143 functions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'
import { syncModules } from '../../src/server/domain/menu/module-catalogue.ts'
import type { WmsConfig } from '../../src/config/types.ts'

let api: TestApi
let demo: string
beforeAll(async () => {
  api = await startApi()
  demo = await api.login('demo')
})
afterAll(() => api.close())

const call = async (token: string, path: string, payload: unknown = {}) => (await api.call(path, payload, { token })).body
async function moduleIds(keys: string[]): Promise<number[]> {
  const r = await api.db.query<{ id: number; module_key: string }>(`SELECT id, module_key FROM sys_module WHERE module_key = ANY($1)`, [keys])
  expect(r.rows.map((x) => x.module_key).sort()).toEqual([...keys].sort())
  return keys.map((k) => r.rows.find((x) => x.module_key === k)!.id)
}
const heldBy = async (roleId: number) => Number((await api.db.query(`SELECT count(*) AS n FROM sys_role_module WHERE role_id = $1`, [roleId])).rows[0].n)

/** A user of the demo tenant holding exactly these module keys through one new role. */
async function userHolding(account: string, keys: string[], extra: object = {}) {
  const role = (await call(demo, '/role/add', { name: `角色${account}` })).data.id
  expect((await call(demo, '/role/assign', { roleId: role, moduleIds: await moduleIds(keys) })).status).toBe(1)
  const added = await call(demo, '/user/add', { account, userName: account, realName: '测试员', userType: 3, roleIds: [role], password: 'Start2026', ...extra })
  expect(added.status).toBe(1)
  const first = (await api.call('/login', { account, password: 'Start2026' })).body.data.token
  expect((await call(first, '/user/upgrade/password', { oldPwd: 'Start2026', newPwd: 'Start2027' })).status).toBe(1)
  return { role, token: (await api.call('/login', { account, password: 'Start2027' })).body.data.token as string }
}

describe('a user holding only 角色编辑', () => {
  it('cannot give a role groups whole through /role/add or /role/update, nor through the sync at start', async () => {
    const { role, token } = await userHolding('roleeditor', ['role-info', 'role-info:角色编辑', 'role-info:角色新增'])
    const before = await heldBy(role)
    const version = (await api.db.query(`SELECT version FROM sys_role WHERE id = $1`, [role])).rows[0].version
    // autoGroups is read-only on a role: a form sends it back as read, and it is dropped like any derived key.
    expect((await call(token, '/role/update', { id: role, version, remark: '改', autoGroups: ['/setting-mag', '/basic'] })).status).toBe(1)
    const added = (await call(token, '/role/add', { name: '越权', autoGroups: ['/setting-mag'] })).data.id
    const groups = await api.db.query(`SELECT auto_groups FROM sys_role WHERE id = ANY($1)`, [[role, added]])
    expect(groups.rows.map((r) => r.auto_groups ?? [])).toEqual([[], []])
    await syncModules(api.db, api.config)
    expect(await heldBy(role)).toBe(before)
    expect(await heldBy(added)).toBe(0)
    // Even a group name already in the database (written before this rule) grants nothing at start.
    await api.db.query(`UPDATE sys_role SET auto_groups = '["/setting-mag","/basic"]' WHERE id = $1`, [role])
    await syncModules(api.db, api.config)
    expect(await heldBy(role)).toBe(before)
    expect((await call(token, '/user/list')).message).toBe('没有访问“账号管理”的权限')
  })
})

describe('角色授权', () => {
  it('grants a group whole only to someone holding all of it, and refuses names that are not menu groups', async () => {
    const { token } = await userHolding('granter', ['role-info', 'role-info:角色授权', 'role-info:角色新增', 'warehouse-mag'])
    const target = (await call(token, '/role/add', { name: '组员' })).data.id
    const [warehouse] = await moduleIds(['warehouse-mag'])
    const partial = await call(token, '/role/assign', { roleId: target, moduleIds: [warehouse], autoGroups: ['/basic'] })
    expect(partial.status).toBe(0)
    expect(partial.message).toMatch(/^不能整组授权超出自己权限的功能：/)
    const unknown = await call(demo, '/role/assign', { roleId: target, moduleIds: [warehouse], autoGroups: ['/future-group'] })
    expect(unknown.message).toBe('整组授权中含有不存在或本租户不可用的菜单组：/future-group')
    expect(await heldBy(target)).toBe(0)
    // The administrator holds /basic whole: the role gets every function in it.
    expect((await call(demo, '/role/assign', { roleId: target, moduleIds: [warehouse], autoGroups: ['/basic'] })).status).toBe(1)
    const basic = await api.db.query(
      `SELECT count(*) AS n FROM sys_module m JOIN sys_module g ON g.module_key = '/basic'
        WHERE m.status = 1 AND (m.id = g.id OR m.parent_id = g.id OR m.parent_id IN (SELECT id FROM sys_module WHERE parent_id = g.id))`,
    )
    expect(await heldBy(target)).toBe(Number(basic.rows[0].n))
  })

  it('lets a screen new to a group follow the roles that hold the group whole, and only those', async () => {
    const keeperRole = (await api.db.query(`SELECT id FROM sys_role WHERE name = '仓管员'`)).rows[0].id
    const thinned = (await call(demo, '/role/add', { name: '削减' })).data.id
    expect((await call(demo, '/role/assign', { roleId: thinned, moduleIds: await moduleIds(['/basic']), autoGroups: ['/basic'] })).status).toBe(1)
    await api.db.query(
      `DELETE FROM sys_role_module WHERE role_id = $1 AND module_id = (SELECT id FROM sys_module WHERE module_key = 'warehouse-mag:仓库新增')`,
      [thinned],
    )
    const config = structuredClone(api.config) as WmsConfig
    config.screens['dock-door'] = { kind: 'list', title: '月台管理', group: '/basic', entity: 'storage', endpoints: { list: '/storage/list' } } as never
    const added = await syncModules(api.db, config)
    expect(added.added).toBe(1)
    const holds = async (roleId: number) =>
      (
        await api.db.query(`SELECT 1 FROM sys_role_module rm JOIN sys_module m ON m.id = rm.module_id WHERE rm.role_id = $1 AND m.module_key = 'dock-door'`, [
          roleId,
        ])
      ).rows.length
    expect(await holds(keeperRole)).toBe(1)
    expect(await holds(thinned)).toBe(0)
    await syncModules(api.db, api.config)
  })
})

describe("a user's roles and data scope", () => {
  it('gives the administrator role only from an administrator, and a scoped user cannot give "all warehouses"', async () => {
    const gz01 = (await api.db.query(`SELECT s.id FROM storage s JOIN tenant t ON t.id = s.tenant_id WHERE t.code = 'DEMO' AND s.code = 'GZ01'`)).rows[0].id
    const fs02 = (await api.db.query(`SELECT id FROM storage WHERE code = 'FS02'`)).rows[0].id
    const { token } = await userHolding('useradmin', ['user-mag', 'user-mag:用户新增', 'user-mag:用户编辑'], { storageIds: [gz01] })
    const adminRole = (await api.db.query(`SELECT r.id FROM sys_role r JOIN tenant t ON t.id = r.tenant_id WHERE t.code = 'DEMO' AND r.is_admin`)).rows[0].id
    const base = { userName: 'x', realName: '测试', userType: 3, password: 'Start2026' }
    const mine = (await api.db.query(`SELECT role_id FROM sys_user_role ur JOIN sys_user u ON u.id = ur.user_id WHERE u.account = 'useradmin'`)).rows[0].role_id
    expect((await call(token, '/user/add', { ...base, account: 'y1', roleIds: [adminRole], storageIds: [gz01] })).message).toBe('只有管理员可以分配管理员角色')
    expect((await call(token, '/user/add', { ...base, account: 'y2', roleIds: [mine], storageIds: [] })).message).toBe('您只能管理部分仓库，请为该用户选择仓库')
    expect((await call(token, '/user/add', { ...base, account: 'y3', roleIds: [mine], storageIds: [fs02] })).message).toBe('所选仓库不存在')
    expect((await call(token, '/user/add', { ...base, account: 'y4', roleIds: [mine], storageIds: [gz01] })).status).toBe(1)
    // Nor widen someone else's scope by editing them.
    const keeper = (await api.db.query(`SELECT id, version FROM sys_user WHERE account = 'keeper'`)).rows[0]
    expect((await call(token, '/user/update', { id: keeper.id, version: keeper.version, storageIds: [] })).message).toBe(
      '您只能管理部分仓库，请为该用户选择仓库',
    )
  })
})
