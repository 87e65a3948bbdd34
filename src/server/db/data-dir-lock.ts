// One process per PGlite data directory: two would each cache and write the same files and
// corrupt the database. The lock is a file naming its process; a lock whose process is gone
// (killed, crashed, the container restarted) is stale and taken over, so a restart never
// needs a hand to delete it.
import { linkSync, mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

export const LOCK_FILE = 'wms.lock'

interface Holder {
  pid: number
  /** The process's start time (Linux /proc): a recycled pid is not the same process. */
  started: string | null
}

function startTime(pid: number): string | null {
  try {
    // Field 22 of /proc/<pid>/stat; the command name (field 2) may hold spaces, so count after ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
  } catch {
    return null
  }
}

function alive(h: Holder): boolean {
  try {
    process.kill(h.pid, 0)
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  const now = startTime(h.pid)
  return !h.started || !now || now === h.started
}

function readHolder(path: string): Holder | null {
  try {
    const h = JSON.parse(readFileSync(path, 'utf8')) as Holder
    return Number.isInteger(h.pid) && h.pid > 0 ? h : null
  } catch {
    return null
  }
}

/** Takes the directory for this process or throws a Chinese message; the answer releases it. */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true })
  const path = join(dir, LOCK_FILE)
  const me: Holder = { pid: process.pid, started: startTime(process.pid) }
  // Written whole beside the lock, then linked into place: link() fails if a lock exists, and a
  // lock that exists is always complete.
  const draft = `${path}.${process.pid}`
  writeFileSync(draft, JSON.stringify(me))
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        linkSync(draft, path)
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
        const holder = readHolder(path)
        if (holder && alive(holder))
          throw new Error(
            `数据目录 ${resolve(dir)} 正被另一个进程（PID ${holder.pid}）使用：同一数据目录只能由一个仓云 WMS 进程打开。请先停止该进程，或用 WMS_DATA_DIR 指定其他目录`,
          )
        rmSync(path, { force: true })
        continue
      }
      return () => {
        if (readHolder(path)?.pid === me.pid) unlinkSync(path)
      }
    }
  } finally {
    rmSync(draft, { force: true })
  }
  throw new Error(`无法锁定数据目录 ${resolve(dir)}，请稍后重试`)
}
