// End-to-end: build the web app if needed and prepare one database (migrations, modules, demo
// data) as a PGlite dump. Each test file starts its own server on a copy of it
// (support/file-server.ts), so files run side by side and never see each other's documents.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { loadProjectConfig } from '../../src/server/config/project-config.ts'
import { openPglite } from '../../src/server/db/pglite.ts'
import { prepareDatabase } from '../../src/server/bootstrap.ts'
import { ensureWebBuild } from '../../src/server/web-build.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    e2eDump: string
  }
}

export default async function setup(project: TestProject) {
  // Built only when its sources changed since the last build (npm start's check).
  ensureWebBuild(process.cwd())
  const db = await openPglite()
  await prepareDatabase(db, loadProjectConfig(), {})
  const dir = mkdtempSync(join(tmpdir(), 'wms-e2e-'))
  const file = join(dir, 'demo.tar')
  writeFileSync(file, Buffer.from(await (await db.raw.dumpDataDir('none')).arrayBuffer()))
  await db.close()
  project.provide('e2eDump', file)
  return () => rmSync(dir, { recursive: true, force: true })
}
