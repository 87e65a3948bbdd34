import { PGlite } from '@electric-sql/pglite'
import type { Db, QueryResult, Row, Tx } from './types.ts'
import { typeParsers } from './parsers.ts'
import { DEFAULT_DB_LIMITS, type DbLimits } from './limits.ts'
import { createGate } from './gate.ts'
import { lockDataDir } from './data-dir-lock.ts'

export interface PgliteOptions {
  /** Directory to persist in; absent means in memory. */
  dataDir?: string
  /** A tarball made by dumpDataDir (tests start from a prepared database). */
  loadDataDir?: Blob | File
  limits?: Partial<DbLimits>
}

function wrap(q: { query: PGlite['query']; exec: PGlite['exec'] }): Tx {
  return {
    async query<T = Row>(text: string, params?: unknown[]): Promise<QueryResult<T>> {
      const r = await q.query<T>(text, params as any[])
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length }
    },
    async exec(sql: string) {
      await q.exec(sql)
    },
  }
}

export async function openPglite(opts: PgliteOptions = {}): Promise<Db & { raw: PGlite }> {
  const limits = { ...DEFAULT_DB_LIMITS, ...opts.limits, poolSize: 1 }
  const unlock = opts.dataDir ? lockDataDir(opts.dataDir) : () => {}
  let raw: PGlite
  try {
    raw = await PGlite.create({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir, parsers: typeParsers })
  } catch (e) {
    unlock()
    throw e
  }
  // PGlite runs one statement or transaction at a time: its queue gets the same bound as a pool's.
  const gate = createGate({ concurrency: 1, maxQueue: limits.maxQueue, maxWaitMs: limits.maxWaitMs })
  const self = wrap(raw)
  return {
    kind: 'pglite',
    raw,
    limits,
    load: gate.load,
    query: <T = Row>(text: string, params?: unknown[]) => gate.run(() => self.query<T>(text, params)),
    exec: (sql) => gate.run(() => self.exec(sql)),
    transaction: (fn) => gate.run(() => raw.transaction((tx) => fn(wrap(tx)))),
    withConnection: (fn) => gate.run(() => fn(self)),
    close: async () => {
      await raw.close()
      unlock()
    },
  }
}
