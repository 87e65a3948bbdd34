// npm run dev: the server in dev mode (WMS_DEV=1: config edits reload without a restart) on PORT
// (8080), and Vite's dev server for the web app on VITE_PORT (5173: http://localhost:5173/wms/,
// code edits hot-replaced) proxying /api to it. Ctrl-C stops both.
import { spawn } from 'node:child_process'
import { createServer } from 'vite'

const port = Number(process.env.PORT || 8080)
const vitePort = Number(process.env.VITE_PORT || 5173)
process.env.WMS_API = `http://127.0.0.1:${port}`

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, WMS_DEV: '1', PORT: String(port) },
})
const vite = await createServer({ server: { port: vitePort, strictPort: true } })
await vite.listen()
console.log(`[dev] 前端（热更新）：http://localhost:${vitePort}/wms/  接口：http://127.0.0.1:${port}/api/`)

let stopping = false
async function stop(code: number) {
  if (stopping) return
  stopping = true
  await vite.close()
  if (server.exitCode === null) server.kill('SIGTERM')
  else process.exit(code)
}
server.on('exit', (code) => (stopping ? process.exit(code ?? 0) : void stop(code ?? 1)))
process.on('SIGINT', () => void stop(0))
process.on('SIGTERM', () => void stop(0))
