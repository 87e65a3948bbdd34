import type { Tx } from '../../db/types.ts'
import type { RequestInfo } from '../../kernel/handler.ts'
import { hashToken, newToken } from '../../kernel/session-token.ts'

/** A new session: sliding expiry `ttlMs` from now, ended for good at `endsAt` (a login: now + the absolute lifetime). */
export async function openSession(
  tx: Tx,
  s: { tenantId: number; userId: number; storageId: number | null; now: Date; ttlMs: number; endsAt: Date; request: RequestInfo },
) {
  const token = newToken()
  const expiresAt = new Date(Math.min(s.now.getTime() + s.ttlMs, s.endsAt.getTime()))
  await tx.query(
    `INSERT INTO sys_session (token_hash, tenant_id, user_id, storage_id, created_at, last_seen_at, expires_at, ends_at, ip, user_agent)
     VALUES ($1, $2, $3, $4, $5, $5, $6, $7, $8, $9)`,
    [hashToken(token), s.tenantId, s.userId, s.storageId, s.now, expiresAt, s.endsAt, s.request.ip.slice(0, 64), s.request.userAgent],
  )
  return { token, expiresAt: expiresAt.toISOString() }
}

/** A valid session row of a token (for token login and /login/info), or null. */
export async function sessionOfToken(tx: Tx, token: string, now: Date) {
  const r = await tx.query<{ id: number; tenant_id: number; user_id: number; storage_id: number | null; ends_at: string }>(
    `SELECT s.id, s.tenant_id, s.user_id, s.storage_id, s.ends_at
       FROM sys_session s
       JOIN sys_user u ON u.tenant_id = s.tenant_id AND u.id = s.user_id AND u.status = 1
       JOIN tenant t ON t.id = s.tenant_id AND t.status = 1
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND s.ends_at > $2`,
    [hashToken(token), now],
  )
  return r.rows[0] ?? null
}

export async function revokeSessions(
  tx: Tx,
  where: { sessionId?: number; tenantId?: number; userId?: number; exceptSessionId?: number },
  reason: string,
  now: Date,
) {
  if (where.sessionId) {
    await tx.query(`UPDATE sys_session SET revoked_at = $2, revoke_reason = $3 WHERE id = $1 AND revoked_at IS NULL`, [where.sessionId, now, reason])
    return
  }
  await tx.query(
    `UPDATE sys_session SET revoked_at = $3, revoke_reason = $4
      WHERE tenant_id = $1 AND user_id = $2 AND revoked_at IS NULL AND id <> $5`,
    [where.tenantId, where.userId, now, reason, where.exceptSessionId ?? 0],
  )
}
