// Dev mode's app: GET /api/dev/events tells a signed-in browser when the config changed (or why
// an edit was refused), every other request goes to an app built from the running config. A
// new config builds a new app, so the dispatcher, the access model and /app/config/full (its
// ETag) all follow it; sessions and data live in the database and are not touched.
import { Hono, type Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { streamSSE } from 'hono/streaming'
import type { WmsConfig } from '../../config/types.ts'
import type { Clock } from '../kernel/handler.ts'
import type { Db } from '../db/types.ts'
import { authenticate, tokenFrom } from '../http/auth.ts'
import { expired } from '../http/envelope.ts'
import type { ConfigEvent, ConfigReloader } from './config-reloader.ts'

export const DEV_EVENTS_PATH = '/api/dev/events'
/** A comment line now and then: proxies (Vite's among them) drop a connection that stays silent. */
const KEEP_ALIVE_MS = 20_000

export interface DevAppOptions {
  reloader: ConfigReloader
  build: (config: WmsConfig) => Hono
  db: Db
  clock: Clock
  sessionTtlMs: number
  /** Runs on a new config before browsers hear of it (main: the menu modules synced from screens.yaml). */
  prepare?: (config: WmsConfig) => Promise<unknown>
}

export function devApp(opts: DevAppOptions): Hono {
  let current = opts.build(opts.reloader.current())
  const browsers = new Set<(e: ConfigEvent) => void>()
  // The new app (and its menu modules) in place before a browser hears and refetches.
  opts.reloader.subscribe(async (e) => {
    if (e.kind === 'config') {
      const config = opts.reloader.current()
      current = opts.build(config)
      await opts.prepare?.(config).catch((x) => console.error(`[dev] 菜单同步失败：${(x as Error).message}`))
    }
    for (const send of browsers) send(e)
  })

  const outer = new Hono()
  outer.get(DEV_EVENTS_PATH, async (c) => {
    // EventSource sends no Authorization header: the session cookie, as for /api/files.
    const cookie = getCookie(c, `${opts.reloader.current().settings.cachePrefix}token`)
    try {
      await authenticate(opts.db, tokenFrom(c.req.header('Authorization')) ?? tokenFrom(cookie), opts.clock, opts.sessionTtlMs)
    } catch (e) {
      // EventSource gives up on a 401 instead of retrying every few seconds.
      return c.json(expired(e instanceof Error ? e.message : '登录已过期，请重新登录'), 401)
    }
    return streamSSE(c, async (stream) => {
      const send = (e: ConfigEvent) => stream.writeSSE({ event: e.kind, data: JSON.stringify(e) })
      // A page opened after a refused edit shows the refusal too.
      await send(opts.reloader.lastError() ?? { kind: 'config', version: opts.reloader.version() })
      const listener = (e: ConfigEvent) => void send(e)
      browsers.add(listener)
      const ping = setInterval(() => void stream.write(': ping\n\n'), KEEP_ALIVE_MS)
      await new Promise<void>((resolve) => stream.onAbort(resolve))
      clearInterval(ping)
      browsers.delete(listener)
    })
  })
  outer.all('*', (c: Context) => current.fetch(c.req.raw, c.env))
  return outer
}
