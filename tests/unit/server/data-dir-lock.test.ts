import { describe, expect, it } from 'vitest'
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { tmpdir } from 'node:os'
import { spawnSync } from 'node:child_process'
import { LOCK_FILE, lockDataDir } from '../../../src/server/db/data-dir-lock.ts'

describe('PGlite data directory lock', () => {
  it('refuses a second opener with a Chinese message, and frees the directory on release', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wms-lock-'))
    const release = lockDataDir(dir)
    expect(() => lockDataDir(dir)).toThrow(/正被另一个进程（PID \d+）使用/)
    release()
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false)
    lockDataDir(dir)()
  })

  it('takes over the lock of a process that is gone (killed without cleaning up)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wms-lock-'))
    // A pid that surely ended: a child that already exited.
    const gone = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid!
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: gone, started: '1' }))
    const release = lockDataDir(dir)
    release()
  })
})
