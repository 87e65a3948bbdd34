// Seeds that run documents through their real handlers (so every table agrees) need what a
// request would give them: a user's session and a handler context, quiet (no messages sent).
import type { WmsConfig } from '../../config/types.ts'
import type { Tx } from '../db/types.ts'
import type { AppDeps, HandlerContext, Session } from '../kernel/handler.ts'
import { systemClock } from '../kernel/handler.ts'
import { quietly } from '../domain/approval/notify.ts'
import { workflowWiring } from '../workflow-wiring.ts'

/** The session a signed-in demo user would have (no warehouse chosen). */
export async function sessionOf(tx: Tx, account: string): Promise<Session> {
  const u = (await tx.query(`SELECT id, tenant_id, account, user_name, real_name, user_type FROM sys_user WHERE account = $1`, [account])).rows[0]
  return {
    sessionId: 0,
    tenantId: u.tenant_id,
    userId: u.id,
    account: u.account,
    userName: u.user_name,
    realName: u.real_name,
    userType: u.user_type,
    tenantType: 1,
    storageId: null,
    mustChangePassword: false,
  }
}

/** A handler context inside the seed's tenant transaction. */
export function contextOf(
  config: WmsConfig,
  tx: Tx,
  session: Session,
  payload: Record<string, unknown> = {},
  endpoint: HandlerContext['endpoint'] = { op: 'custom' },
): HandlerContext {
  const deps = { clock: systemClock, workflow: workflowWiring } as Required<AppDeps>
  return quietly({ deps, config, path: '/seed/demo', endpoint, payload, session, tx, request: { ip: '', userAgent: 'seed' } })
}
