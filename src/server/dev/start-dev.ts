// Dev mode (WMS_DEV=1, set by npm run dev): the config files are watched, an edit reloads the
// config and swaps the app, and the outcome is printed here and sent to the open browsers.
// main.ts imports this file only in dev mode, so npm start loads none of it.
import type { Hono } from 'hono'
import type { WmsConfig } from '../../config/types.ts'
import type { Clock } from '../kernel/handler.ts'
import type { Db } from '../db/types.ts'
import { createConfigReloader, type ConfigEvent } from './config-reloader.ts'
import { devApp } from './dev-app.ts'
import { watchConfig } from './watch-config.ts'

export interface DevMode {
  app: Hono
  stop(): void
}

export function terminalLine(e: ConfigEvent): string {
  return e.kind === 'config' ? `[dev] 配置已重新加载（第 ${e.version} 版）` : `[dev] ${e.title}\n${e.messages.map((m) => '  ' + m).join('\n')}`
}

export function startDevMode(opts: {
  root: string
  config: WmsConfig
  build: (config: WmsConfig) => Hono
  prepare: (config: WmsConfig) => Promise<unknown>
  db: Db
  clock: Clock
  sessionTtlMs: number
}): DevMode {
  const reloader = createConfigReloader({ root: opts.root, variant: opts.config.variant, initial: opts.config })
  const app = devApp({ reloader, build: opts.build, prepare: opts.prepare, db: opts.db, clock: opts.clock, sessionTtlMs: opts.sessionTtlMs })
  reloader.subscribe((e) => (e.kind === 'config' ? console.log : console.error)(terminalLine(e)))
  const stop = watchConfig(opts.root, () => reloader.reload())
  console.log('[dev] 开发模式：修改 screens.yaml、endpoints.yaml 或 schemas/ 下的文件后自动重新加载配置')
  return { app, stop }
}
