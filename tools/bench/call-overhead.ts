// Benchmark: what every API call spends before its handler — the token check, the permission
// check — beside a round trip of the database, a whole small read (/storage/options) and a
// write refused by validation right after the checks (/storage/add), through the app. Fresh
// in-memory PGlite with the demo data, or a PostgreSQL server with DATABASE_URL (an empty
// database: it is migrated and seeded). Prints milliseconds per call; compare runs made under
// the same load on a shared machine.
//   npx tsx tools/bench/call-overhead.ts [calls=1000]
import { authenticate, holdsAccess } from '../../src/server/http/auth.ts'
import { benchApp } from './bench-app.ts'

const n = Number(process.argv[2] ?? 1000)
if (!(n > 0 && Number.isInteger(n))) throw new Error('usage: npx tsx tools/bench/call-overhead.ts [calls=1000]')
const { db, post } = await benchApp()
const token: string = (await post('/login', { account: 'keeper', password: 'demo123' })).data.token
const clock = { now: () => new Date() }
const session = await authenticate(db, token, clock, 3_600_000)

async function perCall(name: string, f: () => Promise<unknown>) {
  for (let i = 0; i < Math.min(50, n); i++) await f()
  const started = performance.now()
  for (let i = 0; i < n; i++) await f()
  console.log(`${name.padEnd(34)} ${((performance.now() - started) / n).toFixed(3)} ms`)
}

console.log(`${n} calls each, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`)
await perCall('SELECT 1', () => db.query('SELECT 1'))
await perCall('token check (authenticate)', () => authenticate(db, token, clock, 3_600_000))
await perCall('access check (holdsAccess: screen and function key)', async () => {
  const held = await holdsAccess(db, session, ['warehouse-mag'], '仓库新增')
  if (!held.modules || !held.key) throw new Error('keeper should hold 仓库管理 and 仓库新增')
})
await perCall('whole call /storage/options', async () => {
  if ((await post('/storage/options', {}, token)).status !== 1) throw new Error('/storage/options failed')
})
// A write with its permission key, refused by validation after the checks: no handler work.
await perCall('whole call /storage/add, refused', async () => {
  if ((await post('/storage/add', {}, token)).message === undefined) throw new Error('/storage/add answered nothing')
})
await db.close()
