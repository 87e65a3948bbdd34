// The Hono app factory, and the composition root: the named handlers, the generic operations
// (entities' and the workflow's) and the workflow wiring (effects, the approval hook) meet here.
// main.ts serves the app on a port, tests call app.fetch() in-process.
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { compress } from 'hono/compress'
import type { AppDeps } from './kernel/handler.ts'
import { systemClock } from './kernel/handler.ts'
import { createDispatcher } from './http/dispatch.ts'
import { fail } from './http/envelope.ts'
import { isImport, MAX_BODY_BYTES, MAX_IMPORT_BODY_BYTES, MAX_UPLOAD_BODY_BYTES, uploadKind } from './http/body.ts'
import { serveUploads } from './domain/upload/serve.ts'
import { apiDocs } from './http/openapi/routes.ts'
import { accessModel } from '../config/access.ts'
import { handlers } from './handlers.ts'
import { genericOps } from './crud/generic-ops.ts'
import { transition } from './workflow/transition-op.ts'
import { workflowWiring } from './workflow-wiring.ts'
import { conditionalGet } from './conditional-get.ts'
import { securityHeaders } from './http/security-headers.ts'
import { mountHealth } from './http/health.ts'
import { dbFaultMessage } from './db/faults.ts'

export const DEFAULT_SESSION_TTL_MS = 8 * 3600_000
export const DEFAULT_SESSION_MAX_MS = 12 * 3600_000

export function createApp(deps: AppDeps): Hono {
  const full: Required<AppDeps> = {
    clock: systemClock,
    sessionTtlMs: DEFAULT_SESSION_TTL_MS,
    sessionMaxMs: DEFAULT_SESSION_MAX_MS,
    trustedProxies: [],
    workflow: workflowWiring,
    ...deps,
  }
  const app = new Hono()
  app.use('*', securityHeaders)
  const dispatch = createDispatcher(full, handlers, { ...genericOps, transition })
  // Counted in bytes while the body streams in, so an oversized upload is cut off early.
  // Imports carry a whole spreadsheet, uploads (endpoint `upload:`) one file; every other call stays small.
  // The rest of the body stays unread, so the connection cannot carry another request: say so,
  // or a keep-alive client sends its next call down a socket the server is closing.
  const tooLarge = (c: Context) => c.json(fail('请求数据过大'), 413, { Connection: 'close' })
  const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge })
  const importLimit = bodyLimit({ maxSize: MAX_IMPORT_BODY_BYTES, onError: tooLarge })
  const uploadLimit = bodyLimit({ maxSize: MAX_UPLOAD_BODY_BYTES, onError: tooLarge })
  app.use('/api/*', (c, next) =>
    isImport(full.config, c.req.path) ? importLimit(c, next) : uploadKind(full.config, c.req.path) ? uploadLimit(c, next) : limit(c, next),
  )
  mountHealth(app, full.db)
  // Uploaded files, to the tenant that uploaded them (cookie or header session).
  app.get('/api/files/*', serveUploads(full))
  // Answers go gzip-compressed to a client that accepts it (the full config is 487 KB of JSON,
  // a 200-row list tens of KB); calls that tag their answer (ETag) send a 304 to a client that
  // holds it.
  app.use('/api/*', compress())
  app.use('/api/*', conditionalGet())
  // The API reference (OpenAPI 3.1 and a page reading it): public, not catalogue calls.
  const access = accessModel(full.config)
  const docs = apiDocs(full.config, (path) => {
    const a = access.of(path)
    return a.kind === 'modules' ? a.modules : undefined
  })
  app.get('/api/openapi.json', docs.document)
  app.get('/api/docs', docs.page)
  app.all('/api/*', dispatch)
  app.notFound((c) => c.json(fail('页面或接口不存在'), 404))
  app.onError((e, c) => {
    // The database away (e.g. while /api/files checks a session) is no bug of ours.
    const fault = dbFaultMessage(e)
    if (fault) return c.json(fail(fault), 503, { 'Retry-After': '5' })
    console.error('[http] unhandled:', e)
    return c.json(fail('服务器内部错误，请稍后再试'), 500)
  })
  return app
}
