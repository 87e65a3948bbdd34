// A booked vehicle as the transport code reads it (locked), its totals from what is on board,
// and the dispatch bill of its trip. The vehicle's status moves only through its workflow
// (schemas/workflows/vehicleReservation.yaml) so every step is in the document log.
import type { HandlerContext } from '../../../kernel/handler.ts'
import type { Tx } from '../../../db/types.ts'
import { BizError } from '../../../kernel/errors.ts'
import { nextDocNo } from '../../../crud/numbering.ts'

export const VEHICLE = { booked: 0, arrived: 10, loading: 20, departed: 30, cancelled: 90 } as const
export const PACKAGE = { packing: 0, sealed: 10, loaded: 20, sent: 30 } as const
export const BILL = { loading: 0, departed: 10, delivered: 20, voided: 90 } as const

export interface Vehicle {
  id: number
  reservationNo: string
  status: number
  storageId: number
  carrierId: number | null
  plateNo: string
  driverName: string
  driverPhone: string
  routeName: string | null
  dispatchBillId: number | null
  version: number
}

const VEHICLE_COLUMNS = `id, reservation_no AS "reservationNo", status, storage_id AS "storageId", carrier_id AS "carrierId", plate_no AS "plateNo",
  driver_name AS "driverName", driver_phone AS "driverPhone", route_name AS "routeName", dispatch_bill_id AS "dispatchBillId", version`

export async function lockVehicle(tx: Tx, id: number): Promise<Vehicle> {
  const v = (await tx.query<Vehicle>(`SELECT ${VEHICLE_COLUMNS} FROM vehicle_reservation WHERE id = $1 FOR UPDATE`, [id])).rows[0]
  if (!v) throw new BizError('车辆预约不存在或已被删除')
  return v
}

/** The vehicle's (and its open bill's) package count and weight, from the packages on board. */
export async function refreshVehicleTotals(tx: Tx, vehicleId: number): Promise<void> {
  await tx.query(
    `UPDATE vehicle_reservation v SET package_count = t.n, total_weight = t.w, updated_at = now()
       FROM (SELECT count(*)::int AS n, COALESCE(sum(weight), 0) AS w FROM out_package WHERE vehicle_reservation_id = $1 AND status IN (20, 30)) t
      WHERE v.id = $1`,
    [vehicleId],
  )
  await tx.query(
    `UPDATE dispatch_bill b SET package_count = t.n, order_count = t.o, total_weight = t.w, updated_at = now()
       FROM (SELECT count(*)::int AS n, count(DISTINCT order_id)::int AS o, COALESCE(sum(weight), 0) AS w
               FROM dispatch_bill_line WHERE dispatch_bill_id = (SELECT dispatch_bill_id FROM vehicle_reservation WHERE id = $1)) t
      WHERE b.id = (SELECT dispatch_bill_id FROM vehicle_reservation WHERE id = $1)`,
    [vehicleId],
  )
}

/** The vehicle's open dispatch bill (装车中), made with the first package loaded. */
export async function openBill(ctx: HandlerContext, v: Vehicle): Promise<number> {
  if (v.dispatchBillId) {
    const b = (await ctx.tx.query<{ status: number }>(`SELECT status FROM dispatch_bill WHERE id = $1`, [v.dispatchBillId])).rows[0]
    if (b?.status === BILL.loading) return v.dispatchBillId
  }
  const billNo = await nextDocNo(ctx, 'dispatchBill')
  const id = (
    await ctx.tx.query<{ id: number }>(
      `INSERT INTO dispatch_bill (tenant_id, bill_no, vehicle_reservation_id, storage_id, carrier_id, plate_no, driver_name, driver_phone, route_name, status, created_by, updated_by)
     VALUES (app_tenant_id(), $1, $2, $3, $4, $5, $6, $7, $8, 0, $9, $9) RETURNING id`,
      [billNo, v.id, v.storageId, v.carrierId, v.plateNo, v.driverName, v.driverPhone, v.routeName, ctx.session?.userId ?? null],
    )
  ).rows[0].id
  await ctx.tx.query(`UPDATE vehicle_reservation SET dispatch_bill_id = $2 WHERE id = $1`, [v.id, id])
  v.dispatchBillId = id
  return id
}

/** Where an order's area is delivered: its 监区/送达点 on jianqumap, else the area as written. */
export const DELIVERY_POINT_SQL = (order: string) =>
  `COALESCE((SELECT m.delivery_point FROM jianqu_map m WHERE m.tenant_id = ${order}.tenant_id AND m.area_name = ${order}.area_name AND m.status = 1), ${order}.area_name)`
