// Every request of a signed-in user runs in one transaction that first names its tenant and
// then drops to the wms_app role, so row-level security decides what the SQL can see.
import type { Db, Tx } from './types.ts'
import { RETRYABLE } from './db-errors.ts'

export const APP_ROLE = 'wms_app'

export interface TenantScope {
  tenantId: number
  userId?: number | null
  /** The user's data scope (null or absent: every warehouse, every owner); see migration 0025. */
  storageScope?: number[] | null
  ownerScope?: number[] | null
}

const idList = (ids: number[] | null | undefined) => (ids ? ids.join(',') : '')

/** One statement: the tenant, the user, the data scope and the role (set_config('role') is SET LOCAL ROLE). */
export async function enterTenant(tx: Tx, scope: TenantScope): Promise<void> {
  await tx.query(
    `SELECT set_config('app.tenant_id', $1, true), set_config('app.user_id', $2, true), set_config('app.storage_scope', $3, true),
            set_config('app.owner_scope', $4, true), set_config('role', $5, true)`,
    [String(scope.tenantId), scope.userId ? String(scope.userId) : '', idList(scope.storageScope), idList(scope.ownerScope), APP_ROLE],
  )
}

/** A transaction inside the tenant, retried a few times on serialization failures and deadlocks only. */
export async function inTenant<T>(db: Db, scope: TenantScope, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return withRetry(() =>
    db.transaction(async (tx) => {
      await enterTenant(tx, scope)
      return fn(tx)
    }),
  )
}

export async function withRetry<T>(fn: () => Promise<T>, attempts = 4): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn()
    } catch (e) {
      if (i >= attempts || !RETRYABLE.has((e as { code?: string }).code ?? '')) throw e
      await new Promise((r) => setTimeout(r, 5 * 2 ** i + Math.random() * 10))
    }
  }
}
