// Uploaded files on disk: WMS_DATA_DIR/uploads/<tenant id>/<yyyymm>/<random>.<ext>. The name
// is random and the extension comes from the bytes, so nothing the client sends (its file
// name, its path) reaches the file system. The URL mirrors the layout under /api/files/, and
// the tenant in it is what the file route checks against the caller's session.
import { randomBytes } from 'node:crypto'
import { mkdir, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FileType } from './file-type.ts'

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
export const FILES_PREFIX = '/api/files/'

/** tenant / month / 32 hex characters . extension — anything else is not one of ours. */
const URL_PATTERN = /^\/api\/files\/(\d{1,18})\/(\d{6})\/([0-9a-f]{32}\.(?:jpg|png|gif|webp|pdf))$/

/** Read at each call so tests (and a restart with another setting) choose the directory. */
export function uploadRoot(): string {
  return join(process.env.WMS_DATA_DIR || './data', 'uploads')
}

export interface StoredFile {
  tenantId: number
  month: string
  name: string
}

export function parseFileUrl(url: string): StoredFile | null {
  const m = URL_PATTERN.exec(url)
  return m ? { tenantId: Number(m[1]), month: m[2], name: m[3] } : null
}

export function diskPath(f: StoredFile): string {
  return join(uploadRoot(), String(f.tenantId), f.month, f.name)
}

/** Writes the bytes under a new random name and answers the URL the app shows. */
export async function saveUpload(tenantId: number, bytes: Uint8Array, type: FileType, now: Date): Promise<string> {
  const month = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}`
  const name = `${randomBytes(16).toString('hex')}.${type.ext}`
  const dir = join(uploadRoot(), String(tenantId), month)
  await mkdir(dir, { recursive: true })
  // 'wx': never overwrite, even on the (astronomically unlikely) clash of two random names.
  await writeFile(join(dir, name), bytes, { flag: 'wx' })
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
