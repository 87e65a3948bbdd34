// Approval instances, driven by the workflow runtime. CONTRACT (the composition root hands
// afterApprovalTransition to the runtime, which calls it after every transition; it acts on
// workflows that have `approval:`):
//  - the `submit` transition closes an earlier open instance of the document (撤回, 重新提交) and
//    opens a new one with the template's nodes copied, at node 0, approvers notified — or, when
//    the tenant needs no approval for the type (flow-config.ts), fires `accept` at once;
//  - any other transition that leaves the submit's target state closes the open instance:
//    accept → 10 已通过, reject → 20 已驳回, anything else (withdraw, cancel) → 90 已撤回.
// This is the one place an instance is closed; the decisions at nodes (decide.ts) move between
// nodes and fire the transitions. At most one open instance per document (a partial unique
// index); instances are never deleted.
import type { WorkflowDef } from '../../../config/types.ts'
import type { AfterTransition, HandlerContext } from '../../kernel/handler.ts'
import { readRow, runTransition, stateFieldOf, type Row } from '../../workflow/run-transition.ts'
import type { EntityModel } from '../../crud/entity-model.ts'
import { activeFlow, type ApprovalNode } from './flow-config.ts'
import { LOG_ACCEPT, LOG_REJECT, LOG_SUBMIT, LOG_WITHDRAW, writeApprovalLog } from './approval-log.ts'
import { notifyApprovers } from './notify.ts'
import { approvalSummary } from './summary.ts'

export const OPEN = 0
export const ACCEPTED = 10
export const REJECTED = 20
export const WITHDRAWN = 90

export const STATUS_LABELS: Record<number, string> = { [OPEN]: '审批中', [ACCEPTED]: '已通过', [REJECTED]: '已驳回', [WITHDRAWN]: '已撤回' }

/** An instance as stored (snake_case columns the engine works with). */
export interface InstanceRow {
  id: number
  workflow: string
  doc_type: string
  doc_id: number
  doc_no: string | null
  summary: string | null
  nodes: ApprovalNode[]
  current_node: number
  status: number
  submitter_id: number | null
}

export const afterApprovalTransition: AfterTransition = async (ctx, { workflowId, wf, transition: name, docId, from, remark }) => {
  const a = wf.approval
  if (!a) return
  const pending = wf.transitions[a.submit].to
  if (name === a.submit) return openApproval(ctx, workflowId, wf, docId, remark)
  if (from !== pending || wf.transitions[name].to === pending) return
  const status = name === a.accept ? ACCEPTED : name === a.reject ? REJECTED : WITHDRAWN
  await closeOpenApproval(ctx, workflowId, docId, status, remark ?? (status === WITHDRAWN ? wf.transitions[name].title : null))
}

async function openApproval(ctx: HandlerContext, workflowId: string, wf: WorkflowDef, docId: number, remark: string | null): Promise<void> {
  const a = wf.approval!
  await closeOpenApproval(ctx, workflowId, docId, WITHDRAWN, '重新提交')
  const flow = await activeFlow(ctx, a.docType)
  if ('none' in flow) {
    await runTransition(ctx, workflowId, a.accept, docId, { remark: flow.none })
    return
  }
  const { model } = stateFieldOf(ctx.config, wf)
  const row = (await readRow(ctx, model, docId))!
  const docNo = docNoOf(wf, model, row)
  const summary = await approvalSummary(ctx, wf, model, row)
  const storageId = model.byName.has('storageId') ? (row.storageId ?? null) : null
  const r = await ctx.tx.query<{ id: number }>(
    `INSERT INTO approval_instance (tenant_id, workflow, doc_type, doc_id, doc_no, summary, storage_id, template_name, nodes, current_node, status,
                                    submitter_id, submitter_name, submitted_at, remark, snapshot, created_by, updated_by)
     VALUES (app_tenant_id(), $1, $2, $3, $4, $5, $6, $7, $8, 0, 0, $9, $10, now(), $11, $12, $9, $9) RETURNING id`,
    [
      workflowId,
      a.docType,
      docId,
      docNo,
      summary,
      storageId,
      flow.templateName.slice(0, 64),
      JSON.stringify(flow.nodes),
      ctx.session?.userId ?? null,
      ctx.session?.realName?.slice(0, 32) ?? null,
      remark,
      JSON.stringify(row),
    ],
  )
  await writeApprovalLog(ctx, { instanceId: r.rows[0].id, nodeIndex: null, nodeName: null, action: LOG_SUBMIT, opinion: remark })
  await notifyApprovers(ctx, { docType: a.docType, docNo, summary }, flow.nodes[0])
}

const LOG_OF: Record<number, number> = { [ACCEPTED]: LOG_ACCEPT, [REJECTED]: LOG_REJECT, [WITHDRAWN]: LOG_WITHDRAW }

/** Closes the open instance of a document, if any, and logs it at its current node. */
export async function closeOpenApproval(ctx: HandlerContext, workflowId: string, docId: number, status: number, opinion: string | null): Promise<void> {
  await closeOpenApprovals(ctx, workflowId, [docId], status, opinion)
}

/** The same for many documents: e.g. products deleted while waiting (撤回, 单据已删除). */
export async function closeOpenApprovals(ctx: HandlerContext, workflowId: string, docIds: number[], status: number, opinion: string | null): Promise<number> {
  const r = await ctx.tx.query<{ id: number; current_node: number; node_name: string | null }>(
    `UPDATE approval_instance SET status = $1, finished_at = now(), version = version + 1, updated_at = now(), updated_by = $2
      WHERE workflow = $3 AND doc_id = ANY($4::bigint[]) AND status = 0
      RETURNING id, current_node, nodes -> current_node ->> 'name' AS node_name`,
    [status, ctx.session?.userId ?? null, workflowId, docIds],
  )
  for (const i of r.rows) await writeApprovalLog(ctx, { instanceId: i.id, nodeIndex: i.current_node, nodeName: i.node_name, action: LOG_OF[status], opinion })
  return r.rows.length
}

/** 单号: the approval's docNo field, else the entity's generated number, else its code, else 实体#id. */
function docNoOf(wf: WorkflowDef, model: EntityModel, row: Row): string {
  const field = wf.approval?.docNo ?? model.fields.find((f) => f.field['x-generated'])?.name ?? (model.byName.has('code') ? 'code' : undefined)
  const v = field ? row[field] : undefined
  return (v !== null && v !== undefined && v !== '' ? String(v) : `${model.entity.title}#${row.id}`).slice(0, 64)
}
