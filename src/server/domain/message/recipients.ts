// Who a warning about one warehouse (and owner) goes to: enabled users holding the screen that
// shows it, through an enabled role, whose data scope includes that warehouse and owner (no
// warehouses or owners given: all). Used by the sweeps that post to the bell.
import type { Tx } from '../../db/types.ts'

export async function screenHolders(tx: Tx, screen: string, storageId: number, ownerId: number | null = null): Promise<number[]> {
  const r = await tx.query<{ id: number }>(
    `SELECT DISTINCT u.id FROM sys_user u
       JOIN sys_user_role ur ON ur.tenant_id = u.tenant_id AND ur.user_id = u.id
       JOIN sys_role ro ON ro.tenant_id = ur.tenant_id AND ro.id = ur.role_id AND ro.status = 1
       JOIN sys_role_module rm ON rm.tenant_id = ur.tenant_id AND rm.role_id = ur.role_id
       JOIN sys_module m ON m.id = rm.module_id AND m.module_key = $1
      WHERE u.status = 1
        AND (NOT EXISTS (SELECT 1 FROM user_storage s WHERE s.tenant_id = u.tenant_id AND s.user_id = u.id)
             OR EXISTS (SELECT 1 FROM user_storage s WHERE s.tenant_id = u.tenant_id AND s.user_id = u.id AND s.storage_id = $2))
        AND ($3::bigint IS NULL OR NOT EXISTS (SELECT 1 FROM user_owner o WHERE o.tenant_id = u.tenant_id AND o.user_id = u.id)
             OR EXISTS (SELECT 1 FROM user_owner o WHERE o.tenant_id = u.tenant_id AND o.user_id = u.id AND o.owner_id = $3))
      ORDER BY u.id`,
    [screen, storageId, ownerId],
  )
  return r.rows.map((u) => Number(u.id))
}
