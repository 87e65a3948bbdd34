// npm start builds the web app when its build is missing or was made from other sources
// (src/server/web-build-stamp.ts), so a fresh checkout needs only `npm install && npm start`.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { buildIsCurrent } from './web-build-stamp.ts'

export const WEB_SOURCE = 'src/web'
export const WEB_DIST = 'dist/web'

/** Returns what happened: 'built', 'fresh' (build up to date) or 'none' (no web sources). */
export function ensureWebBuild(root: string): 'built' | 'fresh' | 'none' {
  if (!existsSync(join(root, WEB_SOURCE, 'index.html'))) return 'none'
  if (buildIsCurrent(root, join(root, WEB_DIST))) return 'fresh'
  console.log('[start] 正在构建前端（约 10 秒）…')
  buildWeb(root)
  return 'built'
}

/** A production build whatever NODE_ENV the caller runs under (vitest sets 'test'). */
export function buildWeb(root: string) {
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
}
