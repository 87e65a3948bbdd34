// Packing and weighing (packing-weighing): a 待打包 order's reviewed goods go into packages —
// each with its lines (which order lines, how many), its weight in kg, the carrier and the
// waybill (the order's unless given). A package is made sealed (已封箱): the weight is taken
// when the box is closed. 打包完成 needs every reviewed unit packed; it writes the order's
// weight (sum of its packages) and package count (and, when the order has none, the carrier and
// waybill of its first package) and moves it to 待出库.
import { Reply, type HandlerContext } from '../../../kernel/handler.ts'
import { BizError } from '../../../kernel/errors.ts'
import { runTransition } from '../../../workflow/run-transition.ts'
import { nextDocNo } from '../../../crud/numbering.ts'
import { covers, round4 } from '../../stock/qty.ts'
import { headerOf, linesOf, lockOrderFor, ORDER_STATUS, WORKFLOW } from './order.ts'
import { resolveOrder } from './review.ts'
import { read, write } from '../../../kernel/define.ts'

export const PACKAGE_STATUS = { packing: 0, sealed: 10, loaded: 20, shipped: 30 } as const

interface PackagePayload {
  orderId: number
  weight: number
  carrierId?: number
  waybillNo?: string
  remark?: string
  lines: { orderLineId: number; qty: number }[]
}

/** /v1/out/package/add: one sealed package of a 待打包 order. */
export const addPackage = write(async (ctx) => {
  const p = ctx.payload as PackagePayload
  const o = await lockOrderFor(ctx, p.orderId, [ORDER_STATUS.toPack], '装箱')
  const lines = new Map((await linesOf(ctx, o.id)).map((l) => [l.id, l]))
  const wanted = new Map<number, number>()
  for (const l of p.lines) wanted.set(l.orderLineId, round4((wanted.get(l.orderLineId) ?? 0) + l.qty))
  for (const [lineId, qty] of wanted) {
    const l = lines.get(lineId)
    if (!l) throw new BizError(`装箱明细不属于订单 ${o.orderNo}`)
    if (!covers(l.reviewedQty - l.packedQty, qty)) throw new BizError(`装箱数量超出：${l.skuCode} 已复核 ${l.reviewedQty}，已装箱 ${l.packedQty}，本次 ${qty}`)
  }
  if (p.carrierId && !(await ctx.tx.query(`SELECT 1 FROM carrier WHERE id = $1`, [p.carrierId])).rows[0]) throw new BizError('承运商不存在')
  const packageNo = await nextDocNo(ctx, 'outPackage')
  const total = round4([...wanted.values()].reduce((s, q) => s + q, 0))
  const pkg = (
    await ctx.tx.query<{ id: number }>(
      `INSERT INTO out_package (tenant_id, package_no, order_id, storage_id, weight, carrier_id, waybill_no, status, qty, remark, created_by, updated_by)
     VALUES (app_tenant_id(), $1, $2, $3, $4::numeric, $5, $6, $7, $8::numeric, $9, $10, $10) RETURNING id`,
      [
        packageNo,
        o.id,
        o.storageId,
        p.weight,
        p.carrierId ?? o.carrierId,
        p.waybillNo?.trim() || o.waybillNo,
        PACKAGE_STATUS.sealed,
        total,
        p.remark ?? null,
        ctx.session?.userId ?? null,
      ],
    )
  ).rows[0]
  // Every line of the package in one statement (a package of a 5-line order was five round trips).
  const packed = [...wanted]
  await ctx.tx.query(
    `INSERT INTO out_package_line (tenant_id, package_id, order_line_id, sku_id, qty, created_by, updated_by)
     SELECT app_tenant_id(), $1, x.line_id, x.sku_id, x.qty, $5, $5 FROM unnest($2::bigint[], $3::bigint[], $4::numeric[]) WITH ORDINALITY AS x(line_id, sku_id, qty, n) ORDER BY x.n`,
    [pkg.id, packed.map(([id]) => id), packed.map(([id]) => lines.get(id)!.skuId), packed.map(([, q]) => q), ctx.session?.userId ?? null],
  )
  return new Reply({ id: pkg.id, packageNo }, `已封箱 ${packageNo}：${total} 件，${p.weight} kg`)
})

