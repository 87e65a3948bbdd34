// A transfer touches two warehouses. Its row is seen from either (x-dataScope), but shipping acts in
// the source warehouse and receiving (or writing off what never arrived) in the target: the caller
// must work there. Shipping puts the goods in transit at the target, a balance row the shipper may
// not see: that one posting runs with the target added to the caller's data scope, and the scope
// is restored at once (set_config … true: it would end with the transaction anyway).
import type { HandlerContext } from '../../kernel/handler.ts'
import type { Tx } from '../../db/types.ts'
import { BizError } from '../../kernel/errors.ts'
import { allowedStorageIds } from '../user/scope.ts'

/** Refuses unless the caller works in the warehouse (kept to none: all of them). */
export async function mustWorkIn(ctx: HandlerContext, storageId: number, what: string): Promise<void> {
  const scope = await allowedStorageIds(ctx.tx, ctx.session!.tenantId, ctx.session!.userId)
  if (!scope || scope.map(Number).includes(Number(storageId))) return
  const name = (await ctx.tx.query<{ name: string }>(`SELECT name FROM storage WHERE id = $1`, [storageId])).rows[0]?.name ?? '该仓库'
  throw new BizError(`你没有仓库“${name}”的数据权限，不能${what}`)
}

/** Runs fn with storageId inside the data scope of this transaction (unchanged when the scope is all). */
export async function withStorageInScope<T>(tx: Tx, storageId: number, fn: () => Promise<T>): Promise<T> {
  const before = (await tx.query<{ s: string | null }>(`SELECT current_setting('app.storage_scope', true) AS s`)).rows[0].s ?? ''
  if (!before) return fn()
  await tx.query(`SELECT set_config('app.storage_scope', $1, true)`, [`${before},${Number(storageId)}`])
  // Restored on success only: a failure rolls the transaction back, and the setting with it.
  const out = await fn()
  await tx.query(`SELECT set_config('app.storage_scope', $1, true)`, [before])
  return out
}
