// Export: the list body (filters and sort, no paging) as an .xlsx with Chinese headers,
// enum labels and reference names, answered as a file with a UTF-8 name.
import ExcelJS from 'exceljs'
import { BizError } from '../kernel/errors.ts'
import { entityModel, IMPLICIT, refKey, type EntityModel } from './entity-model.ts'
import { countRows, fetchRows, listQuery } from './list.ts'
import { formatDateTime, formatSkuAttrs } from '../util/format.ts'
import type { EntityField } from '../../config/types.ts'
import { read } from '../kernel/define.ts'

export const MAX_EXPORT_ROWS = 50_000
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

export interface ExportColumn {
  key: string
  title: string
  field?: EntityField
}

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

function cell(value: unknown, field?: EntityField): unknown {
  if (value === null || value === undefined) return ''
  if (!field) return value
  if (field.enum && field['x-enumNames']) {
    const i = field.enum.indexOf(value as never)
    return i >= 0 ? field['x-enumNames'][i] : value
  }
  if (field.type === 'boolean') return value ? '是' : '否'
  if (field.format === 'date-time') return formatDateTime(String(value))
  if (field['x-format'] === 'skuAttrs') return formatSkuAttrs(value)
  return value
}

export function xlsxResponse(buffer: ArrayBuffer | Uint8Array, fileName: string): Response {
  return new Response(buffer as BodyInit, {
    headers: {
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    },
  })
}

export const exportList = read(async (ctx) => {
  const model = entityModel(ctx.config, ctx.endpoint.entity!)
  const q = listQuery(ctx, model)
  const total = await countRows(ctx.tx, model, q)
  if (total > MAX_EXPORT_ROWS) throw new BizError(`导出数据共 ${total} 行，超过上限 ${MAX_EXPORT_ROWS} 行，请缩小筛选范围`)
  const rows = await fetchRows(ctx.tx, model, q, MAX_EXPORT_ROWS, 0)
  const columns = ctx.payload.columns?.length ? chosenColumns(model, ctx.payload.columns) : defaultColumns(model)
  return xlsxExport(model.entity.title, columns, rows)
})

/** Rows as an .xlsx answer named after the title and the time: Chinese headers, labels, amounts. */
export async function xlsxExport(title: string, columns: ExportColumn[], rows: Record<string, unknown>[]): Promise<Response> {
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet(title)
  ws.columns = columns.map((c) => ({
    header: c.title,
    key: c.key,
    width: Math.min(40, Math.max(10, c.title.length * 2 + 4)),
    style: c.field?.['x-format'] === 'amount' ? { numFmt: '#,##0.00' } : {},
  }))
  ws.getRow(1).font = { bold: true }
  for (const r of rows) ws.addRow(Object.fromEntries(columns.map((c) => [c.key, cell(r[c.key], c.field)])))
  const buffer = await wb.xlsx.writeBuffer()
  return xlsxResponse(buffer as ArrayBuffer, `${title}_${formatDateTime(new Date().toISOString()).replace(/\D/g, '')}.xlsx`)
}
