// npm start: config → database (embedded PGlite in ./data, or DATABASE_URL) → migrations
// and demo data → web build if needed → HTTP on HOST:PORT (127.0.0.1:8080): /api/* and the
// web app at /wms/.
import { serve } from '@hono/node-server'
import { loadProjectConfigCached } from './config/config-cache.ts'
import { openDatabase } from './db/open.ts'
import { prepareDatabase } from './bootstrap.ts'
import { createApp, DEFAULT_SESSION_MAX_MS, DEFAULT_SESSION_TTL_MS } from './app.ts'
import { ensureWebBuild, WEB_DIST } from './web-build.ts'
import { mountWebApp } from './web-static.ts'
import { join } from 'node:path'
import { scheduleUploadSweep } from './domain/upload/sweep.ts'
import { scheduleLeaseSweep } from './domain/property/expiry.ts'
import { scheduleWarningSweep } from './domain/stock-warning/sweep.ts'
import { workflowWiring } from './workflow-wiring.ts'
import { isConnectionFault } from './db/faults.ts'
import { systemClock } from './kernel/handler.ts'
import { syncModules } from './domain/menu/module-catalogue.ts'
import type { WmsConfig } from '../config/types.ts'

/** A start that cannot go on says why in one line (a data directory in use, no database), no stack. */
function startFailed(e: unknown): never {
  const message = (e as Error)?.message ?? String(e)
  console.error(`[start] 启动失败：${isConnectionFault(e) ? `无法连接数据库（${message}）` : message}`)
  process.exit(1)
}

const root = process.cwd()
const port = Number(process.env.PORT || 8080)
// Only this machine unless told otherwise: HOST=0.0.0.0 (or an address) opens it to the network.
const host = process.env.HOST || '127.0.0.1'
// Each start-up phase is timed and printed: a warm start (existing data) should take seconds.
// Static imports have run by now: what Node, tsx and loading the server's modules took.
const phases: [string, number][] = [['node + imports', performance.now()]]
async function phase<T>(name: string, run: () => T | Promise<T>): Promise<T> {
  const t = performance.now()
  const result = await run()
  phases.push([name, performance.now() - t])
  return result
}
const { config } = await phase('config', () => loadProjectConfigCached({ root, cacheDir: join(root, 'dist') })).catch(startFailed)
const web = await phase('web build check', () => ensureWebBuild(root))
const db = await phase('database open', () => openDatabase()).catch(startFailed)
const report = await prepareDatabase(db, config).catch(startFailed)
phases.push(...report.phases)
const hours = (name: string, fallbackMs: number) => (Number(process.env[name] || 0) > 0 ? Number(process.env[name]) * 3600_000 : fallbackMs)
const sessionTtlMs = hours('WMS_SESSION_TTL_HOURS', DEFAULT_SESSION_TTL_MS)
const build = (config: WmsConfig) => {
  const app = createApp({
    db,
    config,
    sessionTtlMs,
    sessionMaxMs: hours('WMS_SESSION_MAX_HOURS', DEFAULT_SESSION_MAX_MS),
    trustedProxies: (process.env.WMS_TRUSTED_PROXIES ?? '').split(','),
  })
  if (web !== 'none') mountWebApp(app, join(root, WEB_DIST))
  return app
}
// npm run dev: config edits reload without a restart (src/server/dev); npm start loads none of it.
const dev =
  process.env.WMS_DEV === '1'
    ? (await import('./dev/start-dev.ts')).startDevMode({ root, config, build, prepare: (c) => syncModules(db, c), db, clock: systemClock, sessionTtlMs })
    : null
const app = dev ? dev.app : build(config)
const stopUploadSweep = scheduleUploadSweep(db, config)
const stopLeaseSweep = scheduleLeaseSweep(db, config, { clock: systemClock, workflow: workflowWiring })
const stopWarningSweep = scheduleWarningSweep(db, config, { clock: systemClock })

const server = serve({ fetch: app.fetch, port, hostname: host }, () => {
  const where = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `嵌入式 PGlite（${process.env.WMS_DATA_DIR || './data'}）`
  const shown = host.includes(':') ? `[${host}]` : host
  console.log(`[start] 仓云 WMS 已启动：http://${shown}:${port}/wms/  变体 ${config.variant}  数据库 ${where}`)
  if (report.migrations.length) console.log(`[start] 已执行迁移：${report.migrations.join(', ')}`)
  if (report.seeded === 'demo') console.log('[start] 已写入演示数据：demo / demo123（租户管理员），admin / admin123（平台管理员）')
  if (web === 'none') console.log('[start] 未找到前端源码（src/web），只提供 /api')
  const total = (performance.now() / 1000).toFixed(1)
  console.log(`[start] 启动用时 ${total} s（自进程启动）：${phases.map(([n, ms]) => `${n} ${Math.round(ms)} ms`).join(' · ')}`)
})

let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  console.log(`[stop] 收到 ${signal}，正在停止…`)
  // Stop taking requests, let running ones finish, then close the database cleanly.
  const force = setTimeout(() => process.exit(1), 10_000)
  stopUploadSweep()
  stopLeaseSweep()
  stopWarningSweep()
  dev?.stop()
  server.close(async () => {
    await db.close()
    clearTimeout(force)
    process.exit(0)
  })
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
