// How demo rows (schemas/demo/*.yaml) name each other and when a row counts as already there.
// One rule: a reference names the referenced row by that entity's key field, its first field
// unique in the whole tenant (x-unique: true), e.g. storageId: GZ01 is the storage whose code is GZ01.
import type { EntityField, EntitySchema } from './types.ts'

/** A field a demo row can give as its key: not virtual, and not a number only the server makes. */
const givable = (f: EntityField) => !f['x-virtual'] && (!f['x-generated'] || f.readOnly === false)

/** The field a reference to this entity names (code, accountNo, …); undefined: it cannot be referenced. */
export function demoKeyField(entity: EntitySchema): string | undefined {
  return Object.entries(entity.properties).find(([, f]) => f['x-unique'] === true && givable(f))?.[0]
}

/** The entity's unique keys, each the fields it spans (scope first): a row matching one is not seeded again. */
export function uniqueKeys(entity: EntitySchema): string[][] {
  return Object.entries(entity.properties)
    .filter(([, f]) => f['x-unique'] && givable(f))
    .map(([name, f]) => [...(Array.isArray(f['x-unique']) ? f['x-unique'] : []), name])
}

/** The tenant code under which rows of a platform table (x-scope: global) are declared. */
export const PLATFORM_TENANT = 'PLATFORM'

/** The key of a document's inline line items (an entity with x-lines). */
export const DEMO_LINES = 'lines'
