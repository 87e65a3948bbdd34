// A user with credentials, roles and warehouses, in one transaction: the profile and roles
// under row-level security, the credentials as the owner (asOwner). Used by the demo seed,
// tenant creation and user administration.
import type { Tx } from '../../db/types.ts'
import { hashPassword, md5 } from '../session/password.ts'
import { asOwner } from '../../db/as-owner.ts'
import { BizError } from '../../kernel/errors.ts'

export interface NewUser {
  tenantId: number
  account: string
  password: string
  userName: string
  realName: string
  userType: 1 | 2 | 3
  phone?: string
  roleIds?: number[]
  storageIds?: number[]
  ownerIds?: number[]
  defaultStorageId?: number | null
  email?: string | null
  remark?: string | null
  mustChangePassword?: boolean
  createdBy?: number | null
}

/** With the variant's isMd5 on, the client sends MD5(password); we store the scrypt of that. */
export async function passwordHashFor(password: string, isMd5: boolean): Promise<string> {
  return hashPassword(isMd5 ? md5(password) : password)
}

export async function createUser(tx: Tx, u: NewUser, isMd5: boolean): Promise<number> {
  const id = (
    await tx.query<{ id: number }>(
      `INSERT INTO sys_user (tenant_id, account, user_name, real_name, user_type, phone, email, remark, default_storage_id, must_change_password, created_by, updated_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING id`,
      [
        u.tenantId,
        u.account,
        u.userName,
        u.realName,
        u.userType,
        u.phone ?? null,
        u.email ?? null,
        u.remark ?? null,
        u.defaultStorageId ?? null,
        u.mustChangePassword ?? false,
        u.createdBy ?? null,
      ],
    )
  ).rows[0].id
  const hash = await passwordHashFor(u.password, isMd5)
  await asOwner(tx, async () => {
    const taken = await tx.query(`SELECT 1 FROM login_account WHERE account = $1`, [u.account.toLowerCase()])
    // Accounts are unique across tenants (login takes only account and password).
    if (taken.rows.length) throw new BizError('账号已存在，请换一个账号', [{ field: 'account', message: '账号已存在' }])
    await tx.query(`INSERT INTO login_account (account, tenant_id, user_id, password_hash) VALUES ($1, $2, $3, $4)`, [
      u.account.toLowerCase(),
      u.tenantId,
      id,
      hash,
    ])
  })
  await setUserRoles(tx, u.tenantId, id, u.roleIds ?? [], u.createdBy ?? null)
  await setUserStorages(tx, u.tenantId, id, u.storageIds ?? [], u.createdBy ?? null)
  await setUserOwners(tx, u.tenantId, id, u.ownerIds ?? [], u.createdBy ?? null)
  return id
}

export async function setUserRoles(tx: Tx, tenantId: number, userId: number, roleIds: number[], by: number | null) {
  await tx.query(`DELETE FROM sys_user_role WHERE tenant_id = $1 AND user_id = $2`, [tenantId, userId])
  await tx.query(`INSERT INTO sys_user_role (tenant_id, user_id, role_id, created_by, updated_by) SELECT $1, $2, r, $4, $4 FROM unnest($3::bigint[]) r`, [
    tenantId,
    userId,
    [...new Set(roleIds)],
    by,
  ])
}

/** The warehouses a user may work in; none means all of the tenant's. */
export async function setUserStorages(tx: Tx, tenantId: number, userId: number, storageIds: number[], by: number | null) {
  await tx.query(`DELETE FROM user_storage WHERE tenant_id = $1 AND user_id = $2`, [tenantId, userId])
  await tx.query(`INSERT INTO user_storage (tenant_id, user_id, storage_id, created_by, updated_by) SELECT $1, $2, s, $4, $4 FROM unnest($3::bigint[]) s`, [
    tenantId,
    userId,
    [...new Set(storageIds)],
    by,
  ])
}

/** The owners whose goods a user may see (3PL); none means every owner. */
export async function setUserOwners(tx: Tx, tenantId: number, userId: number, ownerIds: number[], by: number | null) {
  await tx.query(`DELETE FROM user_owner WHERE tenant_id = $1 AND user_id = $2`, [tenantId, userId])
  await tx.query(`INSERT INTO user_owner (tenant_id, user_id, owner_id, created_by, updated_by) SELECT $1, $2, o, $4, $4 FROM unnest($3::bigint[]) o`, [
    tenantId,
    userId,
    [...new Set(ownerIds)],
    by,
  ])
}
