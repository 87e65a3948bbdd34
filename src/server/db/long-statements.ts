import type { Tx } from './types.ts'
import type { DbLimits } from './limits.ts'

/** Raises the statement timeout for the rest of this transaction, for work declared long (exports). */
export async function allowLongStatements(tx: Tx, limits: DbLimits): Promise<void> {
  await tx.query(`SELECT set_config('statement_timeout', $1, true)`, [String(limits.longStatementTimeoutMs)])
}
