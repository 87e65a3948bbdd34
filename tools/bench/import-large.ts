// Benchmark: a product import far over the row limit (the penetration test sent 2 million rows),
// through the API on a fresh in-memory PGlite, while a second client keeps calling a list.
// Prints the file size, how long until the refusal, how many list calls were answered
// meanwhile and the longest stall of the event loop.
//   npx tsx tools/bench/import-large.ts [rows=300000]
import { PassThrough } from 'node:stream'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import ExcelJS from 'exceljs'
import { benchApp } from './bench-app.ts'

const rows = Number(process.argv[2] ?? 300_000)
const { db, post: call } = await benchApp({ server: false })
const token = (await call('/login', { account: 'demo', password: 'demo123' })).data.token

/** Written with exceljs's streaming writer, as a spreadsheet program would save it (shared strings). */
async function bigBook(n: number): Promise<Buffer> {
  const out = new PassThrough()
  const chunks: Buffer[] = []
  out.on('data', (c: Buffer) => chunks.push(c))
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true })
  const ws = wb.addWorksheet('导入数据')
  ws.addRow(['商品编码', '商品名称', '商品分类', '基本单位', '规格编码', '规格属性', '规格条码', '规格销售价']).commit()
  for (let i = 0; i < n; i++) ws.addRow([`X${i}`, `压测商品${i}`, '饮料', '箱', `X${i}-1`, '规格:大', `690${String(i).padStart(10, '0')}`, 10]).commit()
  await ws.commit()
  await wb.commit()
  return Buffer.concat(chunks)
}

let t = performance.now()
const book = await bigBook(rows)
console.log(`file: ${rows} rows, ${(book.length / 1024 / 1024).toFixed(1)} MB, built in ${((performance.now() - t) / 1000).toFixed(1)} s`)

const delay = monitorEventLoopDelay({ resolution: 10 })
delay.enable()
t = performance.now()
const started = await call('/v1/product/import', { mode: 'preview', file: book.toString('base64') }, token)
let answered = 0
let job = started.data
while (job?.state === 'running') {
  // A turn of the event loop, as a request off a socket would take (in-process calls alone never leave the microtask queue).
  await new Promise((r) => setImmediate(r))
  if ((await call('/v1/product/list', { pageSize: 10 }, token)).status === 1) answered++
  job = (await call('/v1/import/status', { jobId: started.data.jobId }, token)).data
}
delay.disable()
console.log(`answer: ${job?.error ?? started.message ?? job?.state} after ${((performance.now() - t) / 1000).toFixed(1)} s`)
console.log(`list calls answered meanwhile: ${answered}; longest event-loop stall: ${(delay.max / 1e6).toFixed(0)} ms`)
await db.close()
