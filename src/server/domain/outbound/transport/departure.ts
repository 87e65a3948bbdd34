// The vehicle's workflow effects (schemas/workflows/vehicleReservation.yaml), run by the
// runtime inside the transition's transaction before the state changes:
//   到达: the arrival time;
//   发车: the packages chosen at the pickup leave (the rest, not yet shipped, are unloaded);
//         every order on board must be 已出库 — the ship step issues the stock and marks its
//         packages 已发出 — and none may be cancelled or awaiting cancel approval; the dispatch
//         bill becomes 已发车 and each package gets an 已发车 logistics event;
//   取消: refused while packages are on board; an open dispatch bill is voided.
import type { HandlerContext } from '../../../kernel/handler.ts'
import { BizError } from '../../../kernel/errors.ts'
import type { Effect } from '../../../kernel/handler.ts'
import { runTransition } from '../../../workflow/run-transition.ts'
import { CANCEL_PENDING, CANCELLED } from '../orders/states.ts'
import { BILL, lockVehicle } from './vehicle.ts'
import { unloadFrom } from './loading.ts'

const SHIPPED = 70
const MAX_LISTED = 10

const vehicleArrive: Effect = async (ctx, row) => {
  await ctx.tx.query(`UPDATE vehicle_reservation SET arrived_at = $2 WHERE id = $1`, [row.id, ctx.deps.clock.now()])
}

async function onBoard(ctx: HandlerContext, vehicleId: number) {
  return (
    await ctx.tx.query<{ id: number; packageNo: string; orderNo: string; orderStatus: number; cancelStatus: number }>(
      `SELECT p.id, p.package_no AS "packageNo", o.order_no AS "orderNo", o.status AS "orderStatus", o.cancel_status AS "cancelStatus"
       FROM out_package p JOIN out_order o ON o.tenant_id = p.tenant_id AND o.id = p.order_id
      WHERE p.vehicle_reservation_id = $1 AND p.status IN (20, 30) ORDER BY p.id FOR UPDATE OF p`,
      [vehicleId],
    )
  ).rows
}

const vehicleDepart: Effect = async (ctx, row, payload) => {
  const v = await lockVehicle(ctx.tx, row.id as number)
  let packages = await onBoard(ctx, v.id)
  const leaving = Array.isArray(payload.packageIds) ? new Set(payload.packageIds as number[]) : null
  if (leaving) {
    const unknown = [...leaving].filter((id) => !packages.some((p) => p.id === id))
    if (unknown.length) throw new BizError('所选包裹不在该车上，请刷新后重试')
    const staying = packages.filter((p) => !leaving.has(p.id))
    // Goods already issued from stock cannot stay behind at the dock.
    const shipped = staying.filter((p) => p.orderStatus >= SHIPPED && p.orderStatus !== 90)
    if (shipped.length)
      throw new BizError(
        `包裹 ${shipped
          .map((p) => p.packageNo)
          .slice(0, MAX_LISTED)
          .join('、')} 的订单已出库，必须随车发出`,
      )
    await unloadFrom(
      ctx,
      v,
      staying.map((p) => p.id),
    )
    packages = packages.filter((p) => leaving.has(p.id))
  }
  if (!packages.length) throw new BizError(`车辆 ${v.plateNo} 上没有包裹，不能发车`)
  const problems: string[] = []
  for (const p of packages) {
    if (p.orderStatus === CANCELLED || p.cancelStatus === CANCEL_PENDING)
      problems.push(`订单 ${p.orderNo}（包裹 ${p.packageNo}）已取消或正在取消审批，请先卸下`)
    else if (p.orderStatus < SHIPPED) problems.push(`订单 ${p.orderNo}（包裹 ${p.packageNo}）尚未出库，请先在待出库中完成出库`)
  }
  const unique = [...new Set(problems)]
  if (unique.length) throw new BizError(`不能发车：${unique.slice(0, MAX_LISTED).join('；')}${unique.length > MAX_LISTED ? `；等 ${unique.length} 处` : ''}`)
  const now = ctx.deps.clock.now()
  const ids = packages.map((p) => p.id)
  await ctx.tx.query(
    `UPDATE out_package SET status = 30, version = version + 1, updated_at = now(), updated_by = $2 WHERE id = ANY($1::bigint[]) AND status = 20`,
    [ids, ctx.session?.userId ?? null],
  )
  await ctx.tx.query(`UPDATE vehicle_reservation SET departed_at = $2 WHERE id = $1`, [v.id, now])
  await ctx.tx.query(
    `INSERT INTO logistics_event (tenant_id, package_id, order_id, carrier_id, waybill_no, event_time, event_type, location, description, operator_name, created_by, updated_by)
     SELECT p.tenant_id, p.id, p.order_id, COALESCE(p.carrier_id, v.carrier_id), p.waybill_no, $3, 1, s.name, '车辆 ' || v.plate_no || ' 已发车（' || v.reservation_no || '）', $4, $5, $5
       FROM out_package p JOIN vehicle_reservation v ON v.tenant_id = p.tenant_id AND v.id = $2 LEFT JOIN storage s ON s.tenant_id = v.tenant_id AND s.id = v.storage_id
      WHERE p.id = ANY($1::bigint[])`,
    [ids, v.id, now, ctx.session?.realName ?? ctx.session?.userName ?? null, ctx.session?.userId ?? null],
  )
  if (v.dispatchBillId) {
    await ctx.tx.query(`UPDATE dispatch_bill SET departed_at = $2 WHERE id = $1`, [v.dispatchBillId, now])
    await runTransition(ctx, 'dispatchBill', 'depart', v.dispatchBillId, { remark: `车辆 ${v.plateNo} 发车，${ids.length} 个包裹` })
  }
}

