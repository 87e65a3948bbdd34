// The server of one test file: the real app (Hono on a port, the built web app) over a copy of the
// demo database prepared once by global-setup.ts. A setup file, so it is up before the test file
// is imported; `baseURL()` gives its address, and it stops after the file's last test.
import { readFileSync } from 'node:fs'
import { serve } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { afterAll, inject } from 'vitest'
import { loadProjectConfig } from '../../../src/server/config/project-config.ts'
import { openPglite } from '../../../src/server/db/pglite.ts'
import { createApp } from '../../../src/server/app.ts'
import { mountWebApp } from '../../../src/server/web-static.ts'

const db = await openPglite({ loadDataDir: new Blob([readFileSync(inject('e2eDump'))]) })
const app = createApp({ db, config: loadProjectConfig() })
mountWebApp(app, 'dist/web')
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
await new Promise((r) => server.once('listening', r))
const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

afterAll(async () => {
  await new Promise((r) => server.close(r))
  await db.close()
})

/** The address of this file's server, e.g. http://127.0.0.1:41234. */
export const baseURL = () => address
