// Row actions from workflows: a list, detail or approval screen that names its `workflow` gets one
// row action per transition that has an endpoint — title, confirm, permission, danger and order
// from the transition, and visibleWhen on the state field for the transition's `from` states.
// The screen's rowActions entry of the same name overrides it key by key; an entry that is
// null leaves the transition out. Run once by the loader on the merged config, so the
// server (read permissions derived from screens), the lint and the web all see the same actions.

import type { Condition, ScreenAction, WorkflowDef, WorkflowTransition } from './types.ts'
import { isPlainObject, type PlainObject } from './merge.ts'
import type { IndexNode, SourceIndex } from './provenance.ts'

/** Screen kinds that take a workflow's actions (an approval screen's act on the approval's document). */
export const WORKFLOW_SCREEN_KINDS: readonly string[] = ['list', 'detail', 'approval']

/** The state condition of a transition: eq for one state, in for several. */
export function fromCondition(workflow: Pick<WorkflowDef, 'field'>, from: number[]): Condition {
  return { [workflow.field ?? 'status']: from.length === 1 ? { eq: from[0] } : { in: [...from] } }
}

/** The row action a transition with an endpoint gives a screen. */
export function transitionAction(workflow: Pick<WorkflowDef, 'field'>, t: WorkflowTransition): ScreenAction {
  const a: ScreenAction = { title: t.title, endpoint: t.endpoint }
  if (t.confirm !== undefined) a.confirm = t.confirm
  if (t.danger !== undefined) a.danger = t.danger
  if (t.permission !== undefined) a.permission = t.permission
  a.visibleWhen = fromCondition(workflow, t.from)
  if (t.order !== undefined) a.order = t.order
  return a
}

/** Where each generated key comes from in the workflow file. */
const SOURCE_KEY: Record<string, string> = {
  title: 'title',
  endpoint: 'endpoint',
  confirm: 'confirm',
  danger: 'danger',
  permission: 'permission',
  visibleWhen: 'from',
  order: 'order',
}

/**
 * The screens with their workflows' actions expanded (inputs are not mutated). Shapes are not
 * trusted (the merged config is validated afterwards): anything malformed is left as it is for
 * the meta-schema and the lint to report. With an index, generated keys are located at the
 * transition's lines, so an error in a generated action names the workflow file.
 */
export function expandWorkflowActions(screens: PlainObject, workflows: PlainObject, index?: SourceIndex): PlainObject {
  const out: PlainObject = { ...screens }
  for (const [key, screen] of Object.entries(screens)) {
    if (!isPlainObject(screen) || typeof screen.workflow !== 'string' || !WORKFLOW_SCREEN_KINDS.includes(screen.kind as string)) continue
    const wf = Object.hasOwn(workflows, screen.workflow) ? workflows[screen.workflow] : undefined
    if (!isPlainObject(wf) || !isPlainObject(wf.transitions)) continue
    if (screen.rowActions !== undefined && !isPlainObject(screen.rowActions)) continue
    const own = isPlainObject(screen.rowActions) ? screen.rowActions : {}
    const generated = generatedActions(wf as unknown as WorkflowDef)
    if (!generated.length) continue

    const rowActions: PlainObject = {}
    const names = new Set(generated.map(([n]) => n))
    // The screen's own entries keep their places; generated ones it does not name follow.
    for (const [name, entry] of Object.entries(own)) {
      if (!names.has(name)) rowActions[name] = entry
      else if (entry !== null) rowActions[name] = merged(generated.find(([n]) => n === name)![1], entry)
    }
    for (const [name, action] of generated) if (!Object.hasOwn(own, name)) rowActions[name] = action

    out[key] = { ...screen, rowActions }
    if (index) locateGenerated(index, key, screen.workflow, generated, own)
  }
  return out
}

function generatedActions(wf: WorkflowDef): [string, ScreenAction][] {
  const list: [string, ScreenAction][] = []
  for (const [name, t] of Object.entries(wf.transitions)) {
    if (!isPlainObject(t) || typeof t.endpoint !== 'string' || !Array.isArray(t.from)) continue
    list.push([name, transitionAction(wf, t)])
  }
  return list
}

/** The screen's entry over the generated action, key by key (a condition is replaced whole). */
function merged(action: ScreenAction, entry: unknown): unknown {
  return isPlainObject(entry) ? { ...action, ...entry } : entry // not an action: left for the meta-schema to report
}

/** Generated keys point at the transition; keys the screen wrote keep the screen's lines. */
function locateGenerated(index: SourceIndex, screen: string, workflow: string, generated: [string, ScreenAction][], own: PlainObject): void {
  for (const [name] of generated) {
    const entry = own[name]
    if (entry === null) continue
    const at = ['screens', screen, 'rowActions', name]
    const transition = index.get(['workflows', workflow, 'transitions', name])
    const written = index.get(at)
    const kids = new Map<string, IndexNode>()
    for (const [key, from] of Object.entries(SOURCE_KEY)) {
      const node = transition?.kids?.get(from)
      if (node) kids.set(key, node)
    }
    for (const [k, node] of written?.kids ?? []) kids.set(k, node)
    index.replace(at, { loc: written?.loc ?? transition?.loc, kids })
  }
}
