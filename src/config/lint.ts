// Cross-reference lint over the MERGED config (after the variant's overlays), so an error an
// overlay introduces is located in the variant file through provenance.

import type { ConfigError, Registries, SourceLoc, WmsConfig } from './types.ts'
import { LintContext } from './lint/context.ts'
import { Unusable } from './unusable.ts'
import { lintEndpoints } from './lint/endpoints.ts'
import { lintEntities } from './lint/entities.ts'
import { lintScreens } from './lint/screens.ts'
import { lintWorkflows } from './lint/workflows.ts'
import { lintApproval } from './lint/approval.ts'
import { lintWorkflowActions } from './lint/workflow-actions.ts'
import { lintDemo } from './lint/demo.ts'

export interface LintOptions {
  registries?: Registries
  /** Location of a pointer into the merged config. */
  locate: (pointer: string) => SourceLoc | undefined
  /** Parts left out of the config for their own errors: references to them are not reported. */
  unusable?: Unusable
}

const UNLOCATED: SourceLoc = { file: '(config)', line: 1, col: 1 }

export function lintConfig(config: WmsConfig, opts: LintOptions): ConfigError[] {
  const ctx = new LintContext(config, opts.registries ?? {}, opts.unusable ?? new Unusable())
  lintEntities(ctx)
  lintEndpoints(ctx)
  // Workflows before screens: a transition's problem repeats in the row action it gives a screen,
  // at the same line, and the first report (the one naming the transition) is the one kept.
  lintWorkflows(ctx)
  lintScreens(ctx)
  lintApproval(ctx)
  lintWorkflowActions(ctx)
  lintDemo(ctx)
  return ctx.issues.map((i) => ({ ...(opts.locate(i.pointer) ?? UNLOCATED), message: i.message, pointer: i.pointer }))
}
