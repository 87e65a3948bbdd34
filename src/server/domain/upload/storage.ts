// Uploaded files on disk: WMS_DATA_DIR/uploads/<tenant id>/<yyyymm>/<random>.<ext>. The name
// is random and the extension comes from the bytes, so nothing the client sends (its file
// name, its path) reaches the file system. The URL mirrors the layout under /api/files/, and
// the tenant in it is what the file route checks against the caller's session.
import { randomBytes } from 'node:crypto'
import { mkdir, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FileType } from './file-type.ts'
import { releaseSpace, reserveSpace } from './quota.ts'
import { FILES_PREFIX, parseFileUrl, type StoredFile } from '../../kernel/file-refs.ts'

/** Read at each call so tests (and a restart with another setting) choose the directory. */
export function uploadRoot(): string {
  return join(process.env.WMS_DATA_DIR || './data', 'uploads')
}

export function diskPath(f: StoredFile): string {
  return join(uploadRoot(), String(f.tenantId), f.month, f.name)
}

export const tenantDir = (tenantId: number) => join(uploadRoot(), String(tenantId))

/** Writes the bytes under a new random name, within the tenant's quota, and answers the URL the app shows. */
export async function saveUpload(tenantId: number, bytes: Uint8Array, type: FileType, now: Date): Promise<string> {
  const month = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}`
  const name = `${randomBytes(16).toString('hex')}.${type.ext}`
  const dir = join(tenantDir(tenantId), month)
  await reserveSpace(tenantDir(tenantId), bytes.length)
  try {
    await mkdir(dir, { recursive: true })
    // 'wx': never overwrite, even on the (astronomically unlikely) clash of two random names.
    await writeFile(join(dir, name), bytes, { flag: 'wx' })
  } catch (e) {
    releaseSpace(tenantDir(tenantId), bytes.length)
    throw e
  }
  return `${FILES_PREFIX}${tenantId}/${month}/${name}`
}

/** A URL of a file this tenant uploaded and that is still there (attachments name only those). */
export async function isOwnUpload(tenantId: number, url: string): Promise<boolean> {
  const f = parseFileUrl(url)
  if (!f || f.tenantId !== tenantId) return false
  return stat(diskPath(f)).then(
    (s) => s.isFile(),
    () => false,
  )
}
