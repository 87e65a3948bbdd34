// An .xlsx answer written while it is sent: rows arrive in chunks, each chunk's rows are written
// to ExcelJS's streaming writer and committed, and the zip leaves through the response as it is
// made. The next chunk is read only once the client has taken what was written (backpressure),
// so the server holds one chunk and a few buffers, never the whole file or the whole list.
import { PassThrough, Readable } from 'node:stream'
import ExcelJS from 'exceljs'
import type { EntityField } from '../../config/types.ts'
import { formatDateTime, formatSkuAttrs } from '../util/format.ts'

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

export interface ExportColumn {
  key: string
  title: string
  field?: EntityField
}

export type Row = Record<string, unknown>

/** A value as the sheet shows it: enum labels, 是/否, local times, SKU attributes. */
export function cellValue(value: unknown, field?: EntityField): unknown {
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

/** The file name of an export: its title and the local time, e.g. 商品_20261124230501.xlsx. */
export function exportFileName(title: string, now = new Date()): string {
  return `${title}_${formatDateTime(now.toISOString()).replace(/\D/g, '')}.xlsx`
}

export function xlsxHeaders(fileName: string): Record<string, string> {
  return {
    'Content-Type': XLSX_TYPE,
    'Content-Disposition': `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
  }
}

/** The sheet, streamed: `chunks` yields rows in order; a failure mid-way breaks the download (logged). */
export function xlsxStream(title: string, columns: ExportColumn[], chunks: AsyncIterable<Row[]>): Response {
  const out = new PassThrough()
  void write(out, title, columns, chunks).catch((e) => {
    console.error(`[export] ${title}: stopped mid-way:`, e instanceof Error ? e.message : e)
    out.destroy(e instanceof Error ? e : new Error(String(e)))
  })
  return new Response(Readable.toWeb(out) as ReadableStream, { headers: xlsxHeaders(exportFileName(title)) })
}

async function write(out: PassThrough, title: string, columns: ExportColumn[], chunks: AsyncIterable<Row[]>): Promise<void> {
  // Shared strings would keep every distinct text in memory until the end: inline strings instead.
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false })
  const ws = wb.addWorksheet(title)
  ws.columns = columns.map((c) => ({
    header: c.title,
    key: c.key,
    width: Math.min(40, Math.max(10, c.title.length * 2 + 4)),
    style: c.field?.['x-format'] === 'amount' ? { numFmt: '#,##0.00' } : {},
  }))
  ws.getRow(1).font = { bold: true }
  ws.getRow(1).commit()
  for await (const rows of chunks) {
    for (const r of rows) ws.addRow(Object.fromEntries(columns.map((c) => [c.key, cellValue(r[c.key], c.field)]))).commit()
    // An embedded database answers without a turn of the event loop, and the zip is compressed
    // in callbacks that need one: without this, nothing would leave before the last chunk.
    await new Promise((resolve) => setImmediate(resolve))
    await roomIn(out)
  }
  ws.commit()
  await wb.commit()
}

/** Resolves once the client has taken what was written (at once if it keeps up); fails if it went away. */
function roomIn(out: PassThrough): Promise<void> {
  if (!out.writableNeedDrain) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      out.off('drain', drained).off('close', closed)
      if (error) reject(error)
      else resolve()
    }
    const drained = () => settle()
    const closed = () => settle(new Error('下载已中断'))
    out.on('drain', drained).on('close', closed)
  })
}
