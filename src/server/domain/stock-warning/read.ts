// 库存预警 (stock-warning), 近效期预警 (stock-advent) and 呆滞库存 (stock-idle): pages read straight
// from the balance table through the shared warning SQL (queries.ts). Data scope comes from the
// balance table's row-level policy; an optional warehouse filter and a product keyword narrow them.
import type { HandlerContext } from '../../kernel/handler.ts'
import { read } from '../../kernel/define.ts'
import { businessDate } from '../../util/format.ts'
import { likePattern, Params } from '../../crud/select.ts'
import { sqlPage } from '../../crud/sql-page.ts'
import { TZ } from '../../util/format.ts'
import { effectiveStrategy } from '../settings/strategy.ts'
import { daysLeft, DEFAULT_IDLE_DAYS, GAP, IDLE_FROM, idleFor, KIND, LIMITS_FROM, nearExpiryWhere } from './queries.ts'

interface WarningQuery {
  storageId?: number
  keyword?: string
  kind?: number
  idleDays?: number
}

const PRODUCT_JOINS = `JOIN storage st ON st.id = w.storage_id
  JOIN sku s ON s.id = w.sku_id
  JOIN product p ON p.tenant_id = s.tenant_id AND p.id = s.product_id
  LEFT JOIN unit u ON u.tenant_id = p.tenant_id AND u.id = p.unit_id`
const PRODUCT = `st.name AS "storageName", s.code AS "skuCode", s.attrs, p.code AS "productCode", p.name AS "productName", u.name AS "unitName"`

function narrow(q: WarningQuery, p: Params, alias: string): string[] {
  const where: string[] = []
  if (q.storageId) where.push(`${alias}.storage_id = ${p.add(q.storageId)}`)
  if (q.keyword) {
    const k = p.add(likePattern(q.keyword))
    where.push(`(s.code ILIKE ${k} OR s.name ILIKE ${k} OR s.barcode ILIKE ${k} OR p.code ILIKE ${k} OR p.name ILIKE ${k})`)
  }
  return where
}

const today = (ctx: HandlerContext) => businessDate(ctx.deps.clock.now())

/** /v1/stockWarning/list: SKUs per warehouse below their floor or above their ceiling, with the gap. */
export const warningPage = read(async (ctx) => {
  const q = ctx.payload as WarningQuery
  const p = new Params()
  const where = [`${KIND} IS NOT NULL`, ...narrow(q, p, 'w')]
  if (q.kind) where.push(`${KIND} = ${p.add(q.kind)}`)
  const select = `w.storage_id * 1000000000 + w.sku_id AS id, w.storage_id AS "storageId", w.sku_id AS "skuId", ${PRODUCT},
    w.on_hand AS "onHand", w.available, w.min_qty AS "minQty", w.max_qty AS "maxQty", ${KIND} AS kind, ${GAP} AS gap`
  const sortable = { skuCode: 's.code', productName: 'p.name', onHand: 'w.on_hand', available: 'w.available', gap: GAP }
  return sqlPage(ctx.tx, { select, from: `${LIMITS_FROM} ${PRODUCT_JOINS}`, where, sortable, order: 'kind, st.code, p.code, s.code' }, p, ctx.payload)
})

/** /v1/prodAdvent/list: balance rows expiring within the tenant's 近效期预警天数, soonest first, with the days left. */
export const adventPage = read(async (ctx) => {
  const q = ctx.payload as WarningQuery
  const days = (await effectiveStrategy(ctx.tx, ctx.session!.tenantId, ctx.config.settings)).adventDays
  const p = new Params()
  const t = p.add(today(ctx))
  const where = [...nearExpiryWhere('w', t, p.add(days)), ...narrow(q, p, 'w')]
  const select = `w.id, w.storage_id AS "storageId", w.sku_id AS "skuId", ${PRODUCT}, l.code AS "locationCode", o.name AS "ownerName",
    w.batch_no AS "batchNo", to_char(w.expiry_date, 'YYYY-MM-DD') AS "expiryDate", w.on_hand AS "onHand",
    ${daysLeft('w', t)} AS "daysLeft", ${daysLeft('w', t)} < 0 AS expired`
  const from = `stock_balance w ${PRODUCT_JOINS}
    JOIN location l ON l.id = w.location_id LEFT JOIN product_owner o ON o.id = w.owner_id`
  const sortable = { expiryDate: 'w.expiry_date', skuCode: 's.code', onHand: 'w.on_hand' }
  return sqlPage(ctx.tx, { select, from, where, sortable, order: 'w.expiry_date, s.code, w.id' }, p, ctx.payload)
})

/** /v1/stockWarning/idle {idleDays = 90}: SKUs with stock in a warehouse and no issue there for that many days. */
export const idlePage = read(async (ctx) => {
  const q = ctx.payload as WarningQuery
  const p = new Params()
  const t = p.add(today(ctx))
  const tz = p.add(TZ)
  const since = idleFor(t, tz)
  const where = [`${since} >= ${p.add(q.idleDays ?? DEFAULT_IDLE_DAYS)}`, ...narrow(q, p, 'w')]
  const select = `w.storage_id * 1000000000 + w.sku_id AS id, w.storage_id AS "storageId", w.sku_id AS "skuId", ${PRODUCT},
    w.on_hand AS "onHand", w.available, to_char(w.last_out AT TIME ZONE ${tz}::text, 'YYYY-MM-DD') AS "lastOutDate", ${since} AS "idleFor"`
  const sortable = { skuCode: 's.code', onHand: 'w.on_hand', idleFor: since }
  return sqlPage(ctx.tx, { select, from: `${IDLE_FROM} ${PRODUCT_JOINS}`, where, sortable, order: `${since} DESC, s.code` }, p, ctx.payload)
})
