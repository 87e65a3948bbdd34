// Checks of the screens that name a workflow. Their row actions were expanded from it before the
// lint runs (src/config/workflow-actions.ts), so what is left to check is what the expansion
// could not use: a null that removes nothing, a workflow on a screen whose rows are not its documents.

import type { ScreenDef } from '../types.ts'
import { join } from '../pointer.ts'
import { WORKFLOW_SCREEN_KINDS } from '../workflow-actions.ts'
import type { LintContext } from './context.ts'

export function lintWorkflowActions(ctx: LintContext): void {
  for (const [key, screen] of Object.entries(ctx.config.screens)) {
    if (screen.kind !== 'group') lintScreen(ctx, join('/screens', key), screen)
  }
}

function lintScreen(ctx: LintContext, at: string, s: ScreenDef): void {
  const expands = s.workflow !== undefined && WORKFLOW_SCREEN_KINDS.includes(s.kind) && Object.hasOwn(ctx.config.workflows, s.workflow)
  // The expansion consumed every null naming a transition with an endpoint; any other stayed.
  for (const [name, action] of Object.entries(s.rowActions ?? {})) {
    if (action !== null) continue
    ctx.report(
      join(at, 'rowActions', name),
      expands ? `流程 "${s.workflow}" 没有带接口（endpoint）的转换 "${name}"，null 去不掉任何动作` : `只有指定了 workflow 的页面才能用 null 去掉流程生成的动作`,
    )
  }
  if (s.workflow === undefined) return
  if (!WORKFLOW_SCREEN_KINDS.includes(s.kind)) {
    ctx.report(join(at, 'workflow'), `workflow 只用于列表、详情和审批页（kind: ${WORKFLOW_SCREEN_KINDS.join(', ')}），本页为 kind: ${s.kind}`)
    return
  }
  const wf = Object.hasOwn(ctx.config.workflows, s.workflow) ? ctx.config.workflows[s.workflow] : undefined
  // An approval screen's rows are approvals; elsewhere the rows must be the workflow's documents.
  if (wf && s.kind !== 'approval' && s.entity !== undefined && s.entity !== wf.entity) {
    ctx.report(join(at, 'workflow'), `流程 "${s.workflow}" 属于实体 "${wf.entity}"，不是本页的实体 "${s.entity}"`)
  }
}
