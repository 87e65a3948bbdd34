// Benchmark: orders shipped per second through the API — allocate, wave, pick (to the 复核区),
// review by scanning, pack and weigh, ship — against the same stock postings as raw SQL
// (allocation, the pick move with its allocation, the issue: balance, allocation, posting and
// ledger rows) on the same database. Prints both rates and their ratio. Orders are created and
// accepted before the clock starts. Fresh in-memory PGlite with the demo data, or a PostgreSQL
// server with DATABASE_URL (an empty database: it is migrated and seeded). Also prints the time
// per order of each step. The machine matters: on a shared two-core box compare runs made under
// the same load (see `uptime`), or the CPU time printed with the rates.
//   npx tsx tools/bench/ship.ts [orders=1000] [lines=5]
import { randomUUID } from 'node:crypto'
import { inTenant } from '../../src/server/db/tenant-tx.ts'
import { receive, STOCK_STATUS } from '../../src/server/domain/stock/index.ts'
import { stagingLocation } from '../../src/server/domain/outbound/staging.ts'
import { benchApp } from './bench-app.ts'

const n = Number(process.argv[2] ?? 1000)
const width = Number(process.argv[3] ?? 5)
if (!(n > 0 && width > 0 && Number.isInteger(n) && Number.isInteger(width))) throw new Error('usage: npx tsx tools/bench/ship.ts [orders=1000] [lines=5]')
const WAVE = 50
const { db, post } = await benchApp()
const call = async (path: string, body: object, token?: string) => {
  const r = await post(path, body, token)
  if (r.status !== 1) throw new Error(`${path}: ${r.message}`)
  return r.data
}
const token = (await call('/login', { account: 'demo', password: 'demo123' })).token
const tenantId = (await db.query(`SELECT id FROM tenant WHERE code = 'DEMO'`)).rows[0].id
const userId = (await db.query(`SELECT id FROM sys_user WHERE account = 'demo'`)).rows[0].id
const storageId = (await db.query(`SELECT id FROM storage WHERE tenant_id = $1 AND code = 'GZ01'`, [tenantId])).rows[0].id
const skus = (
  await db.query<{ id: number; code: string }>(`SELECT id, code FROM sku WHERE tenant_id = $1 AND status = 1 ORDER BY id LIMIT $2`, [tenantId, width * 2])
).rows
// Room for both runs: every SKU received twice over at one storage location of the warehouse.
const shelf = (
  await db.query(
    `SELECT l.id FROM location l JOIN storage_area a ON a.id = l.area_id WHERE l.storage_id = $1 AND a.area_type = 2 AND l.status = 1 ORDER BY l.id LIMIT 1`,
    [storageId],
  )
).rows[0].id
await inTenant(db, { tenantId, userId }, async (tx) => {
  for (const [i, s] of skus.entries())
    await receive(tx, { docType: 'benchStock', lineId: i + 1 }, { storageId, locationId: shelf, skuId: s.id, stockStatus: STOCK_STATUS.normal }, n * 2)
})
const skuOf = (order: number, line: number) => skus[(order + line) % skus.length]

// Orders of `width` lines of one unit each, created and accepted before the clock starts.
const orders: { id: number; lines: { code: string }[] }[] = []
for (let i = 0; i < n; i++) {
  const lines = Array.from({ length: width }, (_, l) => ({ skuId: skuOf(i, l).id, qty: 1, price: 1 }))
  const { id } = await call('/v1/order/add', { orderType: 1, storageId, receiverName: '压测', lines }, token)
  await call('/v1/order/accept', { id }, token)
  orders.push({ id, lines: lines.map((_, l) => ({ code: skuOf(i, l).code })) })
}

// Time per step, to see which one dominates.
const steps = { allocate: 0, 'wave + pick': 0, review: 0, pack: 0, ship: 0 }
const timed = async <T>(step: keyof typeof steps, fn: () => Promise<T>): Promise<T> => {
  const s = performance.now()
  try {
    return await fn()
  } finally {
    steps[step] += performance.now() - s
  }
}
let t = performance.now()
let cpu = process.cpuUsage()
for (const o of orders) await timed('allocate', () => call('/v1/out/allot', { id: o.id }, token))
for (let i = 0; i < orders.length; i += WAVE) {
  await timed('wave + pick', async () => {
    const { waves } = await call('/v1/out/wave/create', { ids: orders.slice(i, i + WAVE).map((o) => o.id), groupBy: 9 }, token)
    for (const w of waves) await call('/v1/out/pick/finish', { id: w.id }, token)
  })
}
for (const o of orders) {
  await timed('review', async () => {
    for (const l of o.lines) await call('/v1/out/review/scan', { orderId: o.id, code: l.code, scanKey: randomUUID() }, token)
    await call('/v1/out/review/finish', { id: o.id }, token)
  })
  await timed('pack', async () => {
    const { lines } = await call('/v1/out/package/order', { id: o.id }, token)
    await call(
      '/v1/out/package/add',
      { orderId: o.id, weight: 1.5, lines: lines.map((l: { id: number; reviewedQty: number }) => ({ orderLineId: l.id, qty: l.reviewedQty })) },
      token,
    )
    await call('/v1/out/package/finish', { id: o.id }, token)
  })
  await timed('ship', () => call('/v1/stockOut/ship', { id: o.id }, token))
}
const apiSeconds = (performance.now() - t) / 1000
const cpuOf = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1e6
const apiCpu = cpuOf(process.cpuUsage(cpu))

