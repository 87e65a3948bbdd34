// Headers on every answer. The web app's scripts are all files of its own build, so the page
// may run no inline script and load nothing from elsewhere; antd writes its styles into <style>
// tags at run time, hence 'unsafe-inline' for styles only. The forms' validator (ajv, under
// rjsf) compiles each schema into a function with new Function(), hence 'unsafe-eval': still no
// inline script nor foreign source; precompiling the validators at build time would drop it. No page may frame ours (clickjacking);
// the API's JSON may load nothing at all. Uploaded files (/api/files/*) carry their own type
// and nosniff, and may be framed by the app itself only.
import type { MiddlewareHandler } from 'hono'

export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')
export const API_CSP = "default-src 'none'; frame-ancestors 'none'"
const FILES_CSP = "frame-ancestors 'self'"

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next()
  const path = c.req.path
  c.header('Content-Security-Policy', path.startsWith('/api/files/') ? FILES_CSP : path.startsWith('/api/') ? API_CSP : APP_CSP)
  c.header('X-Content-Type-Options', 'nosniff')
  c.header('Referrer-Policy', 'same-origin')
  c.header('X-Frame-Options', path.startsWith('/api/files/') ? 'SAMEORIGIN' : 'DENY')
}
