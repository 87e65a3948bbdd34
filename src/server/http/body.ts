import type { Context } from 'hono'
import { HttpFailure } from '../kernel/errors.ts'
import { isMultipart, readMultipart } from './multipart.ts'
import { jsonShapeProblem } from './json-shape.ts'
import type { WmsConfig } from '../../config/types.ts'

export const MAX_BODY_BYTES = 2 * 1024 * 1024
/** An import's spreadsheet travels as base64 in its body. */
export const MAX_IMPORT_BODY_BYTES = 42 * 1024 * 1024

export function isImport(config: WmsConfig, requestPath: string): boolean {
  const path = requestPath.replace(/^\/api/, '')
  return Object.prototype.hasOwnProperty.call(config.endpoints, path) && config.endpoints[path].op === 'import'
}

/** One file (endpoint `upload:`, at most 10 MB for a PDF) as base64 (4/3 of it), or multipart with a thumbnail, and room to spare. */
export const MAX_UPLOAD_BODY_BYTES = 15 * 1024 * 1024

export function uploadKind(config: WmsConfig, requestPath: string): 'multipart' | 'base64' | undefined {
  const path = requestPath.replace(/^\/api/, '')
  return Object.prototype.hasOwnProperty.call(config.endpoints, path) ? config.endpoints[path].upload : undefined
}

export function maxBodyBytes(config: WmsConfig, requestPath: string): number {
  return isImport(config, requestPath) ? MAX_IMPORT_BODY_BYTES : uploadKind(config, requestPath) ? MAX_UPLOAD_BODY_BYTES : MAX_BODY_BYTES
}

/** The payload of a call: the JSON body (POST) or the query string (GET, or `in: query`). */
export async function readPayload(c: Context, fromQuery: boolean, config: WmsConfig): Promise<Record<string, unknown>> {
  if (fromQuery) return Object.assign(Object.create(null), c.req.query())
  // An upload endpoint takes a multipart form; any other body is read as JSON below.
  if (uploadKind(config, c.req.path) === 'multipart' && isMultipart(c)) return readMultipart(c)
  const text = await c.req.text()
  if (Buffer.byteLength(text) > maxBodyBytes(config, c.req.path)) throw new HttpFailure(413, '请求数据过大')
  if (!text.trim()) return {}
  const shape = jsonShapeProblem(text)
  if (shape) throw new HttpFailure(400, shape)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new HttpFailure(400, '请求数据不是有效的 JSON')
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new HttpFailure(400, '请求数据应为 JSON 对象')
  return value as Record<string, unknown>
}
