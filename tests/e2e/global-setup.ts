// End-to-end: build the web app if needed, start the real server (Hono on a port, fresh in-memory
// PGlite with migrations and demo data) and hand its address to the tests.
import { serve } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import type { TestProject } from 'vitest/node'
import { loadProjectConfig } from '../../src/server/config/project-config.ts'
import { openPglite } from '../../src/server/db/pglite.ts'
import { prepareDatabase } from '../../src/server/bootstrap.ts'
import { createApp } from '../../src/server/app.ts'
import { mountWebApp } from '../../src/server/web-static.ts'
import { ensureWebBuild } from '../../src/server/web-build.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
  }
}

export default async function setup(project: TestProject) {
  // Built only when its sources changed since the last build (npm start's check).
  ensureWebBuild(process.cwd())
  const config = loadProjectConfig()
  const db = await openPglite()
  await prepareDatabase(db, config, {})
  const app = createApp({ db, config })
  mountWebApp(app, 'dist/web')
  const server = serve({ fetch: app.fetch, port: 0 })
  await new Promise((r) => server.once('listening', r))
  const { port } = server.address() as AddressInfo
  project.provide('baseURL', `http://127.0.0.1:${port}`)
  return async () => {
    await new Promise((r) => server.close(r))
    await db.close()
  }
}
