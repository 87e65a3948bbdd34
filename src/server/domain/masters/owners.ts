// Owners beyond the generic CRUD: which owner a product belongs to, and each owner's one
// e-commerce shop configuration (read, then saved with the version read).
import type { HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { entityModel } from '../../crud/entity-model.ts'
import { selectColumns } from '../../crud/select.ts'
import { insertRow, STALE, updateRow } from '../../crud/rows.ts'
import { allowedOwnerIds } from '../user/scope.ts'
import { read, write } from '../../kernel/define.ts'

/**
 * /v1/product/owner {productIds}: decision — the owner of each given product, for documents
 * that list products and need to know whose goods they are: [{productId, productCode,
 * productName, ownerId, ownerCode, ownerName}], ownerId null for a product without an owner.
 * Products of owners outside the caller's data scope, and unknown ids, are left out.
 */
export const productOwners = read(async (ctx) => {
  const scope = await allowedOwnerIds(ctx.tx, ctx.session!.tenantId, ctx.session!.userId)
  const r = await ctx.tx.query(
    `SELECT p.id AS "productId", p.code AS "productCode", p.name AS "productName", o.id AS "ownerId", o.code AS "ownerCode", o.name AS "ownerName"
       FROM product p LEFT JOIN product_owner o ON o.tenant_id = p.tenant_id AND o.id = p.owner_id
      WHERE p.id = ANY($1) AND ($2::bigint[] IS NULL OR p.owner_id IS NULL OR p.owner_id = ANY($2))
      ORDER BY p.code`,
    [[...new Set(ctx.payload.productIds as number[])], scope],
  )
  return r.rows
})

const OWNER_NOT_FOUND = '货主不存在或已被删除'

async function ownerName(ctx: HandlerContext, ownerId: number): Promise<string> {
  const r = await ctx.tx.query<{ name: string }>(`SELECT name FROM product_owner WHERE id = $1`, [ownerId])
  if (!r.rows[0]) throw new BizError(OWNER_NOT_FOUND, [{ field: 'ownerId', message: OWNER_NOT_FOUND }])
  return r.rows[0].name
}

async function configOf(ctx: HandlerContext, ownerId: number) {
  const model = entityModel(ctx.config, 'ownerShopConfig')
  return (await ctx.tx.query(`SELECT ${selectColumns(model)} FROM owner_shop_config t WHERE t.owner_id = $1`, [ownerId])).rows[0]
}

/**
 * /v1/productOwner/GetShopConfig {ownerId} (or {id}, the owner's id, from the owner list): the
 * owner's shop configuration; before the first save, the owner alone (no id, no version), so
 * a form opens empty and its first save adds the row.
 */
export const shopConfigGet = read(async (ctx) => {
  const ownerId = ctx.payload.ownerId ?? ctx.payload.id
  if (!ownerId) throw new BizError('请选择货主', [{ field: 'ownerId', message: '请选择货主' }])
  const name = await ownerName(ctx, ownerId)
  return (await configOf(ctx, ownerId)) ?? { ownerId, ownerName: name }
})

/** /v1/productOwner/addShopConfig: saves the owner's one configuration; after the first save the version read is needed. */
export const shopConfigSave = write(async (ctx) => {
  const { id: _ignored, version, ...values } = ctx.payload as { id?: number; version?: number | null; ownerId: number }
  await ownerName(ctx, values.ownerId)
  const model = entityModel(ctx.config, 'ownerShopConfig')
  // FOR UPDATE: a concurrent save waits, then meets the version this one bumped.
  const current = (await ctx.tx.query<{ id: number }>(`SELECT id FROM owner_shop_config WHERE owner_id = $1 FOR UPDATE`, [values.ownerId])).rows[0]
  if (!current) {
    if (version) throw new BizError(STALE)
    // Two first saves at once: the one-per-owner index refuses the later, which is stale.
    await insertRow(ctx, model, values).catch((e: { code?: string }) => {
      throw e?.code === '23505' ? new BizError(STALE) : e
    })
  } else {
    if (!version) throw new BizError(STALE)
    await updateRow(ctx, model, current.id, version, values)
  }
  return configOf(ctx, values.ownerId)
})
