// Token calls. /login/info tells what a token's session is; /login/QYLogin (login by a
// token from a URL or single sign-on) exchanges a valid token for a fresh session, so a
// token that travelled in a URL stops working once used.
import { Refusal } from '../../kernel/handler.ts'
import { loginInfo } from './login-info.ts'
import { openSession, revokeSessions, sessionOfToken } from './sessions.ts'
import { systemLog } from '../../audit/system-log.ts'
import { systemRead } from '../../kernel/define.ts'

const INVALID = '登录凭证无效或已过期，请重新登录'

export const tokenInfo = systemRead(async (ctx) => {
  const s = await sessionOfToken(ctx.tx, ctx.payload.token, ctx.deps.clock.now())
  if (!s) return new Refusal(INVALID)
  return loginInfo(ctx.tx, ctx.config, s.tenant_id, s.user_id, s.storage_id)
})

export const tokenLogin = systemRead(async (ctx) => {
  const now = ctx.deps.clock.now()
  const s = await sessionOfToken(ctx.tx, ctx.payload.token, now)
  if (!s) return new Refusal(INVALID)
  await revokeSessions(ctx.tx, { sessionId: s.id }, 'replaced', now)
  const fresh = await openSession(ctx.tx, {
    tenantId: s.tenant_id,
    userId: s.user_id,
    storageId: s.storage_id,
    now,
    ttlMs: ctx.deps.sessionTtlMs,
    // The exchanged session keeps the old one's absolute end: exchanging never extends a login.
    endsAt: new Date(s.ends_at),
    request: ctx.request,
  })
  const info = await loginInfo(ctx.tx, ctx.config, s.tenant_id, s.user_id, s.storage_id)
  await systemLog(ctx.tx, {
    tenantId: s.tenant_id,
    userId: s.user_id,
    account: info.account,
    category: 'token-login',
    ok: true,
    message: '凭证登录成功',
    request: ctx.request,
  })
  return { ...info, token: fresh.token, expiresAt: fresh.expiresAt }
})
