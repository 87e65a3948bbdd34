// 库存预警: limits per SKU and warehouse (warning-setting, falling back to the product's), the
// below-floor / above-ceiling list, near-expiry from the tenant's 近效期预警天数, slow movers, and
// the bell: one message per SKU + warehouse + kind until it clears. Expectations are worked out by
// hand from the stock the test posts in a warehouse of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'
import { stockFixture, type StockFixture } from '../support/stock-fixture.ts'
import { allocate, issue, receive, STOCK_STATUS } from '../../src/server/domain/stock/index.ts'
import { businessDate } from '../../src/server/util/format.ts'
import { sweepStockWarnings } from '../../src/server/domain/stock-warning/sweep.ts'

const DAY = 86_400_000
let api: TestApi
let f: StockFixture
let keeper: string
const tokens = new Map<string, string>()
const call = async (path: string, payload: object = {}, account = 'keeper') => {
  if (!tokens.has(account)) tokens.set(account, await api.login(account))
  return (await api.call(path, payload, { token: tokens.get(account)! })).body
}
const day = (offset: number) => new Date(Date.parse(businessDate(api.clock.now())) + offset * DAY).toISOString().slice(0, 10)

beforeAll(async () => {
  api = await startApi()
  f = await stockFixture(api.db)
  keeper = (await api.db.query(`SELECT id FROM sys_user WHERE account = 'keeper'`)).rows[0].id
  // The product's limits: floor 10, ceiling 100.
  await api.db.query(`UPDATE product SET min_stock = 10, max_stock = 100 WHERE id = (SELECT product_id FROM sku WHERE id = $1)`, [f.skus[0]])
  const key = (sku: number, loc: number, extra = {}) => ({
    storageId: f.storageId,
    locationId: f.locations[loc],
    skuId: f.skus[sku],
    stockStatus: STOCK_STATUS.normal,
    ...extra,
  })
  await f.run(async (tx) => {
    // SKU 1: 8 on hand, all available, expiring in 10 days → below the floor 10 by 2; near expiry.
    await receive(tx, { docType: 'test', lineId: 1 }, key(0, 0, { batchNo: 'E10', expiryDate: day(10) }), 8)
    // SKU 2: 115 + 5 expired two days ago + 3 frozen = 123 on hand → above the ceiling 100 by 23.
    await receive(tx, { docType: 'test', lineId: 2 }, key(1, 1, { batchNo: 'L40', expiryDate: day(40) }), 115)
    await receive(tx, { docType: 'test', lineId: 3 }, key(1, 2, { batchNo: 'OLD', expiryDate: day(-2) }), 5)
    await receive(tx, { docType: 'test', lineId: 4 }, key(1, 3, { stockStatus: STOCK_STATUS.frozen }), 3)
    // SKU 3: 15 on hand, 2 of them shipped today → 13; within the product's limits.
    await receive(tx, { docType: 'test', lineId: 5 }, key(2, 0), 15)
    await allocate(tx, { docType: 'test' }, [{ lineId: 6, storageId: f.storageId, skuId: f.skus[2], qty: 2 }])
    await issue(tx, { docType: 'test', lineId: 6 })
  })
  // Everything arrived 100 days ago (the history a slow mover needs).
  await api.db.query(`UPDATE stock_balance SET in_date = now() - interval '100 days' WHERE storage_id = $1`, [f.storageId])
})
afterAll(() => api.close())

const warnings = async (extra: object = {}) =>
  ((await call('/v1/stockWarning/list', { storageId: f.storageId, pageSize: 50, ...extra })).data.list as any[]).map((r) => [
    r.skuCode,
    r.kind,
    r.onHand,
    r.available,
    r.minQty,
    r.maxQty,
    r.gap,
  ])
const code = (i: number) => f.skuCodes.get(f.skus[i])

