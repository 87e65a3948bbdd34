// Export: the list body (filters and sort, no paging) as an .xlsx with Chinese headers,
// enum labels and reference names, answered as a file with a UTF-8 name. The file is streamed
// (xlsx-stream.ts): the caller's transaction takes the ids in list order, then the rows are read
// a chunk at a time, each chunk in a short transaction of its own with the caller's tenant and
// data scope, so a long download holds neither the database (PGlite has one transaction slot)
// nor the whole list in memory.
import { BizError } from '../kernel/errors.ts'
import { entityModel, IMPLICIT, refKey, type EntityModel } from './entity-model.ts'
import { listQuery } from './list.ts'
import { selectColumns } from './select.ts'
import { ident } from '../db/schema/naming.ts'
import { inTenant } from '../db/tenant-tx.ts'
import type { EntityField } from '../../config/types.ts'
import type { HandlerContext } from '../kernel/handler.ts'
import { read } from '../kernel/define.ts'
import { xlsxHeaders, xlsxStream, type ExportColumn, type Row } from './xlsx-stream.ts'

export { XLSX_TYPE, type ExportColumn } from './xlsx-stream.ts'

/** The most rows one export takes; beyond it the user narrows the filter. */
export const MAX_EXPORT_ROWS = 200_000
/** Rows read per short transaction while a file is written. */
const CHUNK_ROWS = 1_000

function defaultColumns(model: EntityModel): ExportColumn[] {
  const cols: ExportColumn[] = []
  for (const f of model.fields) {
    if (f.field['x-secret'] || f.field.type === 'array') continue
    if (f.field.type === 'object' && f.field['x-format'] !== 'skuAttrs') continue
    const ref = model.refs.find((r) => r.column === f.column)
    cols.push(ref ? { key: ref.key, title: f.field.title } : { key: f.name, title: f.field.title, field: f.field })
  }
  cols.push({ key: 'createdAt', title: IMPLICIT.createdAt.title, field: { type: 'string', format: 'date-time', title: '' } })
  return cols
}

function chosenColumns(model: EntityModel, keys: string[]): ExportColumn[] {
  return keys.map((key) => {
    const f = model.byName.get(key)
    if (f) return { key, title: f.field.title, field: f.field }
    const ref = model.fields.find((x) => refKey(x.name) === key)
    if (ref) return { key, title: ref.field.title }
    const i = IMPLICIT[key]
    return { key, title: i?.title ?? key, field: i ? ({ type: i.type, format: i.format, title: i.title } as EntityField) : undefined }
  })
}

/** A workbook made whole in memory (import templates: a few rows) as a file answer. */
export function xlsxResponse(buffer: ArrayBuffer | Uint8Array, fileName: string): Response {
  return new Response(buffer as BodyInit, { headers: xlsxHeaders(fileName) })
}

export const exportList = read(async (ctx) => {
  const model = entityModel(ctx.config, ctx.endpoint.entity!)
  const q = listQuery(ctx, model)
  // One more than the cap tells a list too long to export, without counting it first.
  const ids = (
    await ctx.tx.query<{ id: number }>(`SELECT t.id FROM ${ident(model.table)} t ${q.where} ${q.order} LIMIT ${MAX_EXPORT_ROWS + 1}`, q.params.values)
  ).rows.map((r) => r.id)
  if (ids.length > MAX_EXPORT_ROWS) throw new BizError(`导出数据超过上限 ${MAX_EXPORT_ROWS} 行，请缩小筛选范围`)
  const columns = ctx.payload.columns?.length ? chosenColumns(model, ctx.payload.columns) : defaultColumns(model)
  return xlsxStream(model.entity.title, columns, rowsByIds(ctx, model, ids))
})

/** The rows of `ids`, in that order, a chunk per transaction; a row gone or out of sight meanwhile is left out. */
async function* rowsByIds(ctx: HandlerContext, model: EntityModel, ids: number[]): AsyncGenerator<Row[]> {
  const s = ctx.session!
  const scope = { tenantId: s.tenantId, userId: s.userId, storageScope: s.storageScope, ownerScope: s.ownerScope }
  const sql = `SELECT ${selectColumns(model)} FROM ${ident(model.table)} t WHERE t.id = ANY($1::int8[])`
  for (let i = 0; i < ids.length; i += CHUNK_ROWS) {
    const chunk = ids.slice(i, i + CHUNK_ROWS)
    const rows = await inTenant(ctx.deps.db, scope, async (tx) => (await tx.query<Row>(sql, [chunk])).rows)
    const byId = new Map(rows.map((r) => [Number(r.id), r]))
    yield chunk.map((id) => byId.get(Number(id))).filter((r): r is Row => r !== undefined)
  }
}

/** Rows already read (a hand-written view) as an .xlsx answer, written while it is sent. */
export function xlsxExport(title: string, columns: ExportColumn[], rows: Row[]): Response {
  return xlsxStream(title, columns, inChunks(rows))
}

async function* inChunks(rows: Row[]): AsyncGenerator<Row[]> {
  for (let i = 0; i < rows.length; i += CHUNK_ROWS) yield rows.slice(i, i + CHUNK_ROWS)
}
