// Meta-schema of schemas/workflows/<id>.yaml.

import type { WorkflowApproval, WorkflowDef, WorkflowState, WorkflowTransition } from '../types.ts'
import { bool, int, mapOf, nonEmpty, num, obj, req, str } from './helpers.ts'

/** State keys are integers written as map keys: 0, 10, -1 (no leading zeros). */
export const STATE_KEY_PATTERN = '^(0|-?[1-9][0-9]*)$'

const state = obj<WorkflowState>({ label: req(nonEmpty), color: nonEmpty })

const transition = obj<WorkflowTransition>({
  title: req(nonEmpty),
  from: req({ type: 'array', minItems: 1, items: { type: 'integer' }, uniqueItems: true }),
  to: req(int),
  endpoint: nonEmpty,
  permission: nonEmpty,
  confirm: str,
  danger: bool,
  approval: nonEmpty,
  effect: nonEmpty,
  order: num,
})

const approval = obj<WorkflowApproval>({
  docType: req(nonEmpty),
  submit: req(nonEmpty),
  accept: req(nonEmpty),
  reject: req(nonEmpty),
  docNo: nonEmpty,
  // One field, or several joined in the summary (no anyOf: its error would not be in Chinese).
  summary: { type: ['string', 'array'], minLength: 1, minItems: 1, items: nonEmpty },
})

export const workflowMeta = obj<WorkflowDef>({
  entity: req(nonEmpty),
  field: nonEmpty,
  states: req(mapOf(state, STATE_KEY_PATTERN, '状态值：整数')),
  transitions: req(mapOf(transition)),
  approval,
})
