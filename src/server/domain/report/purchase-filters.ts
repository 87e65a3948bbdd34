// The conditions the purchase reports share: orders past approval (待入库 onwards: what was
// really ordered) created in the period, of a warehouse and a supplier when chosen.
import type { HandlerContext } from '../../kernel/handler.ts'
import type { Params } from '../../crud/select.ts'
import type { Period } from './period.ts'

/** 待入库: the first state of an accepted order (schemas/workflows/purchase.yaml). */
const ACCEPTED = 20

export function purchaseFilters(ctx: HandlerContext, p: Params, period: Period): string[] {
  const q = ctx.payload
  const where = [`g.status >= ${ACCEPTED}`, `g.created_at >= ${period.from}`, `g.created_at < ${period.to}`]
  if (q.storageId) where.push(`g.storage_id = ${p.add(q.storageId)}`)
  if (q.providerId) where.push(`g.provider_id = ${p.add(q.providerId)}`)
  return where
}
