// 供应商供货 supplier-procurement: per supplier, the purchase orders accepted in a period, what
// they ordered and what has arrived, their amount and what is settled.
import { reportPeriod } from './period.ts'
import { reportView } from './report-view.ts'
import { purchaseFilters } from './purchase-filters.ts'

export const supplierProcurement = reportView({
  entity: 'reportSupplierProcurement',
  build: (ctx, p) => {
    const period = reportPeriod(ctx, p)
    return {
      spec: {
        select: `pv.id, pv.code AS "providerCode", pv.name AS "providerName", count(*)::int AS "orderCount", sum(g.total_qty) AS "totalQty",
                 sum(g.received_qty) AS "receivedQty", sum(g.total_amount) AS "totalAmount", sum(g.settled_amount) AS "settledAmount"`,
        from: `purchase g JOIN provider pv ON pv.tenant_id = g.tenant_id AND pv.id = g.provider_id`,
        where: purchaseFilters(ctx, p, period),
        groupBy: 'pv.tenant_id, pv.id',
        sortable: { providerName: 'pv.name', orderCount: 'count(*)', totalAmount: 'sum(g.total_amount)' },
        order: 'sum(g.total_amount) DESC, pv.code',
      },
      totals: ['orderCount', 'totalQty', 'receivedQty', 'totalAmount', 'settledAmount'],
    }
  },
})
