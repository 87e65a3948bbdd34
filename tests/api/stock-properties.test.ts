// Property: any sequence of receive, move, allocate, release, issue and adjust keeps every
// invariant of DOMAIN §2, the balances match a simple model of what should be there, and an
// operation that is refused changes nothing at all.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDb } from '../support/api.ts'
import { stockFixture, type StockFixture } from '../support/stock-fixture.ts'
import type { Db, Tx } from '../../src/server/db/types.ts'
import { adjust, allocate, issue, move, receive, release, STOCK_STATUS, verifyStock, type StockKey } from '../../src/server/domain/stock/index.ts'

let db: Db
let drop: () => Promise<void>
beforeAll(async () => {
  ;({ db, drop } = await openTestDb())
})
afterAll(() => drop())

type Op =
  | { kind: 'receive'; loc: number; sku: number; status: 1 | 3; qty: number }
  | { kind: 'move'; loc: number; sku: number; toLoc: number; qty: number }
  | { kind: 'freeze'; loc: number; sku: number; qty: number }
  | { kind: 'allocate'; sku: number; qty: number; partial: boolean }
  | { kind: 'release'; pick: number; qty?: number }
  | { kind: 'issue'; pick: number }
  | { kind: 'adjust'; loc: number; sku: number; delta: number }

const loc = fc.integer({ min: 0, max: 2 })
const sku = fc.integer({ min: 0, max: 1 })
const qty = fc.integer({ min: 1, max: 12 })
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('receive' as const), loc, sku, status: fc.constantFrom(1 as const, 3 as const), qty }),
  fc.record({ kind: fc.constant('move' as const), loc, sku, toLoc: loc, qty }),
  fc.record({ kind: fc.constant('freeze' as const), loc, sku, qty }),
  fc.record({ kind: fc.constant('allocate' as const), sku, qty, partial: fc.boolean() }),
  fc.record({ kind: fc.constant('release' as const), pick: fc.nat(), qty: fc.option(qty, { nil: undefined }) }),
  fc.record({ kind: fc.constant('issue' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('adjust' as const), loc, sku, delta: fc.integer({ min: -8, max: 8 }).filter((d) => d !== 0) }),
)

describe('stock module properties', () => {
  it('keeps every invariant under any sequence of operations; refused ones change nothing', async () => {
    let run = 0
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        const f = await stockFixture(db)
        run++
        const key = (l: number, s: number, status: number = STOCK_STATUS.normal): StockKey => ({
          storageId: f.storageId,
          locationId: f.locations[l],
          skuId: f.skus[s],
          stockStatus: status as 1,
        })
        // The model: on hand and allocated per SKU, from what each accepted operation says it did.
        const model = f.skus.map(() => ({ onHand: 0, allocated: 0 }))
        const lines: { lineId: number; sku: number }[] = []
        let lineSeq = run * 1000
        for (const o of ops) {
          const before = await f.balances()
          const apply = (tx: Tx): Promise<unknown> => {
            const ref = { docType: 'prop', lineId: ++lineSeq }
            switch (o.kind) {
              case 'receive':
                return receive(tx, ref, key(o.loc, o.sku, o.status), o.qty)
              case 'move':
                return move(tx, ref, key(o.loc, o.sku), { locationId: f.locations[o.toLoc] }, o.qty)
              case 'freeze':
                return move(tx, ref, key(o.loc, o.sku), { stockStatus: STOCK_STATUS.frozen }, o.qty)
              case 'allocate': {
                lines.push({ lineId: ref.lineId, sku: o.sku })
                return allocate(tx, { docType: 'prop' }, [{ lineId: ref.lineId, storageId: f.storageId, skuId: f.skus[o.sku], qty: o.qty }], {
                  partial: o.partial,
                })
              }
              case 'release':
                return lines.length ? release(tx, { docType: 'prop', lineId: lines[o.pick % lines.length].lineId }, o.qty) : Promise.resolve()
              case 'issue':
                return lines.length ? issue(tx, { docType: 'prop', lineId: lines[o.pick % lines.length].lineId }) : Promise.resolve()
              case 'adjust':
                return adjust(tx, ref, key(o.loc, o.sku), o.delta)
            }
          }
          const outcome = await f.run(apply).then(
            (r) => ({ refused: false, r: r as any }),
            (e: Error) => {
              if (!/库存不足|没有已分配|无需移动/.test(e.message)) throw e
              return { refused: true, r: null }
            },
          )
          if (outcome.refused) {
            expect(await f.balances()).toEqual(before)
            continue
          }
          const m = (s: number) => model[s]
          if (o.kind === 'receive') m(o.sku).onHand += o.qty
          if (o.kind === 'adjust') m(o.sku).onHand += o.delta
          if (o.kind === 'allocate') m(o.sku).allocated += outcome.r.lines[0].allocated
          if (o.kind === 'release' && lines.length) m(lines[o.pick % lines.length].sku).allocated -= outcome.r
          if (o.kind === 'issue' && lines.length) {
            m(lines[o.pick % lines.length].sku).onHand -= outcome.r.qty ?? 0
            m(lines[o.pick % lines.length].sku).allocated -= outcome.r.qty ?? 0
          }
        }
        const problems = (await verifyStock(db)).filter((c) => c.broken.length)
        expect(problems).toEqual([])
        const sums = await db.query(
          `SELECT sku_id, sum(on_hand)::float AS on_hand, sum(allocated)::float AS allocated FROM stock_balance WHERE tenant_id = $1 AND sku_id = ANY($2::bigint[]) GROUP BY sku_id`,
          [f.tenantId, f.skus],
        )
        const actual = f.skus.map((id) => sums.rows.find((r) => r.sku_id === id) ?? { on_hand: 0, allocated: 0 })
        expect(actual.map((r) => ({ onHand: r.on_hand, allocated: r.allocated }))).toEqual(model)
      }),
      { numRuns: 15 },
    )
  })
})
