// Loading packages onto a vehicle (batch-package-car, car-package-mag) and taking them off.
// Only 已封箱 packages of the vehicle's own warehouse whose order is still going out may be
// loaded; a batch is all or nothing and names every refused code. The first package loaded
// makes the vehicle 装车中 and opens its 发车单; each package is a line of that bill. Loading
// comes before shipping: the ship step turns the packages on board 已发出 (they stay on the
// vehicle and cannot be unloaded any more); a package shipped without a vehicle went by courier.
import type { HandlerContext } from '../../../kernel/handler.ts'
import { BizError } from '../../../kernel/errors.ts'
import { runTransition } from '../../../workflow/run-transition.ts'
import { CANCEL_PENDING, CANCELLED } from '../orders/states.ts'
import { DELIVERY_POINT_SQL, lockVehicle, openBill, PACKAGE, refreshVehicleTotals, VEHICLE, type Vehicle } from './vehicle.ts'
import { write } from '../../../kernel/define.ts'

interface Pkg {
  id: number
  packageNo: string
  status: number
  storageId: number | null
  vehicleId: number | null
  cageNo: string | null
  orderNo: string
  orderStatus: number
  cancelStatus: number
}

const PKG_COLUMNS = `p.id, p.package_no AS "packageNo", p.status, COALESCE(p.storage_id, o.storage_id) AS "storageId", p.vehicle_reservation_id AS "vehicleId", p.cage_no AS "cageNo",
  o.order_no AS "orderNo", o.status AS "orderStatus", o.cancel_status AS "cancelStatus"`
const PKG_FROM = `out_package p JOIN out_order o ON o.tenant_id = p.tenant_id AND o.id = p.order_id`
const PKG_LABEL: Record<number, string> = { 0: '装箱中', 10: '已封箱', 20: '已装车', 30: '已发出' }
const MAX_LISTED = 10

/** Scanned text → codes: one per line (commas, spaces and semicolons separate too). */
export function splitCodes(text: string | undefined | null): string[] {
  return [
    ...new Set(
      (text ?? '')
        .split(/[\s,，;；]+/)
        .map((c) => c.trim())
        .filter(Boolean),
    ),
  ]
}

/** Packages named by id, package number or cage number, locked in id order. */
async function packagesOf(ctx: HandlerContext, ids: number[], codes: string[], problems: string[]): Promise<Pkg[]> {
  const rows = (
    await ctx.tx.query<Pkg>(
      `SELECT ${PKG_COLUMNS} FROM ${PKG_FROM}
      WHERE p.id = ANY($1::bigint[]) OR p.package_no = ANY($2::text[]) OR (p.cage_no = ANY($3::text[]) AND p.status = 10)
      ORDER BY p.id FOR UPDATE OF p`,
      [ids, codes, codes.map((c) => c.toUpperCase())],
    )
  ).rows
  for (const id of ids) if (!rows.some((r) => r.id === id)) problems.push(`包裹 #${id} 不存在`)
  for (const c of codes)
    if (!rows.some((r) => r.packageNo === c || r.cageNo === c.toUpperCase())) problems.push(`${c}：没有该包裹号或笼号（笼内须有已封箱的包裹）`)
  return rows
}

function refusal(p: Pkg, v: Vehicle): string | null {
  if (p.vehicleId === v.id && (p.status === PACKAGE.loaded || p.status === PACKAGE.sent)) return null
  if (p.status === PACKAGE.loaded) return `包裹 ${p.packageNo} 已装上其他车辆`
  if (p.status !== PACKAGE.sealed) return `包裹 ${p.packageNo} 为“${PKG_LABEL[p.status] ?? p.status}”，只能装车已封箱的包裹`
  if (p.storageId !== v.storageId) return `包裹 ${p.packageNo} 不属于本车预约的仓库，不能装车`
  if (p.orderStatus === CANCELLED || p.cancelStatus === CANCEL_PENDING) return `包裹 ${p.packageNo} 的订单 ${p.orderNo} 已取消或正在取消审批，不能装车`
  return null
}

