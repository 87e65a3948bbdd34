import pg from 'pg'
import type { Db, QueryResult, Row, Tx } from './types.ts'
import { typeParsers } from './parsers.ts'
import { DEFAULT_DB_LIMITS, type DbLimits } from './limits.ts'
import { createGate } from './gate.ts'
import { isConnectionFault } from './faults.ts'

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

// A transaction left idle this long is a fault in the server (a handler that stopped half-way):
// PostgreSQL ends it and frees its locks.
const IDLE_IN_TRANSACTION_MS = 60_000

export async function openPg(url: string, opts: Partial<DbLimits> = {}): Promise<Db & { pool: pg.Pool }> {
  const limits = { ...DEFAULT_DB_LIMITS, ...opts }
  const pool = new pg.Pool({
    connectionString: url,
    max: limits.poolSize,
    // A server that does not answer a connection attempt: fail the call, not hang it.
    connectionTimeoutMillis: limits.maxWaitMs,
    keepAlive: true,
    statement_timeout: limits.statementTimeoutMs,
    lock_timeout: limits.lockTimeoutMs,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
  })
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', (e) => console.error('[db] idle client error:', e.message))
  const gate = createGate({ concurrency: limits.poolSize, maxQueue: limits.maxQueue, maxWaitMs: limits.maxWaitMs })
  const self = wrap(pool)

  async function withConnection<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return gate.run(async () => {
      const client = await pool.connect()
      // A checked-out client has no listener of the pool's: without this one, a connection cut
      // while a request holds it ('error' event) would end the process.
      let broken: Error | undefined
      const onError = (e: Error) => {
        broken = e
        console.error('[db] connection lost:', e.message)
      }
      client.on('error', onError)
      try {
        return await fn(wrap(client))
      } catch (e) {
        if (isConnectionFault(e)) broken ??= e as Error
        throw e
      } finally {
        client.removeListener('error', onError)
        // A broken connection is closed, not handed to the next caller.
        client.release(broken)
      }
    })
  }

  return {
    kind: 'pg',
    pool,
    limits,
    load: gate.load,
    query: <T = Row>(text: string, params?: unknown[]) => gate.run(() => self.query<T>(text, params)),
    exec: (sql) => gate.run(() => self.exec(sql)),
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
