// Control of the fault suite's PostgreSQL cluster: stop it (fast or immediate), start it again,
// end connections, and make a database for one test file.
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import pg from 'pg'

export interface ClusterInfo {
  bin: string
  dir: string
  port: number
  /** Running as root: the server runs as the postgres user. */
  root: boolean
}

function pgCtl(c: ClusterInfo, args: string[]) {
  const cmd = `${c.bin}/pg_ctl`
  execFileSync(c.root ? 'runuser' : cmd, c.root ? ['-u', 'postgres', '--', cmd, ...args] : args, { stdio: 'pipe' })
}

function running(c: ClusterInfo): boolean {
  try {
    pgCtl(c, ['-D', `${c.dir}/data`, 'status'])
    return true
  } catch {
    return false
  }
}

/** Starts the cluster unless it runs already. */
export function startCluster(c: ClusterInfo) {
  if (running(c)) return
  pgCtl(c, [
    '-D',
    `${c.dir}/data`,
    '-l',
    `${c.dir}/server.log`,
    '-w',
    '-o',
    `-p ${c.port} -k ${c.dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off -c synchronous_commit=off`,
    'start',
  ])
}

export function stopCluster(c: ClusterInfo, mode: 'fast' | 'immediate') {
  try {
    pgCtl(c, ['-D', `${c.dir}/data`, '-m', mode, '-w', 'stop'])
  } catch {
    // already stopped
  }
}

export const urlOf = (c: ClusterInfo, database: string, user = 'wms_owner') => `postgres://${user}@127.0.0.1:${c.port}/${database}`

export async function adminQuery<T extends pg.QueryResultRow = any>(c: ClusterInfo, database: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: urlOf(c, database, 'postgres') })
  await client.connect()
  try {
    return (await client.query<T>(sql, params)).rows
  } finally {
    await client.end()
  }
}

/** A new empty database owned by the product's role; the server's first start migrates and seeds it. */
export async function newDatabase(c: ClusterInfo): Promise<string> {
  const name = `wms_f_${randomBytes(4).toString('hex')}`
  await adminQuery(c, 'postgres', `CREATE DATABASE ${name} OWNER wms_owner`)
  return name
}
