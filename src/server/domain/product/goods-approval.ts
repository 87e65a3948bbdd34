// Goods approval (业务配置 approvalGoods) through the generic approval engine, document type
// goods: workflows `goods` (product) and `goodsComposite` (compositeProduct) move approvalStatus
// 0 无需审批 / 10 待审批 / 20 已通过 / 30 已驳回 (schemas/workflows/goods*.yaml).
// DECISION (an adapter, not op: transition endpoints): saving IS the submission. While
// approvalGoods is on, a new or changed product is submitted (an approval opens; a waiting one
// of the same product is withdrawn as 重新提交; with no goods flow configured it is accepted at
// once). With it off a save needs no approval: `clear` moves the status back to 0 and closes a
// waiting approval. Enabling or disabling is not a change that needs approval.
import type { HandlerContext } from '../../kernel/handler.ts'
import { effectiveStrategy } from '../settings/strategy.ts'
import { runTransition } from '../../workflow/run-transition.ts'

export const GOODS_WORKFLOWS = { product: 'goods', composite: 'goodsComposite' } as const
const TABLES = { product: 'product', composite: 'composite_product' } as const

export async function goodsApprovalOn(ctx: HandlerContext): Promise<boolean> {
  return (await effectiveStrategy(ctx.tx, ctx.session!.tenantId, ctx.config.settings)).approvalGoods
}

/**
 * After products (or composites) were saved: submit them for approval, or clear it. Answers
 * each one's version afterwards (a transition counts as a change of the record).
 */
export async function goodsSaved(
  ctx: HandlerContext,
  kind: 'product' | 'composite',
  ids: number[],
  change: 'creation' | 'modification',
): Promise<Map<number, number>> {
  const on = await goodsApprovalOn(ctx)
  const rows = (
    await ctx.tx.query<{ id: number; approval_status: number; version: number }>(
      `SELECT id, approval_status, version FROM ${TABLES[kind]} WHERE id = ANY($1::bigint[]) ORDER BY id`,
      [ids],
    )
  ).rows
  const versions = new Map<number, number>()
  for (const r of rows) {
    if (!on && r.approval_status === 0) {
      versions.set(Number(r.id), r.version)
      continue
    }
    const after = on
      ? await runTransition(ctx, GOODS_WORKFLOWS[kind], 'submit', Number(r.id), { remark: change === 'creation' ? '新增' : '修改' })
      : await runTransition(ctx, GOODS_WORKFLOWS[kind], 'clear', Number(r.id), { remark: '业务配置无需商品审批' })
    versions.set(Number(r.id), after.version as number)
  }
  return versions
}
