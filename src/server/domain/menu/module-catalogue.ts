// screens.yaml → sys_module: menu groups, menu screens and their function keys, upserted by
// key at every start. Modules that left the config are disabled, not deleted (roles keep
// their rows). Grants that follow the config:
//  - a module new to the database is offered to every tenant type (the platform can take it away);
//  - administrator roles hold every module; a module new to a group goes to roles that hold the
//    group whole (整组授权) and still hold the rest of it.
import type { ScreenGroup, WmsConfig } from '../../../config/types.ts'
import { audienceOf, moduleScreens } from '../../../config/menu.ts'
import type { Db, Tx } from '../../db/types.ts'

interface ModuleSpec {
  key: string
  audience: 'all' | 'platform' | 'tenant'
  name: string
  type: 1 | 2 | 3
  parentKey: string | null
  url: string | null
  routerName: string | null
  isRoot: boolean
  icon: string | null
  order: number
  group: string
}

export function moduleSpecs(config: WmsConfig): ModuleSpec[] {
  const entries = Object.entries(config.screens)
  const groups = entries.filter(([k]) => k.startsWith('/')) as [string, ScreenGroup][]
  const screens = moduleScreens(config.screens)
  const out: ModuleSpec[] = []
  for (const [key, g] of groups) {
    if (!screens.some(([, s]) => s.group === key)) continue
    const order = (g.order ?? 999) * 1000
    const members = screens.filter(([, s]) => s.group === key)
    // A group belongs to an audience when all its screens do.
    const audiences = new Set(members.map(([, s]) => audienceOf(s)))
    const groupAudience = audiences.size === 1 ? [...audiences][0] : 'all'
    out.push({
      key,
      name: g.title,
      type: 1,
      parentKey: null,
      url: key,
      routerName: key.slice(1),
      isRoot: true,
      icon: g.icon ?? null,
      order,
      group: key,
      audience: groupAudience,
    })
    for (const [route, s] of members) {
      const sOrder = order + (s.order ?? 99) * 10
      const audience = audienceOf(s)
      out.push({
        key: route,
        name: s.title,
        type: 2,
        parentKey: key,
        url: `${key}/${route}`,
        routerName: route,
        isRoot: false,
        icon: s.icon ?? null,
        order: sOrder,
        group: key,
        audience,
      })
      for (const [fn, f] of Object.entries(s.functions ?? {}))
        out.push({
          key: `${route}:${fn}`,
          name: fn,
          type: 3,
          parentKey: route,
          url: null,
          routerName: null,
          isRoot: false,
          icon: null,
          order: sOrder + (f.order ?? 0),
          group: key,
          audience,
        })
    }
  }
  return out
}

interface StoredModule {
  id: number
  module_key: string
  module_name: string
  module_type: number
  parent_id: number | null
  url: string | null
  router_name: string | null
  is_root: boolean
  icon: string | null
  order_no: number
  status: number
  audience: string
  customized: boolean
}

/** True when the stored row already says what the config says (and what an administrator kept). */
function upToDate(row: StoredModule, m: ModuleSpec, parentId: number | null): boolean {
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v))
  const structure =
    row.status === 1 &&
    row.module_type === m.type &&
    num(row.parent_id) === num(parentId) &&
    row.url === m.url &&
    row.router_name === m.routerName &&
    row.is_root === m.isRoot &&
    row.audience === m.audience
  return structure && (row.customized || (row.module_name === m.name && row.icon === m.icon && num(row.order_no) === num(m.order)))
}

/** Upserts the config's modules; returns the ids inserted and whether anything changed. A start
 *  with an unchanged config reads the table once and writes nothing (it used to rewrite every
 *  row, one statement each: seconds on PGlite at every start). */
async function upsert(tx: Tx, specs: ModuleSpec[]): Promise<{ inserted: number[]; changed: boolean }> {
  const ids = new Map<string, number>()
  const inserted: number[] = []
  let changed = false
  const stored = new Map(
    (
      await tx.query<StoredModule>(
        `SELECT id, module_key, module_name, module_type, parent_id, url, router_name, is_root, icon, order_no, status, audience, customized FROM sys_module`,
      )
    ).rows.map((r) => [r.module_key, r]),
  )
  for (const m of specs) {
    const parentId = m.parentKey ? (ids.get(m.parentKey) ?? null) : null
    const row = stored.get(m.key)
    if (row && upToDate(row, m, parentId)) {
      ids.set(m.key, Number(row.id))
      continue
    }
    changed = true
    const r = await tx.query<{ id: number; inserted: boolean }>(
      // What an administrator changed in menu administration (name, icon, order, hidden)
      // survives; structure and audience always follow the config.
      `INSERT INTO sys_module (module_key, module_name, module_type, parent_id, url, router_name, is_root, icon, order_no, status, audience)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 1, $10)
       ON CONFLICT (module_key) DO UPDATE SET module_type = EXCLUDED.module_type,
         parent_id = EXCLUDED.parent_id, url = EXCLUDED.url, router_name = EXCLUDED.router_name, is_root = EXCLUDED.is_root,
         audience = EXCLUDED.audience, status = 1, updated_at = now(),
         module_name = CASE WHEN sys_module.customized THEN sys_module.module_name ELSE EXCLUDED.module_name END,
         icon = CASE WHEN sys_module.customized THEN sys_module.icon ELSE EXCLUDED.icon END,
         order_no = CASE WHEN sys_module.customized THEN sys_module.order_no ELSE EXCLUDED.order_no END
       RETURNING id, (xmax = 0) AS inserted`,
      [m.key, m.name, m.type, parentId, m.url, m.routerName, m.isRoot, m.icon, m.order, m.audience],
    )
    ids.set(m.key, r.rows[0].id)
    if (r.rows[0].inserted) inserted.push(r.rows[0].id)
  }
  // Modules added by hand (key custom:…) are not the config's to disable.
  const disabled = await tx.query(
    `UPDATE sys_module SET status = 0, updated_at = now() WHERE status = 1 AND module_key NOT LIKE 'custom:%' AND NOT (module_key = ANY($1))`,
    [specs.map((m) => m.key)],
  )
  return { inserted, changed: changed || (disabled.rowCount ?? 0) > 0 }
}

