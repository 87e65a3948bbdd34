// No user can grant more than they hold: a role's modules, or the roles given to a user,
// must lie within the modules the granting user holds (an administrator role holds every
// module the tenant may have).
import type { Tx } from '../../db/types.ts'
import type { Session } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'

/** Modules the caller holds through enabled roles, within what the tenant may have. */
export async function heldModuleIds(tx: Tx, session: Session): Promise<Set<number>> {
  const r = await tx.query<{ id: number }>(
    `SELECT DISTINCT rm.module_id AS id
       FROM sys_user_role ur
       JOIN sys_role ro ON ro.tenant_id = ur.tenant_id AND ro.id = ur.role_id AND ro.status = 1
       JOIN sys_role_module rm ON rm.tenant_id = ur.tenant_id AND rm.role_id = ur.role_id
      WHERE ur.tenant_id = $1 AND ur.user_id = $2 AND rm.module_id IN (SELECT allowed_modules($1))`,
    [session.tenantId, session.userId],
  )
  return new Set(r.rows.map((x) => x.id))
}

export async function assertCanGrant(tx: Tx, session: Session, moduleIds: number[], what = '授权'): Promise<void> {
  const held = await heldModuleIds(tx, session)
  const missing = moduleIds.filter((id) => !held.has(id))
  if (!missing.length) return
  const names = await tx.query<{ module_name: string }>(`SELECT module_name FROM sys_module WHERE id = ANY($1) ORDER BY order_no LIMIT 5`, [missing])
  throw new BizError(`不能${what}超出自己权限的功能：${names.rows.map((n) => n.module_name).join('、')}${missing.length > 5 ? ' 等' : ''}`)
}

/** The modules of a set of roles of the caller's tenant. */
export async function roleModuleIds(tx: Tx, roleIds: number[]): Promise<number[]> {
  const r = await tx.query<{ id: number }>(`SELECT DISTINCT module_id AS id FROM sys_role_module WHERE role_id = ANY($1)`, [roleIds])
  return r.rows.map((x) => x.id)
}

/** Every ancestor of the given modules (a screen's group, a function's screen and group). */
export async function withAncestors(tx: Tx, moduleIds: number[]): Promise<number[]> {
  const r = await tx.query<{ id: number }>(
    `WITH RECURSIVE up(id, parent_id) AS (
       SELECT id, parent_id FROM sys_module WHERE id = ANY($1)
       UNION SELECT m.id, m.parent_id FROM sys_module m JOIN up ON m.id = up.parent_id)
     SELECT id FROM up`,
    [moduleIds],
  )
  return r.rows.map((x) => x.id)
}
