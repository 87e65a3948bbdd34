// op: transition — an endpoint that fires one workflow transition:
//   /v1/purchase/submitreview: { op: transition, workflow: purchase, transition: submitreview, permission?, payload? }
// Body {id, version?, remark?/opinion?, …fields of the payload schema}. The permission key is the
// endpoint's, else the transition's (dispatch checks it before the transaction). Answers the
// updated row.
import { runTransition } from './run-transition.ts'
import { write } from '../kernel/define.ts'

export const transition = write(async (ctx) => {
  const { id, ...rest } = ctx.payload as { id: number } & Record<string, unknown>
  return runTransition(ctx, ctx.endpoint.workflow!, ctx.endpoint.transition!, id, rest)
})
