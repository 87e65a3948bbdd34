// Benchmark: receipts per second, posted as scans through the API (validation, reservation
// lock, stock-in bookkeeping, the stock module's ledger and balance rows) and the same
// postings as raw SQL (one balance upsert and one ledger insert per receipt) on the same
// database. Prints both and their ratio. Fresh in-memory PGlite with the demo data, or a
// PostgreSQL server with DATABASE_URL (an empty database: it is migrated and seeded).
//   npx tsx tools/bench/receipts.ts [receipts=2000]
import { randomUUID } from 'node:crypto'
import { inTenant } from '../../src/server/db/tenant-tx.ts'
import { benchApp } from './bench-app.ts'

const n = Number(process.argv[2] ?? 2000)
const { db, post: call } = await benchApp()
const token = (await call('/login', { account: 'demo', password: 'demo123' })).data.token
const tenantId = (await db.query(`SELECT id FROM tenant WHERE code = 'DEMO'`)).rows[0].id
const storageId = (await db.query(`SELECT id FROM storage WHERE tenant_id = $1 AND code = 'GZ01'`, [tenantId])).rows[0].id
const skus = (await db.query(`SELECT id, code FROM sku WHERE tenant_id = $1 ORDER BY id LIMIT 20`, [tenantId])).rows

// One reservation expecting all n receipts (n / 20 of each of 20 SKUs).
const per = Math.ceil(n / skus.length)
const add = await call('/v1/bespeak/add', { bespeakType: 3, storageId, lines: skus.map((s) => ({ skuId: s.id, qty: per })) }, token)
await call('/v1/bespeak/approve', { id: add.data.id }, token)

let t = performance.now()
for (let i = 0; i < n; i++) {
  const r = await call('/v1/inScan/scan', { bespeakId: add.data.id, code: skus[i % skus.length].code, scanKey: randomUUID() }, token)
  if (r.status !== 1) throw new Error(r.message)
}
const apiSeconds = (performance.now() - t) / 1000

// The same postings as bare SQL: the balance upsert and the ledger row, one transaction each.
const location = (await db.query(`SELECT location_id AS id FROM stock_in WHERE bespeak_id = $1`, [add.data.id])).rows[0].id
t = performance.now()
for (let i = 0; i < n; i++) {
  await inTenant(db, { tenantId }, async (tx) => {
    const b = await tx.query<{ id: number; on_hand: number }>(
      `INSERT INTO stock_balance (tenant_id, storage_id, location_id, sku_id, stock_status, on_hand) VALUES (app_tenant_id(), $1, $2, $3, 4, 1)
       ON CONFLICT ON CONSTRAINT stock_balance_key DO UPDATE SET on_hand = stock_balance.on_hand + 1 RETURNING id, on_hand`,
      [storageId, location, skus[i % skus.length].id],
    )
    const p = await tx.query<{ id: number }>(
      `INSERT INTO stock_posting (tenant_id, doc_type, line_id, operation) VALUES (app_tenant_id(), 'bench', $1, 'receive') RETURNING id`,
      [i],
    )
    await tx.query(
      `INSERT INTO stock_ledger (tenant_id, posting_id, balance_id, storage_id, location_id, sku_id, stock_status, doc_type, operation, qty, balance_after)
       VALUES (app_tenant_id(), $1, $2, $3, $4, $5, 4, 'bench', 'receive', 1, $6)`,
      [p.rows[0].id, b.rows[0].id, storageId, location, skus[i % skus.length].id, b.rows[0].on_hand],
    )
  })
}
const sqlSeconds = (performance.now() - t) / 1000
const api = n / apiSeconds
const sql = n / sqlSeconds
console.log(`database: ${db.kind}`)
console.log(`API scans:   ${n} receipts in ${apiSeconds.toFixed(1)} s = ${api.toFixed(0)} receipts/s`)
console.log(`raw SQL:     ${n} receipts in ${sqlSeconds.toFixed(1)} s = ${sql.toFixed(0)} receipts/s`)
console.log(`ratio:       API = ${((api / sql) * 100).toFixed(0)}% of raw SQL (${(sql / api).toFixed(1)}× slower)`)
await db.close()
