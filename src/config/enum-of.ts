// `x-enumOf: <entity>.<field>`: a field whose values are declared once elsewhere (the approval
// document types of approvalFlow.docType, listed again by every approval query). Resolved after the
// variant's overlays, so an overlay of the source reaches every copy; lint reports a bad target.
import type { EntityField, EntitySchema } from './types.ts'

/** The field `ref` (`entity.field`) names, when it exists and has an enum of its own. */
export function enumSource(entities: Record<string, EntitySchema>, ref: string): EntityField | undefined {
  const [entity, field, ...rest] = ref.split('.')
  const f = rest.length ? undefined : entities[entity]?.properties?.[field]
  return f?.enum && !f['x-enumOf'] ? f : undefined
}

/** Copies enum and x-enumNames into every field with a resolvable `x-enumOf` (in place). */
export function resolveEnumOf(entities: Record<string, unknown>): void {
  const all = entities as Record<string, EntitySchema>
  for (const entity of Object.values(all)) {
    for (const field of Object.values(entity?.properties ?? {})) {
      const ref = field?.['x-enumOf']
      const source = typeof ref === 'string' ? enumSource(all, ref) : undefined
      if (!source) continue
      field.enum = [...source.enum!]
      if (source['x-enumNames']) field['x-enumNames'] = [...source['x-enumNames']]
    }
  }
}
