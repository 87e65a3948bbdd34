import type { Hono } from 'hono'
import { serveStatic } from '@hono/node-server/serve-static'
import { relative } from 'node:path'

/** The built web app under /wms/ (hash routing: every page is index.html); / goes there. */
export function mountWebApp(app: Hono, distDir: string) {
  const root = relative(process.cwd(), distDir) || '.'
  app.get('/', (c) => c.redirect('/wms/'))
  app.get('/wms', (c) => c.redirect('/wms/'))
  app.use('/wms/*', serveStatic({ root, rewriteRequestPath: (p) => p.replace(/^\/wms/, '') }))
  app.get('/wms/*', serveStatic({ root, path: 'index.html' }))
}
