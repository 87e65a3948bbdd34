// POST /login {account, password}. Five wrong passwords lock the account for 15 minutes.
// Unknown accounts and wrong passwords get the same answer and take the same time.
import type { HandlerContext } from '../../kernel/handler.ts'
import { Refusal } from '../../kernel/handler.ts'
import { hashPassword, verifyPassword } from './password.ts'
import { loginInfo, startingStorage } from './login-info.ts'
import { openSession } from './sessions.ts'
import { platformTenantId, systemLog } from '../../audit/system-log.ts'
import { allowedStorageIds } from '../user/scope.ts'
import { systemRead } from '../../kernel/define.ts'

export const MAX_FAILURES = 5
export const LOCK_MINUTES = 15
const WRONG = '账号或密码错误'

// Verified against when the account does not exist, so both paths cost one scrypt.
let dummyHash: Promise<string> | undefined

interface AccountRow {
  tenant_id: number
  user_id: number
  password_hash: string
  failed_count: number
  locked_until: string | null
}

async function refuse(ctx: HandlerContext, acc: AccountRow | undefined, account: string, message: string, category: 'login' | 'lockout' = 'login') {
  const tenantId = acc?.tenant_id ?? (await platformTenantId(ctx.tx))
  await systemLog(ctx.tx, { tenantId, userId: acc?.user_id, account, category, ok: false, message, request: ctx.request })
  return new Refusal(message)
}

export const login = systemRead(async (ctx) => {
  const account = String(ctx.payload.account).toLowerCase()
  const now = ctx.deps.clock.now()
  const acc = (
    await ctx.tx.query<AccountRow>(`SELECT tenant_id, user_id, password_hash, failed_count, locked_until FROM login_account WHERE account = $1 FOR UPDATE`, [
      account,
    ])
  ).rows[0]
  if (!acc) {
    await verifyPassword(ctx.payload.password, await (dummyHash ??= hashPassword('not-a-password-0')))
    return refuse(ctx, undefined, account, WRONG)
  }
  if (acc.locked_until && new Date(acc.locked_until) > now) {
    const minutes = Math.ceil((new Date(acc.locked_until).getTime() - now.getTime()) / 60_000)
    return refuse(ctx, acc, account, `账号已被锁定，请 ${minutes} 分钟后再试`)
  }
  if (!(await verifyPassword(ctx.payload.password, acc.password_hash))) {
    const failures = acc.failed_count + 1
    if (failures >= MAX_FAILURES) {
      await ctx.tx.query(`UPDATE login_account SET failed_count = 0, locked_until = $2 WHERE account = $1`, [
        account,
        new Date(now.getTime() + LOCK_MINUTES * 60_000),
      ])
      return refuse(ctx, acc, account, `密码连续错误 ${MAX_FAILURES} 次，账号已锁定 ${LOCK_MINUTES} 分钟`, 'lockout')
    }
    await ctx.tx.query(`UPDATE login_account SET failed_count = $2 WHERE account = $1`, [account, failures])
    const left = MAX_FAILURES - failures
    return refuse(ctx, acc, account, left <= 2 ? `${WRONG}，再错 ${left} 次账号将被锁定` : WRONG)
  }
  const user = (
    await ctx.tx.query<{ status: number; tenant_status: number; default_storage_id: number | null }>(
      `SELECT u.status, t.status AS tenant_status, u.default_storage_id
         FROM sys_user u JOIN tenant t ON t.id = u.tenant_id WHERE u.tenant_id = $1 AND u.id = $2`,
      [acc.tenant_id, acc.user_id],
    )
  ).rows[0]
  if (user.status !== 1 || user.tenant_status !== 1) {
    const message = user.status !== 1 ? '账号已停用，请联系管理员' : '所属租户已停用，请联系平台管理员'
    await systemLog(ctx.tx, { tenantId: acc.tenant_id, userId: acc.user_id, account, category: 'login', ok: false, message, request: ctx.request })
    return new Refusal(message, 5)
  }
  await ctx.tx.query(`UPDATE login_account SET failed_count = 0, locked_until = NULL WHERE account = $1`, [account])
  await ctx.tx.query(`UPDATE sys_user SET last_login_at = $3 WHERE tenant_id = $1 AND id = $2`, [acc.tenant_id, acc.user_id, now])
  const storage = await startingStorage(ctx.tx, acc.tenant_id, user.default_storage_id, await allowedStorageIds(ctx.tx, acc.tenant_id, acc.user_id))
  const s = await openSession(ctx.tx, {
    tenantId: acc.tenant_id,
    userId: acc.user_id,
    storageId: storage?.id ?? null,
    now,
    ttlMs: ctx.deps.sessionTtlMs,
    request: ctx.request,
  })
  await systemLog(ctx.tx, { tenantId: acc.tenant_id, userId: acc.user_id, account, category: 'login', ok: true, message: '登录成功', request: ctx.request })
  return { ...(await loginInfo(ctx.tx, ctx.config, acc.tenant_id, acc.user_id, storage?.id ?? null)), token: s.token, expiresAt: s.expiresAt }
})
