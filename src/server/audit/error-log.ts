// An unexpected failure (HTTP 500) is written to the system log of the caller's tenant (the
// platform's when nobody is signed in): the path and the error's message, never the payload,
// the token or a stack. The console keeps the stack for whoever runs the server.
import type { Db } from '../db/types.ts'
import { platformTenantId, systemLog } from './system-log.ts'
import type { RequestInfo, Session } from '../kernel/handler.ts'

export async function logServerError(db: Db, e: unknown, path: string, session: Session | null, request: RequestInfo): Promise<void> {
  try {
    await db.transaction(async (tx) =>
      systemLog(tx, {
        tenantId: session?.tenantId ?? (await platformTenantId(tx)),
        userId: session?.userId,
        account: session?.account ?? '',
        category: 'error',
        ok: false,
        message: `${path}：${String((e as Error)?.message ?? e).slice(0, 300)}`,
        request,
      }),
    )
  } catch (logError) {
    console.error('[error-log] not written:', (logError as Error).message)
  }
}
