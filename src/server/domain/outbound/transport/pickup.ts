// The driver's pickup (driver-get-goods): a vehicle found by its plate or reservation number
// among those at the warehouse (已到达 / 装车中), with the packages on board, their orders, the
// order's state and where each goes (配送区域 → 监区/送达点 through jianqumap).
import { BizError } from '../../../kernel/errors.ts'
import { DELIVERY_POINT_SQL } from './vehicle.ts'
import { read } from '../../../kernel/define.ts'

export const pickupLookup = read(async (ctx) => {
  const code = String(ctx.payload.code).trim().toUpperCase()
  const v = (
    await ctx.tx.query<Record<string, unknown> & { id: number; status: number }>(
      `SELECT v.id, v.reservation_no AS "reservationNo", v.status, v.version, v.plate_no AS "plateNo", v.driver_name AS "driverName", v.driver_phone AS "driverPhone",
            v.dock_no AS "dockNo", v.route_name AS "routeName", v.package_count AS "packageCount", v.total_weight AS "totalWeight",
            s.name AS "storageName", c.name AS "carrierName", b.bill_no AS "billNo"
       FROM vehicle_reservation v
       LEFT JOIN storage s ON s.tenant_id = v.tenant_id AND s.id = v.storage_id
       LEFT JOIN carrier c ON c.tenant_id = v.tenant_id AND c.id = v.carrier_id
       LEFT JOIN dispatch_bill b ON b.tenant_id = v.tenant_id AND b.id = v.dispatch_bill_id
      WHERE (upper(v.reservation_no) = $1 OR upper(v.plate_no) = $1)
      ORDER BY (v.status IN (10, 20)) DESC, v.id DESC LIMIT 1`,
      [code],
    )
  ).rows[0]
  if (!v) throw new BizError(`没有车牌号或预约单号为 ${code} 的车辆预约`)
  const packages = (
    await ctx.tx.query(
      `SELECT p.id, p.package_no AS "packageNo", p.status, p.weight, p.cage_no AS "cageNo", p.waybill_no AS "waybillNo", o.order_no AS "orderNo",
            o.status AS "orderStatus", o.cancel_status AS "cancelStatus", o.area_name AS "areaName", ${DELIVERY_POINT_SQL('o')} AS "deliveryPoint",
            o.receiver_name AS "receiverName"
       FROM out_package p JOIN out_order o ON o.tenant_id = p.tenant_id AND o.id = p.order_id
      WHERE p.vehicle_reservation_id = $1 AND p.status IN (20, 30) ORDER BY p.id`,
      [v.id],
    )
  ).rows
  return { ...v, packages }
})
