// /home/charts: the home page's pictures, in the caller's tenant and data scope (RLS) and current
// warehouse (all in scope when none is chosen): the last 30 days' inbound and outbound (ledger
// receipts and issues per business day), orders by state (created in those days), stock on hand
// by category, and location utilisation (by area of the current warehouse, else by warehouse).
// Each chart belongs to the screens whose data it shows: a caller holding none of them gets null.
import type { HandlerContext } from '../../kernel/handler.ts'
import { read } from '../../kernel/define.ts'
import { heldModules } from '../user/held-modules.ts'
import { OPENING_DOC } from '../stock/index.ts'
import { TZ } from '../../util/format.ts'

export const CHART_DAYS = 30

/** The screens a chart's figures come from (route names); holding one of them shows the chart. */
export const CHART_MODULES = {
  inOut: ['stock-total', 'stock-locate'],
  orderStates: ['order-query'],
  stockByCategory: ['stock-total', 'stock-locate'],
  utilisation: ['warehouse-location', 'stock-locate'],
} as const

type ChartName = keyof typeof CHART_MODULES

/** Now, and the warehouse the figures are of (null: every one in the caller's scope). */
interface Window {
  now: Date
  storageId: number | null
}
// Parameters $1 now, $2 time zone, $3 warehouse or null. SINCE: the window's first local midnight.
const windowArgs = (w: Window) => [w.now.toISOString(), TZ, w.storageId]
const SINCE = `((($1::timestamptz AT TIME ZONE $2)::date - ${CHART_DAYS - 1}) AT TIME ZONE $2)`

async function inOut(ctx: HandlerContext, w: Window) {
  const r = await ctx.tx.query<{ day: string; inbound: number; outbound: number }>(
    `WITH days AS (SELECT d::date AS d FROM generate_series(($1::timestamptz AT TIME ZONE $2)::date - ${CHART_DAYS - 1}, ($1::timestamptz AT TIME ZONE $2)::date, interval '1 day') d),
          moves AS (SELECT (l.created_at AT TIME ZONE $2)::date AS d, l.operation, l.qty FROM stock_ledger l
                     WHERE l.created_at >= ${SINCE} AND l.operation IN ('receive', 'issue') AND l.doc_type <> $4
                       AND ($3::bigint IS NULL OR l.storage_id = $3))
     SELECT to_char(days.d, 'YYYY-MM-DD') AS day,
            coalesce(sum(m.qty) FILTER (WHERE m.operation = 'receive'), 0) AS inbound,
            coalesce(-sum(m.qty) FILTER (WHERE m.operation = 'issue'), 0) AS outbound
       FROM days LEFT JOIN moves m ON m.d = days.d GROUP BY days.d ORDER BY days.d`,
    [...windowArgs(w), OPENING_DOC],
  )
  return { days: r.rows.map((x) => x.day), inbound: r.rows.map((x) => x.inbound), outbound: r.rows.map((x) => x.outbound) }
}

async function orderStates(ctx: HandlerContext, w: Window) {
  const status = ctx.config.entities.outOrder?.properties?.status as { enum?: number[]; 'x-enumNames'?: string[] } | undefined
  const r = await ctx.tx.query<{ status: number; count: number }>(
    `SELECT status, count(*)::int AS count FROM out_order WHERE created_at >= ${SINCE} AND ($3::bigint IS NULL OR storage_id = $3) GROUP BY status ORDER BY status`,
    windowArgs(w),
  )
  const nameOf = (v: number) => status?.['x-enumNames']?.[status.enum?.indexOf(v) ?? -1] ?? String(v)
  return r.rows.map((x) => ({ status: x.status, name: nameOf(x.status), count: x.count }))
}

async function stockByCategory(ctx: HandlerContext, w: Window) {
  const r = await ctx.tx.query<{ name: string; qty: number }>(
    `SELECT coalesce(c.name, '未分类') AS name, sum(b.on_hand) AS qty
       FROM stock_balance b
       JOIN sku s ON s.tenant_id = b.tenant_id AND s.id = b.sku_id
       JOIN product p ON p.tenant_id = s.tenant_id AND p.id = s.product_id
       LEFT JOIN category c ON c.tenant_id = p.tenant_id AND c.id = p.category_id
      WHERE b.on_hand > 0 AND ($1::bigint IS NULL OR b.storage_id = $1)
      GROUP BY 1 ORDER BY qty DESC, name`,
    [w.storageId],
  )
  return r.rows
}

async function utilisation(ctx: HandlerContext, w: Window) {
  const byArea = w.storageId != null
  const label = byArea ? 'a.name' : 'st.name'
  const r = await ctx.tx.query<{ name: string; used: number; total: number }>(
    `SELECT ${label} AS name, count(*)::int AS total,
            count(*) FILTER (WHERE EXISTS (SELECT 1 FROM stock_balance b WHERE b.tenant_id = l.tenant_id AND b.location_id = l.id AND b.on_hand > 0))::int AS used
       FROM location l
       JOIN storage_area a ON a.tenant_id = l.tenant_id AND a.id = l.area_id
       JOIN storage st ON st.tenant_id = l.tenant_id AND st.id = l.storage_id
      WHERE l.status <> 0 AND ($1::bigint IS NULL OR l.storage_id = $1)
      GROUP BY ${byArea ? 'a.id, a.name, a.code' : 'st.id, st.name, st.code'} ORDER BY ${byArea ? 'a.code' : 'st.code'}`,
    [w.storageId],
  )
  return { by: byArea ? 'area' : 'storage', rows: r.rows }
}

const CHARTS: Record<ChartName, (ctx: HandlerContext, w: Window) => Promise<unknown>> = { inOut, orderStates, stockByCategory, utilisation }

export const homeCharts = read(async (ctx) => {
  const names = Object.keys(CHARTS) as ChartName[]
  const held = await heldModules(ctx.tx, ctx.session!, [...new Set(names.flatMap((n) => CHART_MODULES[n]))])
  const w: Window = { now: ctx.deps.clock.now(), storageId: ctx.session!.storageId }
  const out: Record<string, unknown> = {}
  for (const n of names) out[n] = CHART_MODULES[n].some((m) => held.has(m)) ? await CHARTS[n](ctx, w) : null
  return out
})