/** SQL: module `m` lies in menu group `g` (the group itself, its screens, their functions). */
export const inGroupSql = (m: string, g: string) =>
  `(${m}.id = ${g}.id OR ${m}.parent_id = ${g}.id OR ${m}.parent_id IN (SELECT s.id FROM sys_module s WHERE s.parent_id = ${g}.id))`

/** Administrator roles hold every module their tenant may have; run after the modules or a tenant's allowance change. */
export async function grantAdminModules(tx: Tx): Promise<void> {
  await tx.query(
    `INSERT INTO sys_role_module (tenant_id, role_id, module_id)
     SELECT r.tenant_id, r.id, a.module_id FROM sys_role r CROSS JOIN LATERAL allowed_modules(r.tenant_id) a(module_id)
      WHERE r.is_admin
     ON CONFLICT (tenant_id, role_id, module_id) DO NOTHING`,
  )
}

/** Grants a role every module its tenant may have in the given menu groups (the caller checked the granter holds them). */
export async function grantGroups(tx: Tx, roleId: number, groups: string[]): Promise<void> {
  await tx.query(
    `INSERT INTO sys_role_module (tenant_id, role_id, module_id)
     SELECT r.tenant_id, r.id, m.id FROM sys_role r
       JOIN sys_module g ON g.module_type = 1 AND g.module_key = ANY($2)
       JOIN sys_module m ON m.status = 1 AND ${inGroupSql('m', 'g')}
      WHERE r.id = $1 AND m.id IN (SELECT a FROM allowed_modules(r.tenant_id) a)
     ON CONFLICT (tenant_id, role_id, module_id) DO NOTHING`,
    [roleId, groups],
  )
}

/**
 * A module new to the config goes to the roles granted its group whole (整组授权) that still
 * hold the rest of that group: a group someone thinned out by hand no longer follows, and a
 * group name alone never grants anything (issue 18: escalation through auto groups).
 */
async function grantNewModulesToWholeGroups(tx: Tx, inserted: number[]): Promise<void> {
  if (!inserted.length) return
  await tx.query(
    `INSERT INTO sys_role_module (tenant_id, role_id, module_id)
     SELECT r.tenant_id, r.id, m.id
       FROM sys_module m
       JOIN sys_module g ON g.module_type = 1 AND ${inGroupSql('m', 'g')}
       JOIN sys_role r ON r.auto_groups ? g.module_key AND NOT r.is_admin
      WHERE m.id = ANY($1) AND m.id IN (SELECT a FROM allowed_modules(r.tenant_id) a)
        AND NOT EXISTS (
          SELECT 1 FROM sys_module o JOIN allowed_modules(r.tenant_id) oa(module_id) ON oa.module_id = o.id
           WHERE o.status = 1 AND NOT (o.id = ANY($1))
             AND ${inGroupSql('o', 'g')}
             AND NOT EXISTS (SELECT 1 FROM sys_role_module h WHERE h.tenant_id = r.tenant_id AND h.role_id = r.id AND h.module_id = o.id))
     ON CONFLICT (tenant_id, role_id, module_id) DO NOTHING`,
    [inserted],
  )
}

/** Grants a role single screens and functions by module key (e.g. 'in-stock-reservation:预约审核'), within what its tenant may have. */
export async function grantModules(tx: Tx, roleId: number, keys: string[]): Promise<void> {
  await tx.query(
    `INSERT INTO sys_role_module (tenant_id, role_id, module_id)
     SELECT r.tenant_id, r.id, m.id FROM sys_role r JOIN sys_module m ON m.module_key = ANY($2)
      WHERE r.id = $1 AND m.id IN (SELECT a FROM allowed_modules(r.tenant_id) a)
     ON CONFLICT (tenant_id, role_id, module_id) DO NOTHING`,
    [roleId, keys],
  )
}

export async function syncModules(db: Db, config: WmsConfig): Promise<{ modules: number; added: number }> {
  const specs = moduleSpecs(config)
  return db.transaction(async (tx) => {
    const { inserted, changed } = await upsert(tx, specs)
    // A new module is offered to the tenant types of its audience: platform screens to the
    // platform only, tenant screens to every other type.
    if (inserted.length)
      await tx.query(
        `INSERT INTO tenant_type_module (tenant_type, module_id)
         SELECT t, m.id FROM sys_module m, unnest($1::int[]) t
          WHERE m.id = ANY($2) AND (m.audience = 'all' OR (m.audience = 'platform') = (t = 0))
         ON CONFLICT DO NOTHING`,
        [[0, 1, 2, 3], inserted],
      )
    await grantNewModulesToWholeGroups(tx, inserted)
    // With no module changed, administrators hold what the last start gave them (a new tenant
    // or module runs this itself).
    if (changed) await grantAdminModules(tx)
    return { modules: specs.length, added: inserted.length }
  })
}
