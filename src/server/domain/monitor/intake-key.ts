// The tenant's alarm intake key. The key names its tenant (cy<tenantId>_<secret>) so the intake can
// find the one hash to check without a session; only the scrypt hash is stored, as for passwords.
import { randomBytes } from 'node:crypto'
import type { Tx } from '../../db/types.ts'
import { read, write } from '../../kernel/define.ts'
import { hashPassword, verifyPassword } from '../session/password.ts'

const KEY_FORM = /^cy(\d{1,15})_([A-Za-z0-9_-]{20,80})$/

/** The tenant a well-formed key names, or null (a malformed key is refused like a wrong one). */
export function keyTenant(key: string): number | null {
  const m = KEY_FORM.exec(key)
  return m ? Number(m[1]) : null
}

/** Whether `key` is the current key of `tenantId` (an enabled tenant); runs as the owner, outside any tenant. */
export async function keyMatches(tx: Tx, tenantId: number, key: string): Promise<boolean> {
  const r = await tx.query<{ keyHash: string }>(
    `SELECT k.key_hash AS "keyHash" FROM alarm_intake_key k JOIN tenant t ON t.id = k.tenant_id AND t.status = 1 WHERE k.tenant_id = $1`,
    [tenantId],
  )
  const row = r.rows[0]
  return !!row && (await verifyPassword(key, row.keyHash))
}

export const keyInfo = read(async (ctx) => {
  const r = await ctx.tx.query(`SELECT key_hint AS "keyHint", updated_at AS "issuedAt" FROM alarm_intake_key`)
  return r.rows[0] ? { issued: true, ...r.rows[0] } : { issued: false }
})

/** Issues a new key (the old one stops working at once) and answers it, the only time it is shown. */
export const rotateKey = write(async (ctx) => {
  const key = `cy${ctx.session!.tenantId}_${randomBytes(24).toString('base64url')}`
  const hint = key.slice(-4)
  // One key per tenant: the new one replaces the old in the same transaction.
  await ctx.tx.query(`DELETE FROM alarm_intake_key`)
  await ctx.tx.query(`INSERT INTO alarm_intake_key (tenant_id, key_hash, key_hint, created_by, updated_by) VALUES (app_tenant_id(), $1, $2, $3, $3)`, [
    await hashPassword(key),
    hint,
    ctx.session!.userId,
  ])
  return { key, keyHint: hint }
})
