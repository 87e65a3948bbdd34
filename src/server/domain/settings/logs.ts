// The system and operation logs are listed and exported by the generic operations (each
// tenant sees its own through row-level security; no endpoint updates or deletes a log).
// Only the category labels need code: the filter of the system log offers them.
import { read } from '../../kernel/define.ts'

/** GET /log/categories: the system log's categories as [{value, name}], from its schema. */
export const logCategories = read(async (ctx) => {
  const f = ctx.config.entities.systemLog.properties.category
  return (f.enum ?? []).map((value, i) => ({ value, name: f['x-enumNames']?.[i] ?? String(value) }))
})
