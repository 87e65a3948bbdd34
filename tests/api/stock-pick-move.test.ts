// pickMove (src/server/domain/stock/pick-move.ts): allocated goods travel with their allocation.
// Property: any sequence of allocations and pick-moves (to any location, any part of what a line
// holds, sometimes more than it holds, sometimes a repeated posting key) keeps every invariant of
// DOMAIN §2, never changes a SKU's on-hand or allocated totals nor what each line holds, and a
// refused or repeated move changes nothing.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDb } from '../support/api.ts'
import { stockFixture } from '../support/stock-fixture.ts'
import type { Db } from '../../src/server/db/types.ts'
import { allocate, pickMove, receive, STOCK_STATUS, verifyStock } from '../../src/server/domain/stock/index.ts'

let db: Db
let drop: () => Promise<void>
beforeAll(async () => {
  ;({ db, drop } = await openTestDb())
})
afterAll(() => drop())

type Op = { kind: 'allocate'; sku: number; qty: number } | { kind: 'move'; pick: number; toLoc: number; qty: number; repeat: boolean }

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('allocate' as const), sku: fc.integer({ min: 0, max: 1 }), qty: fc.integer({ min: 1, max: 15 }) }),
  fc.record({
    kind: fc.constant('move' as const),
    pick: fc.nat(),
    toLoc: fc.integer({ min: 0, max: 3 }),
    qty: fc.integer({ min: 1, max: 12 }),
    repeat: fc.boolean(),
  }),
)

describe('pickMove', () => {
  it('keeps every invariant and all totals; moves the allocation with the goods; refused or repeated moves change nothing', async () => {
    let run = 0
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 20 }), async (ops) => {
        const f = await stockFixture(db)
        run++
        // 20 of each SKU on locations 0 and 1.
        for (const [i, [l, s]] of [
          [0, 0],
          [1, 0],
          [0, 1],
          [1, 1],
        ].entries())
          await f.run((tx) =>
            receive(
              tx,
              { docType: 'pmseed', lineId: run * 100 + i },
              { storageId: f.storageId, locationId: f.locations[l], skuId: f.skus[s], stockStatus: STOCK_STATUS.normal },
              20,
            ),
          )
        const lines: { lineId: number; sku: number; qty: number }[] = []
        let seq = 0
        const heldBy = async (lineId: number) =>
          (
            await db.query(
              `SELECT balance_id, sum(qty)::float AS qty FROM stock_allocation WHERE doc_type = 'pm' AND line_id = $1 AND status = 1 GROUP BY balance_id ORDER BY balance_id`,
              [lineId],
            )
          ).rows as { balance_id: number; qty: number }[]
        const skuTotals = async () =>
          (
            await db.query(
              `SELECT sku_id, sum(on_hand)::float AS on_hand, sum(allocated)::float AS allocated FROM stock_balance WHERE sku_id = ANY($1::bigint[]) GROUP BY sku_id ORDER BY sku_id`,
              [f.skus],
            )
          ).rows
        for (const o of ops) {
          if (o.kind === 'allocate') {
            const lineId = run * 1000 + lines.length + 1
            const ok = await f
              .run((tx) => allocate(tx, { docType: 'pm' }, [{ lineId, storageId: f.storageId, skuId: f.skus[o.sku], qty: o.qty }]))
              .then(
                () => true,
                (e: Error) => {
                  if (!/库存不足/.test(e.message)) throw e
                  return false
                },
              )
            if (ok) lines.push({ lineId, sku: o.sku, qty: o.qty })
            continue
          }
          if (!lines.length) continue
          const line = lines[o.pick % lines.length]
          const held = await heldBy(line.lineId)
          const from = held[o.pick % held.length]
          const before = { totals: await skuTotals(), balances: await f.balances() }
          const ref = { docType: 'pm', lineId: line.lineId, seq: ++seq }
          const move = () => f.run((tx) => pickMove(tx, ref, { fromBalanceId: from.balance_id, toLocationId: f.locations[o.toLoc], qty: o.qty }))
          const outcome = await move().then(
            () => 'moved',
            (e: Error) => {
              if (!/只分配了|无需移动/.test(e.message)) throw e
              return 'refused'
            },
          )
          if (outcome === 'refused') {
            expect(await f.balances()).toEqual(before.balances)
            continue
          }
          expect(o.qty).toBeLessThanOrEqual(from.qty)
          const afterMove = await f.balances()
          if (o.repeat) {
            expect((await move()).posted).toBe(false)
            expect(await f.balances()).toEqual(afterMove)
          }
          // The line holds as much as before, now partly at the target location.
          const now = await heldBy(line.lineId)
          expect(now.reduce((s, h) => s + h.qty, 0)).toBe(line.qty)
          const target = (await db.query(`SELECT id FROM stock_balance WHERE location_id = $1 AND sku_id = $2`, [f.locations[o.toLoc], f.skus[line.sku]]))
            .rows[0].id
          expect(now.find((h) => h.balance_id === target)?.qty ?? 0).toBeGreaterThanOrEqual(o.qty)
          expect(await skuTotals()).toEqual(before.totals)
        }
        const broken = (await verifyStock(db)).filter((c) => c.broken.length)
        expect(broken).toEqual([])
      }),
      { numRuns: 15 },
    )
  })
})
