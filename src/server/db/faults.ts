// The database away (stopped, restarting, a connection cut) or too busy is neither the caller's
// fault nor a bug: the call answers 503 with a Chinese message, the server keeps running, and
// the next call after the database is back simply works (the pool opens fresh connections).

export const DB_UNAVAILABLE = '数据库暂时不可用，请稍后再试'
export const DB_BUSY = '系统繁忙，请稍后再试'
export const DB_TIMEOUT = '数据库操作超时，请稍后再试'
export const DB_LOCKED = '数据正被其他操作占用，请稍后再试'

/** Too many calls waiting for the database, or one waited longer than allowed: shed, not queued. */
export class DbBusy extends Error {
  constructor(readonly reason: 'queue' | 'wait') {
    super(reason === 'queue' ? 'database queue full' : 'database wait timed out')
  }
}

// SQLSTATE classes 08 (connection exception), 57P01–57P03 (shutdown, crash, starting up), 53300 (too many connections).
const CONNECTION_STATES = /^(08...|57P0[123]|53300)$/
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH'])
// node-postgres says these in words only (no code).
const PG_WORDS =
  /Connection terminated|connection error|Client was closed|Connection ended|timeout exceeded when trying to connect|Cannot use a pool after calling end/i

/** Whether an error means the database cannot be reached, as opposed to a statement it refused. */
export function isConnectionFault(e: unknown): boolean {
  const err = e as { code?: unknown; message?: unknown } | null
  if (!err || typeof err !== 'object') return false
  const code = typeof err.code === 'string' ? err.code : ''
  if (CONNECTION_STATES.test(code) || SOCKET_CODES.has(code)) return true
  // AggregateError (a host with several addresses) carries the socket codes of its parts.
  if (Array.isArray((err as { errors?: unknown }).errors)) return (err as { errors: unknown[] }).errors.some(isConnectionFault)
  return typeof err.message === 'string' && !code && PG_WORDS.test(err.message)
}

/** The 503 message of a fault the caller can only wait out, or null for anything else. */
export function dbFaultMessage(e: unknown): string | null {
  if (e instanceof DbBusy) return DB_BUSY
  const code = (e as { code?: unknown } | null)?.code
  if (code === '57014') return DB_TIMEOUT // statement_timeout (or a cancelled statement)
  if (code === '55P03') return DB_LOCKED // lock_timeout
  return isConnectionFault(e) ? DB_UNAVAILABLE : null
}
