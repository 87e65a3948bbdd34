import type { EntitySchema, ScreenField } from '../../../config/types.ts'
import { valueProblem } from '../input/value-problem.ts'
import { resolveField } from '../schema-fields.ts'

/** Line index → field → message. */
export type LineErrors = Record<number, Record<string, string>>

/** Required fields, ranges, steps and lengths of each line, before anything is sent. */
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
      else if (!empty) msg = valueProblem(title, v, r.field)
      if (msg) (out[i] ??= {})[r.name] = msg
    }
  })
  return out
}