// The same stock postings as bare SQL, one transaction per order: per line allocate (balance
// allocated + allocation row), pick move (posting, two ledger rows, two balances, allocation
// released there and taken at the staging row), issue (posting, ledger row, balance, allocation).
const staging = await inTenant(db, { tenantId }, (tx) => stagingLocation(tx, storageId))
const balanceAt = async (location: number, sku: number) =>
  inTenant(
    db,
    { tenantId },
    async (tx) =>
      (
        await tx.query<{ id: number }>(
          `INSERT INTO stock_balance (tenant_id, storage_id, location_id, sku_id, stock_status) VALUES (app_tenant_id(), $1, $2, $3, 1)
     ON CONFLICT ON CONSTRAINT stock_balance_key DO UPDATE SET version = stock_balance.version RETURNING id`,
          [storageId, location, sku],
        )
      ).rows[0].id,
  )
const rows = new Map<number, { src: number; dst: number }>()
for (const s of skus) rows.set(s.id, { src: await balanceAt(shelf, s.id), dst: await balanceAt(staging, s.id) })
let line = 10_000_000
t = performance.now()
cpu = process.cpuUsage()
for (let i = 0; i < n; i++) {
  await inTenant(db, { tenantId }, async (tx) => {
    for (let l = 0; l < width; l++) {
      const { src, dst } = rows.get(skuOf(i, l).id)!
      const lineId = ++line
      const ledger = async (posting: number, balance: number, operation: string, qty: number) => {
        const b = await tx.query<{ on_hand: number }>(
          `UPDATE stock_balance SET on_hand = on_hand + $2, allocated = allocated + $2 WHERE id = $1 RETURNING on_hand`,
          [balance, qty],
        )
        await tx.query(
          `INSERT INTO stock_ledger (tenant_id, posting_id, balance_id, storage_id, location_id, sku_id, stock_status, doc_type, line_id, operation, qty, balance_after)
           VALUES (app_tenant_id(), $1, $2, $3, $4, $5, 1, 'benchSql', $6, $7, $8, $9)`,
          [posting, balance, storageId, balance === src ? shelf : staging, skuOf(i, l).id, lineId, operation, qty, b.rows[0].on_hand],
        )
      }
      const posting = async (operation: string) =>
        (
          await tx.query<{ id: number }>(
            `INSERT INTO stock_posting (tenant_id, doc_type, line_id, operation) VALUES (app_tenant_id(), 'benchSql', $1, $2) RETURNING id`,
            [lineId, operation],
          )
        ).rows[0].id
      await tx.query(`UPDATE stock_balance SET allocated = allocated + 1 WHERE id = $1 AND on_hand - allocated >= 1`, [src])
      const a = await tx.query<{ id: number }>(
        `INSERT INTO stock_allocation (tenant_id, balance_id, doc_type, line_id, qty, status) VALUES (app_tenant_id(), $1, 'benchSql', $2, 1, 1) RETURNING id`,
        [src, lineId],
      )
      const pick = await posting('pick')
      await ledger(pick, src, 'move_out', -1)
      await ledger(pick, dst, 'move_in', 1)
      await tx.query(`UPDATE stock_allocation SET status = 2 WHERE id = $1`, [a.rows[0].id])
      const b = await tx.query<{ id: number }>(
        `INSERT INTO stock_allocation (tenant_id, balance_id, doc_type, line_id, qty, status) VALUES (app_tenant_id(), $1, 'benchSql', $2, 1, 1) RETURNING id`,
        [dst, lineId],
      )
      await ledger(await posting('issue'), dst, 'issue', -1)
      await tx.query(`UPDATE stock_allocation SET status = 3 WHERE id = $1`, [b.rows[0].id])
    }
  })
}
const sqlSeconds = (performance.now() - t) / 1000
const sqlCpu = cpuOf(process.cpuUsage(cpu))
const api = n / apiSeconds
const sql = n / sqlSeconds
console.log(`database: ${db.kind}`)
console.log(
  `API:      ${n} orders of ${width} lines (allocate, wave, pick, review, pack, ship) in ${apiSeconds.toFixed(1)} s = ${api.toFixed(1)} orders/s (CPU ${apiCpu.toFixed(1)} s)`,
)
console.log(
  `raw SQL:  ${n} orders of ${width} lines (the same stock postings) in ${sqlSeconds.toFixed(1)} s = ${sql.toFixed(1)} orders/s (CPU ${sqlCpu.toFixed(1)} s)`,
)
console.log(`ratio:    API = ${((api / sql) * 100).toFixed(0)}% of raw SQL (${(sql / api).toFixed(1)}× slower)`)
console.log(
  `per order: ${Object.entries(steps)
    .map(([k, ms]) => `${k} ${(ms / n).toFixed(1)} ms`)
    .join(', ')} (review: ${width} scans + finish, ${(steps.review / n / (width + 1)).toFixed(1)} ms a call)`,
)
await db.close()
