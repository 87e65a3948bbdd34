// 物流信息 (logistics): a package's carrier, waybill and the events of its journey. An event
// recorded by hand takes the package's order, and its carrier and waybill unless given; the
// recorder's name is kept. A package of a cancelled order takes no events.
import { BizError } from '../../../kernel/errors.ts'
import { insertRow } from '../../../crud/rows.ts'
import { entityModel } from '../../../crud/entity-model.ts'
import { write } from '../../../kernel/define.ts'

export const addLogisticsEvent = write(async (ctx) => {
  const p = ctx.payload as { packageId: number; carrierId?: number | null; waybillNo?: string | null }
  const pkg = (
    await ctx.tx.query<{ orderId: number; carrierId: number | null; waybillNo: string | null; status: number }>(
      `SELECT order_id AS "orderId", carrier_id AS "carrierId", waybill_no AS "waybillNo", status FROM out_package WHERE id = $1`,
      [p.packageId],
    )
  ).rows[0]
  if (!pkg) throw new BizError('包裹不存在或已被删除', [{ field: 'packageId', message: '包裹不存在' }])
  if (pkg.status < 20) throw new BizError('包裹尚未装车，不能记录物流轨迹')
  const s = ctx.session!
  const values = { ...ctx.payload, carrierId: p.carrierId ?? pkg.carrierId, waybillNo: p.waybillNo || pkg.waybillNo }
  const id = await insertRow(ctx, entityModel(ctx.config, 'logisticsEvent'), values)
  await ctx.tx.query(`UPDATE logistics_event SET order_id = $2, operator_name = $3 WHERE id = $1`, [id, pkg.orderId, s.realName || s.userName])
  return { id }
})
