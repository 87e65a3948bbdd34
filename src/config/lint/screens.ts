// Cross-reference checks of screens.yaml: groups, entities, endpoints, fields, actions.

import type { EntitySchema, ScreenAction, ScreenDef, ScreenField, ScreenFilter, ScreenTab } from '../types.ts'
import { isDataName } from '../fields.ts'
import { join } from '../pointer.ts'
import { didYouMean } from '../suggest.ts'
import type { LintContext } from './context.ts'

interface Bound {
  id: string
  entity: EntitySchema
}

export function lintScreens(ctx: LintContext): void {
  for (const [key, screen] of Object.entries(ctx.config.screens)) {
    if (screen.kind === 'group') continue
    lintScreen(ctx, join('/screens', key), screen)
  }
}

function lintScreen(ctx: LintContext, at: string, s: ScreenDef): void {
  if (s.group !== undefined) ctx.needGroup(join(at, 'group'), s.group)
  if (s.kind === 'list' && s.entity === undefined && s.endpoints?.list === undefined) {
    ctx.report(at, `列表页需要 "entity" 或 "endpoints.list"`)
  }
  for (const [role, path] of Object.entries(s.endpoints ?? {})) ctx.needEndpoint(join(at, 'endpoints', role), path)
  if (s.workflow !== undefined) ctx.needWorkflow(join(at, 'workflow'), s.workflow)
  if (s.financeVersion !== undefined) ctx.needScreen(join(at, 'financeVersion'), s.financeVersion)
  if (s.component !== undefined) ctx.needRegistered(join(at, 'component'), 'components', '组件', s.component)
  for (const [name, tab] of Object.entries(s.tabs ?? {})) lintTab(ctx, join(at, 'tabs', name), s, tab)
  for (const [i, key] of (s.opens ?? []).entries()) ctx.needScreen(join(at, 'opens', String(i)), key)

  const bound = boundEntity(ctx, at, s)
  lintColumns(ctx, at, s, bound)
  lintInputs(ctx, join(at, 'filters'), s.filters, bound)
  lintFilterKeys(ctx, at, s, bound)
  lintInputs(ctx, join(at, 'fields'), s.fields, bound)
  // A line's source may depend on a header field too (supplier → the SKUs it supplies).
  if (s.lines) lintInputs(ctx, join(at, 'lines'), s.lines, linesEntity(ctx, at, bound), s.fields)
  for (const group of ['toolbar', 'rowActions', 'bulkActions'] as const) {
    // A null row action is reported by lint/workflow-actions.ts.
    for (const [name, action] of Object.entries(s[group] ?? {})) if (action) lintAction(ctx, join(at, group, name), action)
  }
}

/** The entity whose fields the screen shows: its own, or its list endpoint's. */
function boundEntity(ctx: LintContext, at: string, s: ScreenDef): Bound | undefined {
  if (s.entity !== undefined) {
    const entity = ctx.needEntity(join(at, 'entity'), s.entity)
    return entity && { id: s.entity, entity }
  }
  const list = s.endpoints?.list
  const id = list !== undefined ? ctx.config.endpoints[list]?.entity : undefined
  const entity = id !== undefined ? ctx.entity(id) : undefined
  return id !== undefined && entity ? { id, entity } : undefined
}

function linesEntity(ctx: LintContext, at: string, bound: Bound | undefined): Bound | undefined {
  if (!bound) return undefined
  const id = bound.entity['x-lines']
  if (id === undefined) {
    ctx.report(join(at, 'lines'), `实体 "${bound.id}" 没有 x-lines，不能有 lines`)
    return undefined
  }
  const entity = ctx.entity(id) // a missing one is reported on the entity's x-lines
  return entity && { id, entity }
}

function lintColumns(ctx: LintContext, at: string, s: ScreenDef, bound: Bound | undefined): void {
  for (const [key, col] of Object.entries(s.columns ?? {})) {
    const cat = join(at, 'columns', key)
    if (bound) checkName(ctx, cat, col.field, key, bound)
    if (col.format !== undefined) ctx.needRegistered(join(cat, 'format'), 'formats', '格式', col.format)
  }
}

/**
 * What the list call receives: each filter's key (its `field:` or its name) must be one the call
 * accepts, or the server refuses the search; an approval screen also sends docType and scope.
 * A name already reported as not in the entity is not reported twice.
 */
function lintFilterKeys(ctx: LintContext, at: string, s: ScreenDef, bound: Bound | undefined): void {
  const path = s.endpoints?.list
  const accepted = path !== undefined ? ctx.listFilters(path) : undefined
  if (!accepted) return
  for (const [key, f] of Object.entries(s.filters ?? {})) {
    const name = f.field ?? key
    const fat = f.field !== undefined ? join(at, 'filters', key, 'field') : join(at, 'filters', key)
    if (bound && !isDataName(bound.entity, name)) continue
    if (!accepted.has(name)) {
      ctx.report(fat, `接口 "${path}" 不接受筛选 "${name}"${didYouMean(name, accepted.keys())}`)
      continue
    }
    const op = accepted.get(name)
    if (f.op !== undefined && op !== undefined && f.op !== op)
      ctx.report(join(at, 'filters', key, 'op'), `筛选 "${name}" 的 op 为 ${f.op}，接口 "${path}" 按 ${op} 筛选`)
  }
  if (s.kind !== 'approval') return
  for (const name of ['docType', 'scope']) {
    if (!accepted.has(name)) ctx.report(join(at, 'endpoints', 'list'), `审批页的列表接口 "${path}" 应接受 "${name}"`)
  }
}

