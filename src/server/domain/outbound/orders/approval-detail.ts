// /v1/order/approving/orderDetails {id}: the order behind an order-cancel approval (id is the
// approval's), with its lines and what it holds, for the approver to judge.
import { BizError } from '../../../kernel/errors.ts'
import { allocationPage } from './allocations.ts'
import { headerOf, linesOf } from './read.ts'
import { read } from '../../../kernel/define.ts'

export const cancelApprovalOrder = read(async (ctx) => {
  const i = (
    await ctx.tx.query<{ docId: number }>(`SELECT doc_id AS "docId" FROM approval_instance WHERE id = $1 AND doc_type = 'orderCancel'`, [ctx.payload.id])
  ).rows[0]
  if (!i) throw new BizError('审批不存在或已被删除')
  const id = Number(i.docId)
  return {
    ...(await headerOf(ctx, id)),
    lines: await linesOf(ctx, [id]),
    allocations: (await allocationPage(ctx, { orderId: id, status: 1, pageSize: 200 })).list,
  }
})
