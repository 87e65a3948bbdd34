// 采购结算 purchase-order-settlement: the purchase orders accepted in a period (待入库 onwards)
// with what they cost, what finance has settled and what is left to settle.
import { reportPeriod } from './period.ts'
import { reportView } from './report-view.ts'
import { purchaseFilters } from './purchase-filters.ts'

export const purchaseSettlement = reportView({
  entity: 'reportPurchaseSettlement',
  build: (ctx, p) => {
    const period = reportPeriod(ctx, p)
    const where = purchaseFilters(ctx, p, period)
    if (ctx.payload.settleStatus !== undefined) where.push(`g.settle_status = ${p.add(ctx.payload.settleStatus)}`)
    return {
      spec: {
        select: `g.id, g.purchase_no AS "purchaseNo", pv.name AS "providerName", st.name AS "storageName", g.created_at AS "createdAt",
                 g.status, g.settle_status AS "settleStatus", g.total_amount AS "totalAmount", g.settled_amount AS "settledAmount",
                 g.total_amount - g.settled_amount AS "unsettledAmount"`,
        from: `purchase g JOIN provider pv ON pv.tenant_id = g.tenant_id AND pv.id = g.provider_id
               JOIN storage st ON st.tenant_id = g.tenant_id AND st.id = g.storage_id`,
        where,
        sortable: { createdAt: 'g.created_at', totalAmount: 'g.total_amount', unsettledAmount: 'g.total_amount - g.settled_amount' },
        order: 'g.created_at DESC, g.id DESC',
      },
      totals: ['totalAmount', 'settledAmount', 'unsettledAmount'],
    }
  },
})