/** Filters, form fields and line fields: names, widgets and option sources. */
function lintInputs(
  ctx: LintContext,
  at: string,
  inputs: Record<string, ScreenFilter | ScreenField> | undefined,
  bound: Bound | undefined,
  outer?: Record<string, ScreenField>,
): void {
  for (const [key, input] of Object.entries(inputs ?? {})) {
    const iat = join(at, key)
    if (bound) checkName(ctx, iat, input.field, key, bound)
    if (input.widget !== undefined) ctx.needRegistered(join(iat, 'widget'), 'widgets', '控件', input.widget)
    if ('items' in input && input.items) lintItems(ctx, join(iat, 'items'), input.items, bound, input.field ?? key)
    const src = input.source
    if (!src) continue
    ctx.needEndpoint(join(iat, 'source', 'endpoint'), src.endpoint)
    const deps = src.dependsOn === undefined ? [] : Array.isArray(src.dependsOn) ? src.dependsOn : [src.dependsOn]
    deps.forEach((dep, i) => {
      const dat = Array.isArray(src.dependsOn) ? join(iat, 'source', 'dependsOn', i) : join(iat, 'source', 'dependsOn')
      if (dep === key || !(Object.hasOwn(inputs ?? {}, dep) || Object.hasOwn(outer ?? {}, dep))) {
        ctx.report(dat, `"dependsOn" 的 "${dep}" 应为同一组中的另一个字段`)
      }
    })
  }
}

/** The fields of an array of objects: each names a property of its items. */
function lintItems(ctx: LintContext, at: string, items: Record<string, ScreenField>, bound: Bound | undefined, name: string): void {
  if (!bound) return
  const prop = bound.entity.properties?.[name]
  const props = (prop?.items as { properties?: Record<string, unknown> } | undefined)?.properties
  if (prop?.type !== 'array' || !props) {
    ctx.report(at, `字段 "${name}" 不是对象数组，不能有 items`)
    return
  }
  for (const [key, item] of Object.entries(items)) {
    const iat = join(at, key)
    if (!Object.hasOwn(props, item.field ?? key)) ctx.report(iat, `字段 "${item.field ?? key}" 不在 "${name}" 的项中`)
    if (item.widget !== undefined) ctx.needRegistered(join(iat, 'widget'), 'widgets', '控件', item.widget)
    if (item.source) ctx.needEndpoint(join(iat, 'source', 'endpoint'), item.source.endpoint)
  }
}

/** The `field:` value when given (pointer at it), else the map key itself. */
function checkName(ctx: LintContext, at: string, field: string | undefined, key: string, bound: Bound): void {
  if (field !== undefined) ctx.needDataName(join(at, 'field'), bound.id, bound.entity, field)
  else ctx.needDataName(at, bound.id, bound.entity, key)
}

/** A detail's tab names a list screen and the filter of that list which takes the record's id. */
function lintTab(ctx: LintContext, at: string, s: ScreenDef, tab: ScreenTab): void {
  if (s.kind !== 'detail') ctx.report(at, `只有详情页（kind: detail）可以有 tabs`)
  if (!ctx.needScreen(join(at, 'screen'), tab.screen)) return
  const target = ctx.config.screens[tab.screen]
  if (target.kind !== 'list') return ctx.report(join(at, 'screen'), `页面 "${tab.screen}" 不是列表（kind: ${target.kind}）`)
  // The list's own entity problems are reported on the list; here only the param is checked.
  const id = target.entity ?? (target.endpoints?.list !== undefined ? ctx.config.endpoints[target.endpoints.list]?.entity : undefined)
  const entity = id !== undefined ? ctx.entity(id) : undefined
  if (id !== undefined && entity && !isDataName(entity, tab.param)) return ctx.needDataName(join(at, 'param'), id, entity, tab.param)
  // The record's id goes to the list call with every search.
  const path = target.endpoints?.list
  const accepted = path !== undefined ? ctx.listFilters(path) : undefined
  if (accepted && !accepted.has(tab.param)) {
    ctx.report(join(at, 'param'), `页面 "${tab.screen}" 的列表接口 "${path}" 不接受筛选 "${tab.param}"${didYouMean(tab.param, accepted.keys())}`)
  }
}

function lintAction(ctx: LintContext, at: string, a: ScreenAction): void {
  if (a.endpoint !== undefined) ctx.needEndpoint(join(at, 'endpoint'), a.endpoint)
  if (a.route !== undefined) ctx.needScreen(join(at, 'route'), a.route)
  if (a.permission !== undefined) ctx.needPermission(join(at, 'permission'), a.permission)
  if (a.form !== undefined && ctx.needScreen(join(at, 'form'), a.form)) {
    const target = ctx.config.screens[a.form]
    if (target.kind !== 'form') ctx.report(join(at, 'form'), `页面 "${a.form}" 不是表单（kind: ${target.kind}）`)
  }
}
