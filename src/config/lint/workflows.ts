// Cross-reference checks of workflows: entity, state field, states, endpoints, effects.

import type { WorkflowDef, WorkflowTransition } from '../types.ts'
import { join } from '../pointer.ts'
import type { LintContext } from './context.ts'

export function lintWorkflows(ctx: LintContext): void {
  for (const [id, wf] of Object.entries(ctx.config.workflows)) {
    const at = join('/workflows', id)
    const entity = ctx.needEntity(join(at, 'entity'), wf.entity)
    const field = wf.field ?? 'status'
    if (entity) ctx.needProperty(join(at, wf.field === undefined ? 'entity' : 'field'), wf.entity, entity, field)
    for (const [name, t] of Object.entries(wf.transitions)) {
      lintTransition(ctx, join(at, 'transitions', name), id, name, wf, t)
    }
  }
}

function lintTransition(ctx: LintContext, at: string, id: string, name: string, wf: WorkflowDef, t: WorkflowTransition): void {
  const declared = (state: number) => Object.hasOwn(wf.states, String(state))
  t.from.forEach((state, i) => {
    if (!declared(state)) ctx.report(join(at, 'from', i), `状态 ${state} 未在 states 中声明`)
  })
  if (!declared(t.to)) ctx.report(join(at, 'to'), `状态 ${t.to} 未在 states 中声明`)
  if (t.permission !== undefined) ctx.needPermission(join(at, 'permission'), t.permission)
  if (t.effect !== undefined) ctx.needRegistered(join(at, 'effect'), 'effects', '效果', t.effect)
  if (t.endpoint === undefined || !ctx.needEndpoint(join(at, 'endpoint'), t.endpoint)) return
  const ep = ctx.config.endpoints[t.endpoint]
  if (ep.op !== 'transition') {
    ctx.report(join(at, 'endpoint'), `接口 "${t.endpoint}" 应为 op: transition（现为 ${ep.op}）`)
  } else if (ep.workflow !== id || ep.transition !== name) {
    ctx.report(join(at, 'endpoint'), `接口 "${t.endpoint}" 指向流程 "${ep.workflow ?? ''}" 的转换 "${ep.transition ?? ''}"，应为 "${id}" 的 "${name}"`)
  }
}
