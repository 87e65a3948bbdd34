// 账号管理: users with their roles and warehouses. Initial and reset passwords must be
// changed at the next login; disabling a user ends their sessions (status 5); nobody grants
// roles beyond what they hold, changes their own roles, or leaves the tenant without an
// enabled administrator.
import { randomInt } from 'node:crypto'
import type { HandlerContext } from '../../kernel/handler.ts'
import { Reply } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { list } from '../../crud/list.ts'
import { get } from '../../crud/read.ts'
import { entityModel } from '../../crud/entity-model.ts'
import { updateRow } from '../../crud/rows.ts'
import { asOwner } from '../../db/as-owner.ts'
import { createUser, passwordHashFor, setUserOwners, setUserRoles, setUserStorages } from '../users/create-user.ts'
import { userPasswordProblem } from '../session/password.ts'
import { revokeSessions } from '../session/sessions.ts'
import { assertCanGrant, roleModuleIds } from '../permissions/grants.ts'
import { read, write } from '../../kernel/define.ts'

const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** An initial password that passes the rule: 10 characters, letters and digits. */
export function initialPassword(): string {
  for (;;) {
    const p = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
    if (/[A-Za-z]/.test(p) && /\d/.test(p)) return p
  }
}

async function rolesAndStorages(ctx: HandlerContext, userIds: number[]) {
  const roles = await ctx.tx.query<{ user_id: number; id: number; name: string }>(
    `SELECT ur.user_id, r.id, r.name FROM sys_user_role ur JOIN sys_role r ON r.tenant_id = ur.tenant_id AND r.id = ur.role_id WHERE ur.user_id = ANY($1) ORDER BY r.name`,
    [userIds],
  )
  const storages = await ctx.tx.query<{ user_id: number; id: number; name: string }>(
    `SELECT us.user_id, s.id, s.name FROM user_storage us JOIN storage s ON s.tenant_id = us.tenant_id AND s.id = us.storage_id WHERE us.user_id = ANY($1) ORDER BY s.code`,
    [userIds],
  )
  const owners = await ctx.tx.query<{ user_id: number; id: number; name: string }>(
    `SELECT uo.user_id, o.id, o.name FROM user_owner uo JOIN product_owner o ON o.tenant_id = uo.tenant_id AND o.id = uo.owner_id WHERE uo.user_id = ANY($1) ORDER BY o.code`,
    [userIds],
  )
  return (id: number) => {
    const r = roles.rows.filter((x) => x.user_id === id)
    const s = storages.rows.filter((x) => x.user_id === id)
    const o = owners.rows.filter((x) => x.user_id === id)
    return {
      roleIds: r.map((x) => x.id),
      roleNames: r.map((x) => x.name).join('、'),
      storageIds: s.map((x) => x.id),
      storageNames: s.length ? s.map((x) => x.name).join('、') : '全部仓库',
      ownerIds: o.map((x) => x.id),
      ownerNames: o.length ? o.map((x) => x.name).join('、') : '全部货主',
    }
  }
}

export const listUsers = read(async (ctx) => {
  const data = (await list.run(ctx)) as { list: Record<string, any>[]; total: number }
  const extra = await rolesAndStorages(
    ctx,
    data.list.map((u) => u.id),
  )
  return { ...data, list: data.list.map((u) => ({ ...u, ...extra(u.id) })) }
})

export const getUser = read(async (ctx) => {
  const u = (await get.run(ctx)) as Record<string, any>
  return { ...u, ...(await rolesAndStorages(ctx, [u.id]))(u.id) }
})

/**
 * What a user is given must be the tenant's and no wider than what the caller holds: roles within
 * the caller's functions (the administrator role, which also follows modules added later, only from
 * an administrator); warehouses and owners within the caller's data scope (the data_scope policy
 * hides the others), and a scoped caller cannot give "all" (an empty list). Undefined: unchanged.
 */
