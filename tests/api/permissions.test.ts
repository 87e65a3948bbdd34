// The permission model end to end: the platform creates a tenant whose administrator must
// change the initial password, builds a role and a user; menus and function keys follow
// role changes at once; nobody grants more than they hold; tenant types and single tenants
// can be narrowed; users are reset, disabled and kept to their warehouses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'
import { syncModules } from '../../src/server/domain/menu/module-catalogue.ts'

let api: TestApi
let admin: string
let demo: string
beforeAll(async () => {
  api = await startApi()
  admin = await api.login('admin')
  demo = await api.login('demo')
})
afterAll(() => api.close())

const call = async (token: string, path: string, payload: unknown = {}, method?: 'GET') => (await api.call(path, payload, { token, method })).body
const menuOf = async (token: string) => ((await call(token, '/module/usermenu', {}, 'GET')).data as any[]).map((m) => m.routerName)
const keysOf = async (token: string) => ((await call(token, '/module/usermenufunction', {}, 'GET')).data as any[]).map((m) => m.moduleName)
async function moduleIds(keys: string[]): Promise<number[]> {
  const r = await api.db.query(`SELECT id, module_key FROM sys_module WHERE module_key = ANY($1)`, [keys])
  expect(r.rows.map((x) => x.module_key).sort()).toEqual([...keys].sort())
  return r.rows.map((x) => x.id)
}

describe('a new tenant, from the platform to its first user', () => {
  it('is created by the platform with an administrator who must change the initial password', async () => {
    const r = await call(admin, '/tenant/add', { code: 'NEWT', name: '新建物流', tenantType: 1, adminAccount: 'newadmin', adminName: '林管理' })
    expect(r.status).toBe(1)
    expect(r.data.initialPassword).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{10}$/)
    expect(r.message).not.toContain(r.data.initialPassword)
    const login = await api.call('/login', { account: 'newadmin', password: r.data.initialPassword })
    expect(login.body.data.userInfo).toMatchObject({ mustChangePassword: true, userType: { value: 2 } })
    const t = login.body.data.token
    expect(await call(t, '/storage/list')).toEqual({ status: 0, message: '请先修改初始密码后再使用系统' })
    expect((await call(t, '/user/upgrade/password', { oldPwd: r.data.initialPassword, newPwd: 'Newt2026' })).status).toBe(1)
    expect((await call(t, '/storage/list')).status).toBe(1)
    const menu = await menuOf(t)
    expect(menu).toEqual(expect.arrayContaining(['setting-mag', 'user-mag', 'role-info', 'warehouse-mag']))
    expect(menu).not.toEqual(expect.arrayContaining(['tenant-mag']))
    expect(menu.filter((m) => ['tenant-mag', 'tenant-type-mag', 'menu-mag'].includes(m))).toEqual([])
  })

  it('lets that administrator build a role and create a user who can sign in', async () => {
    const t = await api.login('newadmin', 'Newt2026')
    const role = await call(t, '/role/add', { name: '库管' })
    const offered = (await call(t, '/role/modules', { roleId: role.data.id })).data
    const warehouse = offered.modules.find((m: any) => m.moduleKey === 'warehouse-mag')
    expect((await call(t, '/role/assign', { roleId: role.data.id, moduleIds: [warehouse.id] })).status).toBe(1)
    const user = await call(t, '/user/add', {
      account: 'newkeeper',
      userName: '库管',
      realName: '吴库管',
      userType: 3,
      roleIds: [role.data.id],
      password: 'Start2026',
    })
    expect(user.data).toMatchObject({ account: 'newkeeper', initialPassword: 'Start2026' })
    const login = await api.call('/login', { account: 'newkeeper', password: 'Start2026' })
    expect(login.body.data.userInfo.mustChangePassword).toBe(true)
    await call(login.body.data.token, '/user/upgrade/password', { oldPwd: 'Start2026', newPwd: 'Keep2026' })
    expect(await menuOf(login.body.data.token)).toEqual(['basic', 'warehouse-mag'])
  })

  it("gives the platform its own screens and not the tenants' business screens", async () => {
    const menu = await menuOf(admin)
    expect(menu).toEqual(expect.arrayContaining(['tenant-mag', 'tenant-type-mag', 'menu-mag', 'user-mag', 'role-info']))
    expect(menu).not.toContain('warehouse-mag')
    expect(menu).not.toContain('business-config')
  })

  it('keeps tenants apart and platform calls for the platform', async () => {
    expect(await call(demo, '/tenant/list')).toEqual({ status: 0, message: '仅平台管理员可以执行此操作' })
    const users = (await call(demo, '/user/list', { pageSize: 100 })).data.list.map((u: any) => u.account)
    expect(users).toEqual(expect.arrayContaining(['demo', 'keeper']))
    expect(users).not.toContain('newadmin')
    expect((await call(admin, '/tenant/list', { code: 'NEWT' })).data.list[0]).toMatchObject({ name: '新建物流', tenantType: 1, status: 1 })
  })

  it('refuses to create a platform tenant or a duplicate account', async () => {
    expect((await call(admin, '/tenant/add', { code: 'X1', name: 'X1', tenantType: 0, adminAccount: 'x1', adminName: 'x' })).message).toBe('租户类型取值不正确')
    const dup = await call(admin, '/tenant/add', { code: 'X2', name: '重复账号', tenantType: 1, adminAccount: 'KEEPER', adminName: 'x' })
    expect(dup.message).toBe('账号已存在，请换一个账号')
    expect((await call(admin, '/tenant/list', { code: 'X2' })).data.total).toBe(0)
  })
})

