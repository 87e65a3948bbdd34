// Goods approval (业务配置 approvalGoods): a new or changed product or composite waits for
// approval (10 待审批); without the flag it needs none (0). The approval engine (its own
// issue) moves 10 on to 20 已通过 or 30 已驳回; here we only set the starting status.
import type { HandlerContext } from '../../http/context.ts'
import { effectiveStrategy } from '../settings/strategy.ts'

export const APPROVAL_NONE = 0
export const APPROVAL_PENDING = 10

export async function goodsApprovalStatus(ctx: HandlerContext): Promise<number> {
  const strategy = await effectiveStrategy(ctx.tx, ctx.session!.tenantId, ctx.config.settings)
  return strategy.approvalGoods ? APPROVAL_PENDING : APPROVAL_NONE
}

/** Written apart from the version: the status follows the save, it is not a change of its own. */
export async function setApprovalStatus(ctx: HandlerContext, table: 'product' | 'composite_product', id: number | number[], status: number) {
  await ctx.tx.query(`UPDATE ${table} SET approval_status = $1 WHERE id = ANY($2::bigint[])`, [status, [id].flat()])
}
