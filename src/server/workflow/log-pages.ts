// A document's history as pages for a detail screen's tabs, for any workflow: the endpoint
// fixes the workflow with `options: { workflow: <id> }` and the payload carries docId (the
// document's id) and paging.
//   workflow.logPage    — its document log (every transition), newest first, states as labels;
//   approving.stepPage  — the steps of all its approvals (提交, 通过, 驳回, 撤回 at a node, with
//                         who, when and the opinion), newest first.
// Both read through row-level security: another tenant's document reads as an empty page.
import type { HandlerContext } from '../kernel/handler.ts'
import { BizError } from '../kernel/errors.ts'
import { Params } from '../crud/select.ts'
import { sqlPage } from '../crud/sql-page.ts'
import { read } from '../kernel/define.ts'

function workflowOption(ctx: HandlerContext): string {
  const workflow = ctx.endpoint.options?.workflow
  if (typeof workflow !== 'string' || !Object.hasOwn(ctx.config.workflows, workflow)) throw new BizError('接口未指定流程')
  return workflow
}

/** A tab screen opened on its own (no document) shows nothing. */
const docIdOf = (ctx: HandlerContext): number => (typeof ctx.payload.docId === 'number' ? ctx.payload.docId : 0)

export const documentLogPage = read(async (ctx) => {
  const workflow = workflowOption(ctx)
  const p = new Params()
  const where = [`d.doc_type = ${p.add(workflow)}`, `d.doc_id = ${p.add(docIdOf(ctx))}`]
  const select = `d.id, d.action, d.title, d.from_state AS "fromState", d.to_state AS "toState", d.operator_name AS "operatorName", d.remark, d.created_at AS "createdAt"`
  const page = await sqlPage(ctx.tx, { select, from: 'document_log d', where, sortable: {}, order: 'd.id DESC' }, p, ctx.payload)
  const states = ctx.config.workflows[workflow].states
  const label = (v: unknown) => (v === null || v === undefined ? v : (states[String(v)]?.label ?? v))
  return { ...page, list: page.list.map((r) => ({ ...r, fromState: label(r.fromState), toState: label(r.toState) })) }
})

export const approvalStepPage = read(async (ctx) => {
  const p = new Params()
  const where = [`i.workflow = ${p.add(workflowOption(ctx))}`, `i.doc_id = ${p.add(docIdOf(ctx))}`]
  const select = `l.id, i.doc_id AS "docId", l.instance_id AS "instanceId", i.template_name AS "templateName", l.node_name AS "nodeName",
    l.action, l.user_name AS "userName", l.opinion, l.created_at AS "createdAt"`
  const from = `approval_log l JOIN approval_instance i ON i.tenant_id = l.tenant_id AND i.id = l.instance_id`
  return sqlPage(ctx.tx, { select, from, where, sortable: {}, order: 'l.id DESC' }, p, ctx.payload)
})
