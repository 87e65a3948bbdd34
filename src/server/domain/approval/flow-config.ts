// Which approval a document type needs right now, read at submit time: the tenant's enabled
// approval_flow for the type and its template's nodes. DECISION: no enabled flow (or the
// type's 业务配置 switch turned off) means no approval is needed — the engine fires the
// workflow's accept at once, as the approve-template screen tells whoever deletes a flow
// ("删除后该类单据不再需要审批"). A flow whose template was disabled afterwards is a
// misconfiguration: submitting is refused with a message instead of silently approving.
import type { HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { effectiveStrategy } from '../settings/strategy.ts'
import { docTypeLabel, strategySwitch } from './doc-types.ts'

export interface ApprovalNode {
  name: string
  roleIds?: number[]
  userIds?: number[]
}

export type ActiveFlow = { templateName: string; nodes: ApprovalNode[] } | { none: string }

export async function activeFlow(ctx: HandlerContext, docType: string): Promise<ActiveFlow> {
  const key = strategySwitch(ctx.config, docType)
  if (key && ctx.session) {
    const strategy = await effectiveStrategy(ctx.tx, ctx.session.tenantId, ctx.config.settings)
    if (!strategy[key]) return { none: '业务配置无需审批，自动通过' }
  }
  const r = await ctx.tx.query<{ name: string; nodes: ApprovalNode[]; status: number }>(
    `SELECT t.name, t.nodes, t.status FROM approval_flow f JOIN approval_template t ON t.id = f.template_id WHERE f.doc_type = $1 AND f.enabled`,
    [docType],
  )
  const flow = r.rows[0]
  if (!flow) return { none: '未配置审批流程，自动通过' }
  if (flow.status !== 1 || !flow.nodes?.length) {
    throw new BizError(`${docTypeLabel(ctx.config, docType)}的审批模板“${flow.name}”已停用，请在“审批流程”中更换模板后再提交`)
  }
  return { templateName: flow.name, nodes: flow.nodes }
}
