// An export is written while it is sent (crud/xlsx-stream.ts): the ids are taken in list order by
// the caller's transaction and the rows read a chunk of 1 000 at a time in short transactions of
// their own. A list of several chunks must come out whole, in the list's order, with its labels.
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'

let api: TestApi
let token: string
const MANY = 2_345
beforeAll(async () => {
  api = await startApi()
  token = await api.login('demo')
  // Copies of the demo warehouse GZ01 with their own codes, names and a stopped status every third row.
  const cols = (
    await api.db.query<{ c: string }>(
      `SELECT column_name AS c FROM information_schema.columns WHERE table_name = 'storage' AND column_name NOT IN ('id', 'code', 'name', 'status', 'is_default')`,
    )
  ).rows.map((r) => r.c)
  await api.db.query(
    `INSERT INTO storage (${cols.join(', ')}, code, name, status, is_default)
     SELECT ${cols.map((c) => `s.${c}`).join(', ')}, 'X' || lpad(g::text, 5, '0'), '导出仓' || g, CASE WHEN g % 3 = 0 THEN 0 ELSE 1 END, false
       FROM storage s, generate_series(1, ${MANY}) g WHERE s.code = 'GZ01'`,
  )
})
afterAll(() => api.close())

it('writes every row of a list several chunks long, in the list order, with enum labels', async () => {
  const r = await api.call('/storage/export', { code: 'X', sort: { field: 'code', order: 'desc' }, columns: ['code', 'name', 'status'] }, { token })
  expect(r.contentType).toContain('spreadsheetml')
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load(r.bytes!)
  const ws = wb.worksheets[0]
  expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(['仓库编码', '仓库名称', '状态'])
  const rows: unknown[][] = []
  ws.eachRow((row, n) => n > 1 && rows.push((row.values as unknown[]).slice(1)))
  expect(rows).toHaveLength(MANY)
  const expected = Array.from({ length: MANY }, (_, i) => MANY - i).map((g) => [`X${String(g).padStart(5, '0')}`, `导出仓${g}`, g % 3 === 0 ? '停用' : '启用'])
  expect(rows).toEqual(expected)
})

it('exports what the filter selects and nothing else', async () => {
  const r = await api.call('/storage/export', { code: 'X0001', columns: ['code'] }, { token })
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load(r.bytes!)
  const codes: unknown[] = []
  wb.worksheets[0].eachRow((row, n) => n > 1 && codes.push(row.getCell(1).value))
  expect(codes.sort()).toEqual(Array.from({ length: 10 }, (_, i) => `X0001${i}`).sort())
})
