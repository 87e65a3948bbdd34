// /v1/stockOut/print {ids}: the data of every outbound order print (出库单, 出库回单, 发货单 and its
// merged and summary sheets, 零售小票, 快递面单) in one call: each order with its customer, shop,
// owner and warehouse (the sender of a waybill label), its lines and its packages, in the order the
// ids were given. Ids that are not found (deleted, another tenant's) are left out; the pages say
// which orders they cannot print and why (not shipped yet, no packages).
import type { HandlerContext } from '../../../kernel/handler.ts'
import { BizError } from '../../../kernel/errors.ts'
import { LINE_FROM, LINE_SELECT } from '../fulfil/order.ts'
import { read } from '../../../kernel/define.ts'

type Row = Record<string, unknown> & { id: number }

/** The ids of an {ids} payload, once each, or 请选择… when none. */
export function printIds(ctx: HandlerContext, what: string): number[] {
  const ids = [...new Set((ctx.payload.ids ?? []) as number[])]
  if (!ids.length) throw new BizError(`请选择要打印的${what}`)
  return ids
}

async function headsOf(ctx: HandlerContext, ids: number[]): Promise<Row[]> {
  return (
    await ctx.tx.query<Row>(
      `SELECT o.id, o.order_no AS "orderNo", o.status, o.order_type AS "orderType", o.source_no AS "sourceNo", o.customer_id AS "customerId",
            o.area_name AS "areaName", o.receiver_name AS "receiverName", o.receiver_phone AS "receiverPhone", o.receiver_address AS "receiverAddress",
            o.waybill_no AS "waybillNo", o.total_qty AS "totalQty", o.shipped_qty AS "shippedQty", o.total_amount AS "totalAmount",
            round(COALESCE((SELECT sum(l.shipped_qty * l.price) FROM out_order_line l WHERE l.tenant_id = o.tenant_id AND l.order_id = o.id), 0), 2) AS "shippedAmount",
            o.weight, o.package_count AS "packageCount", o.shipped_at AS "shippedAt", o.signed_at AS "signedAt", o.created_at AS "createdAt", o.remark,
            c.name AS "customerName", c.code AS "customerCode", sh.name AS "shopName", ow.name AS "ownerName", ca.name AS "carrierName", w.wave_no AS "waveNo",
            st.name AS "storageName", st.province AS "storageProvince", st.city AS "storageCity", st.address AS "storageAddress",
            st.contact AS "storageContact", st.phone AS "storagePhone", cu.real_name AS "createdByName", tn.name AS "companyName"
       FROM out_order o
       JOIN storage st ON st.tenant_id = o.tenant_id AND st.id = o.storage_id
  LEFT JOIN customer c ON c.tenant_id = o.tenant_id AND c.id = o.customer_id
  LEFT JOIN shop sh ON sh.tenant_id = o.tenant_id AND sh.id = o.shop_id
  LEFT JOIN product_owner ow ON ow.tenant_id = o.tenant_id AND ow.id = o.owner_id
  LEFT JOIN carrier ca ON ca.id = o.carrier_id
  LEFT JOIN wave w ON w.tenant_id = o.tenant_id AND w.id = o.wave_id
  LEFT JOIN sys_user cu ON cu.tenant_id = o.tenant_id AND cu.id = o.created_by
  LEFT JOIN tenant tn ON tn.id = o.tenant_id
      WHERE o.id = ANY($1::bigint[])
      ORDER BY array_position($1::bigint[], o.id)`,
      [ids],
    )
  ).rows
}

/**
 * The lines of the orders, each with what it shipped as an amount (shipped qty × price, to the
 * fen) and its lots: those its pick lines took, else the lot the order asked for.
 */
async function linesOf(ctx: HandlerContext, ids: number[]): Promise<Row[]> {
  return (
    await ctx.tx.query<Row>(
      `SELECT ${LINE_SELECT}, round(l.shipped_qty * l.price, 2) AS "shippedAmount",
            COALESCE((SELECT string_agg(DISTINCT p.batch_no, '、') FROM pick_line p WHERE p.tenant_id = l.tenant_id AND p.order_line_id = l.id), l.batch_no) AS lots
       FROM ${LINE_FROM} WHERE l.order_id = ANY($1::bigint[]) ORDER BY l.order_id, l.id`,
      [ids],
    )
  ).rows
}

/** The packages of the orders with their carrier, waybill, weight, item count and what is inside (商品 × 数量, for the label). */
async function packagesOf(ctx: HandlerContext, ids: number[]): Promise<Row[]> {
  return (
    await ctx.tx.query<Row>(
      `SELECT k.id, k.order_id AS "orderId", k.package_no AS "packageNo", k.status, k.weight, k.qty, k.waybill_no AS "waybillNo", ca.name AS "carrierName",
            (SELECT string_agg(p.name || ' ×' || trim(to_char(pl.qty, 'FM999999999990.####'), '.'), '；' ORDER BY pl.id)
               FROM out_package_line pl JOIN sku s ON s.tenant_id = pl.tenant_id AND s.id = pl.sku_id JOIN product p ON p.tenant_id = s.tenant_id AND p.id = s.product_id
              WHERE pl.tenant_id = k.tenant_id AND pl.package_id = k.id) AS contents
       FROM out_package k LEFT JOIN carrier ca ON ca.id = k.carrier_id
      WHERE k.order_id = ANY($1::bigint[]) ORDER BY k.order_id, k.id`,
      [ids],
    )
  ).rows
}

export const orderPrintData = read(async (ctx) => {
  const ids = printIds(ctx, '订单')
  const [heads, lines, packages] = [await headsOf(ctx, ids), await linesOf(ctx, ids), await packagesOf(ctx, ids)]
  return heads.map((h) => ({ ...h, lines: lines.filter((l) => l.orderId === h.id), packages: packages.filter((k) => k.orderId === h.id) }))
})
