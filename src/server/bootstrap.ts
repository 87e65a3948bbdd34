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
}

export async function prepareDatabase(db: Db, config: WmsConfig, env: NodeJS.ProcessEnv = process.env): Promise<BootstrapReport> {
  const migrations = await migrate(db)
  await syncModules(db, config)
  const empty = (await db.query<{ n: number }>('SELECT count(*)::int8 AS n FROM tenant')).rows[0].n === 0
  if (!empty) {
    // Embedded PGlite has no autovacuum to keep planner statistics fresh: refresh them per start.
    if (db.kind === 'pglite') await db.exec('ANALYZE')
    return { migrations, seeded: 'none' }
  }
  if (env.WMS_DEMO === '0') {
    const account = env.WMS_ADMIN_ACCOUNT
    const password = env.WMS_ADMIN_PASSWORD
    if (!account || !password) throw new Error('WMS_DEMO=0 时须设置 WMS_ADMIN_ACCOUNT 与 WMS_ADMIN_PASSWORD 以创建第一个平台管理员')
    const problem = userPasswordProblem(password, account, false)
    if (problem) throw new Error(`WMS_ADMIN_PASSWORD 不符合密码规则：${problem}`)
    await seedAdminOnly(db, config, account, password)
    return { migrations, seeded: 'admin' }
  }
  await seedDemo(db, config)
  // Planner statistics now, not when autovacuum gets round to it: without them the first
  // joins over freshly seeded tables run as nested loops (seconds instead of milliseconds).
  await db.exec('ANALYZE')
  return { migrations, seeded: 'demo' }
}
