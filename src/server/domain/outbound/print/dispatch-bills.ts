// /v1/DispatchBill/print {ids}: 发车单 as trunk-list-print prints them (a vehicle's manifest, the
// same sheet as a 干线清单): the bill with its vehicle, driver, route and warehouse, and per
// package on board its order, consignee, destination, item count and weight.
import { printIds } from './orders.ts'
import { read } from '../../../kernel/define.ts'

type Row = Record<string, unknown> & { id: number }

export const dispatchBillPrintData = read(async (ctx) => {
  const ids = printIds(ctx, '发车单')
  const heads = (
    await ctx.tx.query<Row>(
      `SELECT b.id, b.bill_no AS "billNo", b.status, b.plate_no AS "plateNo", b.driver_name AS "driverName", b.driver_phone AS "driverPhone",
            b.route_name AS "routeName", b.package_count AS "packageCount", b.order_count AS "orderCount", b.total_weight AS "totalWeight",
            b.departed_at AS "departedAt", b.delivered_at AS "deliveredAt", b.remark, v.reservation_no AS "reservationNo",
            st.name AS "storageName", ca.name AS "carrierName"
       FROM dispatch_bill b
       JOIN storage st ON st.tenant_id = b.tenant_id AND st.id = b.storage_id
  LEFT JOIN vehicle_reservation v ON v.tenant_id = b.tenant_id AND v.id = b.vehicle_reservation_id
  LEFT JOIN carrier ca ON ca.id = b.carrier_id
      WHERE b.id = ANY($1::bigint[]) ORDER BY array_position($1::bigint[], b.id)`,
      [ids],
    )
  ).rows
  const lines = (
    await ctx.tx.query<Row>(
      `SELECT l.id, l.dispatch_bill_id AS "dispatchBillId", o.order_no AS "orderNo", k.package_no AS "packageNo", l.area_name AS "areaName",
            l.delivery_point AS "deliveryPoint", k.qty, l.weight, o.receiver_name AS "receiverName", o.receiver_phone AS "receiverPhone",
            o.receiver_address AS "receiverAddress"
       FROM dispatch_bill_line l
       JOIN out_package k ON k.tenant_id = l.tenant_id AND k.id = l.package_id
       JOIN out_order o ON o.tenant_id = l.tenant_id AND o.id = l.order_id
      WHERE l.dispatch_bill_id = ANY($1::bigint[]) ORDER BY l.dispatch_bill_id, l.delivery_point NULLS LAST, o.order_no, k.package_no`,
      [ids],
    )
  ).rows
  return heads.map((h) => ({ ...h, lines: lines.filter((l) => l.dispatchBillId === h.id) }))
})
