// The signed-in user's own calls: who am I, log out, change my password, switch warehouse.
import { BizError } from '../../kernel/errors.ts'
import { hashPassword, userPasswordProblem, verifyPassword } from './password.ts'
import { loginInfo } from './login-info.ts'
import { revokeSessions } from './sessions.ts'
import { systemLog } from '../../audit/system-log.ts'
import { allowedStorageIds } from '../user/scope.ts'
import { outsideTx, systemRead, systemWrite } from '../../kernel/define.ts'

export const userInfo = systemRead((ctx) => loginInfo(ctx.tx, ctx.config, ctx.session!.tenantId, ctx.session!.userId, ctx.session!.storageId))

export const logout = systemRead(async (ctx) => {
  const s = ctx.session!
  await revokeSessions(ctx.tx, { sessionId: s.sessionId }, 'logout', ctx.deps.clock.now())
  await systemLog(ctx.tx, {
    tenantId: s.tenantId,
    userId: s.userId,
    account: s.account,
    category: 'logout',
    ok: true,
    message: '退出登录',
    request: ctx.request,
  })
  return null
})

// Both hashes (the old password checked, the new one made) run before the transaction, which
// then changes the password only if nobody changed it in between.
export const changePassword = outsideTx(
  async (ctx) => {
    const s = ctx.session!
    const db = ctx.deps.db
    const { oldPwd, newPwd } = ctx.payload as { oldPwd: string; newPwd: string }
    const row = (
      await db.query<{ password_hash: string }>(`SELECT password_hash FROM login_account WHERE tenant_id = $1 AND user_id = $2`, [s.tenantId, s.userId])
    ).rows[0]
    if (!row || !(await verifyPassword(oldPwd, row.password_hash))) throw new BizError('原密码不正确', [{ field: 'oldPwd', message: '原密码不正确' }])
    const problem = userPasswordProblem(newPwd, s.account, ctx.config.settings.isMd5)
    if (problem) throw new BizError(problem, [{ field: 'newPwd', message: problem }])
    if (newPwd === oldPwd) throw new BizError('新密码不能与原密码相同', [{ field: 'newPwd', message: '新密码不能与原密码相同' }])
    const hash = await hashPassword(newPwd)
    const now = ctx.deps.clock.now()
    await db.transaction(async (tx) => {
      const changed = await tx.query(
        `UPDATE login_account SET password_hash = $3, password_changed_at = $4 WHERE tenant_id = $1 AND user_id = $2 AND password_hash = $5`,
        [s.tenantId, s.userId, hash, now, row.password_hash],
      )
      if (!changed.rowCount) throw new BizError('密码刚被修改过，请重新操作')
      await tx.query(`UPDATE sys_user SET must_change_password = false WHERE tenant_id = $1 AND id = $2`, [s.tenantId, s.userId])
      // Other sessions of this user end; this one goes on.
      await revokeSessions(tx, { tenantId: s.tenantId, userId: s.userId, exceptSessionId: s.sessionId }, 'password', now)
      await systemLog(tx, {
        tenantId: s.tenantId,
        userId: s.userId,
        account: s.account,
        category: 'password',
        ok: true,
        message: '修改密码',
        request: ctx.request,
      })
    })
    return null
  },
  { mutates: true },
)

export const changeStorage = systemWrite(async (ctx) => {
  const s = ctx.session!
  const storage = (
    await ctx.tx.query<{ id: number; name: string; status: number }>(`SELECT id, name, status FROM storage WHERE tenant_id = $1 AND id = $2`, [
      s.tenantId,
      ctx.payload.storageId,
    ])
  ).rows[0]
  if (!storage) throw new BizError('所选仓库不存在')
  if (storage.status !== 1) throw new BizError('所选仓库已停用')
  const scope = await allowedStorageIds(ctx.tx, s.tenantId, s.userId)
  if (scope && !scope.includes(storage.id)) throw new BizError('您没有该仓库的权限')
  await ctx.tx.query(`UPDATE sys_session SET storage_id = $2 WHERE id = $1`, [s.sessionId, storage.id])
  return { storageId: storage.id, storageName: storage.name }
})

// Decision: no picture verification code; repeated failures earn growing waits instead (login-throttle.ts).
export const verifyCodeNeed = systemRead(async () => ({ need: false }))
