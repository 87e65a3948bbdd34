import { BizError } from '../kernel/errors.ts'
import { ident } from '../db/schema/naming.ts'
import { entityModel } from './entity-model.ts'
import { listQuery, fetchRows } from './list.ts'
import { likePattern, selectColumns } from './select.ts'
import { NOT_FOUND } from './rows.ts'
import { readLines } from './lines.ts'
import { read } from '../kernel/define.ts'

export const get = read(async (ctx) => {
  const model = entityModel(ctx.config, ctx.endpoint.entity!)
  const r = await ctx.tx.query(`SELECT ${selectColumns(model)} FROM ${ident(model.table)} t WHERE t.id = $1`, [ctx.payload.id])
  if (!r.rows[0]) throw new BizError(NOT_FOUND)
  return model.lines ? { ...r.rows[0], lines: await readLines(ctx, model, ctx.payload.id) } : r.rows[0]
})

/** Dropdown options: [{value, label, …row}], at most 500, filtered like a list plus a keyword on the label. */
export const options = read(async (ctx) => {
  const model = entityModel(ctx.config, ctx.endpoint.entity!)
  const label = model.byName.get(model.labelField)
  const extra: string[] = []
  const q = listQuery(ctx, model, extra)
  if (ctx.payload.keyword && label) {
    const kw = q.params.add(likePattern(ctx.payload.keyword))
    q.where = (q.where ? q.where + ' AND ' : 'WHERE ') + `t.${ident(label.column)} ILIKE ${kw}`
  }
  const rows = await fetchRows(ctx.tx, model, q, 500, 0)
  return rows.map((r) => ({ value: r.id, label: label ? r[label.name] : String(r.id), ...r }))
})
