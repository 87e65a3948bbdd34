// Token → session. A missing, unknown, expired or logged-out token is -999; a disabled user
// or tenant, or a session an administrator revoked, is status 5. Expiry slides with use, up to
// the session's absolute end (ends_at, set at login).
import type { Db } from '../db/types.ts'
import { hashToken } from '../kernel/session-token.ts'
import type { Clock, Session } from '../kernel/handler.ts'
import { AccountDisabled, SessionExpired } from '../kernel/errors.ts'

const REVOKED: Record<string, string> = {
  password: '密码已修改，请重新登录',
  reset: '密码已被管理员重置，请使用新密码登录',
  disabled: '账号已停用，请联系管理员',
}

export function tokenFrom(header: string | undefined): string | null {
  if (!header) return null
  const t = header.replace(/^Bearer\s+/i, '').trim()
  return t.length >= 16 && t.length <= 200 ? t : null
}

interface SessionRow {
  id: number
  tenant_id: number
  user_id: number
  storage_id: number | null
  expires_at: string
  ends_at: string
  revoked_at: string | null
  revoke_reason: string | null
  account: string
  user_name: string
  real_name: string
  user_type: number
  user_status: number
  must_change_password: boolean
  tenant_type: number
  tenant_status: number
  storages: number[] | null
  owners: number[] | null
}

export async function authenticate(db: Db, token: string | null, clock: Clock, ttlMs: number): Promise<Session> {
  if (!token) throw new SessionExpired()
  const now = clock.now()
  const r = await db.query<SessionRow>(
    `SELECT s.id, s.tenant_id, s.user_id, s.storage_id, s.expires_at, s.ends_at, s.revoked_at, s.revoke_reason,
            u.account, u.user_name, u.real_name, u.user_type, u.status AS user_status, u.must_change_password,
            t.tenant_type, t.status AS tenant_status,
            (SELECT array_agg(us.storage_id ORDER BY us.storage_id) FROM user_storage us WHERE us.tenant_id = s.tenant_id AND us.user_id = s.user_id) AS storages,
            (SELECT array_agg(uo.owner_id ORDER BY uo.owner_id) FROM user_owner uo WHERE uo.tenant_id = s.tenant_id AND uo.user_id = s.user_id) AS owners
       FROM sys_session s
       JOIN sys_user u ON u.tenant_id = s.tenant_id AND u.id = s.user_id
       JOIN tenant t ON t.id = s.tenant_id
      WHERE s.token_hash = $1`,
    [hashToken(token)],
  )
  const s = r.rows[0]
  if (!s) throw new SessionExpired()
  if (s.revoked_at) {
    if (s.revoke_reason === 'logout' || s.revoke_reason === 'replaced') throw new SessionExpired()
    throw new AccountDisabled(REVOKED[s.revoke_reason ?? ''] ?? '会话已被管理员终止，请重新登录')
  }
  const endsAt = new Date(s.ends_at).getTime()
  if (new Date(s.expires_at) <= now || endsAt <= now.getTime()) throw new SessionExpired()
  if (s.user_status !== 1 || s.tenant_status !== 1) {
    await db.query(`UPDATE sys_session SET revoked_at = $2, revoke_reason = 'disabled' WHERE id = $1`, [s.id, now])
    throw new AccountDisabled(s.user_status !== 1 ? '账号已停用，请联系管理员' : '所属租户已停用，请联系平台管理员')
  }
  // Slide the expiry (never past the absolute end), at most once a minute per session.
  const slid = Math.min(now.getTime() + ttlMs, endsAt)
  if (slid - new Date(s.expires_at).getTime() > 60_000) {
    await db.query(`UPDATE sys_session SET expires_at = $2, last_seen_at = $3 WHERE id = $1`, [s.id, new Date(slid), now])
  }
  return {
    sessionId: s.id,
    tenantId: s.tenant_id,
    userId: s.user_id,
    account: s.account,
    userName: s.user_name,
    realName: s.real_name,
    userType: s.user_type,
    tenantType: s.tenant_type,
    storageId: s.storage_id,
    mustChangePassword: s.must_change_password,
    storageScope: s.storages?.map(Number) ?? null,
    ownerScope: s.owners?.map(Number) ?? null,
  }
}

/** Whether the caller's roles hold one of the menu screens a call belongs to (migration 0025) and
 *  its function key, if it has one (a menu function name, migration 0024): one round trip. */
export async function holdsAccess(db: Db, session: Session, modules: string[] | null, key: string | undefined): Promise<{ modules: boolean; key: boolean }> {
  const r = await db.query<{ modules: boolean; key: boolean }>(
    `SELECT ($3::text[] IS NULL OR holds_any_module($1, $2, $3)) AS modules, ($4::text IS NULL OR holds_permission($1, $2, $4)) AS key`,
    [session.tenantId, session.userId, modules, key ?? null],
  )
  return r.rows[0]
}
