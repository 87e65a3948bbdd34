// Start-up of a database: migrations, menu modules from the config, then the demo data (or
// the first administrator) when the database is empty.
import type { WmsConfig } from '../config/types.ts'
import type { Db } from './db/types.ts'
import { migrate } from './db/migrate.ts'
import { syncModules } from './domain/menu/module-catalogue.ts'
import { seedAdminOnly, seedDemo } from './seed/demo.ts'
import { userPasswordProblem } from './domain/session/password.ts'

export interface BootstrapReport {
  migrations: string[]
  seeded: 'demo' | 'admin' | 'none'
  /** Milliseconds per phase, in order (npm start prints them). */
  phases: [string, number][]
}

/** Tables changed by more than 50 rows plus 10 % since their last ANALYZE: autovacuum's own
 *  default threshold (autovacuum_analyze_threshold, autovacuum_analyze_scale_factor). */
const ANALYZE_STALE = `SELECT format('%I.%I', schemaname, relname) AS name FROM pg_stat_user_tables
  WHERE n_mod_since_analyze > 50 + 0.1 * n_live_tup`

async function analyzeStale(db: Db): Promise<void> {
  const stale = (await db.query<{ name: string }>(ANALYZE_STALE)).rows.map((r) => r.name)
  if (stale.length) await db.exec(`ANALYZE ${stale.join(', ')}`)
}

export async function prepareDatabase(db: Db, config: WmsConfig, env: NodeJS.ProcessEnv = process.env): Promise<BootstrapReport> {
  const phases: [string, number][] = []
  const timed = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const t = performance.now()
    try {
      return await run()
    } finally {
      phases.push([name, performance.now() - t])
    }
  }
  const migrations = await timed('migrations', () => migrate(db))
  await timed('module sync', () => syncModules(db, config))
  const empty = (await db.query<{ n: number }>('SELECT count(*)::int8 AS n FROM tenant')).rows[0].n === 0
  if (!empty) {
    // Embedded PGlite has no autovacuum to keep planner statistics fresh: at start, analyze what
    // autovacuum would (ANALYZE_STALE), not every table at every start.
    if (db.kind === 'pglite') await timed('ANALYZE', () => analyzeStale(db))
    return { migrations, seeded: 'none', phases }
  }
  if (env.WMS_DEMO === '0') {
    const account = env.WMS_ADMIN_ACCOUNT
    const password = env.WMS_ADMIN_PASSWORD
    if (!account || !password) throw new Error('WMS_DEMO=0 时须设置 WMS_ADMIN_ACCOUNT 与 WMS_ADMIN_PASSWORD 以创建第一个平台管理员')
    const problem = userPasswordProblem(password, account, false)
    if (problem) throw new Error(`WMS_ADMIN_PASSWORD 不符合密码规则：${problem}`)
    await timed('first administrator', () => seedAdminOnly(db, config, account, password))
    return { migrations, seeded: 'admin', phases }
  }
  await timed('demo data', () => seedDemo(db, config))
  // Planner statistics now, not when autovacuum gets round to it: without them the first
  // joins over freshly seeded tables run as nested loops (seconds instead of milliseconds).
  await timed('ANALYZE', () => db.exec('ANALYZE'))
  return { migrations, seeded: 'demo', phases }
}
