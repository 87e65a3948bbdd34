import type { EntitySchema, ScreenField } from '../../../config/types.ts'
import { resolveField } from '../schema-fields.ts'

/** Line index → field → message. */
export type LineErrors = Record<number, Record<string, string>>

/** Required fields and number ranges of each line, before anything is sent. */
export function validateLines(lines: Record<string, unknown>[], fields: Record<string, ScreenField>, entity?: EntitySchema): LineErrors {
  const out: LineErrors = {}
  lines.forEach((line, i) => {
    for (const [key, f] of Object.entries(fields)) {
      if (f.compute) continue
      const r = resolveField(entity, key, f.field)
      const v = line[r.name]
      const title = f.title ?? r.field.title
      let msg: string | null = null
      const empty = v === undefined || v === null || v === ''
      if (empty && (f.required ?? entity?.required?.includes(r.name))) msg = `${title}不能为空`
      else if (!empty && typeof v === 'number' && r.field.minimum !== undefined && v < r.field.minimum) msg = `${title}不能小于 ${r.field.minimum}`
      else if (!empty && typeof v === 'number' && r.field.exclusiveMinimum !== undefined && v <= (r.field.exclusiveMinimum as number))
        msg = `${title}必须大于 ${r.field.exclusiveMinimum}`
      if (msg) (out[i] ??= {})[r.name] = msg
    }
  })
  return out
}
