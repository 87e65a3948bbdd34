// A one-sheet .xlsx (base64, as the import op takes it) from rows keyed by header: the demo
// seed's trunk manifest and the tests' files.
import ExcelJS from 'exceljs'

export async function xlsxBase64(rows: Record<string, unknown>[], sheet = '导入数据'): Promise<string> {
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet(sheet)
  const headers = [...new Set(rows.flatMap((r) => Object.keys(r)))]
  ws.addRow(headers)
  for (const r of rows) ws.addRow(headers.map((h) => r[h] ?? null))
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64')
}
