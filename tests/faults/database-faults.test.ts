// The database lost under a write load: connections terminated, the cluster stopped fast and
// immediately. The server keeps running and answers a Chinese 503 ("数据库暂时不可用") meanwhile,
// readiness says so, and once the database is back the server serves again by itself; nothing is
// half written and stock adds up.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { adminQuery, newDatabase, startCluster, stopCluster, urlOf } from './support/cluster.ts'
import { call, login, ready, startServer, type Server } from './support/server.ts'
import { halfWritten, prepareLoad, verifyStock, vouchers, writeLoad, type Refs, type Tally } from './support/load.ts'

const cluster = inject('pgCluster')
let database: string
let server: Server
let refs: Refs
let token: string

beforeAll(async () => {
  database = await newDatabase(cluster)
  server = await startServer({ DATABASE_URL: urlOf(cluster, database) })
  refs = await prepareLoad(cluster, database)
  token = await login(server.base, 'keeper')
})
afterAll(async () => {
  startCluster(cluster)
  await server?.kill('SIGKILL')
})

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Runs the load around `fault`, which starts once `warm` more vouchers were posted. */
async function underLoad(fault: () => Promise<void>, warm = 5): Promise<Tally> {
  let stop!: () => void
  const until = new Promise<void>((r) => (stop = r))
  const load = writeLoad(
    () => server.base,
    () => token,
    refs,
    4,
    until,
  )
  const before = (await vouchers(cluster, database)).posted
  while ((await vouchers(cluster, database)).posted < before + warm) await pause(20)
  try {
    await fault()
  } finally {
    stop()
  }
  return load
}

/** Polls readiness until the database answers again (count-bounded: 300 tries, 100 ms apart). */
async function recovered(): Promise<boolean> {
  for (let i = 0; i < 300; i++) {
    if ((await ready(server.base)).http === 200) return true
    await pause(100)
  }
  return false
}

async function expectWhole() {
  expect(server.exited(), server.output()).toBe(false)
  expect(server.output()).not.toMatch(/unhandled|Uncaught/i)
  expect(await recovered()).toBe(true)
  // The next call simply works: the pool opened fresh connections on its own.
  expect((await call(server.base, '/user/userInfo', {}, token)).body.status).toBe(1)
  expect(await halfWritten(cluster, database)).toEqual([])
  const stock = verifyStock(cluster, database)
  expect(stock.ok, stock.output).toBe(true)
}

describe('the database lost under a write load', () => {
  it('survives its busy connections being terminated', async () => {
    const tally = await underLoad(async () => {
      for (let i = 0; i < 4; i++) {
        await adminQuery(cluster, 'postgres', `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [
          database,
        ])
        await pause(150)
      }
    })
    console.log(`[terminate] vouchers done ${tally.done}, 503 ${tally.unavailable}, no answer ${tally.noAnswer}, other ${tally.other.length}`)
    expect(tally.other).toEqual([])
    expect(tally.noAnswer).toBe(0)
    await expectWhole()
  })

  for (const mode of ['fast', 'immediate'] as const) {
    it(`answers 503 while the database is stopped (${mode}) and recovers by itself when it is back`, async () => {
      let whileDown: { call: any; ready: any } | undefined
      const tally = await underLoad(async () => {
        stopCluster(cluster, mode)
        await pause(500)
        whileDown = { call: await call(server.base, '/user/userInfo', {}, token), ready: await ready(server.base) }
        await pause(500)
        startCluster(cluster)
        await pause(300)
      })
      console.log(`[stop ${mode}] vouchers done ${tally.done}, 503 ${tally.unavailable}, no answer ${tally.noAnswer}, other ${tally.other.length}`)
      expect(whileDown!.call).toEqual({ http: 503, body: { status: 0, message: '数据库暂时不可用，请稍后再试' }, retryAfter: '5' })
      expect(whileDown!.ready).toEqual({ http: 503, body: { status: 0, message: '数据库暂时不可用，请稍后再试', data: { database: 'unavailable' } } })
      expect(tally.unavailable).toBeGreaterThan(0)
      expect(tally.other).toEqual([])
      expect(tally.noAnswer).toBe(0)
      await expectWhole()
    })
  }
})
