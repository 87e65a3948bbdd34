// How long and how many: the database limits a deployment may tune (README, 环境变量).
// Statement and lock timeouts apply on a PostgreSQL server only: PGlite runs each statement to
// its end on the server's own thread and cannot be interrupted; its bound is the queue.

export interface DbLimits {
  /** Connections to a PostgreSQL server (PGlite: one). */
  poolSize: number
  /** Calls allowed to wait for a connection; more fail at once with 503. */
  maxQueue: number
  /** How long a call may wait for a connection (or PGlite's one transaction slot). */
  maxWaitMs: number
  /** Longest statement; a statement past it is cancelled (503). */
  statementTimeoutMs: number
  /** Longest wait for a row or table lock held by another transaction (503). */
  lockTimeoutMs: number
  /** Statement timeout of work declared long (exports), set per transaction. */
  longStatementTimeoutMs: number
}

export const DEFAULT_DB_LIMITS: DbLimits = {
  poolSize: 10,
  maxQueue: 100,
  maxWaitMs: 15_000,
  statementTimeoutMs: 30_000,
  lockTimeoutMs: 5_000,
  longStatementTimeoutMs: 300_000,
}

const ENV: Record<keyof DbLimits, string> = {
  poolSize: 'WMS_DB_POOL_SIZE',
  maxQueue: 'WMS_DB_MAX_QUEUE',
  maxWaitMs: 'WMS_DB_WAIT_MS',
  statementTimeoutMs: 'WMS_STATEMENT_TIMEOUT_MS',
  lockTimeoutMs: 'WMS_LOCK_TIMEOUT_MS',
  longStatementTimeoutMs: 'WMS_LONG_STATEMENT_TIMEOUT_MS',
}

/** The limits from the environment; a value that is not a positive whole number stops the start. */
export function dbLimitsFrom(env: NodeJS.ProcessEnv): DbLimits {
  const limits = { ...DEFAULT_DB_LIMITS }
  for (const [key, name] of Object.entries(ENV) as [keyof DbLimits, string][]) {
    const raw = env[name]
    if (raw === undefined || raw === '') continue
    const n = Number(raw)
    if (!Number.isInteger(n) || n <= 0) throw new Error(`环境变量 ${name} 应为正整数，当前为“${raw}”`)
    limits[key] = n
  }
  return limits
}
