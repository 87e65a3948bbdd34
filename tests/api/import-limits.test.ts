// Large imports: the row limit stops the reading of a workbook at the limit (the sheet is
// streamed, never loaded whole), and the reading runs beside the server, which keeps
// answering other calls meanwhile.
import ExcelJS from 'exceljs'
import JSZip from 'jszip'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'
import { MAX_IMPORT_ROWS } from '../../src/server/crud/import/import-op.ts'

let api: TestApi
let token: string
beforeAll(async () => {
  api = await startApi()
  token = await api.login('demo')
})
afterAll(() => api.close())

const HEADERS = ['商品编码', '商品名称', '商品分类', '基本单位', '规格编码', '规格属性', '规格条码', '规格销售价']

/** A product workbook of `rows` data rows (two SKUs per product), as exceljs writes it. */
async function productBook(rows: number): Promise<Buffer> {
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet('导入数据')
  ws.addRow(HEADERS)
  for (let i = 0; i < rows; i++) {
    const p = Math.floor(i / 2)
    ws.addRow([`L${p}`, `大批量商品${p}`, '饮料', 'BOX', `L${p}-${i % 2}`, `规格:${i % 2 ? '大' : '小'}`, `690${String(i).padStart(10, '0')}`, 10 + (i % 50)])
  }
  return Buffer.from(await wb.xlsx.writeBuffer())
}

async function start(file: Buffer) {
  const r = await api.call('/v1/product/import', { mode: 'preview', file: file.toString('base64') }, { token })
  expect(r.body.status, JSON.stringify(r.body)).toBe(1)
  return r.body.data.jobId as string
}
const status = async (jobId: string) => (await api.call('/v1/import/status', { jobId }, { token })).body.data
async function finish(jobId: string) {
  for (;;) {
    const s = await status(jobId)
    if (s.state !== 'running') return s
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe('the row limit', () => {
  it('refuses a workbook over the limit once the limit is passed, without reading the rest of the sheet', async () => {
    const book = await productBook(MAX_IMPORT_ROWS + 1000)
    // Break the sheet's XML some hundred rows past the limit (the reader inflates and parses in
    // chunks of some kilobytes): a reader that went on would meet it and fail as an unreadable
    // file; one that stops at the limit never gets there.
    const zip = await JSZip.loadAsync(book)
    const xml = await zip.file('xl/worksheets/sheet1.xml')!.async('string')
    const cut = xml.indexOf(`<row r="${MAX_IMPORT_ROWS + 500}"`)
    expect(cut).toBeGreaterThan(0)
    zip.file('xl/worksheets/sheet1.xml', xml.slice(0, cut) + '<row r="x"><c r="A1" t="s"><v>broken</c></row></sheetData><<<')
    const broken = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' })
    const job = await finish(await start(broken))
    expect(job).toMatchObject({ state: 'failed', error: `一次最多导入 ${MAX_IMPORT_ROWS} 行，本文件超过 ${MAX_IMPORT_ROWS} 行，请拆分后再导入` })
  })

  it('takes a workbook of exactly the limit', async () => {
    const job = await finish(await start(await productBook(MAX_IMPORT_ROWS)))
    expect(job.state).toBe('done')
    expect(job.result).toMatchObject({ rows: MAX_IMPORT_ROWS, documents: MAX_IMPORT_ROWS / 2, errorCount: 0 })
  })
})

describe('while a large workbook is read', () => {
  it('the server keeps turning its event loop and answers other calls', async () => {
    const jobId = await start(await productBook(MAX_IMPORT_ROWS))
    // A turn of the event loop is where a server takes the next request off a socket. Read on the
    // server's own thread, this sheet leaves only the turns its reader yields (about a hundred);
    // read beside it, the loop turns freely until the reading ends.
    let turns = 0
    let answered = 0
    while ((await status(jobId)).phase === '读取文件') {
      for (let i = 0; i < 100; i++, turns++) await new Promise((r) => setImmediate(r))
      if ((await api.call('/v1/product/list', { pageSize: 10 }, { token })).body.status === 1) answered++
    }
    expect(turns).toBeGreaterThanOrEqual(2000)
    expect(answered).toBeGreaterThanOrEqual(20)
    expect((await finish(jobId)).state).toBe('done')
  })
})

describe('several imports at once', () => {
  it('each is read in its turn and finishes with its own result', async () => {
    const sizes = [3, 5, 7, 9, 11]
    const jobs = await Promise.all(sizes.map(async (n) => start(await productBook(n))))
    const done = await Promise.all(jobs.map(finish))
    expect(done.map((j) => [j.state, j.result?.rows])).toEqual(sizes.map((n) => ['done', n]))
  })
})
