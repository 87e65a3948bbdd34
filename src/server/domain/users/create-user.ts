// A user with credentials and roles, in one transaction (system context: credentials are
// out of reach of tenant transactions). Used by the demo seed and by user administration.
import type { Tx } from '../../db/types.ts'
import { hashPassword, md5 } from '../session/password.ts'

export interface NewUser {
  tenantId: number
  account: string
  password: string
  userName: string
  realName: string
  userType: 1 | 2 | 3
  phone?: string
  roleIds?: number[]
  defaultStorageId?: number | null
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
      `INSERT INTO sys_user (tenant_id, account, user_name, real_name, user_type, phone, default_storage_id, must_change_password, created_by, updated_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`,
      [u.tenantId, u.account, u.userName, u.realName, u.userType, u.phone ?? null, u.defaultStorageId ?? null, u.mustChangePassword ?? false, u.createdBy ?? null],
    )
  ).rows[0].id
  await tx.query(`INSERT INTO login_account (account, tenant_id, user_id, password_hash) VALUES ($1, $2, $3, $4)`, [
    u.account.toLowerCase(),
    u.tenantId,
    id,
    await passwordHashFor(u.password, isMd5),
  ])
  for (const roleId of u.roleIds ?? [])
    await tx.query(`INSERT INTO sys_user_role (tenant_id, user_id, role_id, created_by, updated_by) VALUES ($1, $2, $3, $4, $4)`, [u.tenantId, id, roleId, u.createdBy ?? null])
  return id
}