describe('roles and menus', () => {
  it('show and hide a menu and a button at the next menu load', async () => {
    const keeper = await api.login('keeper')
    expect(await keysOf(keeper)).toContain('仓库新增')
    const role = (await api.db.query(`SELECT id FROM sys_role WHERE name = '仓管员'`)).rows[0].id
    const ids = await moduleIds(['warehouse-location', 'warehouse-location:库位新增'])
    // Taking the whole groups away (auto_groups) and granting only locations.
    expect((await call(demo, '/role/assign', { roleId: role, moduleIds: ids, autoGroups: [] })).status).toBe(1)
    expect(await menuOf(keeper)).toEqual(['basic', 'warehouse-location'])
    expect(await keysOf(keeper)).toEqual(['库位新增'])
    expect((await call(keeper, '/storage/add', { code: 'K1', name: '无权仓', storageType: 1 })).message).toBe('没有“仓库新增”的权限')
    const all = await moduleIds(['/basic'])
    await call(demo, '/role/assign', { roleId: role, moduleIds: all, autoGroups: ['/basic'] })
    expect(await keysOf(keeper)).toContain('仓库新增')
  })

  it('never lets a user grant more than they hold', async () => {
    const [roleInfo, grant, addRole, warehouse] = await moduleIds(['role-info', 'role-info:角色授权', 'role-info:角色新增', 'warehouse-mag'])
    const lead = (await call(demo, '/role/add', { name: '组长' })).data.id
    await call(demo, '/role/assign', { roleId: lead, moduleIds: [roleInfo, grant, addRole, warehouse] })
    await call(demo, '/user/add', { account: 'lead1', userName: '组长', realName: '郑组长', userType: 3, roleIds: [lead], password: 'Lead2026' })
    const t = (await api.call('/login', { account: 'lead1', password: 'Lead2026' })).body.data.token
    await call(t, '/user/upgrade/password', { oldPwd: 'Lead2026', newPwd: 'Lead2027' })
    const mine = (await call(t, '/role/add', { name: '组员' })).data.id
    const offered = (await call(t, '/role/modules', { roleId: mine })).data.modules.map((m: any) => m.moduleKey)
    expect(offered).toEqual(expect.arrayContaining(['warehouse-mag', 'role-info']))
    expect(offered).not.toContain('user-mag')
    const [userMag] = await moduleIds(['user-mag'])
    expect((await call(t, '/role/assign', { roleId: mine, moduleIds: [warehouse, userMag] })).message).toBe('不能授权超出自己权限的功能：账号管理')
    expect((await call(t, '/role/assign', { roleId: mine, moduleIds: [warehouse] })).status).toBe(1)
    // Nor give a user a role wider than what one holds (lead1 has no 用户新增 anyway).
    expect((await call(t, '/user/add', { account: 'x9', userName: 'x', realName: 'x', userType: 3, roleIds: [mine] })).message).toBe('没有“用户新增”的权限')
  })

  it('protects the administrator role', async () => {
    const adminRole = (await api.db.query(`SELECT r.id, r.version FROM sys_role r JOIN tenant t ON t.id = r.tenant_id WHERE t.code = 'DEMO' AND r.is_admin`))
      .rows[0]
    expect((await call(demo, '/role/assign', { roleId: adminRole.id, moduleIds: [] })).message).toBe('管理员角色拥有本租户的全部功能，无需授权')
    expect((await call(demo, '/role/delete', { id: adminRole.id })).message).toBe('“管理员”是管理员角色，不能删除')
    expect((await call(demo, '/role/update', { id: adminRole.id, version: adminRole.version, status: 0 })).message).toBe('管理员角色不能停用')
    const keeperRole = (await api.db.query(`SELECT id FROM sys_role WHERE name = '仓管员'`)).rows[0].id
    expect((await call(demo, '/role/delete', { id: keeperRole })).message).toBe('角色“仓管员”下还有 1 个用户，请先调整这些用户的角色')
  })

  it('renames, hides and keeps menu edits across a restart; refuses unknown routes', async () => {
    const m = (await call(admin, '/module/list', { moduleName: '仓库管理' })).data.list[0]
    expect((await call(admin, '/tenant/module/edit', { id: m.id, version: m.version, routerName: 'no-such-screen' })).message).toBe(
      '路由名称“no-such-screen”不存在，请填写 screens.yaml 中已有的页面',
    )
    expect((await call(admin, '/tenant/module/edit', { id: m.id, version: m.version, moduleName: '仓库档案', hidden: true })).status).toBe(1)
    await syncModules(api.db, api.config)
    const after = (await call(demo, '/module/usermenu', {}, 'GET')).data.find((x: any) => x.routerName === 'warehouse-mag')
    expect(after).toMatchObject({ moduleName: '仓库档案', hidden: true })
    expect((await call(admin, '/tenant/module/delete', { id: m.id })).message).toBe('系统菜单随页面配置提供，不能删除；可以将其隐藏')
  })
})