async function checkGrants(ctx: HandlerContext, given: { roleIds?: number[]; storageIds?: number[]; ownerIds?: number[] }) {
  const { roleIds, storageIds, ownerIds } = given
  const session = ctx.session!
  if (ownerIds) {
    const owners = await ctx.tx.query(`SELECT id FROM product_owner WHERE id = ANY($1)`, [ownerIds])
    if (owners.rows.length !== new Set(ownerIds).size) throw new BizError('所选货主不存在', [{ field: 'ownerIds', message: '所选货主不存在' }])
    if (!ownerIds.length && session.ownerScope?.length)
      throw new BizError('您只能管理部分货主，请为该用户选择货主', [{ field: 'ownerIds', message: '请选择货主' }])
  }
  if (storageIds) {
    const storages = await ctx.tx.query(`SELECT id FROM storage WHERE id = ANY($1)`, [storageIds])
    if (storages.rows.length !== new Set(storageIds).size) throw new BizError('所选仓库不存在', [{ field: 'storageIds', message: '所选仓库不存在' }])
    if (!storageIds.length && session.storageScope?.length)
      throw new BizError('您只能管理部分仓库，请为该用户选择仓库', [{ field: 'storageIds', message: '请选择仓库' }])
  }
  if (roleIds) {
    const roles = await ctx.tx.query<{ is_admin: boolean }>(`SELECT is_admin FROM sys_role WHERE id = ANY($1)`, [roleIds])
    if (roles.rows.length !== new Set(roleIds).size) throw new BizError('所选角色不存在', [{ field: 'roleIds', message: '所选角色不存在' }])
    if (roles.rows.some((r) => r.is_admin) && !(await holdsAdminRole(ctx)))
      throw new BizError('只有管理员可以分配管理员角色', [{ field: 'roleIds', message: '不能分配管理员角色' }])
    await assertCanGrant(ctx.tx, session, await roleModuleIds(ctx.tx, roleIds), '分配')
  }
}

async function holdsAdminRole(ctx: HandlerContext): Promise<boolean> {
  const r = await ctx.tx.query(`SELECT 1 FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id AND r.is_admin AND r.status = 1 WHERE ur.user_id = $1`, [
    ctx.session!.userId,
  ])
  return r.rows.length > 0
}

function checkUserType(ctx: HandlerContext, userType: number) {
  const platform = ctx.session!.userType === 1
  if (platform ? userType === 2 : userType === 1)
    throw new BizError('用户类型取值不正确', [{ field: 'userType', message: platform ? '平台下只能创建平台管理员或普通用户' : '不能创建平台管理员' }])
}

export const addUser = write(async (ctx) => {
  const p = ctx.payload
  checkUserType(ctx, p.userType)
  await checkGrants(ctx, { roleIds: p.roleIds, storageIds: p.storageIds ?? [], ownerIds: p.ownerIds ?? [] })
  const password = p.password ?? initialPassword()
  const problem = userPasswordProblem(password, p.account, false)
  if (problem) throw new BizError(problem, [{ field: 'password', message: problem }])
  const id = await createUser(
    ctx.tx,
    {
      tenantId: ctx.session!.tenantId,
      account: p.account,
      password,
      userName: p.userName,
      realName: p.realName,
      userType: p.userType,
      phone: p.phone,
      email: p.email,
      remark: p.remark,
      roleIds: p.roleIds,
      storageIds: p.storageIds ?? [],
      ownerIds: p.ownerIds ?? [],
      defaultStorageId: p.defaultStorageId,
      mustChangePassword: true,
      createdBy: ctx.session!.userId,
    },
    ctx.config.settings.isMd5,
  )
  // The password is in the answer's data only: messages go to the operation log.
  return new Reply({ id, account: p.account, initialPassword: password }, '用户已创建，请将初始密码告知用户')
})

