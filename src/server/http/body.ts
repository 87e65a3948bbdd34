import type { Context } from 'hono'
import { HttpFailure } from './errors.ts'

export const MAX_BODY_BYTES = 2 * 1024 * 1024

/** The payload of a call: the JSON body (POST) or the query string (GET, or `in: query`). */
export async function readPayload(c: Context, fromQuery: boolean): Promise<Record<string, unknown>> {
  if (fromQuery) return Object.assign(Object.create(null), c.req.query())
  const text = await c.req.text()
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new HttpFailure(413, '请求数据过大')
  if (!text.trim()) return {}
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new HttpFailure(400, '请求数据不是有效的 JSON')
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new HttpFailure(400, '请求数据应为 JSON 对象')
  return value as Record<string, unknown>
}
