import type { Db } from './types.ts'
import { openPglite } from './pglite.ts'
import { openPg } from './pg.ts'

/** DATABASE_URL selects a PostgreSQL server; otherwise embedded PGlite under WMS_DATA_DIR (default ./data). */
export async function openDatabase(env: NodeJS.ProcessEnv = process.env): Promise<Db> {
  if (env.DATABASE_URL) return openPg(env.DATABASE_URL)
  return openPglite({ dataDir: env.WMS_DATA_DIR || './data' })
}
