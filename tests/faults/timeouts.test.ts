// A table lock held elsewhere, and more calls than the pool and its queue take: a call waits
// at most the lock timeout (503 数据正被其他操作占用), calls past the queue are shed at once
// (503 系统繁忙), and when the lock is gone everything is served again. Small limits from the
// environment (as an operator would set them) keep the test short. And the statement timeout:
// an ordinary call is cut short, an export (declared long) is not.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { newDatabase, urlOf } from './support/cluster.ts'
import { call, login, startServer, type Server } from './support/server.ts'

const cluster = inject('pgCluster')
let database: string
let server: Server

beforeAll(async () => {
  database = await newDatabase(cluster)
  server = await startServer({
    DATABASE_URL: urlOf(cluster, database),
    WMS_DB_POOL_SIZE: '3',
    WMS_DB_MAX_QUEUE: '4',
    WMS_DB_WAIT_MS: '3000',
    WMS_LOCK_TIMEOUT_MS: '800',
  })
})
afterAll(() => server?.kill('SIGKILL'))

describe('a table locked elsewhere', () => {
  it('fails the waiting calls after the lock timeout, sheds those past the queue, and serves once it is free', async () => {
    const token = await login(server.base, 'keeper')
    expect((await call(server.base, '/storage/list', {}, token)).body.status).toBe(1)
    const holder = new pg.Client({ connectionString: urlOf(cluster, database, 'postgres') })
    await holder.connect()
    try {
      await holder.query('BEGIN')
      await holder.query('LOCK TABLE storage IN ACCESS EXCLUSIVE MODE')
      const answers = await Promise.all(Array.from({ length: 20 }, () => call(server.base, '/storage/list', {}, token)))
      const by = (message: string) => answers.filter((a) => a.http === 503 && a.body.message === message).length
      const locked = by('数据正被其他操作占用，请稍后再试')
      const busy = by('系统繁忙，请稍后再试')
      console.log(`[lock] 20 calls on a locked table: ${locked} lock timeout, ${busy} shed (pool 3, queue 4)`)
      expect(locked + busy).toBe(20)
      expect(locked).toBeGreaterThan(0)
      expect(busy).toBeGreaterThan(0)
    } finally {
      await holder.query('ROLLBACK')
      await holder.end()
    }
    const after = await Promise.all(Array.from({ length: 5 }, () => call(server.base, '/storage/list', {}, token)))
    expect(after.map((a) => a.body.status)).toEqual([1, 1, 1, 1, 1])
  })
})

describe('the statement timeout', () => {
  it('cuts an ordinary call short (503 数据库操作超时) while an export, declared long, runs to its end', async () => {
    const slow = await startServer({
      DATABASE_URL: urlOf(cluster, database),
      WMS_STATEMENT_TIMEOUT_MS: '600',
      WMS_LOCK_TIMEOUT_MS: '20000',
      WMS_LONG_STATEMENT_TIMEOUT_MS: '20000',
    })
    try {
      const token = await login(slow.base, 'keeper')
      const holder = new pg.Client({ connectionString: urlOf(cluster, database, 'postgres') })
      await holder.connect()
      await holder.query('BEGIN')
      await holder.query('LOCK TABLE storage IN ACCESS EXCLUSIVE MODE')
      // Both wait on the lock: the list only as long as any statement may take, the export longer.
      const exported = call(slow.base, '/storage/export', {}, token)
      const listed = await call(slow.base, '/storage/list', {}, token)
      await holder.query('ROLLBACK')
      await holder.end()
      expect(listed).toMatchObject({ http: 503, body: { status: 0, message: '数据库操作超时，请稍后再试' } })
      const file = await exported
      expect(file.http).toBe(200)
      expect(file.body?.status).toBeUndefined()
    } finally {
      await slow.kill('SIGTERM')
    }
  })
})
