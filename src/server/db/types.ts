// One small interface over PGlite and node-postgres so every query runs the same on both.

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

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'pg'
  exec(sql: string): Promise<void>
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>
  /** Runs fn on one connection held for its whole duration (session-level advisory locks). */
  withConnection<T>(fn: (conn: Tx) => Promise<T>): Promise<T>
  close(): Promise<void>
}
