// Which of some menu screens (modules) the caller holds, in one query: the same rule as the
// dispatcher's read check (holds_any_module: role, tenant type and tenant module grants).
import type { Tx } from '../../db/types.ts'
import type { Session } from '../../kernel/handler.ts'

export async function heldModules(tx: Tx, session: Session, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set()
  const r = await tx.query<{ key: string }>(`SELECT k AS key FROM unnest($3::text[]) k WHERE holds_any_module($1, $2, ARRAY[k])`, [
    session.tenantId,
    session.userId,
    keys,
  ])
  return new Set(r.rows.map((x) => x.key))
}
