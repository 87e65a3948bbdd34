// Making the 退拣单 of an order cancelled after picking: one line per picked allocation (the
// open allocation rows at the staging location: order line, lot, qty), its target made as where
// the goods were picked from (pickLine.locationId of the same order line and lot), the default
// place to put them back. Numbered by returnPicking.returnNo's declaration, status 待退拣; home tile 14 counts it.
import type { HandlerContext } from '../../kernel/handler.ts'
import { nextDocNo } from '../../crud/numbering.ts'

export async function createReturnPicking(ctx: HandlerContext, orderId: number, storageId: number, allocationIds: number[]): Promise<number> {
  const returnNo = await nextDocNo(ctx, 'returnPicking')
  const user = ctx.session?.userId ?? null
  const head = await ctx.tx.query<{ id: number }>(
    `INSERT INTO return_picking (tenant_id, return_no, order_id, storage_id, status, created_by, updated_by)
     VALUES (app_tenant_id(), $1, $2, $3, 0, $4, $4) RETURNING id`,
    [returnNo, orderId, storageId, user],
  )
  const id = head.rows[0].id
  await ctx.tx.query(
    `INSERT INTO return_picking_line (tenant_id, return_picking_id, order_line_id, sku_id, batch_no, from_location_id, to_location_id, qty, created_by, updated_by)
     SELECT app_tenant_id(), $1, a.line_id, b.sku_id, b.batch_no, b.location_id, pk.location_id, a.qty, $3, $3
       FROM stock_allocation a JOIN stock_balance b ON b.tenant_id = a.tenant_id AND b.id = a.balance_id
       LEFT JOIN LATERAL (SELECT p.location_id FROM pick_line p
                           WHERE p.tenant_id = a.tenant_id AND p.order_line_id = a.line_id AND p.batch_no IS NOT DISTINCT FROM b.batch_no
                           ORDER BY p.picked_qty > 0 DESC, p.id DESC LIMIT 1) pk ON true
      WHERE a.id = ANY($2::bigint[]) ORDER BY a.id`,
    [id, allocationIds, user],
  )
  await ctx.tx.query(
    `UPDATE return_picking SET total_qty = (SELECT COALESCE(sum(qty), 0) FROM return_picking_line WHERE return_picking_id = $1) WHERE id = $1`,
    [id],
  )
  return id
}
