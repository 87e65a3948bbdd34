// Reading vouchers: the list and the record with canApprove (may the caller decide at the
// current approval node — the 同意 / 驳回 actions show only then), one voucher's lines as a
// page (detail tab), and the open approval behind the 同意 / 驳回 forms.
import type { HandlerContext } from '../../kernel/handler.ts'
import { BizError, Forbidden } from '../../kernel/errors.ts'
import { list } from '../../crud/list.ts'
import { get } from '../../crud/read.ts'
import { NOT_FOUND } from '../../crud/rows.ts'
import { Params } from '../../crud/select.ts'
import { sqlPage } from '../../crud/sql-page.ts'
import { approverNames, mayActSql } from '../approval/approvers.ts'
import type { ApprovalNode } from '../approval/flow-config.ts'
import { VOUCHER } from './states.ts'
import { read } from '../../kernel/define.ts'

type Row = Record<string, unknown> & { id: number }

/** The vouchers among ids whose open approval waits at a node the caller may act on. */
async function approvable(ctx: HandlerContext, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set()
  const r = await ctx.tx.query<{ docId: number }>(
    `SELECT i.doc_id AS "docId" FROM approval_instance i WHERE i.workflow = $1 AND i.doc_id = ANY($2::bigint[]) AND ${mayActSql('i', '$3')}`,
    [VOUCHER, ids, ctx.session!.userId],
  )
  return new Set(r.rows.map((x) => Number(x.docId)))
}

export const listVouchers = read(async (ctx) => {
  const page = (await list.run(ctx)) as { list: Row[] }
  const can = await approvable(
    ctx,
    page.list.map((r) => r.id),
  )
  return { ...page, list: page.list.map((r) => ({ ...r, canApprove: can.has(r.id) })) }
})

export const getVoucher = read(async (ctx) => {
  const row = (await get.run(ctx)) as Row
  return { ...row, canApprove: (await approvable(ctx, [row.id])).has(row.id) }
})

/** /v1/stockIn/voucher/lines {voucherId}: a page of one voucher's lines with SKU, product and unit. */
export const linePage = read(async (ctx) => {
  const p = new Params()
  const where = [`l.voucher_id = ${p.add(typeof ctx.payload.voucherId === 'number' ? ctx.payload.voucherId : 0)}`]
  const select = `l.id, l.voucher_id AS "voucherId", l.sku_id AS "skuId", l.qty, l.batch_no AS "batchNo", l.production_date AS "productionDate",
    l.expiry_date AS "expiryDate", l.remark, s.code AS "skuCode", s.attrs, p.name AS "productName", u.name AS "unitName"`
  const from = `stock_in_voucher_line l
    JOIN sku s ON s.tenant_id = l.tenant_id AND s.id = l.sku_id
    JOIN product p ON p.tenant_id = s.tenant_id AND p.id = s.product_id
    LEFT JOIN unit u ON u.tenant_id = p.tenant_id AND u.id = p.unit_id`
  return sqlPage(ctx.tx, { select, from, where, sortable: {}, order: 'l.id' }, p, ctx.payload)
})

interface OpenApproval {
  id: number
  nodeIndex: number
  voucherNo: string | null
  summary: string | null
  templateName: string | null
  nodes: ApprovalNode[]
  canAct: boolean
}

/**
 * /v1/stockIn/voucher/decision {id: voucher}: the voucher's open approval as the 同意 / 驳回 forms
 * show it ({id: the approval, nodeIndex, voucherNo, summary, templateName, currentNodeName}).
 * Someone who is not an approver of the current node is told so, and who is.
 */
export const decisionOf = read(async (ctx) => {
  const r = await ctx.tx.query<OpenApproval>(
    `SELECT i.id, i.current_node AS "nodeIndex", i.doc_no AS "voucherNo", i.summary, i.template_name AS "templateName", i.nodes, ${mayActSql('i', '$3')} AS "canAct"
       FROM approval_instance i WHERE i.workflow = $1 AND i.doc_id = $2 AND i.status = 0`,
    [VOUCHER, ctx.payload.id, ctx.session!.userId],
  )
  const open = r.rows[0]
  if (!open) {
    const seen = (await ctx.tx.query(`SELECT 1 FROM stock_in_voucher WHERE id = $1`, [ctx.payload.id])).rows.length > 0
    throw new BizError(seen ? '该入库单当前没有待审批的流程，请刷新后查看' : NOT_FOUND)
  }
  const node = open.nodes[open.nodeIndex]
  if (!open.canAct) {
    const [who] = await approverNames(ctx.tx, [node])
    throw new Forbidden(`您不是当前审批节点“${node.name}”的审批人，不能审批该入库单${who ? `（应由 ${who} 审批）` : ''}`)
  }
  const { nodes: _nodes, canAct: _canAct, ...rest } = open
  return { ...rest, currentNodeName: node.name }
})
