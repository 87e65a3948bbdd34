// What a successful login answers and the client stores (spec §4): token, account, tenant
// and user info with userType and tenantType objects, and the default storage.
import type { WmsConfig } from '../../../config/types.ts'
import type { Tx } from '../../db/types.ts'
import { enumLabel } from '../enums/enum-label.ts'
import type { LoginInfo } from '../../../config/session-types.ts'
import { effectiveStrategy } from '../settings/strategy.ts'

export type { LoginInfo }

/** The warehouse a session starts in, within the user's scope: their default, else the tenant's main one, else the first enabled. */
export async function startingStorage(tx: Tx, tenantId: number, preferred: number | null, scope: number[] | null = null) {
  const r = await tx.query<{ id: number; name: string }>(
    `SELECT id, name FROM storage WHERE tenant_id = $1 AND status = 1 AND ($3::bigint[] IS NULL OR id = ANY($3))
      ORDER BY (id = $2) DESC, is_default DESC, id LIMIT 1`,
    [tenantId, preferred ?? 0, scope],
  )
  return r.rows[0] ?? null
}

export async function loginInfo(tx: Tx, config: WmsConfig, tenantId: number, userId: number, storageId: number | null): Promise<LoginInfo> {
  const u = (
    await tx.query(
      `SELECT u.account, u.user_name, u.real_name, u.phone, u.user_type, u.must_change_password,
              t.name AS tenant_name, t.code AS tenant_code, t.tenant_type
         FROM sys_user u JOIN tenant t ON t.id = u.tenant_id
        WHERE u.tenant_id = $1 AND u.id = $2`,
      [tenantId, userId],
    )
  ).rows[0]
  const storage = storageId
    ? (await tx.query<{ id: number; name: string }>(`SELECT id, name FROM storage WHERE tenant_id = $1 AND id = $2`, [tenantId, storageId])).rows[0]
    : null
  const tenantType = { value: u.tenant_type, name: enumLabel(config, 'tenant', 'tenantType', u.tenant_type) }
  return {
    account: u.account,
    tenantId,
    tenantInfo: { tenantId, tenantName: u.tenant_name, tenantCode: u.tenant_code, tenantType },
    userInfo: {
      userId,
      account: u.account,
      userName: u.user_name,
      realName: u.real_name,
      phone: u.phone,
      userType: { value: u.user_type, name: enumLabel(config, 'user', 'userType', u.user_type) },
      tenantType,
      mustChangePassword: u.must_change_password,
      isFinance: config.settings.filterFinance.includes(u.user_name),
    },
    defaultStorage: storage ? { storageId: storage.id, storageName: storage.name } : null,
    tenantSettings: await tenantDisplaySettings(tx, config, tenantId),
  }
}

async function tenantDisplaySettings(tx: Tx, config: WmsConfig, tenantId: number): Promise<NonNullable<LoginInfo['tenantSettings']>> {
  const s = await effectiveStrategy(tx, tenantId, config.settings)
  return {
    systemName: s.systemName,
    companyName: s.companyName,
    logisticsName: s.logisticsName,
    shortCodeEnabled: s.shortCodeEnabled,
    printTest: s.printTest,
    specialMetering: s.specialMetering,
  }
}
