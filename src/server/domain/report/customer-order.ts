// 客户订单 customer-order: per customer, the outbound orders created in a period: how many, their
// quantity and amount, what has shipped, and how many were cancelled (not in the other figures).
import { reportPeriod } from './period.ts'
import { reportView } from './report-view.ts'

/** 已取消 (schemas/workflows/outOrder.yaml). */
const CANCELLED = 90

export const customerOrder = reportView({
  entity: 'reportCustomerOrder',
  build: (ctx, p) => {
    const period = reportPeriod(ctx, p)
    const q = ctx.payload
    const where = [`g.created_at >= ${period.from}`, `g.created_at < ${period.to}`]
    if (q.storageId) where.push(`g.storage_id = ${p.add(q.storageId)}`)
    if (q.ownerId) where.push(`g.owner_id = ${p.add(q.ownerId)}`)
    if (q.customerId) where.push(`g.customer_id = ${p.add(q.customerId)}`)
    const live = (expr: string) => `COALESCE(sum(${expr}) FILTER (WHERE g.status <> ${CANCELLED}), 0)`
    return {
      spec: {
        select: `COALESCE(cu.id, 0) AS id, cu.id AS "customerId", COALESCE(cu.name, '（无客户）') AS "customerName",
                 (count(*) FILTER (WHERE g.status <> ${CANCELLED}))::int AS "orderCount", ${live('g.total_qty')} AS "totalQty",
                 ${live('g.shipped_qty')} AS "shippedQty", ${live('g.total_amount')} AS "totalAmount",
                 (count(*) FILTER (WHERE g.status = ${CANCELLED}))::int AS "cancelledCount"`,
        from: `out_order g LEFT JOIN customer cu ON cu.tenant_id = g.tenant_id AND cu.id = g.customer_id`,
        where,
        groupBy: 'cu.tenant_id, cu.id',
        sortable: { customerName: 'cu.name', orderCount: 'count(*)', totalAmount: live('g.total_amount') },
        order: `${live('g.total_amount')} DESC, cu.name NULLS LAST`,
      },
      totals: ['orderCount', 'totalQty', 'shippedQty', 'totalAmount', 'cancelledCount'],
    }
  },
})