describe('tenant types and single tenants', () => {
  it('narrow what tenants of a type, or one tenant, may have', async () => {
    const demo2 = await api.login('demo2')
    const type1 = (await call(admin, '/role/tenanttypemodule/get', { tenantType: 1 })).data
    expect(type1.modules.map((m: any) => m.moduleKey)).not.toContain('tenant-mag')
    // The screen and its function keys (a granted function implies its screen).
    const location = new Set(
      type1.modules.filter((m: any) => m.moduleKey === 'warehouse-location' || m.moduleKey.startsWith('warehouse-location:')).map((m: any) => m.id),
    )
    expect(location.size).toBeGreaterThan(1)
    const without = type1.checked.filter((id: number) => !location.has(id))
    await call(admin, '/role/tenanttypemodule', { tenantType: 1, moduleIds: without })
    expect(await menuOf(demo)).not.toContain('warehouse-location')
    await call(admin, '/role/tenanttypemodule', { tenantType: 1, moduleIds: type1.checked })
    expect(await menuOf(demo)).toContain('warehouse-location')

    const second = (await api.db.query(`SELECT id FROM tenant WHERE code = 'HDWL'`)).rows[0].id
    const [warehouse] = await moduleIds(['warehouse-mag'])
    expect((await call(admin, '/role/tenantmodule', { tenantId: second, moduleIds: [warehouse] })).data).toMatchObject({ custom: true })
    expect(await menuOf(demo2)).toEqual(['basic', 'warehouse-mag'])
    expect(await menuOf(demo)).toContain('warehouse-location')
    await call(admin, '/role/tenantmodule', { tenantId: second, moduleIds: null })
    expect(await menuOf(demo2)).toContain('warehouse-location')
    expect((await call(admin, '/role/tenanttypemodule', { tenantType: 0, moduleIds: [] })).message).toBe('平台类型的模块随系统提供，不能修改')
  })
})

