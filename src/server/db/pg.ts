import pg from 'pg'
import type { Db, QueryResult, Row, Tx } from './types.ts'
import { typeParsers } from './parsers.ts'

const types = {
  getTypeParser(oid: number, format?: string) {
    const p = typeParsers[oid]
    return p ?? pg.types.getTypeParser(oid, format as any)
  },
}

function wrap(c: pg.PoolClient | pg.Pool): Tx {
  return {
    async query<T = Row>(text: string, params?: unknown[]): Promise<QueryResult<T>> {
      const r = await c.query({ text, values: params as any[], types } as pg.QueryConfig)
      return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length }
    },
    async exec(sql: string) {
      await c.query(sql)
    },
  }
}

export async function openPg(url: string, max = 10): Promise<Db & { pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString: url, max })
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', (e) => console.error('[db] idle client error:', e.message))
  const self = wrap(pool)
  async function withConnection<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    const client = await pool.connect()
    try {
      return await fn(wrap(client))
    } finally {
      client.release()
    }
  }
  return {
    kind: 'pg',
    pool,
    query: self.query,
    exec: self.exec,
    withConnection,
    transaction: (fn) =>
      withConnection(async (tx) => {
        await tx.query('BEGIN')
        try {
          const result = await fn(tx)
          await tx.query('COMMIT')
          return result
        } catch (e) {
          await tx.query('ROLLBACK').catch(() => {})
          throw e
        }
      }),
    close: () => pool.end(),
  }
}
