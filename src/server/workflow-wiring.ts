// What the workflow runtime is handed at the composition root: the effects of every area
// (effects.ts) and the after-transition hooks (the approval engine opens and closes instances).
// The app, the demo seed and the tools all run transitions with this one wiring.
import type { WorkflowWiring } from './kernel/handler.ts'
import { effects } from './effects.ts'
import { afterApprovalTransition } from './domain/approval/instances.ts'

export const workflowWiring: WorkflowWiring = { effects, afterTransition: [afterApprovalTransition] }
