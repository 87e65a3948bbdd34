// Which filters a list call accepts and with which operator. One rule for the server (its
// payload schema and SQL, src/server/crud) and for check-config (a screen's filters).

import type { EndpointDef, EntityField, EntitySchema, WmsConfig } from './types.ts'
import { implicitField } from './fields.ts'

export type FilterOp = NonNullable<EndpointDef['filters']>[string]

export interface ListFilter {
  op: FilterOp
  field: EntityField
}

/** Ops whose payload is a list body: paging, sort and the filters below. */
export const LIST_OPS: ReadonlySet<EndpointDef['op']> = new Set(['list', 'export', 'options'])

/** The filter operator of a field when the endpoint does not say (spec: filters from the schema). */
export function defaultFilterOp(field: EntityField): FilterOp | undefined {
  if (field['x-filter']) return field['x-filter'] === 'none' ? undefined : field['x-filter']
  if (field['x-secret'] || field.type === 'object' || field.type === 'array') return undefined
  if (field.type === 'string') {
    if (field.enum) return 'eq'
    if (field.format === 'date' || field.format === 'date-time') return 'between'
    return 'like'
  }
  return 'eq'
}

/** A field with a column: a declared, non-virtual property, or an implicit column. */
function stored(entity: EntitySchema, name: string): EntityField | undefined {
  const own = Object.hasOwn(entity.properties, name) ? entity.properties[name] : undefined
  if (own) return own['x-virtual'] ? undefined : own
  return implicitField(name)
}

/**
 * The filters of a list, export or options call of `entity`: the endpoint's `filters:` when it
 * names them (a name without a column filters nothing, so it is not accepted), else every
 * stored field by its type, plus id and createdAt.
 */
export function listFilters(entity: EntitySchema, endpoint: EndpointDef): Map<string, ListFilter> {
  const out = new Map<string, ListFilter>()
  if (endpoint.filters) {
    for (const [name, op] of Object.entries(endpoint.filters)) {
      const field = stored(entity, name)
      if (field) out.set(name, { op, field })
    }
    return out
  }
  for (const [name, field] of Object.entries(entity.properties)) {
    const op = field['x-virtual'] ? undefined : defaultFilterOp(field)
    if (op) out.set(name, { op, field })
  }
  out.set('id', { op: 'eq', field: implicitField('id')! })
  out.set('createdAt', { op: 'between', field: implicitField('createdAt')! })
  return out
}

/**
 * The filter keys a screen may send to its list call, with the operator when the call has one:
 * a call with a payload schema (`payload:`) takes that entity's properties, a list op the
 * filters above, anything else none. Undefined when it cannot be told here or does not apply:
 * a planned call, a transition, an entity that is missing (reported where it is named). payload-schemas.ts follows the
 * same order (payload first, then the op).
 */
export function acceptedFilters(config: WmsConfig, endpoint: EndpointDef): Map<string, FilterOp | undefined> | undefined {
  if (endpoint.op === 'planned' || endpoint.op === 'transition') return undefined
  const entityOf = (id: string) => (Object.hasOwn(config.entities, id) ? config.entities[id] : undefined)
  if (endpoint.payload !== undefined) {
    const payload = entityOf(endpoint.payload)
    return payload && new Map(Object.keys(payload.properties).map((name) => [name, undefined]))
  }
  if (!LIST_OPS.has(endpoint.op) || endpoint.entity === undefined) return new Map()
  const entity = entityOf(endpoint.entity)
  return entity && new Map([...listFilters(entity, endpoint)].map(([name, f]) => [name, f.op]))
}
