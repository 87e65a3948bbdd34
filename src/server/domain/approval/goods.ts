// The goods approval screens' own calls (/v1/product/approval/*) beyond the generic ones: what
// the approver looks at — the product (or composite) as it is now, and for a change what
// differs from the version last approved (the document as it was submitted then).
import type { HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { entityModel } from '../../crud/entity-model.ts'
import { productDetail } from '../product/product-read.ts'
import { getComposite } from '../product/composite.ts'
import { GOODS_WORKFLOWS } from '../product/goods-approval.ts'
import { findInstance } from './queries.ts'
import { ACCEPTED } from './instances.ts'
import { read } from '../../kernel/define.ts'

type Row = Record<string, unknown>

async function goodsInstance(ctx: HandlerContext) {
  return findInstance(ctx, { id: ctx.payload.id }, 'goods')
}

/** The document now: a product with its SKUs, or a composite with its components. */
async function documentNow(ctx: HandlerContext, workflow: string, docId: number): Promise<Row> {
  const composite = workflow === GOODS_WORKFLOWS.composite
  const entity = composite ? 'compositeProduct' : 'product'
  const handler = composite ? getComposite : productDetail
  const row = (await handler.run({ ...ctx, endpoint: { ...ctx.endpoint, entity }, payload: { id: docId } })) as Row
  return { ...row, kind: composite ? 'composite' : 'product' }
}

/** /v1/product/approval/creation {id}: the product (or composite) the approval is about. */
export const goodsCreation = read(async (ctx) => {
  const i = await goodsInstance(ctx)
  return documentNow(ctx, i.workflow, i.docId)
})

/** /v1/product/approval/combination/detail {id}: the composite of a composite's approval. */
export const goodsCombination = read(async (ctx) => {
  const i = await goodsInstance(ctx)
  if (i.workflow !== GOODS_WORKFLOWS.composite) throw new BizError('该审批不是组合商品的审批')
  return documentNow(ctx, i.workflow, i.docId)
})

const SKIP = new Set(['approvalStatus', 'version', 'updatedAt', 'updatedBy', 'updatedByName', 'createdAt', 'createdBy', 'createdByName'])

/**
 * /v1/product/approval/modification {id}: the header fields that differ between the document
 * as submitted for this approval and as it was submitted for the last approval that passed
 * (none before: everything is new). Lines are compared by count only.
 */
export const goodsModification = read(async (ctx) => {
  const i = await goodsInstance(ctx)
  const prev = await ctx.tx.query<{ snapshot: Row }>(
    `SELECT snapshot FROM approval_instance WHERE workflow = $1 AND doc_id = $2 AND status = $3 AND id < $4 ORDER BY id DESC LIMIT 1`,
    [i.workflow, i.docId, ACCEPTED, i.id],
  )
  const before = prev.rows[0]?.snapshot ?? null
  const after = (i.snapshot ?? {}) as Row
  const model = entityModel(ctx.config, i.workflow === GOODS_WORKFLOWS.composite ? 'compositeProduct' : 'product')
  const changes = model.fields
    .filter((f) => !SKIP.has(f.name) && !f.field['x-secret'])
    .filter((f) => JSON.stringify(before?.[f.name] ?? null) !== JSON.stringify(after[f.name] ?? null))
    .map((f) => {
      const ref = model.refs.find((r) => r.column === f.column)
      const show = (row: Row | null) => (row ? ((ref ? (row[ref.key] ?? row[f.name]) : row[f.name]) ?? null) : null)
      return { field: f.name, title: f.field.title, before: show(before), after: show(after) }
    })
  return { kind: before ? 'modification' : 'creation', before, after, changes }
})
