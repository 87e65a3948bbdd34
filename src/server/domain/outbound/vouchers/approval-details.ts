// What an approver of a stock-out voucher looks at (/v1/StockOut/approving/details,
// /v1/abstockout/auditinfo): the approval's flow and steps, the voucher as it is now with its
// lines (and the warehouse's available stock of each), its 凭证, and the order it made once
// accepted. And AddTemp: the document type bound to an approval template.
import { get } from '../../../crud/read.ts'
import { Params } from '../../../crud/select.ts'
import { flowDetail } from '../../approval/queries.ts'
import { flowConfigSave } from '../../settings/approval.ts'
import { certificatesOf } from './certificates.ts'
import { kindOf } from './kinds.ts'
import { lineQuery } from './read.ts'
import { read, write } from '../../../kernel/define.ts'

export const approvalDetails = read(async (ctx) => {
  const kind = kindOf(ctx)
  const flow = await flowDetail(ctx, { ...ctx.payload, workflow: kind.workflow }, kind.docType)
  const docId = Number(flow.instance.docId)
  const voucher = (await get.run({ ...ctx, endpoint: { ...ctx.endpoint, op: 'get', entity: kind.workflow }, payload: { id: docId } })) as Record<
    string,
    unknown
  >
  const p = new Params()
  const q = lineQuery(kind, p, [`l.voucher_id = ${p.add(docId)}`])
  const lines = (await ctx.tx.query(`SELECT ${q.select} FROM ${q.from} WHERE ${q.where.join(' AND ')} ORDER BY l.id`, p.values)).rows
  const order = voucher.orderId
    ? ((
        await ctx.tx.query(
          `SELECT id, order_no AS "orderNo", status, total_qty AS "totalQty", allocated_qty AS "allocatedQty", shipped_qty AS "shippedQty" FROM out_order WHERE id = $1`,
          [voucher.orderId],
        )
      ).rows[0] ?? null)
    : null
  return { ...flow, voucher, lines, certificates: await certificatesOf(ctx, kind, docId), order }
})

/** AddTemp {templateId, enabled?}: the endpoint's document type bound to a template. */
export const addTemp = write((ctx) => flowConfigSave.run({ ...ctx, payload: { ...ctx.payload, docType: kindOf(ctx).docType } }))
