// What the generic operations need to know about an entity, computed once per entity:
// columns, reference labels, filters and the fields a client may write.
import type { EndpointDef, EntityField, EntitySchema, WmsConfig } from '../../config/types.ts'
import { columnName } from '../db/schema/table-model.ts'

export type FilterOp = 'eq' | 'like' | 'in' | 'between'

export interface FieldModel {
  name: string
  column: string
  field: EntityField
}

export interface RefModel {
  /** API key of the label, e.g. storageName for storageId. */
  key: string
  column: string
  table: string
  labelColumn: string
  sameTenant: boolean
}

export interface EntityModel {
  entity: EntitySchema
  table: string
  scope: 'tenant' | 'global'
  fields: FieldModel[]
  byName: Map<string, FieldModel>
  refs: RefModel[]
  /** Fields a client may set on create and update. */
  writable: FieldModel[]
  /** Keys a client may send back but that are never written (implicit and derived). */
  ignoredOnWrite: Set<string>
  labelField: string
  /** Line items (x-lines): the child entity and the field of a line holding the parent id. */
  lines?: { entity: string; parentField: string }
}

export const IMPLICIT: Record<string, { column: string; type: 'integer' | 'string'; format?: string; title: string }> = {
  id: { column: 'id', type: 'integer', title: 'ID' },
  version: { column: 'version', type: 'integer', title: '版本' },
  createdAt: { column: 'created_at', type: 'string', format: 'date-time', title: '创建时间' },
  createdBy: { column: 'created_by', type: 'integer', title: '创建人' },
  updatedAt: { column: 'updated_at', type: 'string', format: 'date-time', title: '更新时间' },
  updatedBy: { column: 'updated_by', type: 'integer', title: '更新人' },
}

export function refKey(name: string): string {
  return (name.endsWith('Id') ? name.slice(0, -2) : name) + 'Name'
}

const cache = new WeakMap<EntitySchema, EntityModel>()

export function entityModel(config: WmsConfig, id: string): EntityModel {
  const entity = config.entities[id]
  if (!entity?.['x-table']) throw new Error(`实体 ${id} 没有数据表`)
  const hit = cache.get(entity)
  if (hit) return hit
  const scope = entity['x-scope'] ?? 'tenant'
  // Virtual fields have no column; a handler adds them to the rows it answers.
  const fields = Object.entries(entity.properties)
    .filter(([, field]) => !field['x-virtual'])
    .map(([name, field]) => ({ name, field, column: columnName(name, field) }))
  const refs: RefModel[] = []
  for (const f of fields) {
    const target = f.field['x-ref'] ? config.entities[f.field['x-ref']] : undefined
    if (!target?.['x-table']) continue
    const label = target['x-label'] ?? 'name'
    const labelField = target.properties[label]
    if (!labelField) continue
    refs.push({
      key: refKey(f.name),
      column: f.column,
      table: target['x-table'],
      labelColumn: columnName(label, labelField),
      sameTenant: scope === 'tenant' && (target['x-scope'] ?? 'tenant') === 'tenant',
    })
  }
  // Secrets (API keys) are write-only: accepted here, never selected, exported or logged.
  const writable = fields.filter((f) => !f.field.readOnly && !f.field['x-generated'])
  const ignoredOnWrite = new Set([
    ...Object.entries(entity.properties)
      .filter(([, f]) => f['x-virtual'])
      .map(([n]) => n),
    ...Object.keys(IMPLICIT),
    'createdByName',
    'updatedByName',
    ...refs.map((r) => r.key),
    ...fields.filter((f) => f.field.readOnly || f.field['x-generated']).map((f) => f.name),
  ])
  const child = entity['x-lines'] ? config.entities[entity['x-lines']] : undefined
  const lines = child?.['x-parent'] ? { entity: entity['x-lines']!, parentField: child['x-parent'] } : undefined
  const model: EntityModel = {
    entity,
    table: entity['x-table'],
    scope,
    fields,
    byName: new Map(fields.map((f) => [f.name, f])),
    refs,
    writable,
    ignoredOnWrite,
    labelField: entity['x-label'] ?? 'name',
    lines,
  }
  cache.set(entity, model)
  return model
}

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

/** Filters a list endpoint accepts: field name → operator. */
export function listFilters(model: EntityModel, endpoint: EndpointDef): Map<string, { op: FilterOp; column: string; field: EntityField }> {
  const out = new Map<string, { op: FilterOp; column: string; field: EntityField }>()
  const implicit = (name: string) => {
    const i = IMPLICIT[name]
    return i && { column: i.column, field: { type: i.type, title: i.title, format: i.format } as EntityField }
  }
  if (endpoint.filters) {
    for (const [name, op] of Object.entries(endpoint.filters)) {
      const f = model.byName.get(name) ?? implicit(name)
      if (f) out.set(name, { op, column: f.column, field: f.field })
    }
    return out
  }
  for (const f of model.fields) {
    const op = defaultFilterOp(f.field)
    if (op) out.set(f.name, { op, column: f.column, field: f.field })
  }
  out.set('id', { op: 'eq', ...implicit('id')! })
  out.set('createdAt', { op: 'between', ...implicit('createdAt')! })
  return out
}

/** Fields a list may sort by. */
export function sortableFields(model: EntityModel): Map<string, string> {
  const out = new Map<string, string>(Object.entries(IMPLICIT).map(([k, v]) => [k, v.column]))
  for (const f of model.fields) if (f.field.type !== 'object' && f.field.type !== 'array' && !f.field['x-secret']) out.set(f.name, f.column)
  return out
}
