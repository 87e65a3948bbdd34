// Role changes the generic operations cannot guard: the administrator role stays enabled and
// cannot be deleted; a role still given to users cannot be deleted.
import { BizError } from '../../kernel/errors.ts'
import { entityModel } from '../../crud/entity-model.ts'
import { updateRow } from '../../crud/rows.ts'
import { write } from '../../kernel/define.ts'

export const updateRole = write(async (ctx) => {
  const { id, version, ...rest } = ctx.payload
  const role = (await ctx.tx.query<{ is_admin: boolean }>(`SELECT is_admin FROM sys_role WHERE id = $1`, [id])).rows[0]
  if (role?.is_admin && rest.status === 0) throw new BizError('管理员角色不能停用')
  return updateRow(ctx, entityModel(ctx.config, 'role'), id, version, rest)
})

export const deleteRole = write(async (ctx) => {
  const ids: number[] = ctx.payload.ids ?? (ctx.payload.id ? [ctx.payload.id] : [])
  if (!ids.length) throw new BizError('请选择要删除的角色')
  const roles = (
    await ctx.tx.query<{ id: number; name: string; is_admin: boolean; users: number }>(
      `SELECT r.id, r.name, r.is_admin, (SELECT count(*)::int8 FROM sys_user_role ur WHERE ur.role_id = r.id) AS users FROM sys_role r WHERE r.id = ANY($1)`,
      [ids],
    )
  ).rows
  if (roles.length !== new Set(ids).size) throw new BizError('记录不存在或已被删除')
  const admin = roles.find((r) => r.is_admin)
  if (admin) throw new BizError(`“${admin.name}”是管理员角色，不能删除`)
  const used = roles.find((r) => r.users > 0)
  if (used) throw new BizError(`角色“${used.name}”下还有 ${used.users} 个用户，请先调整这些用户的角色`)
  await ctx.tx.query(`DELETE FROM sys_role_module WHERE role_id = ANY($1)`, [ids])
  await ctx.tx.query(`DELETE FROM sys_role WHERE id = ANY($1)`, [ids])
  return { deleted: ids.length }
})
