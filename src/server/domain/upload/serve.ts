// GET /api/files/<tenant>/<yyyymm>/<name>: an uploaded file, to a signed-in user of the tenant
// that uploaded it. <img> and <a> send no Authorization header, so the session's cookie (the
// web app keeps the token in `<cachePrefix>token`) is accepted too. Another tenant's file
// answers exactly like a missing one.
import { readFile } from 'node:fs/promises'
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import type { AppDeps } from '../../kernel/handler.ts'
import { authenticate, tokenFrom } from '../../http/auth.ts'
import { disabled, expired, fail } from '../../http/envelope.ts'
import { AccountDisabled, SessionExpired } from '../../kernel/errors.ts'
import { MIME_BY_EXT } from './file-type.ts'
import { diskPath } from './storage.ts'
import { parseFileUrl } from '../../kernel/file-refs.ts'

const NOT_FOUND = '文件不存在或无权查看'

export function serveUploads(deps: Required<AppDeps>) {
  return async function serve(c: Context): Promise<Response> {
    const token = tokenFrom(c.req.header('Authorization')) ?? tokenFrom(getCookie(c, `${deps.config.settings.cachePrefix}token`))
    let tenantId: number
    try {
      tenantId = (await authenticate(deps.db, token, deps.clock, deps.sessionTtlMs)).tenantId
    } catch (e) {
      if (e instanceof SessionExpired) return c.json(expired(e.message), 200)
      if (e instanceof AccountDisabled) return c.json(disabled(e.message), 200)
      throw e
    }
    const file = parseFileUrl(c.req.path)
    if (!file || file.tenantId !== tenantId) return c.json(fail(NOT_FOUND), 404)
    let bytes: Buffer
    try {
      bytes = await readFile(diskPath(file))
    } catch {
      return c.json(fail(NOT_FOUND), 404)
    }
    const ext = file.name.slice(file.name.lastIndexOf('.') + 1) as keyof typeof MIME_BY_EXT
    return new Response(new Uint8Array(bytes), {
      headers: {
        'Content-Type': MIME_BY_EXT[ext],
        'Content-Length': String(bytes.length),
        // The type is ours (from the bytes at upload); the browser must not guess another.
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, max-age=86400',
        'Content-Disposition': 'inline',
      },
    })
  }
}
