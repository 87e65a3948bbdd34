// Settings kept once per tenant (invoice title, SMS provider, business config): read and
// saved without an id. The first save inserts the row; later saves name the version they
// read, so two administrators editing at once cannot overwrite each other silently.
import type { HandlerContext } from '../kernel/handler.ts'
import { BizError } from '../kernel/errors.ts'
import { ident } from '../db/schema/naming.ts'
import { entityModel, type EntityModel } from './entity-model.ts'
import { selectColumns } from './select.ts'
import { insertRow, STALE, updateRow } from './rows.ts'
import type { Row } from '../db/types.ts'
import { read, write } from '../kernel/define.ts'

/** The tenant's one row (row-level security picks the tenant), or null before the first save. */
export async function readSingle(ctx: Pick<HandlerContext, 'tx'>, model: EntityModel): Promise<Row | null> {
  const r = await ctx.tx.query(`SELECT ${selectColumns(model)} FROM ${ident(model.table)} t ORDER BY t.id LIMIT 1`)
  return r.rows[0] ?? null
}

/** Inserts or updates the one row; answers it as read back, with its new version. */
export async function saveSingle(ctx: HandlerContext, model: EntityModel, values: Record<string, unknown>): Promise<Row> {
  const { version, ...rest } = values
  // FOR UPDATE: a concurrent save waits here, then meets the version it bumped.
  const current = (await ctx.tx.query<{ id: number }>(`SELECT id FROM ${ident(model.table)} ORDER BY id LIMIT 1 FOR UPDATE`)).rows[0]
  if (!current) {
    if (version !== undefined && version !== null) throw new BizError(STALE)
    // Two first saves at once: the one-per-tenant index refuses the later, which is stale.
    await insertRow(ctx, model, rest).catch((e: { code?: string; constraint?: string }) => {
      throw e?.code === '23505' && /_tenant_key$/.test(e.constraint ?? '') ? new BizError(STALE) : e
    })
  } else {
    if (typeof version !== 'number') throw new BizError(STALE)
    await updateRow(ctx, model, current.id, version, rest)
  }
  return (await readSingle(ctx, model))!
}

export const single = read((ctx) => readSingle(ctx, entityModel(ctx.config, ctx.endpoint.entity!)))

export const upsert = write((ctx) => saveSingle(ctx, entityModel(ctx.config, ctx.endpoint.entity!), ctx.payload))
