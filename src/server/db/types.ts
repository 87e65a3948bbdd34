// One small interface over PGlite and node-postgres so every query runs the same on both.
import type { DbLimits } from './limits.ts'

export type Row = Record<string, any>

export interface QueryResult<T = Row> {
  rows: T[]
  rowCount: number
}

export interface Queryable {
  query<T = Row>(text: string, params?: unknown[]): Promise<QueryResult<T>>
}

/** A connection inside an open transaction. */
export interface Tx extends Queryable {
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
}

/** Every call goes through a bounded admission gate (db/gate.ts): past its queue or its wait, DbBusy. */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'pg'
  readonly limits: DbLimits
  /** Units of work running and waiting for the database now. */
  load(): { running: number; queued: number }
  exec(sql: string): Promise<void>
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>
  /** Runs fn on one connection held for its whole duration (session-level advisory locks). */
  withConnection<T>(fn: (conn: Tx) => Promise<T>): Promise<T>
  close(): Promise<void>
}
