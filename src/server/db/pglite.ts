import { PGlite } from '@electric-sql/pglite'
import type { Db, QueryResult, Row, Tx } from './types.ts'
import { typeParsers } from './parsers.ts'

export interface PgliteOptions {
  /** Directory to persist in; absent means in memory. */
  dataDir?: string
  /** A tarball made by dumpDataDir (tests start from a prepared database). */
  loadDataDir?: Blob | File
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
  const raw = await PGlite.create({
    dataDir: opts.dataDir,
    loadDataDir: opts.loadDataDir,
    parsers: typeParsers,
  })
  const self = wrap(raw)
  return {
    kind: 'pglite',
    raw,
    query: self.query,
    exec: self.exec,
    // PGlite runs one transaction at a time; its own lock queues the others.
    transaction: (fn) => raw.transaction((tx) => fn(wrap(tx))),
    withConnection: (fn) => fn(self),
    close: () => raw.close(),
  }
}
