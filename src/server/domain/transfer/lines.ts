// A transfer's lines as its postings need them, locked with the header's transition. The source
// location is a LEFT JOIN: a user working only in the target does not see it (and needs no code of it).
import type { HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { round4 } from '../stock/qty.ts'

export interface Transfer {
  id: number
  transferNo: string
  storageId: number
  toStorageId: number
  status: number
}

export interface Line {
  id: number
  balanceId: number
  transitBalanceId: number | null
  stockStatus: number
  qty: number
  shippedQty: number
  receivedQty: number
  lostQty: number
  skuCode: string
  locationCode: string | null
}

export async function linesOf(ctx: HandlerContext, t: Pick<Transfer, 'id' | 'transferNo'>): Promise<Line[]> {
  const lines = (
    await ctx.tx.query<Line>(
      `SELECT l.id, l.balance_id AS "balanceId", l.transit_balance_id AS "transitBalanceId", l.stock_status AS "stockStatus", l.qty::float8 AS qty,
              l.shipped_qty::float8 AS "shippedQty", l.received_qty::float8 AS "receivedQty", l.lost_qty::float8 AS "lostQty", s.code AS "skuCode", c.code AS "locationCode"
         FROM transfer_order_line l JOIN sku s ON s.tenant_id = l.tenant_id AND s.id = l.sku_id
         LEFT JOIN location c ON c.tenant_id = l.tenant_id AND c.id = l.location_id
        WHERE l.transfer_id = $1 ORDER BY l.id FOR UPDATE OF l`,
      [t.id],
    )
  ).rows
  if (!lines.length) throw new BizError(`调拨单 ${t.transferNo} 没有明细`)
  return lines
}

/** What of the line is still on its way: shipped, neither received nor written off. */
export const inTransit = (l: Line) => round4(l.shippedQty - l.receivedQty - l.lostQty)
