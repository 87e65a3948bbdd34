// Entity schema → table model. The model is what migrations are generated from and what
// the snapshot stores, so a change of an entity shows as a diff of two models.
import type { EntityField, EntitySchema } from '../../../config/types.ts'
import { constraintName, snake, sqlLiteral } from './naming.ts'

export interface ColumnModel {
  name: string
  type: string
  notNull: boolean
  default?: string
  identity?: boolean
}
export interface IndexModel {
  name: string
  columns: string[]
  unique: boolean
}
export interface ForeignKeyModel {
  name: string
  columns: string[]
  refTable: string
  refColumns: string[]
}
/** The columns naming a row's warehouse and owner, for the data-scope policy (none: not scoped). */
export interface DataScopeModel {
  storage: string[]
  owner: string[]
}

export interface TableModel {
  name: string
  entity: string
  scope: 'tenant' | 'global'
  dataScope?: DataScopeModel
  columns: ColumnModel[]
  primaryKey: string[]
  indexes: IndexModel[]
  foreignKeys: ForeignKeyModel[]
}

export const DEFAULT_STRING_LENGTH = 255

export function columnName(name: string, field: EntityField): string {
  return field['x-db']?.column ?? snake(name)
}

export function columnType(field: EntityField): string {
  if (field['x-db']?.type) return field['x-db'].type
  switch (field.type) {
    case 'string':
      if (field.format === 'date') return 'date'
      if (field.format === 'date-time') return 'timestamptz'
      if ((field.maxLength ?? DEFAULT_STRING_LENGTH) > 1000) return 'text'
      return `varchar(${field.maxLength ?? DEFAULT_STRING_LENGTH})`
    case 'integer':
      return field['x-ref'] ? 'bigint' : 'integer'
    case 'number':
      return field['x-format'] === 'amount' ? 'numeric(18,2)' : 'numeric(18,4)'
    case 'boolean':
      return 'boolean'
    default:
      return 'jsonb'
  }
}

function implicitColumns(scope: 'tenant' | 'global'): ColumnModel[] {
  return [
    ...(scope === 'tenant' ? [{ name: 'tenant_id', type: 'bigint', notNull: true }] : []),
    { name: 'id', type: 'bigint', notNull: true, identity: true },
    { name: 'created_at', type: 'timestamptz', notNull: true, default: 'now()' },
    { name: 'created_by', type: 'bigint', notNull: false },
    { name: 'updated_at', type: 'timestamptz', notNull: true, default: 'now()' },
    { name: 'updated_by', type: 'bigint', notNull: false },
    { name: 'version', type: 'integer', notNull: true, default: '1' },
  ]
}

export function tableModel(entity: EntitySchema, all: Record<string, EntitySchema>): TableModel {
  const table = entity['x-table']!
  const scope = entity['x-scope'] ?? 'tenant'
  const lead = scope === 'tenant' ? ['tenant_id'] : []
  const required = new Set(entity.required ?? [])
  const columns = implicitColumns(scope)
  const indexes: IndexModel[] = []
  const foreignKeys: ForeignKeyModel[] = []
  if (scope === 'tenant') {
    foreignKeys.push({ name: `${table}_tenant_id_fkey`, columns: ['tenant_id'], refTable: 'tenant', refColumns: ['id'] })
  }
  for (const [name, field] of Object.entries(entity.properties)) {
    if (field['x-virtual']) continue
    const col = columnName(name, field)
    const hasDefault = field.default !== undefined || field['x-db']?.default !== undefined
    columns.push({
      name: col,
      type: columnType(field),
      notNull: required.has(name) || hasDefault,
      default: field['x-db']?.default ?? (field.default !== undefined ? sqlLiteral(field.default) : undefined),
    })
    const unique = field['x-unique']
    if (unique) {
      const scopeCols = Array.isArray(unique) ? unique.map((f) => columnName(f, entity.properties[f])) : []
      indexes.push({ name: constraintName(`${table}_${[...scopeCols, col].join('_')}_key`), columns: [...lead, ...scopeCols, col], unique: true })
    }
    const ref = field['x-ref'] ? all[field['x-ref']] : undefined
    if (ref?.['x-table']) {
      const refScope = ref['x-scope'] ?? 'tenant'
      // A tenant row refers to a row of the same tenant: the key includes tenant_id.
      const same = scope === 'tenant' && refScope === 'tenant'
      foreignKeys.push({
        name: constraintName(`${table}_${col}_fkey`),
        columns: same ? ['tenant_id', col] : [col],
        refTable: ref['x-table'],
        refColumns: same ? ['tenant_id', 'id'] : ['id'],
      })
      if (!unique) indexes.push({ name: constraintName(`${table}_${col}_idx`), columns: [...lead, col], unique: false })
    } else if (field['x-db']?.index && !unique) {
      indexes.push({ name: constraintName(`${table}_${col}_idx`), columns: [...lead, col], unique: false })
    }
  }
  const dataScope = scope === 'tenant' ? dataScopeOf(entity) : undefined
  return { name: table, entity: entity.$id, scope, ...(dataScope ? { dataScope } : {}), columns, primaryKey: [...lead, 'id'], indexes, foreignKeys }
}

/** The warehouse and owner columns of an entity: declared (x-dataScope), else its fields referring to storage and owner. */
export function dataScopeOf(entity: EntitySchema): DataScopeModel | undefined {
  const declared = entity['x-dataScope']
  if (declared === false) return undefined
  const props = Object.entries(entity.properties).filter(([, f]) => !f['x-virtual'])
  const col = (name: string) => (name === 'id' ? 'id' : columnName(name, entity.properties[name]))
  const refsTo = (ref: string) => props.filter(([, f]) => f['x-ref'] === ref).map(([n]) => n)
  const storage = (declared?.storage ?? refsTo('storage')).map(col)
  const owner = (declared?.owner ?? refsTo('owner')).map(col)
  return storage.length || owner.length ? { storage, owner } : undefined
}

/** Tables in an order where every referenced table comes first. */
export function tableModels(entities: Record<string, EntitySchema>): TableModel[] {
  const models = Object.values(entities)
    .filter((e) => e['x-table'])
    .map((e) => tableModel(e, entities))
    .sort((a, b) => a.name.localeCompare(b.name))
  const byName = new Map(models.map((m) => [m.name, m]))
  const out: TableModel[] = []
  const seen = new Set<string>(['tenant'].filter((t) => !byName.has(t)))
  const visit = (m: TableModel, path: string[]) => {
    if (seen.has(m.name)) return
    if (path.includes(m.name)) return // a cycle: its FKs are added after all tables exist
    for (const fk of m.foreignKeys) {
      const dep = byName.get(fk.refTable)
      if (dep && dep !== m) visit(dep, [...path, m.name])
    }
    seen.add(m.name)
    out.push(m)
  }
  for (const m of models) visit(m, [])
  return out
}
