import type { Tx } from '../db/types.ts'
import type { RequestInfo } from '../kernel/handler.ts'

export type SystemEvent = 'login' | 'logout' | 'lockout' | 'password' | 'token-login' | 'error'

/** Logins, failures, lockouts: the system log (append-only, per tenant; unknown accounts go to the platform tenant). */
export async function systemLog(
  tx: Tx,
  e: { tenantId: number; userId?: number | null; account: string; category: SystemEvent; ok: boolean; message: string; request: RequestInfo },
) {
  await tx.query(
    `INSERT INTO system_log (tenant_id, user_id, account, category, outcome, message, ip, user_agent, created_by, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $2, $2)`,
    [e.tenantId, e.userId ?? null, e.account.slice(0, 64), e.category, e.ok ? 1 : 0, e.message.slice(0, 500), e.request.ip.slice(0, 64), e.request.userAgent],
  )
}

export async function platformTenantId(tx: Tx): Promise<number> {
  const r = await tx.query<{ id: number }>(`SELECT id FROM tenant WHERE tenant_type = 0 ORDER BY id LIMIT 1`)
  return r.rows[0]?.id ?? 1
}
