// Reads the first worksheet of an .xlsx row by row (exceljs's streaming reader) into rows of
// cells keyed by header (marks like * and （必填） are not part of a header). Blank rows are
// skipped; row numbers are the sheet's own. Reading stops at the first row past the limit, so a
// file of millions of rows costs no more than one of the limit. Plain values in and out: this
// runs in a worker thread (sheet-worker.ts) and its answer crosses by structured clone.
import ExcelJS from 'exceljs'
import { readingOrder } from './sheet-stream.ts'

export interface SheetRow {
  row: number
  cells: Record<string, unknown>
}

export type SheetResult = { ok: true; headers: string[]; rows: SheetRow[] } | { ok: false; message: string }

export const UNREADABLE = '无法读取该 Excel 文件，请确认文件未损坏'
export const overLimit = (maxRows: number) => `一次最多导入 ${maxRows} 行，本文件超过 ${maxRows} 行，请拆分后再导入`

export const cleanHeader = (h: unknown) =>
  String(h ?? '')
    .replace(/[*＊]|（必填）|\(必填\)/g, '')
    .trim()

function cellValue(v: ExcelJS.CellValue): unknown {
  if (v === null || v === undefined) return null
  if (v instanceof Date) return v
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((t) => t.text).join('')
    if ('text' in v && typeof v.text === 'string') return v.text
    if ('result' in v) return cellValue(v.result as ExcelJS.CellValue)
    return null
  }
  return v
}

export async function readSheet(bytes: Buffer, maxRows: number): Promise<SheetResult> {
  const order = readingOrder(bytes)
  if (!order) return { ok: false, message: UNREADABLE }
  // styles: 'cache' so date-formatted numbers come out as dates, as the whole-file reader gave them.
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(order.stream, { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit' })
  // Without a shared-strings entry the reader would spool each sheet to a temporary file while
  // it waits for one; an empty table lets it read the sheet at once.
  if (!order.hasSharedStrings) (reader as unknown as { sharedStrings: unknown[] }).sharedStrings = []
  let headers: string[] = []
  const rows: SheetRow[] = []
  try {
    for await (const ws of reader) {
      for await (const r of ws as AsyncIterable<ExcelJS.Row>) {
        if (r.number === 1) {
          headers = ((r.values as unknown[]) ?? []).slice(1).map(cleanHeader)
          continue
        }
        const cells: Record<string, unknown> = {}
        let any = false
        headers.forEach((h, i) => {
          const v = cellValue(r.getCell(i + 1).value)
          if (v !== null && String(v).trim() !== '') any = true
          if (h) cells[h] = v
        })
        if (!any) continue
        if (rows.length === maxRows) return { ok: false, message: overLimit(maxRows) }
        rows.push({ row: r.number, cells })
      }
      return { ok: true, headers, rows } // the first sheet only
    }
  } catch {
    return { ok: false, message: UNREADABLE }
  }
  return { ok: false, message: '文件中没有工作表' }
}
