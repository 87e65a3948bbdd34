// 冻结单 (stock freeze): saving with refusals naming the field (more than available, another
// warehouse's or tenant's row, not 合格), freeze moving 合格 → 冻结 through the stock module (stock
// views show it apart, an order cannot allocate it), part and whole unfreeze, stale versions and
// wrong states refused, the permission keys, delete only while 新建, verify-stock clean, demo rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHINESE, startApi, type TestApi } from '../support/api.ts'
import { stockFixture, type StockFixture } from '../support/stock-fixture.ts'
import { receive, STOCK_STATUS, verifyStock } from '../../src/server/domain/stock/index.ts'
import { createUser } from '../../src/server/domain/users/create-user.ts'

let api: TestApi
let f: StockFixture
const token: Record<string, string> = {}

beforeAll(async () => {
  api = await startApi()
  for (const a of ['keeper', 'approver', 'demo', 'demo2']) token[a] = await api.login(a)
  f = await stockFixture(api.db)
})
afterAll(() => api.close())

const call = (path: string, payload: object = {}, who = 'keeper') => api.call(path, payload, { token: token[who] }).then((r) => r.body)
const ok = async (path: string, payload: object = {}, who = 'keeper') => {
  const r = await call(path, payload, who)
  expect(r.status, `${path}: ${r.message}`).toBe(1)
  return r.data
}
let lineSeq = 0
/** A fresh 合格 balance row of the fixture's warehouse holding qty (its own lot). */
const row = async (sku = 0, loc = 0, qty = 10) => {
  const batchNo = `FZ${++lineSeq}`
  const r = await f.run((tx) =>
    receive(
      tx,
      { docType: 'test', lineId: 800000 + lineSeq },
      { storageId: f.storageId, locationId: f.locations[loc], skuId: f.skus[sku], stockStatus: STOCK_STATUS.normal, batchNo },
      qty,
    ),
  )
  return r.balanceId!
}
const balance = async (id: number) =>
  (await api.db.query(`SELECT on_hand::float AS "onHand", allocated::float AS allocated, stock_status AS "stockStatus" FROM stock_balance WHERE id = $1`, [id]))
    .rows[0]
const frozenRowOf = async (lineId: number) =>
  (await api.db.query(`SELECT frozen_balance_id AS id FROM stock_frozen_line WHERE id = $1`, [lineId])).rows[0].id as number
const add = async (lines: { balanceId: number; qty: number }[], over: object = {}) =>
  (await ok('/v1/warehouse/frozen/add', { storageId: f.storageId, reason: '质量可疑', lines, ...over })).id as number
const get = (id: number) => ok('/v1/warehouse/frozen/get', { id })
const clean = async () => expect((await verifyStock(api.db)).filter((c) => c.broken.length)).toEqual([])

describe('saving a freeze', () => {
  it('numbers it, copies SKU, location and lot from the balance row and sums the lines', async () => {
    const b = await row(1, 2, 8)
    const id = await add([{ balanceId: b, qty: 3.5 }])
    const h = await get(id)
    expect(h).toMatchObject({ status: 0, totalQty: 3.5, unfrozenQty: 0, reason: '质量可疑' })
    expect(h.frozenNo).toMatch(/^DJ\d{8}\d{4}$/)
    const [line] = (await ok('/v1/warehouse/frozen/lines', { frozenId: id })).list
    expect(line).toMatchObject({ skuId: f.skus[1], locationId: f.locations[2], qty: 3.5, remainingQty: 3.5, skuCode: f.skuCodes.get(f.skus[1]) })
    expect(line.batchNo).toMatch(/^FZ/)
    expect(await balance(b)).toMatchObject({ onHand: 8, stockStatus: STOCK_STATUS.normal })
  })

  it('refuses in Chinese naming the field: more than available, another warehouse or tenant, not 合格, no reason', async () => {
    const b = await row(0, 0, 4)
    const more = await call('/v1/warehouse/frozen/add', { storageId: f.storageId, reason: '超量', lines: [{ balanceId: b, qty: 5 }] })
    expect(more.status).toBe(0)
    expect(more.message).toMatch(/第 1 行.*冻结数量 5 超过可用数量 4/)
    expect(JSON.stringify(more)).toContain('lines.0.qty')
    const gz = Number((await api.db.query(`SELECT id FROM storage WHERE code = 'GZ01'`)).rows[0].id)
    const other = await call('/v1/warehouse/frozen/add', { storageId: gz, reason: '错仓', lines: [{ balanceId: b, qty: 1 }] })
    expect(other.message).toMatch(/不属于所选仓库/)
    expect(JSON.stringify(other)).toContain('lines.0.balanceId')
    const foreign = Number(
      (await api.db.query(`SELECT b.id FROM stock_balance b JOIN tenant t ON t.id = b.tenant_id WHERE t.code = 'HDWL' LIMIT 1`)).rows[0].id,
    )
    expect((await call('/v1/warehouse/frozen/add', { storageId: f.storageId, reason: '他租户', lines: [{ balanceId: foreign, qty: 1 }] })).message).toMatch(
      /第 1 行的库存行不存在/,
    )
    const noReason = await call('/v1/warehouse/frozen/add', { storageId: f.storageId, lines: [{ balanceId: b, qty: 1 }] })
    expect(noReason.status).toBe(0)
    expect(noReason.message).toMatch(/冻结原因/)
    const none = await call('/v1/warehouse/frozen/add', { storageId: f.storageId, reason: '空', lines: [] })
    expect(none.message).toMatch(/明细/)
  })

  it('offers only 合格 rows of the warehouse with stock available', async () => {
    const b = await row(2, 3, 6)
    const options = (await ok('/v1/warehouse/frozen/balances', { storageId: f.storageId })) as { value: number; label: string }[]
    const mine = options.find((o) => o.value === b)
    expect(mine?.label).toMatch(/可用 6$/)
  })
})