describe('below the floor, above the ceiling', () => {
  it('uses the product limits when the warehouse has none: available against the floor, on hand against the ceiling', async () => {
    expect(await warnings()).toEqual([
      [code(0), 1, 8, 8, 10, 100, 2],
      [code(1), 2, 123, 120, 10, 100, 23],
    ])
    expect(await warnings({ kind: 2 })).toEqual([[code(1), 2, 123, 120, 10, 100, 23]])
  })

  it('lets the warehouse limits replace the product ones, field by field', async () => {
    const saved = await call('/v1/stockWarning/setting/add', { storageId: f.storageId, skuId: f.skus[2], maxQty: 12 })
    expect(saved.status).toBe(1)
    // SKU 3: ceiling 12 from the warehouse, floor 10 still from the product; 13 on hand → 1 too many.
    expect(await warnings({ kind: 2 })).toEqual([
      [code(1), 2, 123, 120, 10, 100, 23],
      [code(2), 2, 13, 13, 10, 12, 1],
    ])
    const list = (await call('/v1/stockWarning/setting/list', { storageId: f.storageId })).data.list
    expect(list).toEqual([expect.objectContaining({ skuId: f.skus[2], maxQty: 12, minQty: null, storageName: expect.stringContaining('测试仓') })])
  })

  it('refuses a second row for the same SKU and warehouse, a ceiling below the floor, and a user without the screen', async () => {
    expect((await call('/v1/stockWarning/setting/add', { storageId: f.storageId, skuId: f.skus[2], maxQty: 50 })).message).toMatch(/商品规格/)
    expect((await call('/v1/stockWarning/setting/add', { storageId: f.storageId, skuId: f.skus[1], minQty: 20, maxQty: 5 })).message).toMatch(/库存上限/)
    expect((await call('/v1/stockWarning/setting/add', { storageId: f.storageId, skuId: f.skus[1], minQty: 1 }, 'approver')).status).toBe(0)
    expect((await call('/v1/stockWarning/list', { storageId: f.storageId }, 'approver')).status).toBe(0)
  })

  it('never shows another tenant limits or warnings', async () => {
    expect((await call('/v1/stockWarning/list', { storageId: f.storageId }, 'demo2')).data.list).toEqual([])
    expect((await call('/v1/stockWarning/setting/list', { storageId: f.storageId }, 'demo2')).data.list).toEqual([])
  })
})

describe('near expiry', () => {
  const advent = async () =>
    ((await call('/v1/prodAdvent/list', { storageId: f.storageId })).data.list as any[]).map((r) => [r.skuCode, r.batchNo, r.onHand, r.daysLeft, r.expired])

  it('lists lots expiring within the tenant setting (30 days by default), soonest first, expired ones marked', async () => {
    expect(await advent()).toEqual([
      [code(1), 'OLD', 5, -2, true],
      [code(0), 'E10', 8, 10, false],
    ])
  })

  it('follows the 业务配置 setting when it changes', async () => {
    const current = (await call('/strategy/getTenantStrategy', {}, 'demo')).data
    const saved = await call('/strategy/save', { adventDays: 45, ...(current.version ? { version: current.version } : {}) }, 'demo')
    expect(saved.status).toBe(1)
    expect((await advent()).map((r) => r[1])).toEqual(['OLD', 'E10', 'L40'])
    expect((await call('/strategy/save', { adventDays: 0, version: saved.data.version }, 'demo')).message).toMatch(/近效期预警天数/)
    await call('/strategy/save', { adventDays: 30, version: saved.data.version }, 'demo')
  })
})

describe('slow movers', () => {
  it('lists SKUs with stock and no issue for the chosen days (90 by default)', async () => {
    const idle = async (extra: object = {}) =>
      ((await call('/v1/stockWarning/idle', { storageId: f.storageId, ...extra })).data.list as any[]).map((r) => [r.skuCode, r.idleFor, r.lastOutDate])
    // SKU 3 shipped today: not idle.
    expect((await idle()).sort()).toEqual([
      [code(0), 100, null],
      [code(1), 100, null],
    ])
    expect(await idle({ idleDays: 101 })).toEqual([])
  })
})

describe('the bell', () => {
  const sweep = () => sweepStockWarnings(api.db, api.config, { clock: api.clock })
  const bell = async (sku: number) =>
    (await api.db.query(`SELECT title FROM message WHERE user_id = $1 AND title LIKE $2 ORDER BY id`, [keeper, `%${code(sku)} %`])).rows.map((r) => r.title)

  it('sends one message per SKU, warehouse and kind however often it runs, and again after the warning cleared and came back', async () => {
    await sweep()
    await sweep()
    expect(await bell(0)).toEqual([`库存低于下限：${code(0)} 库存测试商品`, `商品近效期：${code(0)} 库存测试商品`, `呆滞库存：${code(0)} 库存测试商品`])
    expect(await bell(2)).toEqual([`库存高于上限：${code(2)} 库存测试商品`])

    // Raising SKU 3's ceiling clears its warning; lowering it again announces it once more.
    const row = (await call('/v1/stockWarning/setting/list', { storageId: f.storageId })).data.list[0]
    const raised = await call('/v1/stockWarning/setting/update', { id: row.id, version: row.version, storageId: f.storageId, skuId: f.skus[2], maxQty: 100 })
    expect(raised.status).toBe(1)
    await sweep()
    expect(await bell(2)).toHaveLength(1)
    await call('/v1/stockWarning/setting/update', { id: row.id, version: raised.data.version, storageId: f.storageId, skuId: f.skus[2], maxQty: 12 })
    await sweep()
    await sweep()
    expect(await bell(2)).toEqual([`库存高于上限：${code(2)} 库存测试商品`, `库存高于上限：${code(2)} 库存测试商品`])
  })

  it('does not tell a user who does not hold the warning screens', async () => {
    const r = await api.db.query(
      `SELECT count(*)::int AS n FROM message m JOIN sys_user u ON u.id = m.user_id WHERE u.account = 'approver' AND m.title LIKE $1`,
      [`%${code(0)} %`],
    )
    expect(r.rows[0].n).toBe(0)
  })
})
