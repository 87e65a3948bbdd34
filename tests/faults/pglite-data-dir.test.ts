// One process per embedded PGlite data directory: a second server on the same directory stops
// at start with a Chinese message instead of corrupting it, and after the first one is killed
// (SIGKILL leaves its lock file behind) a restart takes the stale lock over and serves.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { login, startServer, type Server } from './support/server.ts'

const dir = mkdtempSync(join(tmpdir(), 'wms-faults-pglite-'))
const servers: Server[] = []
const start = async () => {
  const s = await startServer({ DATABASE_URL: '', WMS_DATA_DIR: dir })
  servers.push(s)
  return s
}
afterAll(async () => {
  for (const s of servers) await s.kill('SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

describe('a PGlite data directory', () => {
  it('refuses a second server, and a killed server does not block the restart', async () => {
    const first = await start()
    expect(await login(first.base, 'keeper')).toBeTruthy()
    const second = await start().catch((e: Error) => e)
    expect(second).toBeInstanceOf(Error)
    expect((second as Error).message).toMatch(/\[start\] 启动失败：数据目录 .+ 正被另一个进程（PID \d+）使用：同一数据目录只能由一个仓云 WMS 进程打开/)
    // The first one never noticed.
    expect(await login(first.base, 'keeper')).toBeTruthy()
    await first.kill('SIGKILL')
    const restarted = await start()
    expect(await login(restarted.base, 'keeper')).toBeTruthy()
  })
})
