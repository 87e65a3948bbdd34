// How much may be uploaded: a size per kind of file, a quota of disk per tenant, and how long a
// file no record names is kept (a form uploads before it saves). Environment variables are read
// at each use, so a test or a restart with another setting takes effect.
import type { FileType } from './file-type.ts'

export const MB = 1024 * 1024

/** Largest file of each kind: photos of goods and logos, and scanned documents. */
export const MAX_BYTES_BY_KIND: Record<FileType['kind'], number> = { image: 5 * MB, pdf: 10 * MB }
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(MAX_BYTES_BY_KIND))

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value)
  return value && Number.isFinite(n) && n > 0 ? n : fallback
}

/** WMS_UPLOAD_QUOTA_MB (default 1024): disk a tenant's uploads may take together. */
export const tenantQuotaBytes = () => positive(process.env.WMS_UPLOAD_QUOTA_MB, 1024) * MB

/** WMS_UPLOAD_GRACE_HOURS (default 24): age after which a file no record names is removed. */
export const unreferencedGraceMs = () => positive(process.env.WMS_UPLOAD_GRACE_HOURS, 24) * 3600_000

export const mbText = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`
