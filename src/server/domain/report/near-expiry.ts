// 近效期 goods-on-schedule (adventSku): stock on hand whose expiry date falls within the next N
// days, or has passed; N is the filter's, else 业务配置's 临期预警天数. Per balance row (location,
// lot, owner, status) with the days left (negative: expired that many days ago).
import { effectiveStrategy } from '../settings/strategy.ts'
import { businessToday } from './period.ts'
import { reportView } from './report-view.ts'
import { SKU_COLUMNS, SKU_JOINS, stockFilters } from './filters.ts'

export const nearExpiry = reportView({
  entity: 'reportNearExpiry',
  build: async (ctx, p) => {
    const days: number = ctx.payload.days ?? (await effectiveStrategy(ctx.tx, ctx.session!.tenantId, ctx.config.settings)).adventDays
    const today = p.add(businessToday(ctx.deps.clock.now()))
    const left = `(g.expiry_date - ${today}::date)`
    return {
      spec: {
        select: `g.id, st.name AS "storageName", loc.code AS "locationCode", ${SKU_COLUMNS}, o.name AS "ownerName", g.batch_no AS "batchNo",
                 g.production_date AS "productionDate", g.expiry_date AS "expiryDate", g.stock_status AS "stockStatus",
                 ${left} AS "daysLeft", g.on_hand AS "onHand"`,
        from: `stock_balance g ${SKU_JOINS}
          JOIN storage st ON st.tenant_id = g.tenant_id AND st.id = g.storage_id
          JOIN location loc ON loc.tenant_id = g.tenant_id AND loc.id = g.location_id
          LEFT JOIN product_owner o ON o.tenant_id = g.tenant_id AND o.id = g.owner_id`,
        where: ['g.on_hand > 0', 'g.expiry_date IS NOT NULL', `${left} <= ${p.add(days)}::int`, ...stockFilters(ctx, p)],
        sortable: { expiryDate: 'g.expiry_date', daysLeft: left, skuCode: 's.code', onHand: 'g.on_hand' },
        order: 'g.expiry_date, s.code, g.id',
      },
      totals: ['onHand'],
    }
  },
})
