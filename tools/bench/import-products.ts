// Benchmark: import N product rows (2 SKUs per product) from an .xlsx through the API, on a
// fresh in-memory PGlite with the demo data. Prints the time of each phase.
//   npx tsx tools/bench/import-products.ts [rows=10000]
import ExcelJS from 'exceljs'
import { benchApp } from './bench-app.ts'

const rows = Number(process.argv[2] ?? 10_000)
const { db, post: call } = await benchApp({ server: false })
const token = (await call('/login', { account: 'demo', password: 'demo123' })).data.token

let t = performance.now()
const lap = () => {
  const s = (performance.now() - t) / 1000
  t = performance.now()
  return s.toFixed(1) + ' s'
}
const wb = new ExcelJS.Workbook()
const ws = wb.addWorksheet('导入数据')
ws.addRow(['商品编码', '商品名称', '商品分类', '基本单位', '品牌', '规格编码', '规格属性', '规格条码', '规格销售价'])
for (let i = 0; i < rows; i++) {
  const p = Math.floor(i / 2)
  ws.addRow([
    `B${p}`,
    `压测商品${p}`,
    i % 3 ? '饮料' : '粮油',
    '箱',
    '农夫山泉',
    `B${p}-${i % 2}`,
    `规格:${i % 2 ? '大' : '小'}`,
    `880${String(i).padStart(10, '0')}`,
    10 + (i % 50),
  ])
}
const file = Buffer.from(await wb.xlsx.writeBuffer()).toString('base64')
console.log(`file: ${rows} rows, ${(file.length / 1024 / 1024).toFixed(1)} MB base64, built in ${lap()}`)

async function until(jobId: string) {
  for (;;) {
    const s = (await call('/v1/import/status', { jobId }, token)).data
    if (s.state !== 'running') return s
    await new Promise((r) => setTimeout(r, 100))
  }
}
const preview = await until((await call('/v1/product/import', { mode: 'preview', file }, token)).data.jobId)
console.log(`preview (parse + check): ${lap()}  → ${preview.result.documents} products, ${preview.result.lines} SKUs, ${preview.result.errorCount} errors`)
if (preview.result.errorCount) {
  console.log('first errors:', preview.result.errors.slice(0, 3))
  process.exit(1)
}
const done = await until((await call('/v1/product/import', { mode: 'commit', jobId: preview.jobId }, token)).data.jobId)
console.log(`commit (write, one transaction): ${lap()}  → ${JSON.stringify(done.result ?? done.error)}`)
await db.close()
