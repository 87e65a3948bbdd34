// Deciding at a node. The instance row is locked FOR UPDATE, so two approvers of one node
// clicking together are served one after the other: the second finds the node already passed
// (nodeIndex no longer current) and is refused instead of counting at the next node. Locks are
// taken document first, then instance — the order a submit or withdraw takes them — so a
// decision and a withdrawal of the same document never deadlock.
// Accept at the last node fires the workflow's accept transition, a reject fires its reject
// transition (opinion required), both in this same transaction; the transition's hook
// (instances.ts) closes the instance and logs the decision there.
import type { HandlerContext } from '../../kernel/handler.ts'
import { Refusal } from '../../kernel/handler.ts'
import { BizError, Forbidden } from '../../kernel/errors.ts'
import { ident } from '../../db/schema/naming.ts'
import { runTransition, stateFieldOf, workflowOf } from '../../workflow/run-transition.ts'
import { mayActSql } from './approvers.ts'
import { LOG_ACCEPT, writeApprovalLog } from './approval-log.ts'
import { ACCEPTED, closeOpenApprovals, OPEN, REJECTED, STATUS_LABELS, WITHDRAWN, type InstanceRow } from './instances.ts'
import { notifyApprovers, notifySubmitter } from './notify.ts'

export const INSTANCE_NOT_FOUND = '审批不存在或已被删除'

export interface Decision {
  /** The node the approver saw; a decision for a node already passed is refused. */
  nodeIndex?: number | null
  opinion?: string | null
  /** Only instances of this document type (endpoints of one type, e.g. /v1/product/approval). */
  docType?: string
}

export interface DecisionResult {
  id: number
  status: number
  currentNode: number
  currentNodeName: string | null
}

async function lockInstance(ctx: HandlerContext, id: number, docType?: string): Promise<InstanceRow & { may_act: boolean }> {
  const r = await ctx.tx.query<InstanceRow & { may_act: boolean }>(
    `SELECT i.id, i.workflow, i.doc_type, i.doc_id, i.doc_no, i.summary, i.nodes, i.current_node, i.status, i.submitter_id, ${mayActSql('i', '$3')} AS may_act
       FROM approval_instance i WHERE i.id = $1 AND ($2::text IS NULL OR i.doc_type = $2) FOR UPDATE`,
    [id, docType ?? null, ctx.session!.userId],
  )
  if (!r.rows[0]) throw new BizError(INSTANCE_NOT_FOUND)
  return r.rows[0]
}

export async function decideApproval(ctx: HandlerContext, id: number, what: 'accept' | 'reject', d: Decision = {}): Promise<DecisionResult | Refusal> {
  const target = (
    await ctx.tx.query<{ workflow: string; doc_id: number }>(
      `SELECT workflow, doc_id FROM approval_instance WHERE id = $1 AND ($2::text IS NULL OR doc_type = $2)`,
      [id, d.docType ?? null],
    )
  ).rows[0]
  if (!target) throw new BizError(INSTANCE_NOT_FOUND)
  const { model } = stateFieldOf(ctx.config, workflowOf(ctx.config, target.workflow))
  const docExists = (await ctx.tx.query(`SELECT 1 FROM ${ident(model.table)} WHERE id = $1 FOR UPDATE`, [target.doc_id])).rows.length > 0
  const inst = await lockInstance(ctx, id, d.docType)
  if (inst.status !== OPEN) throw new BizError(`该审批${STATUS_LABELS[inst.status] ?? '已结束'}，不能再审批`)
  if (d.nodeIndex !== undefined && d.nodeIndex !== null && d.nodeIndex !== inst.current_node) throw new BizError('该审批节点已处理，请刷新后查看')
  if (!inst.may_act) throw new Forbidden('您不是当前节点的审批人')
  const opinion = d.opinion?.trim() || null
  if (what === 'reject' && !opinion) throw new BizError('驳回时请填写审批意见', [{ field: 'opinion', message: '驳回时请填写审批意见' }])
  const wf = workflowOf(ctx.config, inst.workflow)
  const node = inst.nodes[inst.current_node]

  // A document deleted while waiting: nothing left to decide. The instance is closed and
  // that is kept (Refusal commits), so it leaves every approver's list.
  if (!docExists) {
    await closeOpenApprovals(ctx, inst.workflow, [inst.doc_id], WITHDRAWN, '单据已删除')
    return new Refusal(`${model.entity.title}已被删除，审批已自动撤销`)
  }

  const notice = { docType: inst.doc_type, docNo: inst.doc_no, summary: inst.summary }
  const next = inst.current_node + 1
  if (what === 'reject' || next >= inst.nodes.length) {
    const accepted = what === 'accept'
    await runTransition(ctx, inst.workflow, accepted ? wf.approval!.accept : wf.approval!.reject, inst.doc_id, { remark: opinion })
    await notifySubmitter(ctx, notice, inst.submitter_id, accepted, opinion)
    return { id: inst.id, status: accepted ? ACCEPTED : REJECTED, currentNode: inst.current_node, currentNodeName: null }
  }
  await writeApprovalLog(ctx, { instanceId: inst.id, nodeIndex: inst.current_node, nodeName: node?.name ?? null, action: LOG_ACCEPT, opinion })
  await ctx.tx.query(`UPDATE approval_instance SET current_node = $2, version = version + 1, updated_at = now(), updated_by = $3 WHERE id = $1`, [
    inst.id,
    next,
    ctx.session!.userId,
  ])
  await notifyApprovers(ctx, notice, inst.nodes[next])
  return { id: inst.id, status: OPEN, currentNode: next, currentNodeName: inst.nodes[next].name }
}
