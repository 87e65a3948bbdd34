// A column, filter or form field of screens.yaml names a schema field and inherits its
// title, format and enum from the entity; these helpers resolve the name once.
import type { ClientConfig, EntityField, EntitySchema, ScreenDef } from '../../config/types.ts'

const IMPLICIT: Record<string, EntityField> = {
  id: { type: 'integer', title: 'ID' },
  version: { type: 'integer', title: '版本' },
  createdAt: { type: 'string', format: 'date-time', title: '创建时间' },
  updatedAt: { type: 'string', format: 'date-time', title: '更新时间' },
  createdBy: { type: 'integer', title: '创建人' },
  updatedBy: { type: 'integer', title: '更新人' },
  createdByName: { type: 'string', title: '创建人' },
  updatedByName: { type: 'string', title: '更新人' },
}

export interface ResolvedField {
  /** Key of the value in a row or form. */
  name: string
  field: EntityField
  /** A label column derived from an x-ref field (storageName of storageId): display only. */
  derived: boolean
  /** The x-ref field behind a derived label. */
  refField?: string
}

export function screenEntity(config: ClientConfig, screen: ScreenDef): EntitySchema | undefined {
  if (screen.entity) return config.entities[screen.entity]
  const list = screen.endpoints?.list
  const e = list ? config.endpoints[list]?.entity : undefined
  return e ? config.entities[e] : undefined
}

export function resolveField(entity: EntitySchema | undefined, key: string, explicit?: string): ResolvedField {
  const name = explicit ?? key
  const own = entity?.properties[name]
  if (own) return { name, field: own, derived: false }
  if (IMPLICIT[name]) return { name, field: IMPLICIT[name], derived: true }
  // storageName ← storageId / storage (x-ref)
  const base = name.replace(/Name$/, '')
  for (const candidate of [base + 'Id', base]) {
    const ref = entity?.properties[candidate]
    if (ref?.['x-ref']) return { name, field: { type: 'string', title: ref.title }, derived: true, refField: candidate }
  }
  return { name, field: { type: 'string', title: name }, derived: true }
}

/** Entries of a screens.yaml map sorted by their `order` (then as written). */
export function ordered<T extends { order?: number }>(map: Record<string, T> | undefined): [string, T][] {
  return Object.entries(map ?? {})
    .map((e, i) => [e, i] as const)
    .sort((a, b) => (a[0][1].order ?? 1000 + a[1]) - (b[0][1].order ?? 1000 + b[1]))
    .map(([e]) => e)
}

export function isRequired(entity: EntitySchema | undefined, name: string): boolean {
  return !!entity?.required?.includes(name)
}

/** The title of one of a group's inputs (filters, line columns) by screens.yaml key or field name: what a cascading select waits for. */
export function titleAmong(inputs: { key: string; f: { title?: string }; r: ResolvedField }[], name: string): string | undefined {
  const input = inputs.find(({ key, r }) => key === name || r.name === name)
  return input && (input.f.title ?? input.r.field.title)
}
