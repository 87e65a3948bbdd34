// How many rows a list has. Counted exactly while that is cheap; past EXACT_COUNT_LIMIT an exact
// count would read every matching row again on each page turn, so the answer is the planner's
// estimate (the screen shows 约 N 条) and the exact figure is counted when the user asks (exactCount).
import type { Tx } from '../db/types.ts'

export const EXACT_COUNT_LIMIT = 10_000

export interface RowCount {
  total: number
  exact: boolean
}

/** Rows of `from` ("FROM … WHERE …", with `params`): exact up to the limit or when `exact` is asked. */
export async function countRows(tx: Tx, from: string, params: unknown[], exact = false): Promise<RowCount> {
  if (exact) return { total: await countAll(tx, from, params), exact: true }
  const n = Number(
    (await tx.query<{ n: string | number }>(`SELECT count(*)::int8 AS n FROM (SELECT 1 ${from} LIMIT ${EXACT_COUNT_LIMIT + 1}) s`, params)).rows[0].n,
  )
  if (n <= EXACT_COUNT_LIMIT) return { total: n, exact: true }
  return { total: Math.max(n, await plannedRows(tx, from, params)), exact: false }
}

/** The exact count, whatever it costs (when asked for). */
async function countAll(tx: Tx, from: string, params: unknown[]): Promise<number> {
  return Number((await tx.query<{ n: string | number }>(`SELECT count(*)::int8 AS n ${from}`, params)).rows[0].n)
}

/** The planner's estimate of the rows of `from` (statistics, no scan). */
async function plannedRows(tx: Tx, from: string, params: unknown[]): Promise<number> {
  const r = await tx.query<Record<string, unknown>>(`EXPLAIN (FORMAT JSON) SELECT 1 ${from}`, params)
  const cell = Object.values(r.rows[0])[0]
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: { 'Plan Rows': number } }[]
  return Math.round(plan[0].Plan['Plan Rows'])
}
