// Reading vouchers: the list and the record with canApprove (may the caller decide at the
// current approval node) and the status of the order an accepted voucher made; one voucher's
// lines as a page with the warehouse's available stock of each SKU now (detail tab).
import type { HandlerContext } from '../../../kernel/handler.ts'
import { ident } from '../../../db/schema/naming.ts'
import { list } from '../../../crud/list.ts'
import { get } from '../../../crud/read.ts'
import { Params } from '../../../crud/select.ts'
import { sqlPage } from '../../../crud/sql-page.ts'
import { mayActSql } from '../../approval/approvers.ts'
import { kindOf, type VoucherKind } from './kinds.ts'
import { availableSql } from './available.ts'
import { read } from '../../../kernel/define.ts'

type Row = Record<string, unknown> & { id: number; orderId?: number | null }

/** canApprove and orderStatus for the rows. */
async function decorate(ctx: HandlerContext, kind: VoucherKind, rows: Row[]): Promise<Row[]> {
  if (!rows.length) return rows
  const ids = rows.map((r) => r.id)
  const can = new Set(
    (
      await ctx.tx.query<{ docId: number }>(
        `SELECT i.doc_id AS "docId" FROM approval_instance i WHERE i.workflow = $1 AND i.doc_id = ANY($2::bigint[]) AND ${mayActSql('i', '$3')}`,
        [kind.workflow, ids, ctx.session!.userId],
      )
    ).rows.map((x) => Number(x.docId)),
  )
  const orderIds = rows.map((r) => r.orderId).filter((x): x is number => !!x)
  const status = new Map(
    orderIds.length
      ? (await ctx.tx.query<{ id: number; status: number }>(`SELECT id, status FROM out_order WHERE id = ANY($1::bigint[])`, [orderIds])).rows.map((o) => [
          Number(o.id),
          o.status,
        ])
      : [],
  )
  return rows.map((r) => ({ ...r, canApprove: can.has(r.id), orderStatus: r.orderId ? (status.get(Number(r.orderId)) ?? null) : null }))
}

export const listVouchers = read(async (ctx) => {
  const page = (await list.run(ctx)) as { list: Row[] }
  return { ...page, list: await decorate(ctx, kindOf(ctx), page.list) }
})

export const getVoucher = read(async (ctx) => {
  const row = (await get.run(ctx)) as Row
  return (await decorate(ctx, kindOf(ctx), [row]))[0]
})

/** The SKU facts a line shows (code, attributes, product, unit), joined on lines aliased l. */
export const SKU_COLUMNS = `s.code AS "skuCode", s.attrs, p.name AS "productName", u.name AS "unitName"`
export const SKU_JOINS = `JOIN sku s ON s.tenant_id = l.tenant_id AND s.id = l.sku_id
    JOIN product p ON p.tenant_id = s.tenant_id AND p.id = s.product_id
    LEFT JOIN unit u ON u.tenant_id = p.tenant_id AND u.id = p.unit_id`

/** The lines of vouchers with SKU, product, unit and available stock in the voucher's warehouse. */
export function lineQuery(kind: VoucherKind, p: Params, where: string[]) {
  const select = `l.id, l.voucher_id AS "voucherId", l.sku_id AS "skuId", l.qty, l.batch_no AS "batchNo", l.remark,
    ${SKU_COLUMNS}, ${availableSql('v.storage_id', 'l.sku_id')} AS available`
  const from = `${ident(kind.lineTable)} l
    JOIN ${ident(kind.table)} v ON v.tenant_id = l.tenant_id AND v.id = l.voucher_id
    ${SKU_JOINS}`
  return { select, from, where, sortable: {}, order: 'l.id' }
}

/** …/lines {voucherId}: a page of one voucher's lines. */
export const linePage = read(async (ctx) => {
  const p = new Params()
  const id = typeof ctx.payload.voucherId === 'number' ? ctx.payload.voucherId : 0
  return sqlPage(ctx.tx, lineQuery(kindOf(ctx), p, [`l.voucher_id = ${p.add(id)}`]), p, ctx.payload)
})
