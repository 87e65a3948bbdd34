// npm start builds the web app when its build is missing or older than its sources, so a
// fresh checkout needs only `npm install && npm start`.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

export const WEB_SOURCE = 'src/web'
export const WEB_DIST = 'dist/web'

function newest(dir: string): number {
  let t = 0
  for (const name of readdirSync(dir)) {
    const p = join(dir, name)
    const s = statSync(p)
    t = Math.max(t, s.isDirectory() ? newest(p) : s.mtimeMs)
  }
  return t
}

/** Returns what happened: 'built', 'fresh' (build up to date) or 'none' (no web sources). */
export function ensureWebBuild(root: string): 'built' | 'fresh' | 'none' {
  const entry = join(root, WEB_SOURCE, 'index.html')
  if (!existsSync(entry)) return 'none'
  const built = join(root, WEB_DIST, 'index.html')
  const inputs = Math.max(
    newest(join(root, WEB_SOURCE)),
    ...['screens.yaml', 'vite.config.ts'].map((f) => (existsSync(join(root, f)) ? statSync(join(root, f)).mtimeMs : 0)),
    newest(join(root, 'schemas')),
  )
  if (existsSync(built) && statSync(built).mtimeMs >= inputs) return 'fresh'
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