export const loadPackages = write(async (ctx) => {
  const { id, packageIds = [], codes } = ctx.payload as { id: number; packageIds?: number[]; codes?: string }
  const v = await lockVehicle(ctx.tx, id)
  if (v.status === VEHICLE.booked) throw new BizError(`车辆 ${v.plateNo} 尚未到达，请先登记到达再装车`)
  if (v.status !== VEHICLE.arrived && v.status !== VEHICLE.loading)
    throw new BizError(`车辆 ${v.plateNo} 已${v.status === VEHICLE.departed ? '发车' : '取消'}，不能装车`)
  const scanned = splitCodes(codes)
  if (!packageIds.length && !scanned.length) throw new BizError('请选择或扫描要装车的包裹', [{ field: 'codes', message: '请选择或扫描要装车的包裹' }])
  const problems: string[] = []
  const pkgs = await packagesOf(ctx, [...new Set(packageIds)], scanned, problems)
  for (const p of pkgs) {
    const why = refusal(p, v)
    if (why) problems.push(why)
  }
  if (problems.length)
    throw new BizError(`装车失败，本批未装车：${problems.slice(0, MAX_LISTED).join('；')}${problems.length > MAX_LISTED ? `；等 ${problems.length} 处` : ''}`)
  const fresh = pkgs.filter((p) => p.status === PACKAGE.sealed)
  if (fresh.length) {
    const bill = await openBill(ctx, v)
    const ids = fresh.map((p) => p.id)
    await ctx.tx.query(
      `UPDATE out_package SET status = 20, vehicle_reservation_id = $2, version = version + 1, updated_at = now(), updated_by = $3 WHERE id = ANY($1::bigint[])`,
      [ids, v.id, ctx.session?.userId ?? null],
    )
    await ctx.tx.query(
      `INSERT INTO dispatch_bill_line (tenant_id, dispatch_bill_id, package_id, order_id, area_name, delivery_point, weight, created_by, updated_by)
       SELECT p.tenant_id, $2, p.id, p.order_id, o.area_name, ${DELIVERY_POINT_SQL('o')}, COALESCE(p.weight, 0), $3, $3
         FROM out_package p JOIN out_order o ON o.tenant_id = p.tenant_id AND o.id = p.order_id WHERE p.id = ANY($1::bigint[]) ORDER BY p.id`,
      [ids, bill, ctx.session?.userId ?? null],
    )
    if (v.status === VEHICLE.arrived) await runTransition(ctx, 'vehicleReservation', 'startLoad', v.id, { remark: `装车 ${fresh.length} 个包裹` })
    await refreshVehicleTotals(ctx.tx, v.id)
  }
  const already = pkgs.length - fresh.length
  const t = (
    await ctx.tx.query<{ packageCount: number; totalWeight: number }>(
      `SELECT package_count AS "packageCount", total_weight AS "totalWeight" FROM vehicle_reservation WHERE id = $1`,
      [v.id],
    )
  ).rows[0]
  return {
    loaded: fresh.length,
    already,
    ...t,
    message: `已装车 ${fresh.length} 个包裹${already ? `，${already} 个此前已在本车上` : ''}；车上共 ${t.packageCount} 个包裹`,
  }
})

/** Take packages off a vehicle that has not left: 已封箱 again, out of its dispatch bill. */
export async function unloadFrom(ctx: HandlerContext, v: Vehicle, packageIds: number[]): Promise<number> {
  if (!packageIds.length) return 0
  const r = await ctx.tx.query(
    `UPDATE out_package SET status = 10, vehicle_reservation_id = NULL, version = version + 1, updated_at = now(), updated_by = $3
      WHERE id = ANY($1::bigint[]) AND vehicle_reservation_id = $2 AND status = 20`,
    [packageIds, v.id, ctx.session?.userId ?? null],
  )
  if (v.dispatchBillId)
    await ctx.tx.query(`DELETE FROM dispatch_bill_line WHERE dispatch_bill_id = $1 AND package_id = ANY($2::bigint[])`, [v.dispatchBillId, packageIds])
  await refreshVehicleTotals(ctx.tx, v.id)
  return r.rowCount ?? 0
}

/** Unload packages (ids) from a vehicle not yet gone; shipped ones (已发出) must stay on board. */
async function unload(ctx: HandlerContext, vehicleId: number, packageIds: number[]) {
  const v = await lockVehicle(ctx.tx, vehicleId)
  if (v.status !== VEHICLE.loading && v.status !== VEHICLE.arrived) throw new BizError(`车辆 ${v.plateNo} 当前不能卸车（须为已到达或装车中）`)
  const unique = [...new Set(packageIds)]
  const on = (
    await ctx.tx.query<{ id: number; packageNo: string; status: number }>(
      `SELECT id, package_no AS "packageNo", status FROM out_package WHERE id = ANY($1::bigint[]) AND vehicle_reservation_id = $2 AND status IN (20, 30) ORDER BY id FOR UPDATE`,
      [unique, v.id],
    )
  ).rows
  if (on.length !== unique.length) throw new BizError('所选包裹不在该车上，请刷新后重试')
  // A package whose order has shipped (the ship step made it 已发出) goes with the vehicle.
  const shipped = on.filter((p) => p.status === PACKAGE.sent)
  if (shipped.length) throw new BizError(`包裹 ${shipped.map((p) => p.packageNo).join('、')} 的订单已出库，不能卸车`)
  const n = await unloadFrom(ctx, v, unique)
  return { unloaded: n, message: `已卸车 ${n} 个包裹` }
}

/** /v1/VehicleReservation/unload {id: vehicle, packageIds}. */
export const unloadPackages = write((ctx) => unload(ctx, ctx.payload.id as number, ctx.payload.packageIds as number[]))

/** /v1/VehicleReservation/unloadPackage {id: package}: the row action of a vehicle's package list. */
export const unloadPackage = write(async (ctx) => {
  const p = (await ctx.tx.query<{ vehicleId: number | null }>(`SELECT vehicle_reservation_id AS "vehicleId" FROM out_package WHERE id = $1`, [ctx.payload.id]))
    .rows[0]
  if (!p?.vehicleId) throw new BizError('包裹不存在或不在车上')
  return unload(ctx, p.vehicleId, [ctx.payload.id as number])
})
