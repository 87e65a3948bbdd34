// Credentials and sessions are out of reach of wms_app. A tenant transaction that must touch
// them (creating a user, resetting a password) steps out of the role for exactly that work
// and back in; the tenant setting stays, so everything around it keeps row-level security.
import type { Tx } from './types.ts'
import { APP_ROLE } from './tenant-tx.ts'

export async function asOwner<T>(tx: Tx, fn: () => Promise<T>): Promise<T> {
  const inApp = (await tx.query<{ r: string }>('SELECT current_user AS r')).rows[0].r === APP_ROLE
  if (!inApp) return fn()
  await tx.query('RESET ROLE')
  try {
    return await fn()
  } finally {
    await tx.query(`SET LOCAL ROLE ${APP_ROLE}`)
  }
}
