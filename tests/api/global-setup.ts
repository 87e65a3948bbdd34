// Prepares one database per run (migrations, modules, demo data) that every API test file
// copies: a PGlite dump in memory mode, a template database with DATABASE_URL.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { loadProjectConfig } from '../../src/server/config/project-config.ts'
import { prepareDatabase } from '../../src/server/bootstrap.ts'
import { openPglite } from '../../src/server/db/pglite.ts'
import { openPg } from '../../src/server/db/pg.ts'
import { adminQuery, safeDbName, urlWithDatabase } from '../support/pg-admin.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string
    pgTemplate: string
  }
}

export default async function setup(project: TestProject) {
  const config = loadProjectConfig()
  const url = process.env.DATABASE_URL
  if (url) {
    const template = safeDbName(`wms_tpl_${process.pid}`)
    await adminQuery(url, `DROP DATABASE IF EXISTS ${template}`)
    await adminQuery(url, `CREATE DATABASE ${template}`)
    const db = await openPg(urlWithDatabase(url, template))
    await prepareDatabase(db, config, {})
    await db.close()
    project.provide('pgTemplate', template)
    project.provide('pgliteDump', '')
    return async () => adminQuery(url, `DROP DATABASE IF EXISTS ${template}`)
  }
  const db = await openPglite()
  await prepareDatabase(db, config, {})
  const dir = mkdtempSync(join(tmpdir(), 'wms-api-'))
  const file = join(dir, 'template.tar')
  writeFileSync(file, Buffer.from(await (await db.raw.dumpDataDir('none')).arrayBuffer()))
  await db.close()
  project.provide('pgliteDump', file)
  project.provide('pgTemplate', '')
  return () => rmSync(dir, { recursive: true, force: true })
}
