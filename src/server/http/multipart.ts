// Multipart bodies, for endpoints that declare `upload: multipart` only: text fields as
// strings, files as File objects (validated like any payload, then read by the handler).
import type { Context } from 'hono'
import { HttpFailure } from '../kernel/errors.ts'

export function isMultipart(c: Context): boolean {
  return /^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')
}

export async function readMultipart(c: Context): Promise<Record<string, unknown>> {
  try {
    // A repeated field becomes an array, which the payload schema then refuses by name.
    const form = await c.req.parseBody({ all: true })
    return Object.assign(Object.create(null), form)
  } catch {
    throw new HttpFailure(400, '上传数据格式不正确')
  }
}
