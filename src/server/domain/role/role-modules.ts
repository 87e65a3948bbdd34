// 角色授权: which modules (menus, screens, function keys) a role holds. The choice offered
// is what the granting user holds; a group granted whole also follows screens added later.
import type { Handler } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { assertCanGrant, heldModuleIds, withAncestors } from '../permissions/grants.ts'
import { moduleRows } from '../permissions/module-rows.ts'
import { grantFollowingModules } from '../menu/module-catalogue.ts'
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

export const assignRoleModules = write(async (ctx) => {
  const role = await roleOf(ctx, ctx.payload.roleId)
  if (role.is_admin) throw new BizError('管理员角色拥有本租户的全部功能，无需授权')
  const wanted: number[] = [...new Set<number>(ctx.payload.moduleIds)]
  await assertCanGrant(ctx.tx, ctx.session!, wanted)
  const ids = await withAncestors(ctx.tx, wanted)
  const groups: string[] = ctx.payload.autoGroups ?? []
  if (groups.length) {
    // Whole groups are only for someone holding the whole group.
    const inGroups = await ctx.tx.query<{ id: number }>(
      `SELECT m.id FROM sys_module m JOIN sys_module g ON g.module_type = 1 AND g.module_key = ANY($1)
        WHERE m.status = 1 AND m.id IN (SELECT allowed_modules(app_tenant_id()))
          AND (m.id = g.id OR m.parent_id = g.id OR m.parent_id IN (SELECT s.id FROM sys_module s WHERE s.parent_id = g.id))`,
      [groups],
    )
    await assertCanGrant(
      ctx.tx,
      ctx.session!,
      inGroups.rows.map((r) => r.id),
      '整组授权',
    )
  }
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
  if (groups.length) await grantFollowingModules(ctx.tx)
  return { roleId: role.id, modules: ids.length }
})
