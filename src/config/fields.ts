// Which names a screen or endpoint may use for an entity's data: its properties, the columns
// every table has, and the `<base>Name` column a list adds for each reference.

import type { EntityField, EntitySchema } from './types.ts'

/** Columns every table has without declaring them (DESIGN.md §4), as fields. */
export const IMPLICIT_FIELD_DEFS: Readonly<Record<string, EntityField>> = {
  id: { type: 'integer', title: 'ID' },
  version: { type: 'integer', title: '版本' },
  createdAt: { type: 'string', format: 'date-time', title: '创建时间' },
  createdBy: { type: 'integer', title: '创建人' },
  updatedAt: { type: 'string', format: 'date-time', title: '更新时间' },
  updatedBy: { type: 'integer', title: '更新人' },
}

export const IMPLICIT_FIELDS: readonly string[] = Object.keys(IMPLICIT_FIELD_DEFS)

/** An implicit column's field, or undefined. */
export function implicitField(name: string): EntityField | undefined {
  return Object.hasOwn(IMPLICIT_FIELD_DEFS, name) ? IMPLICIT_FIELD_DEFS[name] : undefined
}

export function hasProperty(entity: EntitySchema, name: string): boolean {
  return Object.hasOwn(entity.properties ?? {}, name)
}

/** A declared property or an implicit column. */
export function hasField(entity: EntitySchema, name: string): boolean {
  return hasProperty(entity, name) || IMPLICIT_FIELDS.includes(name)
}

/** The reference field behind a `<base>Name` column (`storageName` → `storageId` or `storage`). */
export function refFieldOfName(entity: EntitySchema, name: string): string | undefined {
  if (!name.endsWith('Name') || name.length <= 4) return undefined
  const base = name.slice(0, -4)
  for (const candidate of [`${base}Id`, base]) {
    if (entity.properties?.[candidate]?.['x-ref']) return candidate
  }
  return undefined
}

/** What a column, filter or form field may name. */
export function isDataName(entity: EntitySchema, name: string): boolean {
  return hasField(entity, name) || refFieldOfName(entity, name) !== undefined
}

/** Every name isDataName accepts, for did-you-mean suggestions. */
export function dataNames(entity: EntitySchema): string[] {
  const names = [...Object.keys(entity.properties ?? {}), ...IMPLICIT_FIELDS]
  for (const [key, field] of Object.entries(entity.properties ?? {})) {
    if (field['x-ref']) names.push(`${key.replace(/Id$/, '')}Name`)
  }
  return names
}

/** A field a client (or a demo row) may give: not read-only, and not a number the server makes
 *  unless it may also be typed (readOnly: false beside x-generated: a code one may type). */
export function isWritableField(f: EntityField): boolean {
  return f.readOnly === false || (!f.readOnly && !f['x-generated'])
}
