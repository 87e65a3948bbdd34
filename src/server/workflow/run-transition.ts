// The generic workflow transition runtime. CONTRACT (other areas build on it; keep it stable):
//
//   runTransition(ctx, workflowId, transitionName, id, payload?) → the updated row
//
// schemas/workflows/<workflowId>.yaml (WorkflowDef) names the entity, its state field (default
// status), the states and the transitions {title, from, to, endpoint?, permission?, confirm?,
// effect?, order?}. In the caller's transaction (the tenant's: row-level security applies):
//   1. the row is read FOR UPDATE; missing → "<实体>不存在或已被删除";
//   2. payload.version, when given, must equal the row's (else 数据已被他人修改，请刷新后重试);
//   3. the state must be one of `from` (else 当前状态“已关闭”不能执行“提交审核”);
//   4. the effect, if any, runs: ctx.deps.workflow.effects[name](ctx, row, payload), the registry
//      the composition root hands in (src/server/effects.ts); what it throws rolls it all back;
//   5. the state becomes `to`; version + 1, updated_at, updated_by;
//   6. one document_log row: doc_type = workflow id, doc_id, action = transition name, title,
//      from/to state, operator id and name, remark (payload.remark or payload.opinion);
//   7. the after-transition hooks the root hands in run, in order (the approval engine's opens an
//      instance on a workflow's `submit` and closes it when the document leaves the waiting state).
// The runtime names no area: it knows effects and hooks only by the wiring in ctx.deps.
// Permissions are the caller's business: the endpoint (op: transition) checks the transition's
// permission key; code calling runTransition in-process has decided already.
import type { WmsConfig, WorkflowDef } from '../../config/types.ts'
import type { HandlerContext } from '../kernel/handler.ts'
import { BizError } from '../kernel/errors.ts'
import { ident } from '../db/schema/naming.ts'
import { entityModel, type EntityModel, type FieldModel } from '../crud/entity-model.ts'
import { selectColumns } from '../crud/select.ts'
import { STALE } from '../crud/rows.ts'
import { writeDocumentLog } from './document-log.ts'
import { stateLabel } from '../../config/workflow-states.ts'

export type Row = Record<string, unknown>

export interface TransitionPayload {
  /** The version the caller read; absent: no optimistic check (in-process calls). */
  version?: number | null
  /** Written to the document log (opinion is accepted as another name for it). */
  remark?: string | null
  opinion?: string | null
  [key: string]: unknown
}

export function workflowOf(config: WmsConfig, workflowId: string): WorkflowDef {
  const wf = Object.hasOwn(config.workflows, workflowId) ? config.workflows[workflowId] : undefined
  if (!wf) throw new Error(`流程 ${workflowId} 不存在`)
  return wf
}

export function stateFieldOf(config: WmsConfig, wf: WorkflowDef): { model: EntityModel; state: FieldModel } {
  const model = entityModel(config, wf.entity)
  const state = model.byName.get(wf.field ?? 'status')
  if (!state) throw new Error(`实体 ${wf.entity} 没有状态字段 ${wf.field ?? 'status'}`)
  return { model, state }
}

/** The row as the API shows it (camelCase, reference labels). */
export async function readRow(ctx: HandlerContext, model: EntityModel, id: number, lock = false): Promise<Row | undefined> {
  const sql = `SELECT ${selectColumns(model)} FROM ${ident(model.table)} t WHERE t.id = $1${lock ? ' FOR UPDATE OF t' : ''}`
  return (await ctx.tx.query(sql, [id])).rows[0]
}

export const notFound = (model: EntityModel) => `${model.entity.title}不存在或已被删除`

export async function runTransition(
  ctx: HandlerContext,
  workflowId: string,
  transitionName: string,
  id: number,
  payload: TransitionPayload = {},
): Promise<Row> {
  const wf = workflowOf(ctx.config, workflowId)
  const t = Object.hasOwn(wf.transitions, transitionName) ? wf.transitions[transitionName] : undefined
  if (!t) throw new Error(`流程 ${workflowId} 没有转换 ${transitionName}`)
  const { model, state } = stateFieldOf(ctx.config, wf)
  const row = await readRow(ctx, model, id, true)
  if (!row) throw new BizError(notFound(model))
  if (payload.version !== undefined && payload.version !== null && payload.version !== row.version) throw new BizError(STALE)
  const from = row[state.name] as number
  if (!t.from.includes(Number(from))) throw new BizError(`当前状态“${stateLabel(wf, from)}”不能执行“${t.title}”`)
  if (t.effect) {
    const effects = ctx.deps.workflow.effects
    const effect = Object.hasOwn(effects, t.effect) ? effects[t.effect] : undefined
    if (!effect) throw new Error(`效果 ${t.effect} 未注册`)
    await effect(ctx, row, payload)
  }
  await ctx.tx.query(`UPDATE ${ident(model.table)} SET ${ident(state.column)} = $1, version = version + 1, updated_at = now(), updated_by = $2 WHERE id = $3`, [
    t.to,
    ctx.session?.userId ?? null,
    id,
  ])
  const remark = textOf(payload.remark) ?? textOf(payload.opinion)
  await writeDocumentLog(ctx, { docType: workflowId, docId: id, action: transitionName, title: t.title, fromState: Number(from), toState: t.to, remark })
  for (const hook of ctx.deps.workflow.afterTransition) await hook(ctx, { workflowId, wf, transition: transitionName, docId: id, from: Number(from), remark })
  return (await readRow(ctx, model, id))!
}

const textOf = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 500) : null)
