// The Hono app factory: main.ts serves it on a port, tests call app.fetch() in-process.
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppDeps } from './http/context.ts'
import { systemClock } from './http/context.ts'
import { createDispatcher } from './http/dispatch.ts'
import { fail } from './http/envelope.ts'
import { MAX_BODY_BYTES } from './http/body.ts'
import { handlers } from './handlers.ts'
import { genericOps } from './crud/ops.ts'

export const DEFAULT_SESSION_TTL_MS = 8 * 3600_000

export function createApp(deps: AppDeps): Hono {
  const full: Required<AppDeps> = {
    clock: systemClock,
    sessionTtlMs: DEFAULT_SESSION_TTL_MS,
    ...deps,
  }
  const app = new Hono()
  const dispatch = createDispatcher(full, handlers, genericOps)
  // Counted in bytes while the body streams in, so an oversized upload is cut off early.
  app.use('/api/*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json(fail('请求数据过大'), 413) }))
  app.all('/api/*', dispatch)
  app.notFound((c) => c.json(fail('页面或接口不存在'), 404))
  app.onError((e, c) => {
    console.error('[http] unhandled:', e)
    return c.json(fail('服务器内部错误，请稍后再试'), 500)
  })
  return app
}