describe('freeze and unfreeze', () => {
  it('freezes: 合格 → 冻结 through the ledger; stock views show it apart; a stale version and a second freeze are refused', async () => {
    const b = await row(0, 1, 10)
    const id = await add([{ balanceId: b, qty: 4 }])
    const { version } = await get(id)
    expect((await call('/v1/warehouse/frozen/freeze', { id, version: version + 1 })).message).toBe('数据已被他人修改，请刷新后重试')
    expect(await ok('/v1/warehouse/frozen/freeze', { id, version, remark: '待复检' })).toMatchObject({ status: 10 })
    expect(await balance(b)).toMatchObject({ onHand: 6, stockStatus: STOCK_STATUS.normal })
    const [line] = (await ok('/v1/warehouse/frozen/lines', { frozenId: id })).list
    const frozenRow = await frozenRowOf(line.id)
    expect(await balance(frozenRow)).toMatchObject({ onHand: 4, stockStatus: STOCK_STATUS.frozen })
    const again = await call('/v1/warehouse/frozen/add', { storageId: f.storageId, reason: '再冻', lines: [{ balanceId: await frozenRowOf(line.id), qty: 1 }] })
    expect(again.message).toMatch(/第 1 行（.+）不是合格库存，不能冻结/)
    const total = (await ok('/v1/stock/total', { storageId: f.storageId })).list.find((r: { skuId: number }) => r.skuId === f.skus[0])
    expect(total.frozen).toBeGreaterThanOrEqual(4)
    expect(total.available).toBe(total.onHand - total.frozen - total.allocated - total.qc - total.damaged)
    const located = (await ok('/v1/stock/locate', { storageId: f.storageId, stockStatus: STOCK_STATUS.frozen })).list.find(
      (r: { id: number }) => r.id === frozenRow,
    )
    expect(located).toMatchObject({ onHand: 4, frozen: 4, available: 0 })
    expect((await call('/v1/warehouse/frozen/freeze', { id })).message).toBe('当前状态“已冻结”不能执行“冻结”')
    expect((await call('/v1/warehouse/frozen/update', { id, version: version + 1, reason: '改' })).message).toMatch(
      /当前状态“已冻结”，只有新建的冻结单可以修改或删除/,
    )
    expect((await call('/v1/warehouse/frozen/delete', { id })).message).toMatch(/只有新建的冻结单可以修改或删除/)
    const logs = (await ok('/v1/warehouse/frozen/logs', { docId: id })).list
    expect(logs.map((l: { title: string; remark: string }) => [l.title, l.remark])).toContainEqual(['冻结', '待复检'])
    await clean()
  })

  it('refuses to freeze what was allocated since the freeze was saved, naming the line', async () => {
    const b = await row(1, 0, 5)
    const id = await add([{ balanceId: b, qty: 5 }])
    await api.db.query(`UPDATE stock_balance SET allocated = 2 WHERE id = $1`, [b])
    const r = await call('/v1/warehouse/frozen/freeze', { id })
    await api.db.query(`UPDATE stock_balance SET allocated = 0 WHERE id = $1`, [b])
    expect(r.message).toMatch(/第 1 行.*冻结数量 5 超过可用数量 3/)
    expect((await get(id)).status).toBe(0)
  })

  it('an order cannot allocate frozen stock, and can after unfreeze', async () => {
    // A warehouse and SKUs of its own: this SKU has no stock but the frozen row.
    const g = await stockFixture(api.db)
    const b = (
      await g.run((tx) =>
        receive(
          tx,
          { docType: 'test', lineId: 810000 },
          { storageId: g.storageId, locationId: g.locations[0], skuId: g.skus[0], stockStatus: STOCK_STATUS.normal },
          6,
        ),
      )
    ).balanceId!
    const id = await add([{ balanceId: b, qty: 6 }], { storageId: g.storageId })
    await ok('/v1/warehouse/frozen/freeze', { id })
    const order = (await ok('/v1/order/add', { orderType: 1, storageId: g.storageId, lines: [{ skuId: g.skus[0], qty: 6, price: 0, batchNo: null }] }, 'demo'))
      .id
    await ok('/v1/order/accept', { id: order }, 'demo')
    const refused = await call('/v1/out/allot', { id: order }, 'demo')
    expect(refused.message).toMatch(/^库存不足：.+ 需要 6，可用 0$/)
    expect(await balance(b)).toMatchObject({ onHand: 0, allocated: 0 })
    expect(await ok('/v1/warehouse/frozen/unfreeze', { id, remark: '复检合格' })).toMatchObject({ status: 20, unfrozenQty: 6 })
    expect(await ok('/v1/out/allot', { id: order }, 'demo')).toMatchObject({ status: 20 })
    await clean()
  })

  it('unfreezes a part per line (never more than is still frozen), then the rest: 已冻结 until nothing is left', async () => {
    const [b1, b2] = [await row(0, 2, 9), await row(1, 3, 7)]
    const id = await add([
      { balanceId: b1, qty: 5 },
      { balanceId: b2, qty: 7 },
    ])
    await ok('/v1/warehouse/frozen/freeze', { id })
    const [l1, l2] = (await ok('/v1/warehouse/frozen/lines', { frozenId: id })).list as { id: number }[]
    const over = await call('/v1/warehouse/frozen/unfreezePart', { id, lines: [{ lineId: l1.id, qty: 6 }] })
    expect(over.message).toMatch(/第 1 行.*解冻数量 6 超过尚冻结的数量 5/)
    expect(JSON.stringify(over)).toContain('lines.0.qty')
    const stranger = await call('/v1/warehouse/frozen/unfreezePart', { id, lines: [{ lineId: 999999999, qty: 1 }] })
    expect(stranger.message).toMatch(/第 1 行不是该冻结单的明细/)
    // The 部分解冻 form starts with every line and all that is left; its line options say what is left.
    const { version } = await get(id)
    expect(await ok('/v1/warehouse/frozen/unfreezeDraft', { id })).toEqual({
      id,
      version,
      lines: [
        { lineId: l1.id, qty: 5 },
        { lineId: l2.id, qty: 7 },
      ],
    })
    expect(((await ok('/v1/warehouse/frozen/lines', { frozenId: id })).list as { label: string }[]).map((l) => l.label)).toEqual([
      expect.stringMatching(/批次 FZ\d+ · 尚冻结 5$/),
      expect.stringMatching(/批次 FZ\d+ · 尚冻结 7$/),
    ])
    expect((await call('/v1/warehouse/frozen/unfreezePart', { id, version: version - 1, lines: [{ lineId: l1.id, qty: 1 }] })).message).toBe(
      '数据已被他人修改，请刷新后重试',
    )
    expect(await ok('/v1/warehouse/frozen/unfreezePart', { id, version, lines: [{ lineId: l1.id, qty: 2 }] })).toMatchObject({ status: 10, unfrozenQty: 2 })
    expect((await ok('/v1/warehouse/frozen/unfreezeDraft', { id })).lines).toEqual([
      { lineId: l1.id, qty: 3 },
      { lineId: l2.id, qty: 7 },
    ])
    expect(await balance(b1)).toMatchObject({ onHand: 6 })
    await clean()
    expect(
      await ok('/v1/warehouse/frozen/unfreezePart', {
        id,
        lines: [
          { lineId: l1.id, qty: 3 },
          { lineId: l2.id, qty: 7 },
        ],
      }),
    ).toMatchObject({ status: 20, unfrozenQty: 12 })
    expect((await ok('/v1/warehouse/frozen/unfreezeDraft', { id })).lines).toEqual([])
    expect([await balance(b1), await balance(b2)]).toMatchObject([{ onHand: 9 }, { onHand: 7 }])
    expect(await balance(await frozenRowOf(l1.id))).toMatchObject({ onHand: 0 })
    expect((await call('/v1/warehouse/frozen/unfreeze', { id })).message).toBe('当前状态“已解冻”不能执行“全部解冻”')
    expect((await call('/v1/warehouse/frozen/unfreezePart', { id, lines: [{ lineId: l2.id, qty: 1 }] })).message).toMatch(/解冻数量 1 超过尚冻结的数量 0/)
    await clean()
  })

  it('needs the permission keys: a user without them is refused in Chinese and nothing changes', async () => {
    const b = await row(2, 1, 3)
    const id = await add([{ balanceId: b, qty: 1 }])
    for (const [path, payload] of [
      ['/v1/warehouse/frozen/add', { storageId: f.storageId, reason: '无权', lines: [{ balanceId: b, qty: 1 }] }],
      ['/v1/warehouse/frozen/freeze', { id }],
      ['/v1/warehouse/frozen/unfreeze', { id }],
      ['/v1/warehouse/frozen/unfreezePart', { id, lines: [{ lineId: 1, qty: 1 }] }],
    ] as const) {
      const r = await call(path, payload, 'approver')
      expect(r.status, path).not.toBe(1)
      expect(r.message).toMatch(CHINESE)
    }
    expect((await get(id)).status).toBe(0)
  })

  it('deletes a 新建 freeze with its lines', async () => {
    const id = await add([{ balanceId: await row(0, 3, 2), qty: 2 }])
    await ok('/v1/warehouse/frozen/delete', { id })
    expect((await api.db.query(`SELECT count(*)::int AS n FROM stock_frozen_line WHERE frozen_id = $1`, [id])).rows[0].n).toBe(0)
  })
})

