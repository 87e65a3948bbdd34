// State labels as the workflow files declare them (schemas/workflows/*.yaml `states`), for server
// messages: a variant that renames a state is heard in every refusal that names it. Code keeps
// the state numbers (stored in the data, stable across variants); the words come from here.
import type { WmsConfig, WorkflowDef } from './types.ts'

function workflow(config: WmsConfig, workflowId: string): WorkflowDef {
  const wf = config.workflows[workflowId]
  if (!wf) throw new Error(`工作流 ${workflowId} 不存在`)
  return wf
}

/** The label of a state; the value itself when the workflow does not declare it. */
export function stateLabel(wf: WorkflowDef, value: unknown): string {
  return wf.states[String(value)]?.label ?? String(value ?? '空')
}

/** The label of state `value` of workflow `workflowId`: labelOf(config, 'outOrder', 0) → 待审核. */
export function labelOf(config: WmsConfig, workflowId: string, value: unknown): string {
  return stateLabel(workflow(config, workflowId), value)
}

/** Several states in words, as a message lists them: 待审核或已驳回. */
export function labelsOf(config: WmsConfig, workflowId: string, values: readonly number[]): string {
  return values.map((v) => labelOf(config, workflowId, v)).join('或')
}
