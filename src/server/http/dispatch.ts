// One path for every call: endpoint lookup → auth → permission → payload validation →
// handler in one transaction (the tenant's, or the system's) → envelope → operation log.
// Nothing here knows which entity it serves.
import type { Context } from 'hono'
import type { EndpointDef } from '../../config/types.ts'
import { writePermission } from '../../config/write-permission.ts'
import { enterTenant, withRetry } from '../db/tenant-tx.ts'
import { translateDbError, type DbErrorContext } from '../db/db-errors.ts'
import { dbFaultMessage } from '../db/faults.ts'
import { allowLongStatements } from '../db/long-statements.ts'
import { dropDerivedKeys, payloadSchema } from '../crud/payload-schemas.ts'
import type { JsonSchema } from '../kernel/validate-payload.ts'
import { authenticate, holdsAccess, tokenFrom } from './auth.ts'
import { accessModel } from '../../config/access.ts'
import { readPayload } from './body.ts'
import { Refusal, Reply, type AppDeps, type Handler, type HandlerRegistry, type RequestInfo, type Session } from '../kernel/handler.ts'
import { disabled, expired, fail, ok, type Envelope } from './envelope.ts'
import { AccountDisabled, BizError, Forbidden, HttpFailure, SessionExpired } from '../kernel/errors.ts'
import { writeOperationLog } from '../audit/operation-log.ts'
import { logServerError } from '../audit/error-log.ts'
import { validatePayload } from '../kernel/validate-payload.ts'
import { checkFileRefs } from '../kernel/file-refs.ts'
import { ALLOWED_BEFORE_PASSWORD_CHANGE, MUST_CHANGE_PASSWORD } from './first-login.ts'
import { clientIp, trustedProxies } from './client-ip.ts'

interface Resolved {
  endpoint: EndpointDef
  handler: Handler
  schema: JsonSchema
}

