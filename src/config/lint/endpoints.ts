// Cross-reference checks of endpoints.yaml.

import type { EndpointDef, EndpointOp } from '../types.ts'
import { isDataName } from '../fields.ts'
import { LIST_OPS, listFilters } from '../list-filters.ts'
import { join } from '../pointer.ts'
import type { LintContext } from './context.ts'

/** Operations of the generic CRUD engine: they work on one entity's table. */
const TABLE_OPS: ReadonlySet<EndpointOp> = new Set([
  'list',
  'get',
  'create',
  'update',
  'delete',
  'toggle',
  'export',
  'options',
  'single',
  'upsert',
  'import',
  'importTemplate',
])
const GET_OPS: ReadonlySet<EndpointOp> = new Set(['list', 'get', 'options', 'custom', 'planned'])
const PREFIX_OPS: ReadonlySet<EndpointOp> = new Set(['planned', 'custom'])

export function lintEndpoints(ctx: LintContext): void {
  for (const [path, def] of Object.entries(ctx.config.endpoints)) {
    const at = join('/endpoints', path)
    lintEntityUse(ctx, at, def)
    lintOpRules(ctx, at, path, def)
    if (def.handler !== undefined) ctx.needRegistered(join(at, 'handler'), 'handlers', '处理函数', def.handler)
    if (def.permission !== undefined) ctx.needPermission(join(at, 'permission'), def.permission)
    if (def.payload !== undefined) ctx.needEntity(join(at, 'payload'), def.payload)
    for (const [i, key] of (def.screens ?? []).entries()) ctx.needScreen(join(at, 'screens', String(i)), key)
  }
}

function lintEntityUse(ctx: LintContext, at: string, def: EndpointDef): void {
  const id = def.entity
  if (id === undefined) {
    if (TABLE_OPS.has(def.op)) ctx.report(at, `op "${def.op}" 需要 "entity"`)
    return
  }
  const entity = TABLE_OPS.has(def.op) ? ctx.needTable(join(at, 'entity'), id) : ctx.needEntity(join(at, 'entity'), id)
  if (!entity) return
  if (def.op === 'toggle' && def.field !== undefined) ctx.needProperty(join(at, 'field'), id, entity, def.field)
  const filterable = LIST_OPS.has(def.op) ? listFilters(entity, def) : undefined
  for (const name of Object.keys(def.filters ?? {})) {
    const fat = join(at, 'filters', name)
    if (!isDataName(entity, name)) ctx.needDataName(fat, id, entity, name)
    else if (filterable && !filterable.has(name)) ctx.report(fat, `字段 "${name}" 没有数据列（引用名称或虚拟字段），不能作筛选`)
  }
  if (def.mine !== undefined) ctx.needProperty(join(at, 'mine'), id, entity, def.mine)
  for (const name of Object.keys(def.where ?? {})) ctx.needProperty(join(at, 'where', name), id, entity, name)
}

function lintOpRules(ctx: LintContext, at: string, path: string, def: EndpointDef): void {
  if (def.op === 'custom' && def.handler === undefined) ctx.report(at, `op "custom" 需要 "handler"`)
  if (def.prefix === true && !PREFIX_OPS.has(def.op)) {
    ctx.report(join(at, 'prefix'), `"prefix: true" 只能用于 op planned 或 custom`)
  }
  if (def.method === 'GET' && !GET_OPS.has(def.op)) ctx.report(join(at, 'method'), `op "${def.op}" 不能用 GET`)
  if (def.op === 'transition') lintTransition(ctx, at, path, def)
}

function lintTransition(ctx: LintContext, at: string, path: string, def: EndpointDef): void {
  if (def.workflow === undefined || def.transition === undefined) {
    ctx.report(at, `op "transition" 需要 "workflow" 和 "transition"`)
    return
  }
  if (!ctx.needWorkflow(join(at, 'workflow'), def.workflow)) return
  const transitions = ctx.config.workflows[def.workflow].transitions
  if (!Object.hasOwn(transitions, def.transition)) {
    ctx.report(join(at, 'transition'), `流程 "${def.workflow}" 没有转换 "${def.transition}"`)
    return
  }
  const declared = transitions[def.transition].endpoint
  if (declared !== path) {
    ctx.report(
      join(at, 'transition'),
      `流程 "${def.workflow}" 的转换 "${def.transition}" 的 endpoint 应为 "${path}"（现为 ${declared ? `"${declared}"` : '空'}）`,
    )
  }
}
