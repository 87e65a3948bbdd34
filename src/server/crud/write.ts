// create, update, delete and status toggle. Optimistic locking: an update names the version
// it read; a stale one changes nothing and says so.
import { BizError } from '../kernel/errors.ts'
import { ident } from '../db/schema/naming.ts'
import { entityModel } from './entity-model.ts'
import { deleteLines, insertLines, syncLines } from './lines.ts'
import { insertRow, lockVisible, NOT_FOUND, updateRow } from './rows.ts'
import { write } from '../kernel/define.ts'

export const create = write(async (ctx) => {
  const model = entityModel(ctx.config, ctx.endpoint.entity!)
  const id = await insertRow(ctx, model, ctx.payload)
  if (model.lines && ctx.payload.lines) await insertLines(ctx, model, id, ctx.payload.lines)
  return { id }
})

export const update = write(async (ctx) => {
  const model = entityModel(ctx.config, ctx.endpoint.entity!)
  const { id, version, lines, ...rest } = ctx.payload
  const saved = await updateRow(ctx, model, id, version, rest)
  if (model.lines && lines) await syncLines(ctx, model, id, lines)
  return saved
})

export const remove = write(async (ctx) => {
  const model = entityModel(ctx.config, ctx.endpoint.entity!)
  const ids: number[] = ctx.payload.ids ?? (ctx.payload.id ? [ctx.payload.id] : [])
  if (!ids.length) throw new BizError('请选择要删除的记录')
  const unique = [...new Set(ids)]
  await lockVisible(ctx, model, unique)
  if (model.lines) await deleteLines(ctx, model, unique)
  const r = await ctx.tx.query(`DELETE FROM ${ident(model.table)} WHERE id = ANY($1)`, [unique])
  // All or nothing: one id that is gone (or another tenant's) undoes the whole delete.
  if (r.rowCount !== unique.length) throw new BizError(NOT_FOUND)
  return { deleted: r.rowCount }
})

export const toggle = write(async (ctx) => {
  const model = entityModel(ctx.config, ctx.endpoint.entity!)
  const f = model.byName.get(ctx.endpoint.field ?? 'status')!
  const value = ctx.payload[ctx.endpoint.param ?? 'status']
  const r = await ctx.tx.query<{ id: number; version: number }>(
    `UPDATE ${ident(model.table)} SET ${ident(f.column)} = $1, version = version + 1, updated_at = now(), updated_by = $2 WHERE id = $3 RETURNING id, version`,
    [value, ctx.session?.userId ?? null, ctx.payload.id],
  )
  if (!r.rows[0]) throw new BizError(NOT_FOUND)
  return r.rows[0]
})