/** /v1/out/package/delete {id}: unpack a package of an order still 待打包. */
export const deletePackage = write(async (ctx) => {
  const pkg = (
    await ctx.tx.query<{ id: number; packageNo: string; orderId: number }>(
      `SELECT id, package_no AS "packageNo", order_id AS "orderId" FROM out_package WHERE id = $1 FOR UPDATE`,
      [ctx.payload.id],
    )
  ).rows[0]
  if (!pkg) throw new BizError('包裹不存在或已被删除')
  await lockOrderFor(ctx, pkg.orderId, [ORDER_STATUS.toPack], '拆箱')
  await ctx.tx.query(`DELETE FROM out_package_line WHERE package_id = $1`, [pkg.id])
  await ctx.tx.query(`DELETE FROM out_package WHERE id = $1`, [pkg.id])
  return new Reply({ id: pkg.id }, `包裹 ${pkg.packageNo} 已拆箱`)
})

/** /v1/out/package/finish {id}: every reviewed unit packed → 待出库, with the order's weight and package count. */
export const packFinish = write(async (ctx) => {
  const o = await lockOrderFor(ctx, ctx.payload.id, [ORDER_STATUS.toPack], '打包完成')
  const open = (await linesOf(ctx, o.id)).filter((l) => !covers(l.packedQty, l.reviewedQty))
  if (open.length) throw new BizError(`还有商品未装箱：${open.map((l) => `${l.skuCode} 差 ${round4(l.reviewedQty - l.packedQty)}`).join('；')}`)
  const sums = (
    await ctx.tx.query<{ n: number; weight: number }>(`SELECT count(*)::int AS n, COALESCE(sum(weight), 0) AS weight FROM out_package WHERE order_id = $1`, [
      o.id,
    ])
  ).rows[0]
  if (!sums.n) throw new BizError(`订单 ${o.orderNo} 还没有包裹，请先封箱称重`)
  // An order without carrier or waybill takes its first package's (what the delivery note shows).
  await ctx.tx.query(
    `UPDATE out_order o SET weight = $2::numeric, package_count = $3,
            carrier_id = COALESCE(o.carrier_id, (SELECT k.carrier_id FROM out_package k WHERE k.order_id = o.id AND k.carrier_id IS NOT NULL ORDER BY k.id LIMIT 1)),
            waybill_no = COALESCE(o.waybill_no, (SELECT k.waybill_no FROM out_package k WHERE k.order_id = o.id AND k.waybill_no IS NOT NULL ORDER BY k.id LIMIT 1)),
            version = o.version + 1, updated_at = now()
      WHERE o.id = $1`,
    [o.id, sums.weight, sums.n],
  )
  await runTransition(ctx, WORKFLOW, 'packFinish', o.id)
  return new Reply({ id: o.id }, `订单 ${o.orderNo} 打包完成：${sums.n} 个包裹，共 ${sums.weight} kg`)
})

export async function packagesOf(ctx: HandlerContext, orderId: number) {
  return (
    await ctx.tx.query(
      `SELECT k.id, k.package_no AS "packageNo", k.status, k.weight, k.qty, k.waybill_no AS "waybillNo", k.carrier_id AS "carrierId",
            ca.name AS "carrierName", k.created_at AS "createdAt",
            (SELECT string_agg(s.code || ' × ' || trim(to_char(pl.qty, 'FM999999999990.####'), '.'), '，' ORDER BY pl.id)
               FROM out_package_line pl JOIN sku s ON s.tenant_id = pl.tenant_id AND s.id = pl.sku_id WHERE pl.package_id = k.id) AS contents
       FROM out_package k LEFT JOIN carrier ca ON ca.id = k.carrier_id
      WHERE k.order_id = $1 ORDER BY k.id`,
      [orderId],
    )
  ).rows
}

/** /v1/out/package/order {id | code}: the order with its lines (packed so far) and packages, for the packing page. */
export const packingOrder = read(async (ctx) => {
  const id = await resolveOrder(ctx, ctx.payload, ORDER_STATUS.toPack)
  return { ...(await headerOf(ctx, id)), lines: await linesOf(ctx, id), packages: await packagesOf(ctx, id) }
})
