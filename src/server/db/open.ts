import type { Db } from './types.ts'
import { openPglite } from './pglite.ts'
import { openPg } from './pg.ts'
import { dbLimitsFrom } from './limits.ts'

/** DATABASE_URL selects a PostgreSQL server; otherwise embedded PGlite under WMS_DATA_DIR (default ./data). */
export async function openDatabase(env: NodeJS.ProcessEnv = process.env): Promise<Db> {
  const limits = dbLimitsFrom(env)
  if (env.DATABASE_URL) return openPg(env.DATABASE_URL, limits)
  return openPglite({ dataDir: env.WMS_DATA_DIR || './data', limits })
}
