// Paths of uploaded files as the server hands them out: /api/files/<tenant>/<yyyymm>/<random>.<ext>.
// Kept below the http layer so both the file route and payload checks can read them.

export const FILES_PREFIX = '/api/files/'

/** tenant / month / 32 hex characters . extension — anything else is not one of ours. */
const URL_PATTERN = /^\/api\/files\/(\d{1,18})\/(\d{6})\/([0-9a-f]{32}\.(?:jpg|png|gif|webp|pdf))$/

export interface StoredFile {
  tenantId: number
  month: string
  name: string
}

export function parseFileUrl(url: string): StoredFile | null {
  const m = URL_PATTERN.exec(url)
  return m ? { tenantId: Number(m[1]), month: m[2], name: m[3] } : null
}
