// Shared state and helpers of the cross-reference lint.

import type { EntitySchema, Registries, WmsConfig } from '../types.ts'
import { dataNames, hasProperty, isDataName } from '../fields.ts'
import { acceptedFilters } from '../list-filters.ts'
import type { FilterOp } from '../list-filters.ts'
import { didYouMean } from '../suggest.ts'
import type { Section, Unusable } from '../unusable.ts'

export interface LintIssue {
  /** Pointer into the merged config; located through provenance. */
  pointer: string
  message: string
}

export class LintContext {
  readonly issues: LintIssue[] = []
  /** Every function key declared in some screen's `functions` map. */
  readonly permissions = new Set<string>()

  constructor(
    readonly config: WmsConfig,
    readonly registries: Registries,
    private readonly unusable: Unusable,
  ) {
    for (const screen of Object.values(config.screens)) {
      if (screen.kind !== 'group') for (const key of Object.keys(screen.functions ?? {})) this.permissions.add(key)
    }
  }

  report(pointer: string, message: string): void {
    this.issues.push({ pointer, message })
  }

  /** A name that is absent: reported, unless it may be in a part with errors of its own. */
  missing(section: Section, key: string, pointer: string, message: string): void {
    if (!this.unusable.has(section, key)) this.report(pointer, message)
  }

  entity(id: string): EntitySchema | undefined {
    return Object.hasOwn(this.config.entities, id) ? this.config.entities[id] : undefined
  }

  /** Report when `id` names no entity; answer the entity otherwise. */
  needEntity(pointer: string, id: string): EntitySchema | undefined {
    const e = this.entity(id)
    if (!e) this.missing('entities', id, pointer, `实体 "${id}" 不存在${didYouMean(id, Object.keys(this.config.entities))}`)
    return e
  }

  /** Like needEntity, and the entity must be a table (x-table). */
  needTable(pointer: string, id: string): EntitySchema | undefined {
    const e = this.needEntity(pointer, id)
    if (e && !e['x-table']) this.report(pointer, `实体 "${id}" 没有 x-table，不是数据表`)
    return e && e['x-table'] ? e : undefined
  }

  needEndpoint(pointer: string, path: string): boolean {
    if (Object.hasOwn(this.config.endpoints, path)) return true
    this.missing('endpoints', path, pointer, `接口 "${path}" 不存在${didYouMean(path, Object.keys(this.config.endpoints))}`)
    return false
  }

  needWorkflow(pointer: string, id: string): boolean {
    if (Object.hasOwn(this.config.workflows, id)) return true
    this.missing('workflows', id, pointer, `流程 "${id}" 不存在${didYouMean(id, Object.keys(this.config.workflows))}`)
    return false
  }

  /** The filters a list call accepts (list-filters.ts); undefined when absent, not to be told,
   *  or when the call's own `filters:` name a field it cannot filter (reported on the call). */
  listFilters(path: string): Map<string, FilterOp | undefined> | undefined {
    const endpoint = Object.hasOwn(this.config.endpoints, path) ? this.config.endpoints[path] : undefined
    const accepted = endpoint && acceptedFilters(this.config, endpoint)
    if (accepted && endpoint?.payload === undefined && Object.keys(endpoint?.filters ?? {}).some((name) => !accepted.has(name))) return undefined
    return accepted
  }

  /** Screen route names (not groups). */
  screenKeys(): string[] {
    return Object.keys(this.config.screens).filter((k) => !k.startsWith('/'))
  }

  needScreen(pointer: string, key: string): boolean {
    const s = Object.hasOwn(this.config.screens, key) ? this.config.screens[key] : undefined
    if (s && s.kind !== 'group') return true
    const message = `页面 "${key}" 不存在${didYouMean(key, this.screenKeys())}`
    if (s) this.report(pointer, message)
    else this.missing('screens', key, pointer, message)
    return false
  }

  /** A menu group: a key of screens.yaml starting with '/'. */
  needGroup(pointer: string, key: string): void {
    const g = Object.hasOwn(this.config.screens, key) ? this.config.screens[key] : undefined
    if (g?.kind === 'group') return
    if (g) this.report(pointer, `菜单组 "${key}" 不存在`)
    else this.missing('screens', key, pointer, `菜单组 "${key}" 不存在`)
  }

  /** A column, filter or form field name: property, implicit column or `<ref>Name`. */
  needDataName(pointer: string, entityId: string, entity: EntitySchema, name: string): void {
    if (!isDataName(entity, name)) {
      this.report(pointer, `字段 "${name}" 不在实体 "${entityId}" 中${didYouMean(name, dataNames(entity))}`)
    }
  }

  /** A declared property only (state fields, toggle fields, x-parent). */
  needProperty(pointer: string, entityId: string, entity: EntitySchema, name: string): void {
    if (!hasProperty(entity, name)) {
      this.report(pointer, `字段 "${name}" 不在实体 "${entityId}" 的 properties 中${didYouMean(name, Object.keys(entity.properties ?? {}))}`)
    }
  }

  /** Function keys are declared by screens: with a screen left out, any key may be its. */
  needPermission(pointer: string, key: string): void {
    if (!this.permissions.has(key) && !this.unusable.any('screens')) {
      this.report(pointer, `权限 "${key}" 未在任何页面的 functions 中声明${didYouMean(key, this.permissions)}`)
    }
  }

  /** Check a name against a registry, when the caller gave that registry. */
  needRegistered(pointer: string, registry: keyof Registries, what: string, name: string): void {
    const names = this.registries[registry]
    if (names && !names.has(name)) this.report(pointer, `${what} "${name}" 未注册${didYouMean(name, names)}`)
  }
}
