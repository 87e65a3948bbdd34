// Conditional GET (RFC 9110 §13.1.2): a response that carries an ETag the client already holds
// (If-None-Match) goes out as a 304 without its body. Used by the web app's files and by the
// calls that tag their answer (GET /app/config/full).
import type { MiddlewareHandler } from 'hono'

/** True when `ifNoneMatch` names `etag` (weak comparison) or is `*`. */
export function etagMatches(ifNoneMatch: string | undefined | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  const bare = (t: string) => t.trim().replace(/^W\//, '')
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((t) => bare(t) === bare(etag))
}

/** The headers a 304 keeps from the 200 it stands for. */
const KEPT = ['cache-control', 'content-location', 'date', 'etag', 'expires', 'vary']

export function notModified(headers: Headers): Response {
  const kept = new Headers()
  for (const k of KEPT) {
    const v = headers.get(k)
    if (v !== null) kept.set(k, v)
  }
  return new Response(null, { status: 304, headers: kept })
}

/** Turns a tagged 200 into a 304 when the client holds that tag. Untagged answers pass as they are. */
export function conditionalGet(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || c.res.status !== 200) return
    const etag = c.res.headers.get('ETag')
    if (etag && etagMatches(c.req.header('If-None-Match'), etag)) c.res = notModified(c.res.headers)
  }
}
