// What a field of format image or file may hold: a path this server handed out for the caller's
// tenant (/api/files/<tenant>/<yyyymm>/<random>.<ext>), or an address on a host the deployment
// trusts (WMS_FILE_HOSTS, comma-separated host names, e.g. "img.example.com,cdn.example.com:8443").
// Anything else — another tenant's file, a path of the server's own API, an address chosen by
// the client — would be shown to other users as an <img> or a link, so it is refused by name.
import { BizError, type FieldError } from './errors.ts'
import type { JsonSchema } from './validate-payload.ts'

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

/** Read at each call, so a test or a restart with another list takes effect. */
function trustedHosts(): string[] {
  return (process.env.WMS_FILE_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean)
}

export function isAcceptedFileRef(value: string, tenantId: number | undefined): boolean {
  const own = parseFileUrl(value)
  if (own) return own.tenantId === tenantId
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  const hosts = trustedHosts()
  return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && (hosts.includes(url.host) || hosts.includes(url.hostname))
}

const isFileField = (s: JsonSchema | undefined) => s?.['x-format'] === 'image' || s?.['x-format'] === 'file'

function collect(value: unknown, schema: JsonSchema | undefined, path: string[], tenantId: number | undefined, out: FieldError[]): void {
  if (!schema || value === null || value === undefined) return
  if (typeof value === 'string') {
    if (isFileField(schema) && value !== '' && !isAcceptedFileRef(value, tenantId)) {
      out.push({ field: path.join('.'), message: `${schema.title ?? '文件'}无效，请重新上传文件` })
    }
  } else if (Array.isArray(value)) value.forEach((v, i) => collect(v, schema.items, [...path, String(i)], tenantId, out))
  else if (typeof value === 'object' && schema.properties) {
    for (const [k, v] of Object.entries(value))
      if (Object.prototype.hasOwnProperty.call(schema.properties, k)) collect(v, schema.properties[k], [...path, k], tenantId, out)
  }
}

/** Refuses a validated payload whose image or file fields name anything but an accepted file. */
export function checkFileRefs(payload: Record<string, unknown>, schema: JsonSchema, tenantId: number | undefined): void {
  const errors: FieldError[] = []
  collect(payload, schema, [], tenantId, errors)
  if (errors.length) throw new BizError(errors[0].message, errors)
}
