// 租户管理 (platform only; runs as the owner, so every query names its tenant): create a
// tenant with its administrator, enable or disable it, and decide which modules a tenant
// type, or one tenant, may have.
import type { Handler } from '../../kernel/handler.ts'
import { Reply } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { createUser } from '../users/create-user.ts'
import { grantAdminModules } from '../menu/module-catalogue.ts'
import { initialPassword } from '../user/user-admin.ts'
import { userPasswordProblem } from '../session/password.ts'
import { withAncestors } from '../permissions/grants.ts'
import { moduleRows } from '../permissions/module-rows.ts'
import { allEnums } from '../enums/enum-label.ts'
import { systemRead, systemWrite } from '../../kernel/define.ts'

export const createTenant = systemWrite(async (ctx) => {
  const p = ctx.payload
  if (p.tenantType === 0) throw new BizError('不能创建平台类型的租户', [{ field: 'tenantType', message: '请选择仓储企业、货主企业或供应商' }])
  const password = p.adminPassword ?? initialPassword()
  const problem = userPasswordProblem(password, p.adminAccount, false)
  if (problem) throw new BizError(problem, [{ field: 'adminPassword', message: problem }])
  const tenantId = (
    await ctx.tx.query<{ id: number }>(
      `INSERT INTO tenant (code, name, tenant_type, contact, phone, address, expire_date, remark, created_by, updated_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`,
      [p.code, p.name, p.tenantType, p.contact ?? null, p.phone ?? null, p.address ?? null, p.expireDate ?? null, p.remark ?? null, ctx.session!.userId],
    )
  ).rows[0].id
  const roleId = (
    await ctx.tx.query<{ id: number }>(`INSERT INTO sys_role (tenant_id, name, is_admin, remark) VALUES ($1, '管理员', true, '本租户全部功能') RETURNING id`, [
      tenantId,
    ])
  ).rows[0].id
  await grantAdminModules(ctx.tx)
  await createUser(
    ctx.tx,
    {
      tenantId,
      account: p.adminAccount,
      password,
      userName: '管理员',
      realName: p.adminName,
      userType: 2,
      phone: p.phone,
      roleIds: [roleId],
      mustChangePassword: true,
    },
    ctx.config.settings.isMd5,
  )
  return new Reply({ id: tenantId, adminAccount: p.adminAccount, initialPassword: password }, '租户已创建，请将管理员账号和初始密码告知租户')
})

export const setTenantStatus = systemWrite(async (ctx) => {
  const t = (await ctx.tx.query<{ tenant_type: number }>(`SELECT tenant_type FROM tenant WHERE id = $1`, [ctx.payload.id])).rows[0]
  if (!t) throw new BizError('记录不存在或已被删除')
  if (t.tenant_type === 0) throw new BizError('平台租户不能停用')
  // Sessions of a disabled tenant answer status 5 from their next call (checked per request).
  await ctx.tx.query(`UPDATE tenant SET status = $2, version = version + 1, updated_at = now(), updated_by = $3 WHERE id = $1`, [
    ctx.payload.id,
    ctx.payload.status,
    ctx.session!.userId,
  ])
  return { id: ctx.payload.id, status: ctx.payload.status }
})

/** Tenant types (platform excluded from editing) with how many tenants and modules each has. */
export const tenantTypes = systemRead(async (ctx) => {
  const types = allEnums(ctx.config).ETenantType ?? []
  const counts = await ctx.tx.query<{ t: number; tenants: number; modules: number }>(
    `SELECT x.t, (SELECT count(*)::int8 FROM tenant WHERE tenant_type = x.t) AS tenants,
            (SELECT count(*)::int8 FROM tenant_type_module m JOIN sys_module s ON s.id = m.module_id AND s.status = 1 WHERE m.tenant_type = x.t) AS modules
       FROM unnest($1::int[]) x(t)`,
    [types.map((o) => o.value)],
  )
  const list = types.map((o) => ({ id: o.value, value: o.value, name: o.label, ...counts.rows.find((c) => c.t === o.value) }))
  return { list, total: list.length }
})

