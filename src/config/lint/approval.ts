// Cross-reference checks of the approval engine's config: a workflow's `approval` block names
// its own transitions and a known document type; an approval screen names a document type.
// The document types are the enum of approvalFlow.docType (where a tenant binds a type to a
// template), so a type nobody can configure cannot be used.

import type { WorkflowDef } from '../types.ts'
import { join } from '../pointer.ts'
import { didYouMean } from '../suggest.ts'
import type { LintContext } from './context.ts'

/** The document types of approvalFlow.docType; undefined when that entity is absent (fixtures). */
export function approvalDocTypes(ctx: LintContext): string[] | undefined {
  const values = ctx.entity('approvalFlow')?.properties.docType?.enum
  return values?.map(String)
}

function needDocType(ctx: LintContext, at: string, docType: string): void {
  const known = approvalDocTypes(ctx)
  if (known && !known.includes(docType)) {
    ctx.report(at, `审批单据类型 "${docType}" 不在 approvalFlow.docType 的取值中${didYouMean(docType, known)}`)
  }
}

export function lintApproval(ctx: LintContext): void {
  for (const [id, wf] of Object.entries(ctx.config.workflows)) if (wf.approval) lintWorkflowApproval(ctx, id, wf)
  for (const [key, s] of Object.entries(ctx.config.screens)) {
    if (s.kind === 'group') continue
    const at = join('/screens', key)
    if (s.kind === 'approval' && s.docType === undefined) ctx.report(at, `审批页（kind: approval）需要 "docType"`)
    if (s.docType === undefined) continue
    if (s.kind !== 'approval') ctx.report(join(at, 'docType'), `只有审批页（kind: approval）可以有 docType`)
    else needDocType(ctx, join(at, 'docType'), s.docType)
  }
  for (const [id, e] of Object.entries(ctx.config.entities))
    for (const [name, f] of Object.entries(e.properties))
      if (f['x-approvalDocType'] !== undefined) needDocType(ctx, join('/entities', id, 'properties', name, 'x-approvalDocType'), f['x-approvalDocType'])
}

function lintWorkflowApproval(ctx: LintContext, id: string, wf: WorkflowDef): void {
  const a = wf.approval!
  const at = join('/workflows', id, 'approval')
  needDocType(ctx, join(at, 'docType'), a.docType)
  const names = Object.keys(wf.transitions)
  const named = (role: 'submit' | 'accept' | 'reject') => {
    if (Object.hasOwn(wf.transitions, a[role])) return wf.transitions[a[role]]
    ctx.report(join(at, role), `流程 "${id}" 没有转换 "${a[role]}"${didYouMean(a[role], names)}`)
    return undefined
  }
  const submit = named('submit')
  const accept = named('accept')
  const reject = named('reject')
  // The engine fires accept and reject on a document that waits in the submit's target state.
  if (submit && accept && !accept.from.includes(submit.to)) ctx.report(join(at, 'accept'), `转换 "${a.accept}" 的 from 应包含提交后的状态 ${submit.to}`)
  if (submit && reject && !reject.from.includes(submit.to)) ctx.report(join(at, 'reject'), `转换 "${a.reject}" 的 from 应包含提交后的状态 ${submit.to}`)
  if (a.accept === a.reject || a.submit === a.accept || a.submit === a.reject) ctx.report(at, `submit、accept、reject 应为三个不同的转换`)
  // Any name the document's row carries: a property, or a reference label (providerName).
  const entity = ctx.entity(wf.entity)
  if (entity && a.docNo !== undefined) ctx.needDataName(join(at, 'docNo'), wf.entity, entity, a.docNo)
  if (entity && typeof a.summary === 'string') ctx.needDataName(join(at, 'summary'), wf.entity, entity, a.summary)
  if (entity && a.lineCount && !entity['x-lines']) ctx.report(join(at, 'lineCount'), `实体 "${wf.entity}" 没有明细行（x-lines），不能在摘要中显示行数`)
  if (entity && Array.isArray(a.summary)) a.summary.forEach((name, i) => ctx.needDataName(join(at, 'summary', String(i)), wf.entity, entity, name))
}