const vehicleCancel: Effect = async (ctx, row, payload) => {
  const v = await lockVehicle(ctx.tx, row.id as number)
  const n = (await ctx.tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM out_package WHERE vehicle_reservation_id = $1 AND status IN (20, 30)`, [v.id]))
    .rows[0].n
  if (n) throw new BizError(`车上还有 ${n} 个包裹，请先卸车再取消预约`)
  const reason = typeof payload.remark === 'string' ? payload.remark.trim().slice(0, 200) || null : null
  await ctx.tx.query(`UPDATE vehicle_reservation SET cancel_reason = $2 WHERE id = $1`, [v.id, reason])
  if (v.dispatchBillId) {
    const bill = (await ctx.tx.query<{ status: number }>(`SELECT status FROM dispatch_bill WHERE id = $1`, [v.dispatchBillId])).rows[0]
    if (bill?.status === BILL.loading) await runTransition(ctx, 'dispatchBill', 'void', v.dispatchBillId, { remark: '车辆预约已取消' })
  }
}

const billDeliver: Effect = async (ctx, row) => {
  const now = ctx.deps.clock.now()
  await ctx.tx.query(`UPDATE dispatch_bill SET delivered_at = $2 WHERE id = $1`, [row.id, now])
}

const trunkStart: Effect = async (ctx, row) => {
  const n = (await ctx.tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM trunk_list_line WHERE trunk_list_id = $1`, [row.id])).rows[0].n
  if (!n) throw new BizError('干线清单没有明细，不能发运')
  await ctx.tx.query(`UPDATE trunk_list SET departed_at = $2 WHERE id = $1`, [row.id, ctx.deps.clock.now()])
}

const trunkArrive: Effect = async (ctx, row) => {
  await ctx.tx.query(`UPDATE trunk_list SET arrived_at = $2 WHERE id = $1`, [row.id, ctx.deps.clock.now()])
}

export const transportEffects: Record<string, Effect> = {
  'transport.vehicleArrive': vehicleArrive,
  'transport.vehicleDepart': vehicleDepart,
  'transport.vehicleCancel': vehicleCancel,
  'transport.billDeliver': billDeliver,
  'transport.trunkStart': trunkStart,
  'transport.trunkArrive': trunkArrive,
}
