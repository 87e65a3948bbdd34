// The first sheet of an .xlsx as rows of cells keyed by header (marks like * and （必填） are
// not part of a header). Blank rows are skipped; row numbers are the sheet's own.
import ExcelJS from 'exceljs'
import { BizError } from '../../kernel/errors.ts'

export interface SheetRow {
  row: number
  cells: Record<string, unknown>
}

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

/** An .xlsx is a zip: refuse anything else before handing it to the parser. */
export function assertXlsx(bytes: Buffer): void {
  if (bytes.length < 4 || bytes.readUInt32LE(0) !== 0x04034b50) {
    throw new BizError('文件不是 .xlsx 格式，请使用下载的导入模板', [{ field: 'file', message: '文件不是 .xlsx 格式' }])
  }
}

export async function parseSheet(bytes: Buffer, maxRows: number): Promise<{ headers: string[]; rows: SheetRow[] }> {
  assertXlsx(bytes)
  const wb = new ExcelJS.Workbook()
  try {
    await wb.xlsx.load(bytes as unknown as ArrayBuffer)
  } catch {
    throw new BizError('无法读取该 Excel 文件，请确认文件未损坏')
  }
  const ws = wb.worksheets[0]
  if (!ws) throw new BizError('文件中没有工作表')
  const headers = ((ws.getRow(1).values as unknown[]) ?? []).slice(1).map(cleanHeader)
  const rows: SheetRow[] = []
  ws.eachRow((r, n) => {
    if (n === 1) return
    const cells: Record<string, unknown> = {}
    let any = false
    headers.forEach((h, i) => {
      const v = cellValue(r.getCell(i + 1).value)
      if (v !== null && String(v).trim() !== '') any = true
      if (h) cells[h] = v
    })
    if (any) rows.push({ row: n, cells })
  })
  if (rows.length > maxRows) throw new BizError(`一次最多导入 ${maxRows} 行，本文件有 ${rows.length} 行，请拆分后再导入`)
  return { headers, rows }
}
