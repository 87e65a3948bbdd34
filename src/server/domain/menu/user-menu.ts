// The menu a user sees: modules granted to the user's enabled roles, limited to what the
// tenant's type may have, answered as the flat list the client turns into a tree.
// Groups above a granted screen come along so a screen is never orphaned.
import type { Tx } from '../../db/types.ts'
import type { Session } from '../../kernel/handler.ts'
import { read } from '../../kernel/define.ts'

export interface ModuleRow {
  moduleId: number
  parentId: number | null
  moduleName: string
  url: string | null
  routerName: string | null
  isRoot: boolean
  icon: string | null
  orderNo: number
  moduleType: number
  /** Routed but not shown in the side menu (menu administration). */
  hidden: boolean
}

const COLUMNS = `m.id AS "moduleId", m.parent_id AS "parentId", m.module_name AS "moduleName", m.url, m.router_name AS "routerName",
  m.is_root AS "isRoot", m.icon, m.order_no AS "orderNo", m.module_type AS "moduleType", m.hidden`

export async function grantedModules(tx: Tx, session: Session, types: number[]): Promise<ModuleRow[]> {
  const r = await tx.query<ModuleRow>(
    `SELECT DISTINCT ${COLUMNS}
       FROM sys_user_role ur
       JOIN sys_role ro ON ro.tenant_id = ur.tenant_id AND ro.id = ur.role_id AND ro.status = 1
       JOIN sys_role_module rm ON rm.tenant_id = ur.tenant_id AND rm.role_id = ur.role_id
       JOIN sys_module m ON m.id = rm.module_id AND m.status = 1 AND m.module_type = ANY($3)
      WHERE ur.tenant_id = $1 AND ur.user_id = $2
        AND m.id IN (SELECT allowed_modules($1))`,
    [session.tenantId, session.userId, types],
  )
  return r.rows
}

export const userMenu = read(async (ctx) => {
  const granted = await grantedModules(ctx.tx, ctx.session!, [1, 2])
  const all = (await ctx.tx.query<ModuleRow>(`SELECT ${COLUMNS} FROM sys_module m WHERE m.status = 1 AND m.module_type IN (1, 2)`)).rows
  const byId = new Map(all.map((m) => [m.moduleId, m]))
  const out = new Map(granted.map((m) => [m.moduleId, m]))
  for (const m of granted) {
    for (let p = m.parentId; p && !out.has(p); p = byId.get(p)?.parentId ?? null) {
      const parent = byId.get(p)
      if (parent) out.set(p, parent)
    }
  }
  return [...out.values()].sort((a, b) => a.orderNo - b.orderNo || a.moduleId - b.moduleId)
})

/** Function keys (buttons) the user holds: [{moduleName, moduleId, parentId}]. */
export const userMenuFunctions = read(async (ctx) => {
  const rows = await grantedModules(ctx.tx, ctx.session!, [3])
  return rows.map((m) => ({ moduleId: m.moduleId, parentId: m.parentId, moduleName: m.moduleName }))
})
