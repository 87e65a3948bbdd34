// 菜单管理 (platform): rename, re-icon, reorder or hide menu entries, add a group or a menu
// entry for an existing screen, delete what was added by hand. Edited entries keep their
// edits across restarts (customized); a route name no screen knows is refused.
import type { HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { audienceOf } from '../../../config/menu.ts'
import { grantAdminModules } from '../menu/module-catalogue.ts'
import type { ScreenDef } from '../../../config/types.ts'
import { systemWrite } from '../../kernel/define.ts'

function knownRoute(ctx: HandlerContext, routerName: string): ScreenDef {
  const s = ctx.config.screens[routerName] as ScreenDef | undefined
  if (!s || routerName.startsWith('/'))
    throw new BizError(`路由名称“${routerName}”不存在，请填写 screens.yaml 中已有的页面`, [{ field: 'routerName', message: '没有这个页面' }])
  return s
}

export const updateModule = systemWrite(async (ctx) => {
  const { id, version, moduleName, icon, orderNo, hidden, routerName } = ctx.payload
  const m = (
    await ctx.tx.query<{ module_type: number; module_key: string; parent_id: number | null }>(
      `SELECT module_type, module_key, parent_id FROM sys_module WHERE id = $1`,
      [id],
    )
  ).rows[0]
  if (!m) throw new BizError('记录不存在或已被删除')
  let url: string | null | undefined
  if (routerName !== undefined && m.module_type === 2) {
    knownRoute(ctx, routerName)
    const parent = (await ctx.tx.query<{ url: string }>(`SELECT url FROM sys_module WHERE id = $1`, [m.parent_id])).rows[0]
    url = `${parent?.url ?? ''}/${routerName}`
  }
  const r = await ctx.tx.query(
    `UPDATE sys_module SET module_name = coalesce($3, module_name), icon = coalesce($4, icon), order_no = coalesce($5, order_no),
            hidden = coalesce($6, hidden), router_name = coalesce($7, router_name), url = coalesce($8, url),
            customized = true, version = version + 1, updated_at = now(), updated_by = $9
      WHERE id = $1 AND version = $2 RETURNING id, version`,
    [
      id,
      version,
      moduleName ?? null,
      icon ?? null,
      orderNo ?? null,
      hidden ?? null,
      m.module_type === 2 ? (routerName ?? null) : null,
      url ?? null,
      ctx.session!.userId,
    ],
  )
  if (!r.rows[0]) throw new BizError('数据已被他人修改，请刷新后重试')
  return r.rows[0]
})

export const addModule = systemWrite(async (ctx) => {
  const { parentId, moduleName, routerName, icon, orderNo } = ctx.payload
  const key = `custom:${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  let audience = 'all'
  let url: string
  let type = 1
  if (routerName) {
    if (!parentId) throw new BizError('菜单页面须放在某个菜单组下', [{ field: 'parentId', message: '请选择上级菜单组' }])
    const parent = (await ctx.tx.query<{ url: string; module_type: number }>(`SELECT url, module_type FROM sys_module WHERE id = $1`, [parentId])).rows[0]
    if (!parent || parent.module_type !== 1) throw new BizError('上级必须是菜单组')
    audience = audienceOf(knownRoute(ctx, routerName))
    url = `${parent.url}/${routerName}`
    type = 2
  } else url = `/${key.replace(':', '-')}`
  const id = (
    await ctx.tx.query<{ id: number }>(
      `INSERT INTO sys_module (module_key, module_name, module_type, parent_id, url, router_name, is_root, icon, order_no, audience, customized, created_by, updated_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, true, $11, $11) RETURNING id`,
      [key, moduleName, type, routerName ? parentId : null, url, routerName ?? null, !routerName, icon ?? null, orderNo ?? 0, audience, ctx.session!.userId],
    )
  ).rows[0].id
  await ctx.tx.query(
    `INSERT INTO tenant_type_module (tenant_type, module_id) SELECT t, $1 FROM unnest($2::int[]) t WHERE $3 = 'all' OR ($3 = 'platform') = (t = 0)`,
    [id, [0, 1, 2, 3], audience],
  )
  await grantAdminModules(ctx.tx)
  return { id }
})

export const deleteModule = systemWrite(async (ctx) => {
  const m = (await ctx.tx.query<{ module_key: string }>(`SELECT module_key FROM sys_module WHERE id = $1`, [ctx.payload.id])).rows[0]
  if (!m) throw new BizError('记录不存在或已被删除')
  if (!m.module_key.startsWith('custom:')) throw new BizError('系统菜单随页面配置提供，不能删除；可以将其隐藏')
  if ((await ctx.tx.query(`SELECT 1 FROM sys_module WHERE parent_id = $1`, [ctx.payload.id])).rows.length) throw new BizError('请先删除该菜单组下的菜单')
  for (const t of ['sys_role_module', 'tenant_type_module', 'tenant_module']) await ctx.tx.query(`DELETE FROM ${t} WHERE module_id = $1`, [ctx.payload.id])
  await ctx.tx.query(`DELETE FROM sys_module WHERE id = $1`, [ctx.payload.id])
  return { deleted: 1 }
})
