// POST /login {account, password}. Unknown accounts and wrong passwords get the same answer,
// take the same time and count alike; repeated failures earn growing waits (login-throttle.ts,
// 429), never a lock. The password hash (scrypt, slow on purpose) runs outside any transaction:
// on PGlite a transaction holds the database's only slot, and a login flood must not take it.
import type { AppDeps } from '../../kernel/handler.ts'
import { Refusal } from '../../kernel/handler.ts'
import { HttpFailure } from '../../kernel/errors.ts'
import { hashPassword, verifyPassword } from './password.ts'
import { loginInfo, startingStorage } from './login-info.ts'
import { openSession } from './sessions.ts'
import { platformTenantId, systemLog } from '../../audit/system-log.ts'
import { allowedStorageIds } from '../user/scope.ts'
import { outsideTx } from '../../kernel/define.ts'
import { LoginThrottle } from './login-throttle.ts'

const WRONG = '账号或密码错误'

// Verified against when the account does not exist, so both paths cost one scrypt.
let dummyHash: Promise<string> | undefined

// One throttle per app (tests build several apps in one process).
const throttles = new WeakMap<object, LoginThrottle>()
const throttleOf = (deps: Required<AppDeps>) => throttles.get(deps) ?? throttles.set(deps, new LoginThrottle()).get(deps)!

interface AccountRow {
  tenant_id: number
  user_id: number
  password_hash: string
}

export const login = outsideTx(async (ctx) => {
  const db = ctx.deps.db
  const account = String(ctx.payload.account).toLowerCase()
  const ip = ctx.request.ip
  const now = ctx.deps.clock.now()
  const throttle = throttleOf(ctx.deps)
  const wait = throttle.begin(account, ip, now)
  if (wait > 0) {
    const seconds = Math.ceil(wait / 1000)
    throw new HttpFailure(429, `登录尝试过于频繁，请 ${seconds} 秒后再试`, seconds)
  }
  const acc = (await db.query<AccountRow>(`SELECT tenant_id, user_id, password_hash FROM login_account WHERE account = $1`, [account])).rows[0]
  const right = await verifyPassword(ctx.payload.password, acc?.password_hash ?? (await (dummyHash ??= hashPassword('not-a-password-0'))))
  if (!acc || !right) {
    // The attempt stays counted; the log says when this caller now has to wait.
    const slowed = throttle.slowed(account, ip, now)
    await db.transaction(async (tx) =>
      systemLog(tx, {
        tenantId: acc?.tenant_id ?? (await platformTenantId(tx)),
        userId: acc?.user_id,
        account,
        category: slowed ? 'lockout' : 'login',
        ok: false,
        message: slowed ? `${WRONG}（连续失败，暂缓登录）` : WRONG,
        request: ctx.request,
      }),
    )
    return new Refusal(WRONG)
  }
  throttle.succeeded(account, ip)
  return db.transaction(async (tx) => {
    // The hash checked above is still the account's (no password change in between).
    const still = await tx.query(`SELECT 1 FROM login_account WHERE account = $1 AND password_hash = $2 FOR UPDATE`, [account, acc.password_hash])
    if (!still.rows.length) return new Refusal(WRONG)
    const user = (
      await tx.query<{ status: number; tenant_status: number; default_storage_id: number | null }>(
        `SELECT u.status, t.status AS tenant_status, u.default_storage_id
           FROM sys_user u JOIN tenant t ON t.id = u.tenant_id WHERE u.tenant_id = $1 AND u.id = $2`,
        [acc.tenant_id, acc.user_id],
      )
    ).rows[0]
    if (user.status !== 1 || user.tenant_status !== 1) {
      const message = user.status !== 1 ? '账号已停用，请联系管理员' : '所属租户已停用，请联系平台管理员'
      await systemLog(tx, { tenantId: acc.tenant_id, userId: acc.user_id, account, category: 'login', ok: false, message, request: ctx.request })
      return new Refusal(message, 5)
    }
    await tx.query(`UPDATE sys_user SET last_login_at = $3 WHERE tenant_id = $1 AND id = $2`, [acc.tenant_id, acc.user_id, now])
    const storage = await startingStorage(tx, acc.tenant_id, user.default_storage_id, await allowedStorageIds(tx, acc.tenant_id, acc.user_id))
    const s = await openSession(tx, {
      tenantId: acc.tenant_id,
      userId: acc.user_id,
      storageId: storage?.id ?? null,
      now,
      ttlMs: ctx.deps.sessionTtlMs,
      endsAt: new Date(now.getTime() + ctx.deps.sessionMaxMs),
      request: ctx.request,
    })
    await systemLog(tx, { tenantId: acc.tenant_id, userId: acc.user_id, account, category: 'login', ok: true, message: '登录成功', request: ctx.request })
    return { ...(await loginInfo(tx, ctx.config, acc.tenant_id, acc.user_id, storage?.id ?? null)), token: s.token, expiresAt: s.expiresAt }
  })
})
