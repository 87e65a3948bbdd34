// A page of a hand-written read (joins, sums) the way generic lists answer: {list, total,
// pageIndex, pageSize}, sorted only by whitelisted keys, every value a parameter. Exports of
// the same read take every row (up to MAX_VIEW_EXPORT_ROWS) through the same function.
import type { Tx } from '../db/types.ts'
import { BizError } from '../kernel/errors.ts'
import { DEFAULT_PAGE_SIZE } from './payload-schemas.ts'
import type { Params } from './select.ts'

export interface SqlPageSpec {
  select: string
  from: string
  where: string[]
  groupBy?: string
  having?: string
  /** Sort key the client may send → SQL expression. */
  sortable: Record<string, string>
  /** ORDER BY when the client sends none (and as the tie-breaker). */
  order: string
}

/** A hand-written read is exported from one query (its rows held while the file streams out), so it
 *  keeps a lower cap than generic lists, which read their rows a chunk at a time (export.ts). */
export const MAX_VIEW_EXPORT_ROWS = 50_000

interface PagePayload {
  pageIndex?: number
  pageSize?: number
  sort?: { field: string; order: 'asc' | 'desc' } | null
}

/** FROM … WHERE … GROUP BY … HAVING … of a spec. */
function groupedFrom(spec: SqlPageSpec): string {
  const where = spec.where.length ? `WHERE ${spec.where.join(' AND ')}` : ''
  return `${spec.from} ${where} ${spec.groupBy ? `GROUP BY ${spec.groupBy}` : ''} ${spec.having ? `HAVING ${spec.having}` : ''}`
}

export async function sqlPage<T = Record<string, unknown>>(tx: Tx, spec: SqlPageSpec, p: Params, payload: PagePayload, opts: { all?: boolean } = {}) {
  const grouped = groupedFrom(spec)
  const total = (await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${grouped}) g`, p.values)).rows[0].n
  if (opts.all && total > MAX_VIEW_EXPORT_ROWS) throw new BizError(`导出数据共 ${total} 行，超过上限 ${MAX_VIEW_EXPORT_ROWS} 行，请缩小筛选范围`)
  const sort =
    payload.sort && spec.sortable[payload.sort.field] ? `${spec.sortable[payload.sort.field]} ${payload.sort.order === 'desc' ? 'DESC' : 'ASC'}, ` : ''
  const pageSize = opts.all ? MAX_VIEW_EXPORT_ROWS : (payload.pageSize ?? DEFAULT_PAGE_SIZE)
  const pageIndex = opts.all ? 1 : (payload.pageIndex ?? 1)
  const rows = await tx.query<T>(
    `SELECT ${spec.select} FROM ${grouped} ORDER BY ${sort}${spec.order} LIMIT ${pageSize} OFFSET ${(pageIndex - 1) * pageSize}`,
    p.values,
  )
  return { list: rows.rows, total, pageIndex, pageSize }
}

/** Sums of some of a page's columns over every row the filters select (a report's 合计 row). */
export async function sqlTotals(tx: Tx, spec: SqlPageSpec, p: Params, keys: string[]): Promise<Record<string, number>> {
  const grouped = groupedFrom(spec)
  const sums = keys.map((k) => `COALESCE(sum(r."${k}"), 0) AS "${k}"`).join(', ')
  const r = await tx.query<Record<string, number>>(`SELECT ${sums} FROM (SELECT ${spec.select} FROM ${grouped}) r`, p.values)
  return r.rows[0]
}
