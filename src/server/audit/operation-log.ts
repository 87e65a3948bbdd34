// Every mutating call leaves a row: who, tenant, path, entity, record, outcome, a payload
// summary without secrets. It is written after the call's own transaction so a failed
// call is logged too; the table is append-only for the application role.
import type { Db } from '../db/types.ts'
import { inTenant } from '../db/tenant-tx.ts'
import type { EndpointDef } from '../../config/types.ts'
import type { RequestInfo, Session } from '../kernel/handler.ts'

const SECRET_KEY = /pass|pwd|token|secret|credential/i
const MAX_STRING = 200
const MAX_ITEMS = 20

/** A short, secret-free copy of a payload. */
export function summarize(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    // jsonb cannot hold NUL; a refused payload carrying one is still logged.
    const clean = value.replace(/\u0000/g, '\uFFFD')
    return clean.length > MAX_STRING ? clean.slice(0, MAX_STRING) + '…' : clean
  }
  if (value === null || typeof value !== 'object') return value
  // A multipart file: its size, never its bytes.
  if (value instanceof Blob) return `[文件 ${Math.round(value.size / 1024)} KB]`
  if (depth > 3) return '…'
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((v) => summarize(v, depth + 1))
    return value.length > MAX_ITEMS ? [...items, `…共 ${value.length} 项`] : items
  }
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) {
    const key = k.replace(/\u0000/g, '\uFFFD')
    // An uploaded file (base64) says nothing in a log but its size; a stored file's path is kept.
    if (k === 'file' && typeof v === 'string' && v.length > MAX_STRING) out[key] = `[文件 ${Math.round((v.length * 3) / 4 / 1024)} KB]`
    else out[key] = SECRET_KEY.test(k) ? '***' : summarize(v, depth + 1)
  }
  return out
}

export interface OperationRecord {
  path: string
  endpoint: EndpointDef
  session: Session
  payload: unknown
  result: unknown
  ok: boolean
  message: string
  request: RequestInfo
  durationMs: number
}

export async function writeOperationLog(db: Db, r: OperationRecord): Promise<void> {
  const p = r.payload as Record<string, unknown> | undefined
  const res = r.result as Record<string, unknown> | undefined
  const recordId = p?.id ?? res?.id ?? (Array.isArray(p?.ids) ? (p!.ids as unknown[]).join(',') : null)
  try {
    await inTenant(db, { tenantId: r.session.tenantId, userId: r.session.userId }, (tx) =>
      tx.query(
        `INSERT INTO operation_log (tenant_id, user_id, account, path, title, entity, record_id, outcome, message, payload, ip, duration_ms, created_by, updated_by)
         VALUES (app_tenant_id(), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $1, $1)`,
        [
          r.session.userId,
          r.session.account,
          r.path,
          r.endpoint.title ?? null,
          r.endpoint.entity ?? r.endpoint.payload ?? null,
          recordId === null || recordId === undefined ? null : String(recordId).slice(0, 200),
          r.ok ? 1 : 0,
          r.message.slice(0, 500),
          JSON.stringify(summarize(r.payload ?? {})),
          r.request.ip.slice(0, 64),
          Math.round(r.durationMs),
        ],
      ),
    )
  } catch (e) {
    // The call itself already answered; a log failure must not turn it into an error.
    console.error('[operation-log] not written:', (e as Error).message)
  }
}
