// 库龄 goods-storage-age: how long the stock on hand has been in the warehouse, per SKU, in age
// buckets. The ledger's receipts (opening stock included) date the stock; what is on hand is
// taken to be the latest receipts (first in, first out), per warehouse and SKU: a receipt still
// counts for the part of it that the quantity on hand reaches back to.
import { businessToday } from './period.ts'
import { TZ } from '../../util/format.ts'
import { reportView } from './report-view.ts'
import { SKU_COLUMNS, SKU_GROUP, SKU_JOINS, stockFilters } from './filters.ts'

/** Upper bounds (days, inclusive) of the buckets; the last bucket is everything older. */
export const AGE_BUCKETS = [30, 60, 90, 180] as const
const KEYS = ['age0', 'age1', 'age2', 'age3', 'age4'] as const

export const storageAge = reportView({
  entity: 'reportStorageAge',
  build: (ctx, p) => {
    const filters = stockFilters(ctx, p)
    const today = p.add(businessToday(ctx.deps.clock.now()))
    const tz = p.add(TZ)
    // Receipts newest first per warehouse and SKU, with what was received up to and including each.
    const lots = `SELECT g.tenant_id, g.storage_id, g.sku_id, g.qty, (${today}::date - (g.created_at AT TIME ZONE ${tz})::date) AS age,
                         sum(g.qty) OVER (PARTITION BY g.storage_id, g.sku_id ORDER BY g.created_at DESC, g.id DESC) AS upto
                    FROM stock_ledger g ${SKU_JOINS}
                   WHERE g.operation = 'receive' ${filters.map((f) => `AND ${f}`).join(' ')}`
    const onHand = `SELECT g.storage_id, g.sku_id, sum(g.qty) AS qty FROM stock_ledger g ${SKU_JOINS}
                     ${filters.length ? `WHERE ${filters.join(' AND ')}` : ''} GROUP BY g.storage_id, g.sku_id HAVING sum(g.qty) > 0`
    // The part of a receipt still on hand: all of it while the newer ones do not cover the stock.
    const kept = 'LEAST(r.qty, GREATEST(h.qty - (r.upto - r.qty), 0))'
    const bucket = (i: number) => {
      const lo = i === 0 ? null : AGE_BUCKETS[i - 1]
      const hi = AGE_BUCKETS[i]
      const cond = [lo === null ? null : `r.age > ${lo}`, hi === undefined ? null : `r.age <= ${hi}`].filter(Boolean).join(' AND ')
      return `COALESCE(sum(${kept}) FILTER (WHERE ${cond}), 0) AS "${KEYS[i]}"`
    }
    return {
      spec: {
        select: `g.sku_id AS id, g.sku_id AS "skuId", ${SKU_COLUMNS}, sum(${kept}) AS "onHand", ${KEYS.map((_, i) => bucket(i)).join(', ')},
                 max(r.age) FILTER (WHERE ${kept} > 0) AS "maxAge"`,
        from: `(${lots}) r JOIN (${onHand}) h ON h.storage_id = r.storage_id AND h.sku_id = r.sku_id
               JOIN LATERAL (SELECT r.tenant_id, r.sku_id) g ON true ${SKU_JOINS}`,
        where: [],
        groupBy: `g.sku_id, ${SKU_GROUP}`,
        having: `sum(${kept}) > 0`,
        sortable: { skuCode: 's.code', productName: 'p.name', onHand: `sum(${kept})`, maxAge: `max(r.age) FILTER (WHERE ${kept} > 0)` },
        order: 'p.code, s.code',
      },
      totals: ['onHand', ...KEYS],
    }
  },
})
