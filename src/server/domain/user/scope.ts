// Data scope: the warehouses a user may work in and the owners whose goods they may see
// (none listed: all of them).
import type { Tx } from '../../db/types.ts'
import { read } from '../../kernel/define.ts'

export async function allowedStorageIds(tx: Tx, tenantId: number, userId: number): Promise<number[] | null> {
  const r = await tx.query<{ id: number }>(`SELECT storage_id AS id FROM user_storage WHERE tenant_id = $1 AND user_id = $2`, [tenantId, userId])
  return r.rows.length ? r.rows.map((x) => x.id) : null
}

/** GET-free options for the header's warehouse switch: enabled warehouses within the caller's scope. */
export const myStorages = read(async (ctx) => {
  const scope = await allowedStorageIds(ctx.tx, ctx.session!.tenantId, ctx.session!.userId)
  const r = await ctx.tx.query<{ value: number; label: string }>(
    `SELECT id AS value, name AS label FROM storage WHERE status = 1 AND ($1::bigint[] IS NULL OR id = ANY($1)) ORDER BY is_default DESC, code`,
    [scope],
  )
  return r.rows
})

export async function allowedOwnerIds(tx: Tx, tenantId: number, userId: number): Promise<number[] | null> {
  const r = await tx.query<{ id: number }>(`SELECT owner_id AS id FROM user_owner WHERE tenant_id = $1 AND user_id = $2`, [tenantId, userId])
  return r.rows.length ? r.rows.map((x) => x.id) : null
}

/** /v1/ProductMaster/listForDropDown: enabled owners within the caller's scope. */
export const myOwners = read(async (ctx) => {
  const scope = await allowedOwnerIds(ctx.tx, ctx.session!.tenantId, ctx.session!.userId)
  const r = await ctx.tx.query<{ value: number; label: string }>(
    `SELECT id AS value, name AS label, code FROM product_owner WHERE status = 1 AND ($1::bigint[] IS NULL OR id = ANY($1)) ORDER BY code`,
    [scope],
  )
  return r.rows
})