export function createDispatcher(deps: Required<AppDeps>, handlers: HandlerRegistry, genericOps: Partial<Record<string, Handler>>) {
  const { config, db } = deps
  const resolved = new Map<string, Resolved>()
  const proxies = trustedProxies(deps.trustedProxies)

  function resolve(path: string): Resolved {
    const hit = resolved.get(path)
    if (hit) return hit
    const endpoint = Object.prototype.hasOwnProperty.call(config.endpoints, path) ? config.endpoints[path] : undefined
    if (!endpoint || endpoint.prefix) throw new HttpFailure(404, '接口不存在')
    if (endpoint.op === 'planned') throw new HttpFailure(501, '该功能尚未开放')
    // A generic op may name a handler that runs instead, with the op's payload schema
    // (a list that adds role names, an update with a guard).
    const handler = endpoint.handler ? handlers[endpoint.handler] : genericOps[endpoint.op]
    if (!handler) throw new Error(`接口 ${path} 没有处理程序 ${endpoint.handler ?? endpoint.op}`)
    const r = { endpoint, handler, schema: payloadSchema(config, endpoint) }
    resolved.set(path, r)
    return r
  }

  const access = accessModel(config)

  async function authorize(c: Context, path: string, endpoint: EndpointDef): Promise<Session | null> {
    if (endpoint.auth === 'public') return null
    const session = await authenticate(db, tokenFrom(c.req.header('Authorization')), deps.clock, deps.sessionTtlMs)
    if (session.mustChangePassword && !ALLOWED_BEFORE_PASSWORD_CHANGE.has(path)) throw new BizError(MUST_CHANGE_PASSWORD)
    if (endpoint.auth === 'platform' && session.userType !== 1) throw new Forbidden('仅平台管理员可以执行此操作')
    // A call belongs to the menu screens that use it (src/config/access.ts): a read as much as a write.
    const a = access.of(path)
    const modules = a.kind === 'modules' ? a.modules : null
    const permission = writePermission(config, endpoint)
    if (!modules && !permission) return session
    const held = await holdsAccess(db, session, modules, permission)
    // The function key names the missing right more precisely than its screen does.
    if (!held.key) throw new Forbidden(`没有“${permission}”的权限`)
    if (!held.modules) throw new Forbidden(modules!.length ? `没有访问“${screenTitle(modules![0])}”的权限` : '没有权限使用该功能')
    return session
  }

  const screenTitle = (key: string) => (config.screens[key] as { title?: string } | undefined)?.title ?? key

  async function run(r: Resolved, path: string, payload: any, session: Session | null, request: RequestInfo): Promise<unknown> {
    if (r.handler.context === 'none') return r.handler.run({ deps, config, path, endpoint: r.endpoint, payload, session, tx: db, request })
    const system = r.handler.context === 'system' || r.endpoint.auth === 'platform'
    if (!system && !session) throw new Error(`接口 ${path} 需要租户上下文`)
    return withRetry(() =>
      db.transaction(async (tx) => {
        if (!system) {
          const s = session!
          await enterTenant(tx, { tenantId: s.tenantId, userId: s.userId, storageScope: s.storageScope, ownerScope: s.ownerScope })
        }
        // An export reads a whole filtered list: it gets the long statement timeout, said here.
        // (Imports run their transactions as background jobs: their owner sets it there if needed.)
        if (r.endpoint.op === 'export') await allowLongStatements(tx, db.limits)
        return r.handler.run({ deps, config, path, endpoint: r.endpoint, payload, session, tx, request })
      }),
    )
  }

  function envelopeOf(e: unknown, ctx?: DbErrorContext): { body: Envelope; http: number; retryAfter?: number } {
    if (e instanceof HttpFailure) return { body: fail(e.message), http: e.httpStatus, retryAfter: e.retryAfter }
    // The database away or saturated: the caller can only wait (503), the server goes on.
    const fault = dbFaultMessage(e)
    if (fault) return { body: fail(fault), http: 503, retryAfter: 5 }
    if (e instanceof SessionExpired) return { body: expired(e.message), http: 200 }
    if (e instanceof AccountDisabled) return { body: disabled(e.message), http: 200 }
    if (e instanceof BizError) return { body: fail(e.message, e.errors.length ? { errors: e.errors } : undefined), http: 200 }
    const dbMessage = translateDbError(e, config, ctx)
    if (dbMessage) return { body: fail(dbMessage), http: 200 }
    return { body: fail('服务器内部错误，请稍后再试'), http: 500 }
  }

  return async function dispatch(c: Context): Promise<Response> {
    const started = performance.now()
    const path = c.req.path.replace(/^\/api/, '') || '/'
    const request: RequestInfo = {
      ip: clientIp(c, proxies),
      userAgent: (c.req.header('user-agent') ?? '').slice(0, 255),
    }
    let r: Resolved | undefined
    let session: Session | null = null
    let payload: any
    let result: unknown
    let outcome: { body: Envelope; http: number; retryAfter?: number }
    try {
      r = resolve(path)
      const method = r.endpoint.method ?? 'POST'
      if (c.req.method !== method) throw new HttpFailure(405, `该接口只接受 ${method} 请求`)
      const fromQuery = method === 'GET' || r.endpoint.in === 'query'
      payload = await readPayload(c, fromQuery, config)
      session = await authorize(c, path, r.endpoint)
      dropDerivedKeys(config, r.endpoint, payload)
      validatePayload(payload, r.schema, { fromQuery })
      checkFileRefs(payload, r.schema, session?.tenantId)
      result = await run(r, path, payload, session, request)
      if (result instanceof Response) return result
      if (result instanceof Refusal) outcome = { body: result.status === 5 ? disabled(result.message) : fail(result.message), http: 200 }
      else if (result instanceof Reply) outcome = { body: { ...result.top, ...ok(result.data, result.message) }, http: 200 }
      else outcome = { body: ok(result ?? null), http: 200 }
    } catch (e) {
      outcome = envelopeOf(e, { payload, entities: [r?.endpoint.entity, r?.endpoint.payload] })
      if (outcome.http === 500) {
        console.error(`[api] ${c.req.method} ${path} failed:`, e)
        await logServerError(db, e, path, session, request)
      }
    }
    if (r?.handler.mutates && session) {
      await writeOperationLog(db, {
        path,
        endpoint: r.endpoint,
        session,
        payload,
        result: outcome.body.data,
        ok: outcome.body.status === 1,
        message: outcome.body.message,
        request,
        durationMs: performance.now() - started,
      })
    }
    return c.json(outcome.body, outcome.http as 200, outcome.retryAfter ? { 'Retry-After': String(outcome.retryAfter) } : undefined)
  }
}
