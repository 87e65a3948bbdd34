// Handlers of the workflow runtime's and the approval engine's calls (/v1/approving/*, and the
// per-type paths such as /v1/product/approval/*, which fix the document type with
// `options: { docType }`), registered in src/server/handlers.ts.
import type { HandlerContext, HandlerRegistry } from '../../kernel/handler.ts'
import { read, write } from '../../kernel/define.ts'
import { documentLogs } from '../../workflow/document-log.ts'
import { flowConfigGet } from '../settings/approval.ts'
import { approvalLogOf } from './approval-log.ts'
import { decideApproval } from './decide.ts'
import { approvalPage, countWaiting, findInstance, flowDetail, waitingByType } from './queries.ts'
import { goodsCombination, goodsCreation, goodsModification } from './goods.ts'
import { registerApprovalTiles } from './tiles.ts'

registerApprovalTiles()

/** The document type an endpoint is fixed to (options.docType), else none. */
const fixedType = (ctx: HandlerContext): string | undefined => {
  const t = ctx.endpoint.options?.docType
  return typeof t === 'string' ? t : undefined
}

export const approvalHandlers: HandlerRegistry = {
  'workflow.logs': documentLogs,
  'approving.page': read((ctx) => approvalPage(ctx, { ...ctx.payload, docType: fixedType(ctx) ?? ctx.payload.docType })),
  'approving.count': read(async (ctx) => {
    const docType = fixedType(ctx) ?? ctx.payload.docType
    if (docType) return { total: await countWaiting(ctx.tx, ctx.session!.userId, docType), docType }
    const byDocType = await waitingByType(ctx.tx, ctx.session!.userId)
    return { total: Object.values(byDocType).reduce((a, b) => a + b, 0), byDocType }
  }),
  'approving.flowDetail': read((ctx) => flowDetail(ctx, ctx.payload, fixedType(ctx))),
  'approving.logs': read(async (ctx) => approvalLogOf(ctx, (await findInstance(ctx, ctx.payload, fixedType(ctx))).id)),
  'approving.accept': write((ctx) => decideApproval(ctx, ctx.payload.id, 'accept', { ...ctx.payload, docType: fixedType(ctx) })),
  'approving.reject': write((ctx) => decideApproval(ctx, ctx.payload.id, 'reject', { ...ctx.payload, docType: fixedType(ctx) })),
  'approving.flowConfig': read((ctx) => flowConfigGet.run({ ...ctx, payload: { docType: fixedType(ctx) } })),
  'goodsApproval.creation': goodsCreation,
  'goodsApproval.modification': goodsModification,
  'goodsApproval.combination': goodsCombination,
}