describe('users', () => {
  it('resets a password: old sessions end, the new one must be changed', async () => {
    const old = await api.login('finance')
    const id = (await api.db.query(`SELECT id FROM sys_user WHERE account = 'finance'`)).rows[0].id
    const r = await call(demo, '/user/resetpassword', { id })
    expect(r.message).toBe('密码已重置，请将新密码告知用户')
    expect((await call(old, '/user/userInfo')).message).toBe('密码已被管理员重置，请使用新密码登录')
    expect((await api.call('/login', { account: 'finance', password: 'demo123' })).body.status).toBe(0)
    const login = await api.call('/login', { account: 'finance', password: r.data.password })
    expect(login.body.data.userInfo.mustChangePassword).toBe(true)
    await call(login.body.data.token, '/user/upgrade/password', { oldPwd: r.data.password, newPwd: 'demo123x' })
  })

  it('disables a user at once (status 5) and guards self and the last administrator', async () => {
    const approver = await api.login('approver')
    const id = (await api.db.query(`SELECT id FROM sys_user WHERE account = 'approver'`)).rows[0].id
    expect((await call(demo, '/user/status', { id, status: 0 })).status).toBe(1)
    expect(await call(approver, '/home/count')).toEqual({ status: 5, message: '账号已停用，请联系管理员' })
    expect((await api.call('/login', { account: 'approver', password: 'demo123' })).body.status).toBe(5)
    await call(demo, '/user/status', { id, status: 1 })
    expect((await api.call('/login', { account: 'approver', password: 'demo123' })).body.status).toBe(1)
    const self = (await api.db.query(`SELECT id, version FROM sys_user WHERE account = 'demo'`)).rows[0]
    expect((await call(demo, '/user/status', { id: self.id, status: 0 })).message).toBe('不能停用自己的账号')
    expect((await call(demo, '/user/update', { id: self.id, version: self.version, roleIds: [1] })).message).toBe('不能修改自己的角色，请由其他管理员调整')
  })

  it('keeps a user to their warehouses', async () => {
    const fs02 = (await api.db.query(`SELECT id FROM storage WHERE code = 'FS02'`)).rows[0].id
    const gz01 = (await api.db.query(`SELECT s.id FROM storage s JOIN tenant t ON t.id = s.tenant_id WHERE t.code = 'DEMO' AND s.code = 'GZ01'`)).rows[0].id
    const role = (await api.db.query(`SELECT id FROM sys_role WHERE name = '仓管员'`)).rows[0].id
    await call(demo, '/user/add', {
      account: 'fsonly',
      userName: '佛山仓管',
      realName: '何仓管',
      userType: 3,
      roleIds: [role],
      storageIds: [fs02],
      password: 'Fs2026ab',
    })
    const login = (await api.call('/login', { account: 'fsonly', password: 'Fs2026ab' })).body.data
    expect(login.defaultStorage.storageName).toBe('佛山南海二号仓')
    await call(login.token, '/user/upgrade/password', { oldPwd: 'Fs2026ab', newPwd: 'Fs2027ab' })
    expect((await call(login.token, '/user/storages')).data).toEqual([{ value: fs02, label: '佛山南海二号仓' }])
    expect((await call(login.token, '/user/changeStorage', { storageId: gz01 })).message).toBe('您没有该仓库的权限')
    const listed = (await call(demo, '/user/list', { account: 'fsonly' })).data.list[0]
    expect(listed).toMatchObject({ roleNames: '仓管员', storageNames: '佛山南海二号仓' })
  })

  it('keeps a user to some owners (3PL)', async () => {
    const owners = (await call(demo, '/v1/owner/options', {})).data
    expect(owners.map((o: any) => o.label)).toEqual(expect.arrayContaining(['广州粮油贸易有限公司', '佛山日化用品有限公司']))
    const grain = owners.find((o: any) => o.label === '广州粮油贸易有限公司').value
    const role = (await api.db.query(`SELECT id FROM sys_role WHERE name = '仓管员'`)).rows[0].id
    await call(demo, '/user/add', {
      account: 'grainonly',
      userName: '粮油专员',
      realName: '罗专员',
      userType: 3,
      roleIds: [role],
      ownerIds: [grain],
      password: 'Grain2026',
    })
    const t = (await api.call('/login', { account: 'grainonly', password: 'Grain2026' })).body.data.token
    await call(t, '/user/upgrade/password', { oldPwd: 'Grain2026', newPwd: 'Grain2027' })
    expect((await call(t, '/v1/ProductMaster/listForDropDown')).data.map((o: any) => o.label)).toEqual(['广州粮油贸易有限公司'])
    const enabled = (await call(demo, '/v1/owner/options', { status: 1 })).data
    expect((await call(demo, '/v1/ProductMaster/listForDropDown')).data).toHaveLength(enabled.length)
    expect((await call(demo, '/user/list', { account: 'grainonly' })).data.list[0].ownerNames).toBe('广州粮油贸易有限公司')
    const other = (await api.db.query(`SELECT o.id FROM product_owner o JOIN tenant t ON t.id = o.tenant_id WHERE t.code = 'HDWL'`)).rows[0].id
    expect((await call(demo, '/user/add', { account: 'x8', userName: 'x', realName: 'x', userType: 3, roleIds: [role], ownerIds: [other] })).message).toBe(
      '所选货主不存在',
    )
  })

  it('logs every change without passwords', async () => {
    const rows = (
      await api.db.query(`SELECT path, outcome, message, payload::text AS payload FROM operation_log WHERE path LIKE '/user/%' OR path LIKE '/tenant/%'`)
    ).rows
    expect(rows.map((r) => r.path)).toEqual(expect.arrayContaining(['/user/add', '/user/resetpassword', '/user/status', '/tenant/add']))
    for (const r of rows) {
      expect(r.payload).not.toMatch(/Start2026|Lead2026|Fs2026ab/)
      expect(r.message).not.toMatch(/密码：/)
    }
  })
})
