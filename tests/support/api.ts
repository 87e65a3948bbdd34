// An app on a fresh copy of the prepared database, called in-process through app.fetch().
import { readFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { inject } from 'vitest'
import type { WmsConfig } from '../../src/config/types.ts'
import { loadProjectConfig } from '../../src/server/config/project-config.ts'
import { syncModules } from '../../src/server/domain/menu/module-catalogue.ts'
import { createApp } from '../../src/server/app.ts'
import type { Clock } from '../../src/server/kernel/handler.ts'
import type { Db } from '../../src/server/db/types.ts'
import { openPglite } from '../../src/server/db/pglite.ts'
import { openPg } from '../../src/server/db/pg.ts'
import { adminQuery, urlWithDatabase } from './pg-admin.ts'

export class FakeClock implements Clock {
  private t = Date.now()
  now = () => new Date(this.t)
  advance(ms: number) {
    this.t += ms
  }
}

export interface CallOptions {
  token?: string | null
  method?: 'GET' | 'POST' | 'PUT'
  /** Send this text as the body instead of JSON of the payload. */
  rawBody?: string
  /** A multipart body (uploads), sent with its own content type instead of JSON. */
  form?: FormData
  headers?: Record<string, string>
}

export interface Answer {
  http: number
  body: any
  contentType: string
  bytes?: ArrayBuffer
  headers: Headers
}

export interface TestApi {
  db: Db
  config: WmsConfig
  clock: FakeClock
  call(path: string, payload?: unknown, opts?: CallOptions): Promise<Answer>
  /** Signs in and returns the token; fails the test when the login fails. */
  login(account: string, password?: string): Promise<string>
  close(): Promise<void>
}

export async function openTestDb(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const template = inject('pgTemplate')
  const url = process.env.DATABASE_URL
  if (template && url) {
    const name = `wms_t_${randomBytes(6).toString('hex')}`
    await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${template}`)
    const db = await openPg(urlWithDatabase(url, name), { poolSize: 20 })
    return {
      db,
      drop: async () => {
        await db.close()
        await adminQuery(url, `DROP DATABASE IF EXISTS ${name}`)
      },
    }
  }
  const db = await openPglite({ loadDataDir: new Blob([readFileSync(inject('pgliteDump'))]) })
  return { db, drop: () => db.close() }
}

/** An empty database (no migrations): fresh in-memory PGlite, or a new database on the server. */
export async function openEmptyDb(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL
  if (url) {
    const name = `wms_e_${randomBytes(6).toString('hex')}`
    await adminQuery(url, `CREATE DATABASE ${name}`)
    const db = await openPg(urlWithDatabase(url, name))
    return {
      db,
      drop: async () => {
        await db.close()
        await adminQuery(url, `DROP DATABASE IF EXISTS ${name}`)
      },
    }
  }
  const db = await openPglite()
  return { db, drop: () => db.close() }
}

export async function startApi(opts: { variant?: string; sessionTtlMs?: number; configure?: (config: WmsConfig) => void } = {}): Promise<TestApi> {
  const config = loadProjectConfig({ variant: opts.variant })
  // A test may add what only it needs (a workflow on a real entity, an endpoint firing it).
  opts.configure?.(config)
  const { db, drop } = await openTestDb()
  // The template database holds the delivered config's modules; a start with another config syncs
  // its own (new screens and functions, granted to administrators), as the product's start does.
  if (opts.variant || opts.configure) await syncModules(db, config)
  const clock = new FakeClock()
  const app = createApp({ db, config, clock, ...(opts.sessionTtlMs ? { sessionTtlMs: opts.sessionTtlMs } : {}) })
  async function call(path: string, payload: unknown = {}, o: CallOptions = {}): Promise<Answer> {
    const method = o.method ?? config.endpoints[path]?.method ?? 'POST'
    let url = 'http://localhost/api' + path
    // GET, and POST with `in: query` (tenantId of getTenantStrategy), carry the payload in the URL.
    const inQuery = method === 'GET' || config.endpoints[path]?.in === 'query'
    if (inQuery && payload && Object.keys(payload as object).length)
      url += '?' + new URLSearchParams(Object.entries(payload as Record<string, unknown>).map(([k, v]) => [k, String(v)]))
    const headers: Record<string, string> = {
      ...(o.form ? {} : { 'content-type': 'application/json' }),
      ...(o.token ? { authorization: o.token } : {}),
      ...o.headers,
    }
    const res = await app.fetch(new Request(url, { method, headers, body: method === 'GET' ? undefined : (o.form ?? o.rawBody ?? JSON.stringify(payload)) }))
    const contentType = res.headers.get('content-type') ?? ''
    if (contentType.includes('json')) return { http: res.status, body: await res.json(), contentType, headers: res.headers }
    const bytes = await res.arrayBuffer()
    return { http: res.status, body: null, contentType, bytes, headers: res.headers }
  }
  async function login(account: string, password = account === 'admin' ? 'admin123' : 'demo123') {
    const r = await call('/login', { account, password })
    if (r.body?.status !== 1) throw new Error(`login ${account} failed: ${JSON.stringify(r.body)}`)
    return r.body.data.token as string
  }
  return { db, config, clock, call, login, close: drop }
}

/** Chinese text in a message: the envelope rule of spec §8. */
export const CHINESE = /[\u4e00-\u9fff]/
