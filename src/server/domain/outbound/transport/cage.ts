// play-package (打包/装包): sealed packages are put into a cage or pallet by scanning the cage
// label, then each package; the cage is then loaded onto a vehicle in one scan. Only a 已封箱
// package not yet on a vehicle can go in or come out. Without a package code the call only
// reads the cage.
import type { Handler } from '../../../kernel/handler.ts'
import { BizError } from '../../../kernel/errors.ts'
import { DELIVERY_POINT_SQL } from './vehicle.ts'
import { write } from '../../../kernel/define.ts'

export const packCage = write(async (ctx) => {
  const cageNo = String(ctx.payload.cageNo).trim().toUpperCase()
  const code = typeof ctx.payload.code === 'string' ? ctx.payload.code.trim() : ''
  let message = `笼 ${cageNo}`
  if (code) {
    const p = (
      await ctx.tx.query<{ id: number; packageNo: string; status: number; cageNo: string | null }>(
        `SELECT id, package_no AS "packageNo", status, cage_no AS "cageNo" FROM out_package WHERE package_no = $1 FOR UPDATE`,
        [code],
      )
    ).rows[0]
    if (!p) throw new BizError(`没有包裹号为 ${code} 的包裹`)
    if (p.status !== 10) throw new BizError(`包裹 ${p.packageNo} 不是“已封箱”状态，不能${ctx.payload.remove ? '移出' : '装笼'}`)
    if (ctx.payload.remove) {
      if (p.cageNo !== cageNo) throw new BizError(`包裹 ${p.packageNo} 不在笼 ${cageNo} 中`)
      await ctx.tx.query(`UPDATE out_package SET cage_no = NULL, version = version + 1, updated_at = now() WHERE id = $1`, [p.id])
      message = `包裹 ${p.packageNo} 已移出笼 ${cageNo}`
    } else {
      if (p.cageNo === cageNo) return { ...(await cage(ctx, cageNo)), duplicate: true, message: `包裹 ${p.packageNo} 已在笼 ${cageNo} 中` }
      await ctx.tx.query(`UPDATE out_package SET cage_no = $2, version = version + 1, updated_at = now() WHERE id = $1`, [p.id, cageNo])
      message = p.cageNo ? `包裹 ${p.packageNo} 已从笼 ${p.cageNo} 换入笼 ${cageNo}` : `包裹 ${p.packageNo} 已装入笼 ${cageNo}`
    }
  }
  return { ...(await cage(ctx, cageNo)), duplicate: false, message }
})

async function cage(ctx: Parameters<Handler['run']>[0], cageNo: string) {
  const packages = (
    await ctx.tx.query<{ weight: number | null }>(
      `SELECT p.id, p.package_no AS "packageNo", p.weight, p.status, o.order_no AS "orderNo", o.area_name AS "areaName", ${DELIVERY_POINT_SQL('o')} AS "deliveryPoint"
       FROM out_package p JOIN out_order o ON o.tenant_id = p.tenant_id AND o.id = p.order_id
      WHERE p.cage_no = $1 AND p.status = 10 ORDER BY p.updated_at DESC, p.id DESC`,
      [cageNo],
    )
  ).rows
  return { cageNo, packages, count: packages.length }
}
