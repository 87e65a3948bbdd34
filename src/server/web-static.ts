// The built web app under /wms/ (hash routing: every page is index.html); / goes there.
// The build writes brotli and gzip copies beside each text file (tools/vite/precompress.ts);
// the client's Accept-Encoding picks one. Files under assets/ carry their content hash in
// their name, so a browser keeps them for a year without asking again; index.html names the
// current ones and is revalidated on every load (a 304 while the build is the same).
import type { Context, Hono } from 'hono'
import { getMimeType } from 'hono/utils/mime'
import { readFile, stat } from 'node:fs/promises'
import type { Stats } from 'node:fs'
import { join } from 'node:path'
import { ENCODINGS, pickEncoding, type Encoding } from './web-encoding.ts'
import { etagMatches, notModified } from './conditional-get.ts'

export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const REVALIDATE = 'no-cache'
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' }

export function mountWebApp(app: Hono, distDir: string) {
  app.get('/', (c) => c.redirect('/wms/'))
  app.get('/wms', (c) => c.redirect('/wms/'))
  app.get('/wms/*', (c) => serveWebFile(c, distDir))
}

async function fileStats(path: string): Promise<Stats | null> {
  try {
    const s = await stat(path)
    return s.isFile() ? s : null
  } catch {
    return null
  }
}

/** The file a path names inside the build, or null: no climbing out, no dot files (the build stamp). */
function relativeFile(urlPath: string): string | null {
  let rel: string
  try {
    rel = decodeURIComponent(urlPath.replace(/^\/wms\/?/, ''))
  } catch {
    return null
  }
  if (rel === '') return 'index.html'
  if (/[\\\0]/.test(rel) || rel.split('/').some((s) => s === '' || s.startsWith('.'))) return null
  return rel
}

async function serveWebFile(c: Context, distDir: string): Promise<Response> {
  const asked = relativeFile(c.req.path)
  if (asked === null) return c.notFound()
  let rel: string = asked
  let stats = await fileStats(join(distDir, rel))
  if (!stats) {
    // A missing hashed file is an old page asking for a build that is gone: not index.html.
    if (rel.startsWith('assets/')) return c.notFound()
    rel = 'index.html'
    stats = await fileStats(join(distDir, rel))
    if (!stats) return c.notFound()
  }
  const path = join(distDir, rel)
  const variants: Encoding[] = []
  const variantStats = new Map<Encoding, Stats>()
  for (const e of ENCODINGS) {
    const s = await fileStats(path + SUFFIX[e])
    if (s) {
      variants.push(e)
      variantStats.set(e, s)
    }
  }
  const encoding = pickEncoding(c.req.header('Accept-Encoding'), variants)
  const served = encoding ? variantStats.get(encoding)! : stats
  const etag = `"${served.size.toString(36)}-${Math.floor(served.mtimeMs).toString(36)}${encoding ? '-' + encoding : ''}"`
  const headers: Record<string, string> = {
    'Content-Type': getMimeType(rel) ?? 'application/octet-stream',
    'Cache-Control': rel.startsWith('assets/') ? IMMUTABLE : REVALIDATE,
    ETag: etag,
  }
  if (variants.length) headers['Vary'] = 'Accept-Encoding'
  if (encoding) headers['Content-Encoding'] = encoding
  if (etagMatches(c.req.header('If-None-Match'), etag)) return notModified(new Headers(headers))
  const body = await readFile(encoding ? path + SUFFIX[encoding] : path)
  headers['Content-Length'] = String(body.length)
  return new Response(c.req.method === 'HEAD' ? null : body, { status: 200, headers })
}
