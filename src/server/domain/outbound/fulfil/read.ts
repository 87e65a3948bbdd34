// Reading for the fulfilment screens: a wave's pick list (sorting-detail, in walk order), an
// order's lines and packages (detail tabs), the order with everything (detail), and the data
// of delivery notes (发货单) for the print page (the detail).
import type { HandlerContext } from '../../../kernel/handler.ts'
import { Params } from '../../../crud/select.ts'
import { sqlPage } from '../../../crud/sql-page.ts'
import { headerOf, LINE_FROM, LINE_SELECT, linesOf } from './order.ts'
import { packagesOf } from './packing.ts'
import { read } from '../../../kernel/define.ts'

const childId = (ctx: HandlerContext, key: string): number => (typeof ctx.payload[key] === 'number' ? ctx.payload[key] : 0)

const PICK_SELECT = `p.id, p.wave_id AS "waveId", p.order_id AS "orderId", p.order_line_id AS "orderLineId", p.sku_id AS "skuId",
  p.location_id AS "locationId", p.batch_no AS "batchNo", p.pick_order AS "pickOrder", p.qty, p.picked_qty AS "pickedQty", p.status,
  loc.code AS "locationCode", o.order_no AS "orderNo", s.code AS "skuCode", s.barcode, s.attrs, pr.name AS "productName", u.name AS "unitName"`
const PICK_FROM = `pick_line p
  JOIN location loc ON loc.tenant_id = p.tenant_id AND loc.id = p.location_id
  JOIN out_order o ON o.tenant_id = p.tenant_id AND o.id = p.order_id
  JOIN sku s ON s.tenant_id = p.tenant_id AND s.id = p.sku_id
  JOIN product pr ON pr.tenant_id = s.tenant_id AND pr.id = s.product_id
  LEFT JOIN unit u ON u.tenant_id = pr.tenant_id AND u.id = pr.unit_id`

/** /v1/out/wave/lines {waveId}: the pick list, in pick order. */
export const pickLinePage = read(async (ctx) => {
  const p = new Params()
  const where = [`p.wave_id = ${p.add(childId(ctx, 'waveId'))}`]
  return sqlPage(
    ctx.tx,
    {
      select: PICK_SELECT,
      from: PICK_FROM,
      where,
      sortable: { locationCode: 'loc.code', skuCode: 's.code', orderNo: 'o.order_no' },
      order: 'p.pick_order, p.id',
    },
    p,
    ctx.payload,
  )
})

/** /v1/stockOut/lines {orderId}: a page of an order's lines with picked, reviewed, packed and shipped. */
export const orderLinePage = read(async (ctx) => {
  const p = new Params()
  return sqlPage(
    ctx.tx,
    { select: LINE_SELECT, from: LINE_FROM, where: [`l.order_id = ${p.add(childId(ctx, 'orderId'))}`], sortable: {}, order: 'l.id' },
    p,
    ctx.payload,
  )
})

/** /v1/stockOut/detail {id}: the order with lines and packages. */
export const orderDetail = read(async (ctx) => {
  const id = ctx.payload.id as number
  return { ...(await headerOf(ctx, id)), lines: await linesOf(ctx, id), packages: await packagesOf(ctx, id) }
})
