// Applies the SQL files of ./migrations in name order, each once, under an advisory lock so
// two servers starting together do not both migrate. A changed file that was already
// applied is refused: history is never rewritten, a new migration is added instead.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Db } from './types.ts'

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations')
const LOCK_KEY = 740_214_001

export interface Migration {
  version: string
  sql: string
  checksum: string
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((f) => {
      const sql = readFileSync(join(dir, f), 'utf8')
      return { version: f.replace(/\.sql$/, ''), sql, checksum: createHash('sha256').update(sql).digest('hex') }
    })
}

export async function migrate(db: Db, migrations = readMigrations()): Promise<string[]> {
  return db.withConnection(async (conn) => {
    // A migration may rewrite a large table, and a second server waits here for the first one's:
    // neither is cut short by the timeouts meant for requests (restored below, connection pooled).
    await conn.exec('SET statement_timeout = 0; SET lock_timeout = 0')
    await conn.query(`SELECT pg_advisory_lock(${LOCK_KEY})`)
    try {
      await conn.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`)
      const done = new Map(
        (await conn.query<{ version: string; checksum: string }>('SELECT version, checksum FROM schema_migrations')).rows.map((r) => [r.version, r.checksum]),
      )
      const applied: string[] = []
      for (const m of migrations) {
        const sum = done.get(m.version)
        if (sum) {
          if (sum !== m.checksum) throw new Error(`迁移 ${m.version} 已执行过但文件已被修改；请新增迁移而不是修改旧文件`)
          continue
        }
        await conn.exec('BEGIN')
        try {
          await conn.exec(m.sql)
          await conn.query('INSERT INTO schema_migrations (version, checksum) VALUES ($1, $2)', [m.version, m.checksum])
          await conn.exec('COMMIT')
        } catch (e) {
          await conn.exec('ROLLBACK')
          throw new Error(`迁移 ${m.version} 执行失败：${(e as Error).message}`)
        }
        applied.push(m.version)
      }
      return applied
    } finally {
      await conn.query(`SELECT pg_advisory_unlock(${LOCK_KEY})`)
      await conn.exec('RESET statement_timeout; RESET lock_timeout')
    }
  })
}
