// The stock warning sweep, once an hour and at start: per tenant, each standing warning (SKU +
// warehouse + kind: 低于下限, 高于上限, 近效期, 呆滞) sends ONE message to the bell (业务消息) of the
// users who hold the screen that lists it and whose data scope shows the warehouse.
// stock_warning_notice records what was announced; a warning that has cleared is forgotten, so
// it is announced again if it comes back. Same shape as the lease sweep (property/expiry.ts).
import type { Db, Tx } from '../../db/types.ts'
import type { AppDeps } from '../../kernel/handler.ts'
import type { WmsConfig } from '../../../config/types.ts'
import { inTenant } from '../../db/tenant-tx.ts'
import { Params } from '../../crud/select.ts'
import { TZ } from '../../util/format.ts'
import { businessDate } from '../../util/format.ts'
import { sendMessage } from '../message/messages.ts'
import { screenHolders } from '../message/recipients.ts'
import { effectiveStrategy } from '../settings/strategy.ts'
import { DEFAULT_IDLE_DAYS, IDLE_FROM, idleFor, KIND, LIMITS_FROM, nearExpiryWhere } from './queries.ts'

const EVERY_MS = 3600_000

type Kind = 'low' | 'high' | 'expiry' | 'idle'
const SCREEN: Record<Kind, string> = { low: 'stock-warning', high: 'stock-warning', expiry: 'stock-advent', idle: 'stock-idle' }
const TITLE: Record<Kind, string> = { low: '库存低于下限', high: '库存高于上限', expiry: '商品近效期', idle: '呆滞库存' }

interface Standing {
  storageId: number
  skuId: number
  kind: Kind
  storageName: string
  skuCode: string
  productName: string
  detail: string
}

/** Every warning standing today in the transaction's tenant. */
async function standing(tx: Tx, tenantId: number, config: WmsConfig, today: string): Promise<Standing[]> {
  const names = `st.name AS "storageName", s.code AS "skuCode", p.name AS "productName"`
  const joins = `JOIN storage st ON st.id = w.storage_id JOIN sku s ON s.id = w.sku_id JOIN product p ON p.tenant_id = s.tenant_id AND p.id = s.product_id`
  const limits = await tx.query<Standing>(
    `SELECT w.storage_id AS "storageId", w.sku_id AS "skuId", CASE ${KIND} WHEN 1 THEN 'low' ELSE 'high' END AS kind, ${names},
            CASE ${KIND} WHEN 1 THEN '可用 ' || w.available::float8 || '，下限 ' || w.min_qty::float8 ELSE '在库 ' || w.on_hand::float8 || '，上限 ' || w.max_qty::float8 END AS detail
       FROM ${LIMITS_FROM} ${joins} WHERE ${KIND} IS NOT NULL`,
  )
  const days = (await effectiveStrategy(tx, tenantId, config.settings)).adventDays
  const pe = new Params()
  const t = pe.add(today)
  const expiry = await tx.query<Standing>(
    `SELECT w.storage_id AS "storageId", w.sku_id AS "skuId", 'expiry' AS kind, ${names},
            '最早 ' || to_char(min(w.expiry_date), 'YYYY-MM-DD') || ' 到期，共 ' || sum(w.on_hand)::float8 AS detail
       FROM stock_balance w ${joins} WHERE ${nearExpiryWhere('w', t, pe.add(days)).join(' AND ')}
      GROUP BY w.storage_id, w.sku_id, st.tenant_id, st.id, s.tenant_id, s.id, p.tenant_id, p.id`,
    pe.values,
  )
  const pi = new Params()
  const since = idleFor(pi.add(today), pi.add(TZ))
  const idle = await tx.query<Standing>(
    `SELECT w.storage_id AS "storageId", w.sku_id AS "skuId", 'idle' AS kind, ${names}, ${since} || ' 天未出库，在库 ' || w.on_hand::float8 AS detail
       FROM ${IDLE_FROM} ${joins} WHERE ${since} >= ${pi.add(DEFAULT_IDLE_DAYS)}`,
    pi.values,
  )
  return [...limits.rows, ...expiry.rows, ...idle.rows]
}

/** One tenant: announce the new warnings, forget the cleared ones; answers how many were announced. */
export async function sweepTenantWarnings(tx: Tx, tenantId: number, config: WmsConfig, now: Date): Promise<number> {
  const current = await standing(tx, tenantId, config, businessDate(now))
  await tx.query(
    `DELETE FROM stock_warning_notice n
      WHERE NOT EXISTS (SELECT 1 FROM unnest($1::bigint[], $2::bigint[], $3::text[]) c(storage_id, sku_id, kind)
                         WHERE c.storage_id = n.storage_id AND c.sku_id = n.sku_id AND c.kind = n.kind)`,
    [current.map((c) => c.storageId), current.map((c) => c.skuId), current.map((c) => c.kind)],
  )
  let announced = 0
  for (const c of current) {
    const fresh = await tx.query(
      `INSERT INTO stock_warning_notice (tenant_id, storage_id, sku_id, kind) VALUES (app_tenant_id(), $1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1`,
      [c.storageId, c.skuId, c.kind],
    )
    if (!fresh.rows.length) continue
    announced++
    for (const userId of await screenHolders(tx, SCREEN[c.kind], c.storageId))
      await sendMessage(tx, {
        userId,
        messageType: 4,
        title: `${TITLE[c.kind]}：${c.skuCode} ${c.productName}`.slice(0, 100),
        content: `${c.storageName}：${c.productName}（${c.skuCode}）${c.detail}。`,
        routeName: SCREEN[c.kind],
      })
  }
  return announced
}

/** One sweep over every tenant with stock or limits; answers how many warnings were announced. */
export async function sweepStockWarnings(db: Db, config: WmsConfig, deps: Pick<Required<AppDeps>, 'clock'>): Promise<number> {
  const tenants = (await db.query<{ id: number }>(`SELECT DISTINCT tenant_id AS id FROM stock_balance UNION SELECT tenant_id FROM stock_warning_setting`)).rows
  let total = 0
  for (const t of tenants) total += await inTenant(db, { tenantId: Number(t.id) }, (tx) => sweepTenantWarnings(tx, Number(t.id), config, deps.clock.now()))
  return total
}

/** Sweeps now and every hour; answers the function that stops it. A failed sweep is logged and tried again next time. */
export function scheduleWarningSweep(db: Db, config: WmsConfig, deps: Pick<Required<AppDeps>, 'clock'>): () => void {
  const run = () => sweepStockWarnings(db, config, deps).catch((e) => console.error('[stock-warning-sweep]', e instanceof Error ? e.message : e))
  void run()
  const timer = setInterval(run, EVERY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
