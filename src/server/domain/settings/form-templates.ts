// Form (print) templates per document type: the catalogue's /v1/form/list and /v1/form/save,
// and one default per document type. The partial unique index form_template_default_key
// backs the rule; these handlers clear the old default first, in the same transaction.
import type { HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { entityModel } from '../../crud/entity-model.ts'
import { selectColumns } from '../../crud/select.ts'
import { insertRow, NOT_FOUND, updateRow } from '../../crud/rows.ts'
import type { Tx } from '../../db/types.ts'
import { read, write } from '../../kernel/define.ts'

const model = (ctx: HandlerContext) => entityModel(ctx.config, 'formTemplate')

/** Clears the default of a document type, but for the template keeping it. */
async function clearDefault(tx: Tx, docType: string, keepId: number | null, userId: number) {
  await tx.query(
    `UPDATE form_template SET is_default = false, version = version + 1, updated_at = now(), updated_by = $3
      WHERE doc_type = $1 AND is_default AND id IS DISTINCT FROM $2`,
    [docType, keepId, userId],
  )
}

async function readBack(ctx: HandlerContext, id: number) {
  return (await ctx.tx.query(`SELECT ${selectColumns(model(ctx))} FROM form_template t WHERE t.id = $1`, [id])).rows[0]
}

/** /v1/form/list {docType}: every template of that type, the default first. */
export const formList = read(async (ctx) => {
  const r = await ctx.tx.query(`SELECT ${selectColumns(model(ctx))} FROM form_template t WHERE t.doc_type = $1 ORDER BY t.is_default DESC, t.name, t.id`, [
    ctx.payload.docType,
  ])
  return r.rows
})

/** /v1/form/save: with an id (and version) updates that template, without one adds one; answers the row. */
export const formSave = write(async (ctx) => {
  const { id, version, ...values } = ctx.payload as { id?: number; version?: number; docType: string; isDefault?: boolean }
  if (id && !version) throw new BizError('缺少版本号，请刷新后重试')
  if (values.isDefault) await clearDefault(ctx.tx, values.docType, id ?? null, ctx.session!.userId)
  const saved = id ? (await updateRow(ctx, model(ctx), id, version!, values)).id : await insertRow(ctx, model(ctx), values)
  return readBack(ctx, saved)
})

/** /v1/form/setdefault {id}: makes a template the default of its document type. */
export const formSetDefault = write(async (ctx) => {
  const t = (await ctx.tx.query<{ doc_type: string }>(`SELECT doc_type FROM form_template WHERE id = $1 FOR UPDATE`, [ctx.payload.id])).rows[0]
  if (!t) throw new BizError(NOT_FOUND)
  await clearDefault(ctx.tx, t.doc_type, ctx.payload.id, ctx.session!.userId)
  await ctx.tx.query(
    `UPDATE form_template SET is_default = true, version = version + 1, updated_at = now(), updated_by = $2 WHERE id = $1 AND NOT is_default`,
    [ctx.payload.id, ctx.session!.userId],
  )
  return readBack(ctx, ctx.payload.id)
})
