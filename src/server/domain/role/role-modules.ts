// 角色授权: which modules (menus, screens, function keys) a role holds. The choice offered
// is what the granting user holds; a group granted whole also follows screens added later.
import type { Handler } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { assertCanGrant, heldModuleIds, withAncestors } from '../permissions/grants.ts'
import { moduleRows } from '../permissions/module-rows.ts'
import { grantGroups, inGroupSql } from '../menu/module-catalogue.ts'
import { read, write } from '../../kernel/define.ts'

async function roleOf(ctx: Parameters<Handler['run']>[0], roleId: number) {
  const role = (
    await ctx.tx.query<{ id: number; name: string; is_admin: boolean; auto_groups: string[] }>(
      `SELECT id, name, is_admin, auto_groups FROM sys_role WHERE id = $1`,
      [roleId],
    )
  ).rows[0]
  if (!role) throw new BizError('角色不存在或已被删除')
  return role
}

export const roleModules = read(async (ctx) => {
  const role = await roleOf(ctx, ctx.payload.roleId)
  const held = [...(await heldModuleIds(ctx.tx, ctx.session!))]
  const modules = await moduleRows(ctx.tx, 'm.id = ANY($1)', [held])
  const checked = (
    await ctx.tx.query<{ id: number }>(
      `SELECT module_id AS id FROM sys_role_module WHERE role_id = $1 AND module_id IN (SELECT allowed_modules(app_tenant_id()))`,
      [role.id],
    )
  ).rows.map((r) => r.id)
  return { modules, checked, autoGroups: role.auto_groups ?? [], isAdmin: role.is_admin, name: role.name }
})

/**
 * A group granted whole (整组授权) also brings its later screens, so only someone holding every
 * function the tenant may have in it can grant it; a key that is not a menu group, or a group the
 * tenant has nothing of, is refused rather than kept for later.
 */
async function assertCanGrantGroups(ctx: Parameters<Handler['run']>[0], groups: string[]) {
  if (!groups.length) return
  const known = await ctx.tx.query<{ key: string; allowed: number[] }>(
    `SELECT g.module_key AS key, array_agg(m.id) AS allowed
       FROM sys_module g JOIN sys_module m ON m.status = 1 AND ${inGroupSql('m', 'g')}
      WHERE g.module_type = 1 AND g.status = 1 AND g.module_key = ANY($1) AND m.id IN (SELECT allowed_modules(app_tenant_id()))
      GROUP BY g.module_key`,
    [groups],
  )
  const unknown = groups.filter((k) => !known.rows.some((r) => r.key === k))
  if (unknown.length)
    throw new BizError(`整组授权中含有不存在或本租户不可用的菜单组：${unknown.join('、')}`, [{ field: 'autoGroups', message: '菜单组不存在' }])
  await assertCanGrant(
    ctx.tx,
    ctx.session!,
    known.rows.flatMap((r) => r.allowed.map(Number)),
    '整组授权',
  )
}

export const assignRoleModules = write(async (ctx) => {
  const role = await roleOf(ctx, ctx.payload.roleId)
  if (role.is_admin) throw new BizError('管理员角色拥有本租户的全部功能，无需授权')
  const wanted: number[] = [...new Set<number>(ctx.payload.moduleIds)]
  await assertCanGrant(ctx.tx, ctx.session!, wanted)
  const ids = await withAncestors(ctx.tx, wanted)
  const groups: string[] = [...new Set<string>(ctx.payload.autoGroups ?? [])]
  await assertCanGrantGroups(ctx, groups)
  await ctx.tx.query(`DELETE FROM sys_role_module WHERE role_id = $1`, [role.id])
  await ctx.tx.query(
    `INSERT INTO sys_role_module (tenant_id, role_id, module_id, created_by, updated_by) SELECT app_tenant_id(), $1, m, $3, $3 FROM unnest($2::bigint[]) m`,
    [role.id, ids, ctx.session!.userId],
  )
  await ctx.tx.query(`UPDATE sys_role SET auto_groups = $2, version = version + 1, updated_at = now(), updated_by = $3 WHERE id = $1`, [
    role.id,
    JSON.stringify(groups),
    ctx.session!.userId,
  ])
  await grantGroups(ctx.tx, role.id, groups)
  return { roleId: role.id, modules: ids.length }
})
