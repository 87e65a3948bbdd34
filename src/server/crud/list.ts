import type { HandlerContext } from '../kernel/handler.ts'
import { ident } from '../db/schema/naming.ts'
import { entityModel, listFilters, sortableFields, type EntityModel } from './entity-model.ts'
import { DEFAULT_PAGE_SIZE } from './payload-schemas.ts'
import { filterCondition, Params, selectColumns } from './select.ts'
import type { Tx } from '../db/types.ts'
import { read } from '../kernel/define.ts'
import { countRows } from './count.ts'

export interface ListQuery {
  where: string
  order: string
  params: Params
}

/** WHERE and ORDER BY of a list body; shared by list, export and options. */
export function listQuery(ctx: HandlerContext, model: EntityModel, extra: string[] = []): ListQuery {
  const p = new Params()
  const conds = [...extra]
  // `mine: userId`: a user's own rows only (messages, tasks), whatever the filters say.
  if (ctx.endpoint.mine) conds.push(`t.${ident(model.byName.get(ctx.endpoint.mine)!.column)} = ${p.add(ctx.session?.userId ?? 0)}`)
  for (const [name, value] of Object.entries(ctx.endpoint.where ?? {})) {
    const col = `t.${ident(model.byName.get(name)!.column)}`
    conds.push(Array.isArray(value) ? `${col} = ANY(${p.add(value)})` : `${col} = ${p.add(value)}`)
  }
  for (const [name, f] of listFilters(model, ctx.endpoint)) {
    const c = filterCondition(f.column, f.op, f.field, ctx.payload[name], p)
    if (c) conds.push(c)
  }
  const sortable = sortableFields(model)
  const sort = ctx.payload.sort ?? model.entity['x-defaultSort'] ?? { field: 'id', order: 'desc' }
  const col = sortable.get(sort.field) ?? 'id'
  const dir = sort.order === 'asc' ? 'ASC' : 'DESC'
  return {
    where: conds.length ? 'WHERE ' + conds.join(' AND ') : '',
    // id breaks ties so paging is stable.
    order: `ORDER BY t.${ident(col)} ${dir} NULLS LAST${col === 'id' ? '' : `, t.id ${dir}`}`,
    params: p,
  }
}

/** FROM and WHERE of a list, for counting it (count.ts). */
export function listFrom(model: EntityModel, q: ListQuery): string {
  return `FROM ${ident(model.table)} t ${q.where}`
}

export async function fetchRows(tx: Tx, model: EntityModel, q: ListQuery, limit: number, offset: number) {
  const sql = `SELECT ${selectColumns(model)} FROM ${ident(model.table)} t ${q.where} ${q.order} LIMIT ${limit} OFFSET ${offset}`
  return (await tx.query(sql, q.params.values)).rows
}

export const list = read(async (ctx) => {
  const model = entityModel(ctx.config, ctx.endpoint.entity!)
  const q = listQuery(ctx, model)
  const pageSize = ctx.payload.pageSize ?? DEFAULT_PAGE_SIZE
  const pageIndex = ctx.payload.pageIndex ?? 1
  const count = await countRows(ctx.tx, listFrom(model, q), q.params.values, ctx.payload.exactCount === true)
  const list = await fetchRows(ctx.tx, model, q, pageSize, (pageIndex - 1) * pageSize)
  return { list, total: count.total, pageIndex, pageSize, ...(count.exact ? {} : { totalExact: false }) }
})
