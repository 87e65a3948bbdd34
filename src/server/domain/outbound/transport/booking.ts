// Booking a vehicle (reservation-car): a plate, driver and phone, the carrier, a day and time
// slot, and the dock. Decisions: the day may not be in the past; a dock holds one active
// vehicle (已预约/已到达/装车中) per day and slot, and a plate one booking per day and slot;
// only a vehicle still 已预约 may be edited. The number is YC + day + sequence.
import type { HandlerContext } from '../../../kernel/handler.ts'
import { BizError } from '../../../kernel/errors.ts'
import { businessDay } from '../../../crud/numbering.ts'
import { isAdd, saveRecord } from '../../masters/save.ts'
import { VEHICLE } from './vehicle.ts'
import { write } from '../../../kernel/define.ts'

const ACTIVE = [VEHICLE.booked, VEHICLE.arrived, VEHICLE.loading]

interface Booking {
  id?: number
  storageId: number
  carrierId?: number | null
  plateNo: string
  bookDate: string
  timeSlot: number
  dockNo?: string | null
}

async function checkBooking(ctx: HandlerContext, b: Booking) {
  const storage = (await ctx.tx.query<{ status: number }>(`SELECT status FROM storage WHERE id = $1`, [b.storageId])).rows[0]
  if (storage?.status !== 1) throw new BizError('所选仓库已停用或不存在', [{ field: 'storageId', message: '所选仓库已停用或不存在' }])
  if (b.carrierId) {
    const carrier = (await ctx.tx.query<{ status: number }>(`SELECT status FROM carrier WHERE id = $1`, [b.carrierId])).rows[0]
    if (carrier?.status !== 1) throw new BizError('所选承运商已停用或不存在', [{ field: 'carrierId', message: '所选承运商已停用或不存在' }])
  }
  const today = businessDay(ctx.deps.clock.now())
  if (b.bookDate.replace(/-/g, '') < today) throw new BizError('预约日期不能早于今天', [{ field: 'bookDate', message: '预约日期不能早于今天' }])
  const clash = (
    await ctx.tx.query<{ reservationNo: string; plateNo: string; dockNo: string | null }>(
      `SELECT reservation_no AS "reservationNo", plate_no AS "plateNo", dock_no AS "dockNo" FROM vehicle_reservation
      WHERE book_date = $1::date AND time_slot = $2 AND status = ANY($3::int[]) AND id <> $4
        AND (plate_no = $5 OR (storage_id = $6 AND $7::text IS NOT NULL AND dock_no = $7))
      LIMIT 1`,
      [b.bookDate, b.timeSlot, ACTIVE, b.id ?? 0, b.plateNo, b.storageId, b.dockNo || null],
    )
  ).rows[0]
  if (clash?.plateNo === b.plateNo)
    throw new BizError(`车辆 ${b.plateNo} 在该时段已有预约（${clash.reservationNo}）`, [{ field: 'timeSlot', message: '该车辆此时段已有预约' }])
  if (clash)
    throw new BizError(`月台 ${b.dockNo} 在该时段已被预约（${clash.reservationNo}），请换一个月台或时段`, [
      { field: 'dockNo', message: '该月台此时段已被预约' },
    ])
}

export const saveReservation = write(async (ctx) => {
  const b = ctx.payload as Booking
  if (!isAdd(ctx)) {
    const cur = (await ctx.tx.query<{ status: number }>(`SELECT status FROM vehicle_reservation WHERE id = $1`, [b.id])).rows[0]
    if (cur && cur.status !== VEHICLE.booked) throw new BizError('只有“已预约”的车辆可以修改')
  }
  await checkBooking(ctx, b)
  // A new booking is numbered by the insert (reservationNo's declaration).
  return saveRecord(ctx)
})
