// How an export of a large list behaves: time to the first bytes, time to the last, and the
// server's memory (resident set, sampled every 20 ms) before, at its peak and after — one export,
// then two at once. The products list is filled with copies of a demo product by SQL first.
//
//   npx tsx --expose-gc tools/bench/export.ts [--rows=100000]       (embedded PGlite)
//   DATABASE_URL=postgres://… npx tsx --expose-gc tools/bench/export.ts  (a PostgreSQL server)
//
// With PGlite the database lives in the same process, so its memory is counted too.
import { benchApp } from './bench-app.ts'

const arg = (name: string, dflt: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? dflt)
const ROWS = arg('rows', 100_000)
const MB = (n: number) => (n / 1024 / 1024).toFixed(0)

const { app, db, post } = await benchApp()
const cols = (
  await db.query<{ c: string }>(
    `SELECT column_name AS c FROM information_schema.columns WHERE table_name = 'product' AND column_name NOT IN ('id', 'code', 'name', 'short_code')`,
  )
).rows.map((r) => r.c)
await db.query(
  `INSERT INTO product (${cols.join(', ')}, code, name, short_code)
   SELECT ${cols.map((c) => `p.${c}`).join(', ')}, 'BX' || lpad(g::text, 7, '0'), '导出测试商品' || g, NULL
     FROM (SELECT * FROM product ORDER BY id LIMIT 1) p, generate_series(1, ${ROWS}) g`,
)
await db.query('ANALYZE product')
const token = (await post('/login', { account: 'demo', password: 'demo123' })).data.token as string

/** One export read to its end as a client would: bytes, first-byte and total times. */
async function exportOnce(): Promise<{ firstMs: number; totalMs: number; bytes: number }> {
  const started = performance.now()
  const res = await app.fetch(
    new Request('http://x/api/v1/product/export', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({ code: 'BX' }),
    }),
  )
  if (!res.headers.get('content-type')?.includes('spreadsheetml')) throw new Error(`not a file: ${await res.text()}`)
  const reader = res.body!.getReader()
  let firstMs = 0
  let bytes = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    if (!bytes) firstMs = performance.now() - started
    bytes += value.byteLength
  }
  return { firstMs, totalMs: performance.now() - started, bytes }
}

const gc = (globalThis as { gc?: () => void }).gc
async function measure(label: string, parallel: number) {
  gc?.()
  const before = process.memoryUsage().rss
  let peak = before
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20)
  const runs = await Promise.all(Array.from({ length: parallel }, exportOnce))
  clearInterval(sampler)
  peak = Math.max(peak, process.memoryUsage().rss)
  gc?.()
  await new Promise((r) => setTimeout(r, 200))
  const after = process.memoryUsage().rss
  for (const r of runs) console.log(`${label}: first bytes ${r.firstMs.toFixed(0)} ms, whole file ${(r.totalMs / 1000).toFixed(1)} s, ${MB(r.bytes)} MB`)
  console.log(`${label}: memory before ${MB(before)} MB, peak +${MB(peak - before)} MB, after +${MB(after - before)} MB${gc ? '' : ' (no --expose-gc)'}`)
}

console.log(`export of ${ROWS} products on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`)
await exportOnce() // warm: plans, modules, the workbook code
await measure('one export', 1)
await measure('two at once', 2)
await db.close()
