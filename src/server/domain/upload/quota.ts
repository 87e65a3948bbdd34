// Disk used by each tenant's uploads, counted from the disk on first use and kept in memory
// after: a file is reserved before it is written (so two uploads at once cannot both pass the
// last free megabytes), and the sweep gives back what it removes.
import { readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { BizError } from '../../kernel/errors.ts'
import { mbText, tenantQuotaBytes } from './limits.ts'

const used = new Map<string, Promise<number>>()

/** Every file under a folder, with its size (none if the folder is not there). */
export async function filesUnder(dir: string): Promise<{ path: string; size: number; mtimeMs: number }[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
  const out: { path: string; size: number; mtimeMs: number }[] = []
  for (const e of entries) {
    const path = join(dir, e.name)
    if (e.isDirectory()) out.push(...(await filesUnder(path)))
    else if (e.isFile()) {
      const s = await stat(path)
      out.push({ path, size: s.size, mtimeMs: s.mtimeMs })
    }
  }
  return out
}

/** Books `size` bytes to the tenant, or refuses with what is used and allowed. Each booking
 *  chains on the one before, so the check and the addition happen as one step. */
export async function reserveSpace(tenantDir: string, size: number): Promise<void> {
  const before = used.get(tenantDir) ?? filesUnder(tenantDir).then((fs) => fs.reduce((n, f) => n + f.size, 0))
  const allowed = tenantQuotaBytes()
  const after = before.then((now) => {
    if (now + size <= allowed) return now + size
    const message = `上传空间不足：本租户已用 ${mbText(now)}，上限 ${mbText(allowed)}，本文件 ${mbText(size)}，请删除不用的附件或联系管理员`
    throw new BizError(message, [{ field: 'file', message }])
  })
  used.set(
    tenantDir,
    after.catch(() => before),
  )
  await after
}

/** Gives back space of files removed (or a write that failed). */
export function releaseSpace(tenantDir: string, size: number): void {
  const now = used.get(tenantDir)
  if (now)
    used.set(
      tenantDir,
      now.then((n) => Math.max(0, n - size)),
    )
}