/** The tenant keeps at least one enabled user holding an administrator role. */
async function assertAdminRemains(ctx: HandlerContext, userId: number, after: { status?: number; roleIds?: number[] }) {
  const r = await ctx.tx.query<{ n: number }>(
    `SELECT count(DISTINCT u.id)::int8 AS n FROM sys_user u
       JOIN sys_user_role ur ON ur.tenant_id = u.tenant_id AND ur.user_id = u.id
       JOIN sys_role r ON r.tenant_id = ur.tenant_id AND r.id = ur.role_id AND r.is_admin AND r.status = 1
      WHERE u.status = 1 AND u.id <> $1`,
    [userId],
  )
  if (r.rows[0].n > 0) return
  const keepsAdmin =
    (after.status ?? 1) === 1 &&
    (after.roleIds === undefined ||
      (await ctx.tx.query(`SELECT 1 FROM sys_role WHERE id = ANY($1) AND is_admin AND status = 1`, [after.roleIds])).rows.length > 0)
  if (!keepsAdmin) throw new BizError('这是本租户唯一可用的管理员，不能停用或去掉其管理员角色')
}

export const updateUser = write(async (ctx) => {
  const { id, version, roleIds, storageIds, ownerIds, ...profile } = ctx.payload
  const self = id === ctx.session!.userId
  if (profile.userType !== undefined) checkUserType(ctx, profile.userType)
  if (roleIds && self) throw new BizError('不能修改自己的角色，请由其他管理员调整')
  await checkGrants(ctx, { roleIds, storageIds, ownerIds })
  if (roleIds) await assertAdminRemains(ctx, id, { roleIds })
  const saved = await updateRow(ctx, entityModel(ctx.config, 'user'), id, version, profile)
  const tenantId = ctx.session!.tenantId
  if (roleIds) await setUserRoles(ctx.tx, tenantId, id, roleIds, ctx.session!.userId)
  if (storageIds) await setUserStorages(ctx.tx, tenantId, id, storageIds, ctx.session!.userId)
  if (ownerIds) await setUserOwners(ctx.tx, tenantId, id, ownerIds, ctx.session!.userId)
  return saved
})

export const setUserStatus = write(async (ctx) => {
  const { id, status } = ctx.payload
  if (id === ctx.session!.userId && status !== 1) throw new BizError('不能停用自己的账号')
  if (status !== 1) await assertAdminRemains(ctx, id, { status })
  const r = await ctx.tx.query(`UPDATE sys_user SET status = $2, version = version + 1, updated_at = now(), updated_by = $3 WHERE id = $1 RETURNING id`, [
    id,
    status,
    ctx.session!.userId,
  ])
  if (!r.rows[0]) throw new BizError('记录不存在或已被删除')
  // A disabled user's open sessions end now (their next call answers status 5).
  if (status !== 1) await asOwner(ctx.tx, () => revokeSessions(ctx.tx, { tenantId: ctx.session!.tenantId, userId: id }, 'disabled', ctx.deps.clock.now()))
  return { id, status }
})

export const resetPassword = write(async (ctx) => {
  const { id } = ctx.payload
  if (id === ctx.session!.userId) throw new BizError('请在右上角“修改密码”中修改自己的密码')
  const user = (await ctx.tx.query<{ account: string }>(`SELECT account FROM sys_user WHERE id = $1`, [id])).rows[0]
  if (!user) throw new BizError('记录不存在或已被删除')
  const password = ctx.payload.password ?? initialPassword()
  const problem = userPasswordProblem(password, user.account, false)
  if (problem) throw new BizError(problem, [{ field: 'password', message: problem }])
  const hash = await passwordHashFor(password, ctx.config.settings.isMd5)
  await ctx.tx.query(`UPDATE sys_user SET must_change_password = true, version = version + 1, updated_at = now(), updated_by = $2 WHERE id = $1`, [
    id,
    ctx.session!.userId,
  ])
  await asOwner(ctx.tx, async () => {
    await ctx.tx.query(`UPDATE login_account SET password_hash = $3, password_changed_at = $4 WHERE tenant_id = $1 AND user_id = $2`, [
      ctx.session!.tenantId,
      id,
      hash,
      ctx.deps.clock.now(),
    ])
    await revokeSessions(ctx.tx, { tenantId: ctx.session!.tenantId, userId: id }, 'reset', ctx.deps.clock.now())
  })
  return new Reply({ id, account: user.account, password }, '密码已重置，请将新密码告知用户')
})
