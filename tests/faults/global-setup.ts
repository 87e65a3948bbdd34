// The fault suite's own PostgreSQL cluster (as tools/pg-cluster.sh makes one), which the tests
// stop, start and cut connections of; and the web build, made once so that every server the
// tests start finds it fresh and starts as `npm start` does.
import { execFileSync } from 'node:child_process'
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { ensureWebBuild } from '../../src/server/web-build.ts'
import type { ClusterInfo } from './support/cluster.ts'
import { freePort } from './support/server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    pgCluster: ClusterInfo
  }
}

export default async function setup(project: TestProject) {
  ensureWebBuild(process.cwd())
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b))
  if (!versions.length) throw new Error('PostgreSQL server not installed (apt-get install postgresql)')
  const bin = `/usr/lib/postgresql/${versions.at(-1)}/bin`
  const dir = mkdtempSync(join(tmpdir(), 'wms-faults-pg-'))
  const root = process.getuid?.() === 0
  if (root) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()))
  const info: ClusterInfo = { bin, dir, port: await freePort(), root }
  const run = (cmd: string, args: string[]) => execFileSync(root ? 'runuser' : cmd, root ? ['-u', 'postgres', '--', cmd, ...args] : args, { stdio: 'pipe' })
  run(`${bin}/initdb`, ['-D', `${dir}/data`, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'])
  const { startCluster, stopCluster, adminQuery } = await import('./support/cluster.ts')
  startCluster(info)
  await adminQuery(info, 'postgres', 'CREATE ROLE wms_owner LOGIN CREATEDB CREATEROLE')
  project.provide('pgCluster', info)
  return () => {
    stopCluster(info, 'immediate')
    rmSync(dir, { recursive: true, force: true })
  }
}
