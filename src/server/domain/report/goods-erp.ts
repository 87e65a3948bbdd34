// 进销存 goods-erp: per SKU over a period, from the stock ledger: opening (everything posted
// before the period), in and out (receipts, issues and adjustments in the period), closing
// (everything posted before its end), so opening + in − out = closing; for a period ending today
// closing equals stock-total's on hand. Moves between locations or statuses net to zero per SKU
// and are not counted; a move that changes the owner counts, seen through an owner filter, as
// in or out of that owner.
import { reportPeriod } from './period.ts'
import { reportView } from './report-view.ts'
import { SKU_COLUMNS, SKU_GROUP, SKU_JOINS, stockFilters } from './filters.ts'

const MOVES = `g.operation IN ('move_in', 'move_out')`

export const goodsErp = reportView({
  entity: 'reportGoodsErp',
  build: (ctx, p) => {
    const period = reportPeriod(ctx, p)
    const inPeriod = `g.created_at >= ${period.from}`
    const sum = (cond: string) => `COALESCE(sum(g.qty) FILTER (WHERE ${cond}), 0)`
    const moved = sum(`${inPeriod} AND ${MOVES}`)
    const opening = sum(`g.created_at < ${period.from}`)
    const inQty = `${sum(`${inPeriod} AND NOT ${MOVES} AND g.qty > 0`)} + GREATEST(${moved}, 0)`
    const outQty = `-${sum(`${inPeriod} AND NOT ${MOVES} AND g.qty < 0`)} + GREATEST(-${moved}, 0)`
    const closing = 'sum(g.qty)'
    return {
      spec: {
        // The period and the warehouse (when the SKU's rows are of one) carry over to a drill-down.
        select: `g.sku_id AS id, g.sku_id AS "skuId", ${SKU_COLUMNS}, ${period.startSql} AS "startDate", ${period.endSql} AS "endDate",
                 CASE WHEN count(DISTINCT g.storage_id) = 1 THEN min(g.storage_id) END AS "storageId",
                 ${opening} AS opening, ${inQty} AS "inQty", ${outQty} AS "outQty", ${closing} AS closing`,
        from: `stock_ledger g ${SKU_JOINS}`,
        where: [`g.created_at < ${period.to}`, ...stockFilters(ctx, p)],
        groupBy: `g.sku_id, ${SKU_GROUP}`,
        // A SKU with nothing before, in or at the end of the period is not a line of the report.
        having: `${opening} <> 0 OR ${closing} <> 0 OR bool_or(${inPeriod})`,
        sortable: { skuCode: 's.code', productName: 'p.name', opening, inQty, outQty, closing },
        order: 'p.code, s.code',
      },
      totals: ['opening', 'inQty', 'outQty', 'closing'],
    }
  },
})