describe('data scope', () => {
  it('a user kept to another warehouse reads neither the freeze nor its lines nor its unfreeze form', async () => {
    const id = await add([{ balanceId: await row(1, 1, 3), qty: 1 }])
    await api.db.transaction(async (tx) => {
      const gz = Number((await tx.query(`SELECT id FROM storage WHERE tenant_id = $1 AND code = 'GZ01'`, [f.tenantId])).rows[0].id)
      const admin = Number((await tx.query(`SELECT id FROM sys_role WHERE tenant_id = $1 AND is_admin`, [f.tenantId])).rows[0].id)
      const user = { tenantId: f.tenantId, account: 'frozen-kept', password: 'Kept2026x', userName: '仓外', realName: '仓外', userType: 3 as const }
      await createUser(tx, { ...user, roleIds: [admin], storageIds: [gz] }, false)
    })
    token.kept = await api.login('frozen-kept', 'Kept2026x')
    expect((await ok('/v1/warehouse/frozen/lines', { frozenId: id })).total).toBe(1)
    expect((await ok('/v1/warehouse/frozen/lines', { frozenId: id }, 'kept')).total).toBe(0)
    expect((await call('/v1/warehouse/frozen/get', { id }, 'kept')).status).toBe(0)
    expect((await call('/v1/warehouse/frozen/unfreezeDraft', { id }, 'kept')).message).toBe('记录不存在或已被删除')
  })
})

describe('demo data', () => {
  it('each tenant has a freeze in each state, partly unfrozen among them, and verify-stock is clean', async () => {
    for (const code of ['DEMO', 'HDWL']) {
      const r = await api.db.query(
        `SELECT h.status, h.unfrozen_qty::float AS u, h.total_qty::float AS t FROM stock_frozen h JOIN tenant t ON t.id = h.tenant_id WHERE t.code = $1`,
        [code],
      )
      expect(new Set(r.rows.map((x) => x.status)), code).toEqual(new Set([0, 10, 20]))
      expect(
        r.rows.some((x) => x.status === 10 && x.u > 0 && x.u < x.t),
        code,
      ).toBe(true)
    }
    const list = await ok('/v1/warehouse/frozen/list', {}, 'demo2')
    expect(list.list.length).toBe(4)
    await clean()
  })
})
