// What the generic operations need to know about an entity, computed once per entity:
// columns, reference labels, filters and the fields a client may write.
import type { EndpointDef, EntityField, EntitySchema, WmsConfig } from '../../config/types.ts'
import { columnName } from '../db/schema/table-model.ts'
import { IMPLICIT_FIELD_DEFS, isWritableField } from '../../config/fields.ts'
import { listFilters as acceptedListFilters } from '../../config/list-filters.ts'
import type { FilterOp } from '../../config/list-filters.ts'

export type { FilterOp }

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
  /** Fields numbered on create (x-generated), unless the values carry one. */
  generated: FieldModel[]
  /** Keys a client may send back but that are never written (implicit and derived). */
  ignoredOnWrite: Set<string>
  labelField: string
  /** Line items (x-lines): the child entity and the field of a line holding the parent id. */
  lines?: { entity: string; parentField: string }
}

/** The implicit columns (src/config/fields.ts) with their column names. */
export const IMPLICIT: Record<string, EntityField & { column: string }> = Object.fromEntries(
  Object.entries(IMPLICIT_FIELD_DEFS).map(([name, field]) => [name, { ...field, column: columnName(name, field) }]),
)

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
  // A numbered field is the server's, unless it says readOnly: false (a code one may type).
  const writable = fields.filter((f) => isWritableField(f.field))
  const ignoredOnWrite = new Set([
    ...Object.entries(entity.properties)
      .filter(([, f]) => f['x-virtual'])
      .map(([n]) => n),
    ...Object.keys(IMPLICIT),
    'createdByName',
    'updatedByName',
    ...refs.map((r) => r.key),
    ...fields.filter((f) => !writable.includes(f)).map((f) => f.name),
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
    generated: fields.filter((f) => f.field['x-generated']),
    ignoredOnWrite,
    labelField: entity['x-label'] ?? 'name',
    lines,
  }
  cache.set(entity, model)
  return model
}

/** Filters a list endpoint accepts (the rule is src/config/list-filters.ts), with their columns. */
export function listFilters(model: EntityModel, endpoint: EndpointDef): Map<string, { op: FilterOp; column: string; field: EntityField }> {
  const out = new Map<string, { op: FilterOp; column: string; field: EntityField }>()
  for (const [name, f] of acceptedListFilters(model.entity, endpoint)) {
    out.set(name, { ...f, column: model.byName.get(name)?.column ?? IMPLICIT[name].column })
  }
  return out
}

/** Fields a list may sort by. */
export function sortableFields(model: EntityModel): Map<string, string> {
  const out = new Map<string, string>(Object.entries(IMPLICIT).map(([k, v]) => [k, v.column]))
  for (const f of model.fields) if (f.field.type !== 'object' && f.field.type !== 'array' && !f.field['x-secret']) out.set(f.name, f.column)
  return out
}
