// SIGKILL of the server in the middle of a write load, then a restart on the same database:
// nothing is half written, stock still adds up, and the restarted server serves at once.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { newDatabase, urlOf } from './support/cluster.ts'
import { login, ready, startServer, type Server } from './support/server.ts'
import { halfWritten, prepareLoad, verifyStock, vouchers, writeLoad, type Refs } from './support/load.ts'

const cluster = inject('pgCluster')
let database: string
let server: Server
let refs: Refs

beforeAll(async () => {
  database = await newDatabase(cluster)
  server = await startServer({ DATABASE_URL: urlOf(cluster, database) })
  refs = await prepareLoad(cluster, database)
})
afterAll(() => server?.kill('SIGKILL'))

describe('the server killed under a write load', () => {
  it('leaves no half-written voucher and consistent stock, and the restart serves', async () => {
    let token = await login(server.base, 'keeper')
    let base = server.base
    const port = new URL(base).port
    for (let round = 0; round < 3; round++) {
      let stop!: () => void
      const until = new Promise<void>((r) => (stop = r))
      const load = writeLoad(
        () => base,
        () => token,
        refs,
        4,
        until,
      )
      // Kill once some work went through, so the kill lands among writes in flight.
      while ((await vouchers(cluster, database)).posted < (round + 1) * 5) await new Promise((r) => setTimeout(r, 20))
      await server.kill('SIGKILL')
      stop()
      const tally = await load
      console.log(`[kill ${round + 1}] vouchers done ${tally.done}, 503 ${tally.unavailable}, no answer ${tally.noAnswer}, other ${tally.other.length}`)
      expect(tally.other).toEqual([])
      server = await startServer({ DATABASE_URL: urlOf(cluster, database) }, Number(port))
      base = server.base
      token = await login(base, 'keeper')
      expect((await ready(base)).http).toBe(200)
      expect(await halfWritten(cluster, database)).toEqual([])
      const stock = verifyStock(cluster, database)
      expect(stock.ok, stock.output).toBe(true)
    }
    console.log(`[kill] vouchers saved ${JSON.stringify(await vouchers(cluster, database))}`)
  })
})