export const userTypes = systemRead(async (ctx) => (allEnums(ctx.config).EUserType ?? []).map((o) => ({ value: o.value, name: o.label })))

/** Platform screens only for the platform; every other module for the other types. */
const ELIGIBLE = `(CASE WHEN $1::int = 0 THEN true ELSE m.audience <> 'platform' END)`

export const typeModules = systemRead(async (ctx) => {
  const t = ctx.payload.tenantType
  const modules = await moduleRows(ctx.tx, ELIGIBLE, [t])
  const checked = (await ctx.tx.query<{ id: number }>(`SELECT module_id AS id FROM tenant_type_module WHERE tenant_type = $1`, [t])).rows.map((r) => r.id)
  return { modules, checked }
})

export const saveTypeModules = systemWrite(async (ctx) => {
  const t = ctx.payload.tenantType
  if (t === 0) throw new BizError('平台类型的模块随系统提供，不能修改')
  const eligible = new Set((await moduleRows(ctx.tx, ELIGIBLE, [t])).map((m) => m.id))
  const bad = (ctx.payload.moduleIds as number[]).filter((id) => !eligible.has(id))
  if (bad.length) throw new BizError('所选模块中含有平台专用模块或不存在的模块')
  const ids = await withAncestors(ctx.tx, ctx.payload.moduleIds)
  await ctx.tx.query(`DELETE FROM tenant_type_module WHERE tenant_type = $1`, [t])
  await ctx.tx.query(`INSERT INTO tenant_type_module (tenant_type, module_id) SELECT $1, m FROM unnest($2::bigint[]) m`, [t, ids])
  await grantAdminModules(ctx.tx)
  return { tenantType: t, modules: ids.length }
})

async function tenantTypeOf(ctx: Parameters<Handler['run']>[0], tenantId: number) {
  const t = (await ctx.tx.query<{ tenant_type: number }>(`SELECT tenant_type FROM tenant WHERE id = $1`, [tenantId])).rows[0]
  if (!t) throw new BizError('租户不存在')
  return t.tenant_type
}

/** One tenant's modules: its type's set, or a narrower set the platform chose. */
export const tenantModules = systemRead(async (ctx) => {
  const type = await tenantTypeOf(ctx, ctx.payload.tenantId)
  const modules = await moduleRows(ctx.tx, 'm.id IN (SELECT module_id FROM tenant_type_module WHERE tenant_type = $1)', [type])
  const own = (await ctx.tx.query<{ id: number }>(`SELECT module_id AS id FROM tenant_module WHERE tenant_id = $1`, [ctx.payload.tenantId])).rows.map(
    (r) => r.id,
  )
  return { modules, checked: own.length ? own : modules.map((m) => m.id), custom: own.length > 0 }
})

export const saveTenantModules = systemWrite(async (ctx) => {
  const tenantId = ctx.payload.tenantId
  const type = await tenantTypeOf(ctx, tenantId)
  if (type === 0) throw new BizError('平台租户的模块随系统提供，不能修改')
  await ctx.tx.query(`DELETE FROM tenant_module WHERE tenant_id = $1`, [tenantId])
  // No list: the tenant follows its type again.
  if (!ctx.payload.moduleIds) return { tenantId, custom: false }
  const ofType = new Set(
    (await ctx.tx.query<{ id: number }>(`SELECT module_id AS id FROM tenant_type_module WHERE tenant_type = $1`, [type])).rows.map((r) => r.id),
  )
  if ((ctx.payload.moduleIds as number[]).some((id) => !ofType.has(id))) throw new BizError('所选模块超出了该租户类型可用的范围')
  const ids = await withAncestors(ctx.tx, ctx.payload.moduleIds)
  await ctx.tx.query(`INSERT INTO tenant_module (tenant_id, module_id) SELECT $1, m FROM unnest($2::bigint[]) m`, [tenantId, ids])
  return { tenantId, custom: true, modules: ids.length }
})
