// 盘点 (stocktake): saving by area or by product with Chinese refusals naming the field; start
// snapshots the book and locks the places (allocation, holds, moves and picks there are refused
// naming the count); counts by grid and by scan (a place the book lacks adds a line, several
// batches need the batch); blind counts never send the book; submit needs every line counted and
// waits for 审批员 on 盘点审批's calls; accept posts each difference once through the stock module,
// reject returns it for recount; void unlocks; wrong states, stale versions, permissions, the data
// scope and the tenant boundary; home tile 2; 库存差异 with its value at cost; verify-stock clean.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHINESE, startApi, type TestApi } from '../support/api.ts'
import { stockFixture, type StockFixture } from '../support/stock-fixture.ts'
import { allocate, move, receive, STOCK_STATUS, verifyStock } from '../../src/server/domain/stock/index.ts'
import { createUser } from '../../src/server/domain/users/create-user.ts'

let api: TestApi
let f: StockFixture
let area: number
const token: Record<string, string> = {}
let seq = 0

beforeAll(async () => {
  api = await startApi()
  f = await stockFixture(api.db)
  area = Number((await api.db.query(`SELECT id FROM storage_area WHERE storage_id = $1`, [f.storageId])).rows[0].id)
  await api.db.query(`UPDATE sku SET purchase_price = 8.5 WHERE id = $1`, [f.skus[0]])
  for (const a of ['demo', 'keeper', 'approver', 'demo2']) token[a] = await api.login(a)
})
afterAll(() => api.close())

const call = (path: string, payload: unknown, who = 'keeper') => api.call(path, payload, { token: token[who] }).then((r) => r.body)
const ok = async (path: string, payload: unknown, who = 'keeper') => {
  const r = await call(path, payload, who)
  expect(r, r.message).toMatchObject({ status: 1 })
  return r.data
}
const refused = (r: { status: number; message: string }, text: RegExp) => {
  expect(r.status, r.message).toBe(0)
  expect(r.message).toMatch(CHINESE)
  expect(r.message).toMatch(text)
}

/** Stock of its own batch at location i of the fixture (one balance row). */
async function stock(i: number, qty: number, sku = f.skus[0], status: number = STOCK_STATUS.normal): Promise<string> {
  const batchNo = `IT${++seq}`
  await f.run((tx) =>
    receive(
      tx,
      { docType: 'opening', docNo: 'TEST', lineId: 800000 + seq },
      { storageId: f.storageId, locationId: f.locations[i], skuId: sku, batchNo, stockStatus: status as 1 },
      qty,
    ),
  )
  return batchNo
}
const onHand = async (batchNo: string) => Number((await api.db.query(`SELECT on_hand FROM stock_balance WHERE batch_no = $1`, [batchNo])).rows[0]?.on_hand ?? 0)
const head = async (id: number) =>
  (
    await api.db.query(
      `SELECT task_no, status, version, blind, gain_qty::float AS gain, loss_qty::float AS loss, diff_amount::float AS amount FROM inventory_task WHERE id = $1`,
      [id],
    )
  ).rows[0]
const locks = async (id: number) =>
  Number((await api.db.query(`SELECT count(*)::int AS n FROM stock_location_lock WHERE doc_id = $1 AND doc_type = 'inventoryTask'`, [id])).rows[0].n)
const byArea = (over: Record<string, unknown> = {}) =>
  ok('/v1/warehouse/inventory/add', { taskType: 1, storageId: f.storageId, areaId: area, reason: '月末盘点', ...over }).then((d) => d.id as number)
const lines = async (id: number, who = 'keeper') => (await ok('/v1/warehouse/inventory/lines', { taskId: id, pageSize: 200 }, who)).list as any[]
const start = (id: number) => ok('/v1/warehouse/inventory/start', { id })
const instanceOf = async (id: number) =>
  (await api.db.query(`SELECT id, current_node AS "nodeIndex" FROM approval_instance WHERE workflow = 'inventoryTask' AND doc_id = $1 AND status = 0`, [id]))
    .rows[0]
/** 审批员 on 盘点审批: the task is waiting in the list, then 通过 or 驳回. */
async function decide(id: number, what: 'accept' | 'reject') {
  const inst = await instanceOf(id)
  const page = await ok('/v1/inventory/approving/page', { pageIndex: 1, pageSize: 50 }, 'approver')
  expect(page.list.map((r: any) => Number(r.id))).toContain(Number(inst.id))
  return call(
    `/v1/inventory/approving/${what}`,
    { id: Number(inst.id), nodeIndex: inst.nodeIndex, opinion: what === 'reject' ? '差异太大，请复盘' : '同意' },
    'approver',
  )
}
/** Ends any open task of the fixture's warehouse, so each test starts with its places free. */
async function voidOpen() {
  const open = await api.db.query(`SELECT id, status FROM inventory_task WHERE storage_id = $1 AND status IN (0, 10, 20)`, [f.storageId])
  for (const t of open.rows) {
    if (t.status === 20) await decide(Number(t.id), 'reject')
    await ok('/v1/warehouse/inventory/void', { id: Number(t.id) })
  }
}

describe('saving a task', () => {
  it('numbers it PD+day+4 and keeps only the field of its way (area or product)', async () => {
    const id = await byArea({ skuId: f.skus[0] })
    const got = await ok('/v1/warehouse/inventory/get', { id })
    expect(got).toMatchObject({ taskNo: expect.stringMatching(/^PD\d{12}$/), status: 0, taskType: 1, areaId: area, skuId: null })
    const p = await ok('/v1/warehouse/inventory/add', { taskType: 2, storageId: f.storageId, skuId: f.skus[1], areaId: area })
    expect(await ok('/v1/warehouse/inventory/get', { id: p.id })).toMatchObject({ taskType: 2, skuId: f.skus[1], areaId: null })
    await voidOpen()
  })

  it('refuses in Chinese naming the field: no area, an area of another warehouse, no product, a disabled warehouse', async () => {
    refused(await call('/v1/warehouse/inventory/add', { taskType: 1, storageId: f.storageId }), /请选择库区/)
    const other = Number((await api.db.query(`SELECT a.id FROM storage_area a JOIN storage s ON s.id = a.storage_id WHERE s.code = 'GZ01' LIMIT 1`)).rows[0].id)
    const r = await call('/v1/warehouse/inventory/add', { taskType: 1, storageId: f.storageId, areaId: other })
    refused(r, /库区 .+ 不属于仓库/)
    expect(r.errors?.[0]?.field ?? 'areaId').toBe('areaId')
    refused(await call('/v1/warehouse/inventory/add', { taskType: 2, storageId: f.storageId }), /请选择要盘点的商品/)
    refused(await call('/v1/warehouse/inventory/add', { taskType: 3, storageId: f.storageId }), /盘点方式/)
  })
})

describe('a count by area, from start to posting', () => {
  it('snapshots the book, locks the area, takes grid and scan counts, waits for 审批员 and posts each difference once', async () => {
    const a = await stock(0, 10)
    const b = await stock(1, 5, f.skus[1])
    const id = await byArea()
    await start(id)
    expect(await head(id)).toMatchObject({ status: 10, blind: false })
    expect(await locks(id)).toBe(4)
    const ls = await lines(id)
    expect(ls.map((l) => [l.locationCode, l.batchNo, Number(l.bookQty), l.countQty])).toEqual([
      [expect.stringMatching(/-1$/), a, 10, null],
      [expect.stringMatching(/-2$/), b, 5, null],
    ])

    // Nothing at a place being counted may be allocated, held, moved or picked: the refusals name the count.
    const no = (await head(id)).task_no
    await expect(f.run((tx) => allocate(tx, { docType: 'test', docId: 1 }, [{ lineId: 1, storageId: f.storageId, skuId: f.skus[0], qty: 1 }]))).rejects.toThrow(
      new RegExp(`库存不足.*库位 .+ 正在盘点（${no}），其库存暂不能分配`),
    )
    const bal = Number((await api.db.query(`SELECT id FROM stock_balance WHERE batch_no = $1`, [a])).rows[0].id)
    await expect(f.run((tx) => move(tx, { docType: 'test', lineId: 3 }, bal, { locationId: f.locations[3] }, 1))).rejects.toThrow(
      new RegExp(`库位 .+ 正在盘点（${no}），不能移入或移出库存`),
    )
    const loss = await ok('/v1/loss/add', {
      lossType: 1,
      storageId: f.storageId,
      reason: '破损',
      lines: [{ skuId: f.skus[0], locationId: f.locations[0], batchNo: a, stockStatus: 1, qty: 1 }],
    })
    refused(await call('/v1/loss/submit', { id: loss.id }), new RegExp(`正在盘点（${no}），不能锁定其库存`))
    await ok('/v1/loss/void', { id: loss.id })
    // A second count of the same place is refused.
    const twin = await byArea()
    refused(await call('/v1/warehouse/inventory/start', { id: twin }), new RegExp(`正在盘点（${no}），不能同时盘点`))
    await ok('/v1/warehouse/inventory/void', { id: twin })

    // Grid: line a found 8 (盘亏 2); scan: b found 6 (盘盈 1), and a SKU the book has not at location 3.
    refused(await call('/v1/warehouse/inventory/submit', { id }), /还有 2 行未录入实盘数量/)
    expect(await ok('/v1/warehouse/inventory/count', { id, lines: [{ lineId: ls[0].id, countQty: 8 }] })).toEqual({ lineCount: 2, countedCount: 1 })
    const loc = (i: number) => api.db.query(`SELECT code FROM location WHERE id = $1`, [f.locations[i]]).then((r) => r.rows[0].code as string)
    const scanned = await ok('/v1/warehouse/inventory/scan', { id, locationCode: await loc(1), skuCode: f.skuCodes.get(f.skus[1]), qty: 6 })
    expect(scanned).toMatchObject({ countQty: 6, bookQty: 5, diffQty: 1, countedCount: 2 })
    const found = await ok('/v1/warehouse/inventory/scan', { id, locationCode: await loc(2), skuCode: f.skuCodes.get(f.skus[2]), qty: 1, add: true })
    expect(found).toMatchObject({ countQty: 1, bookQty: 0, lineCount: 3, countedCount: 3 })
    expect((await ok('/v1/warehouse/inventory/scan', { id, locationCode: await loc(2), skuCode: f.skuCodes.get(f.skus[2]), qty: 1, add: true })).countQty).toBe(
      2,
    )
    refused(await call('/v1/warehouse/inventory/scan', { id, locationCode: 'NOPE-9', skuCode: f.skuCodes.get(f.skus[2]), qty: 1 }), /本仓没有库位 NOPE-9/)
    refused(await call('/v1/warehouse/inventory/count', { id, lines: [{ lineId: 99999999, countQty: 1 }] }), /第 1 行不是盘点单 .+ 的明细/)
    refused(await call('/v1/warehouse/inventory/count', { id, lines: [{ lineId: ls[0].id, countQty: -1 }] }), /实盘数量/)

    // Submit: the approver weighs 盘盈 3, 盘亏 2 and the value at cost (−2 × 8.5).
    await ok('/v1/warehouse/inventory/submit', { id })
    expect(await head(id)).toMatchObject({ status: 20, gain: 3, loss: 2, amount: -17 })
    refused(
      await call('/v1/warehouse/inventory/count', { id, lines: [{ lineId: ls[0].id, countQty: 9 }] }),
      /当前状态“待审核”，只有盘点中的盘点单可以录入实盘数量/,
    )
    expect(await ok('/v1/inventory/approving/detail', { id }, 'approver')).toMatchObject({ taskNo: no, status: 20 })
    expect(await onHand(a)).toBe(10)

    expect(await decide(id, 'accept')).toMatchObject({ status: 1 })
    expect(await head(id)).toMatchObject({ status: 30 })
    expect([await onHand(a), await onHand(b)]).toEqual([8, 6])
    expect(
      Number((await api.db.query(`SELECT sum(on_hand) AS q FROM stock_balance WHERE sku_id = $1 AND location_id = $2`, [f.skus[2], f.locations[2]])).rows[0].q),
    ).toBe(2)
    expect(await locks(id)).toBe(0)
    const ledger = await api.db.query(`SELECT qty::float AS qty FROM stock_ledger WHERE doc_type = 'inventoryTask' AND doc_id = $1 ORDER BY line_id`, [id])
    expect(ledger.rows.map((r) => r.qty)).toEqual([-2, 1, 2])
    // The places are free again.
    await f.run((tx) => move(tx, { docType: 'test', lineId: 4 }, bal, { locationId: f.locations[3] }, 1))

    // 库存差异: the three posted lines, valued at cost, filtered by period, warehouse and type.
    const today = new Date().toISOString().slice(0, 10)
    const diffs = await ok('/v1/stock/difference/list', { storageId: f.storageId, postedFrom: today, postedTo: today, taskNo: no }, 'keeper')
    expect(diffs.list.map((r: any) => [r.diffType, Number(r.diffQty), r.diffAmount === null ? null : Number(r.diffAmount)])).toEqual(
      expect.arrayContaining([
        [2, -2, -17],
        [1, 1, null],
        [1, 2, null],
      ]),
    )
    expect((await ok('/v1/stock/difference/list', { storageId: f.storageId, taskNo: no, diffType: 2 })).total).toBe(1)
    expect((await ok('/v1/stock/difference/list', { storageId: f.storageId, taskNo: no, postedTo: '2000-01-01' })).total).toBe(0)
    expect((await verifyStock(api.db)).filter((c) => c.broken.length)).toEqual([])
  })
})

describe('reject, blind count, void and refusals', () => {
  it('a rejected count returns to 盘点中 for a recount; the totals are cleared', async () => {
    await voidOpen()
    const a = await stock(0, 4)
    const id = await byArea()
    await start(id)
    const ls = await lines(id)
    await ok('/v1/warehouse/inventory/count', { id, lines: ls.map((l) => ({ lineId: l.id, countQty: 0 })) })
    await ok('/v1/warehouse/inventory/submit', { id })
    refused(await call('/v1/inventory/approving/reject', { id: Number((await instanceOf(id)).id), nodeIndex: 0 }, 'approver'), /意见|驳回/)
    expect(await decide(id, 'reject')).toMatchObject({ status: 1 })
    expect(await head(id)).toMatchObject({ status: 10, gain: 0, loss: 0 })
    expect(await locks(id)).toBeGreaterThan(0)
    await ok('/v1/warehouse/inventory/count', { id, lines: [{ lineId: ls.find((l) => l.batchNo === a).id, countQty: 4 }] })
    await ok('/v1/warehouse/inventory/void', { id })
    expect(await locks(id)).toBe(0)
    expect(await onHand(a)).toBe(4)
  })

  it('blind (业务配置 盲盘): the counter is never sent the book nor the difference while counting', async () => {
    await voidOpen()
    await stock(0, 3)
    const tenant = f.tenantId
    await api.db.query(`UPDATE tenant_strategy SET blind_stocktake = true WHERE tenant_id = $1`, [tenant])
    let id: number
    try {
      id = await byArea()
      await start(id)
    } finally {
      await api.db.query(`UPDATE tenant_strategy SET blind_stocktake = false WHERE tenant_id = $1`, [tenant])
    }
    expect(await head(id)).toMatchObject({ blind: true })
    const ls = await lines(id)
    expect(ls.length).toBeGreaterThan(0)
    for (const l of ls) expect([l.bookQty, l.diffQty, l.diffAmount]).toEqual([null, null, null])
    const code = (await api.db.query(`SELECT code FROM location WHERE id = $1`, [f.locations[0]])).rows[0].code
    const scanned = await ok('/v1/warehouse/inventory/scan', { id, locationCode: code, skuCode: f.skuCodes.get(f.skus[0]), batchNo: ls[0].batchNo, qty: 1 })
    expect(scanned).not.toHaveProperty('bookQty')
    expect(scanned).not.toHaveProperty('diffQty')
    await ok('/v1/warehouse/inventory/void', { id })
  })

  it('several batches at one place need the batch scanned', async () => {
    await voidOpen()
    const x = await stock(3, 1, f.skus[1])
    const y = await stock(3, 1, f.skus[1])
    const id = await byArea()
    await start(id)
    const code = (await api.db.query(`SELECT code FROM location WHERE id = $1`, [f.locations[3]])).rows[0].code
    refused(
      await call('/v1/warehouse/inventory/scan', { id, locationCode: code, skuCode: f.skuCodes.get(f.skus[1]), qty: 1 }),
      new RegExp(`有 2 个批次（.*${x}.*${y}|.*请先扫描批次号`),
    )
    expect(await ok('/v1/warehouse/inventory/scan', { id, locationCode: code, skuCode: f.skuCodes.get(f.skus[1]), batchNo: y, qty: 1 })).toMatchObject({
      batchNo: y,
    })
    await ok('/v1/warehouse/inventory/void', { id })
  })

  it('refuses wrong states, stale versions, missing permission, another tenant and another warehouse', async () => {
    await voidOpen()
    await stock(0, 1)
    const id = await byArea()
    const v = (await head(id)).version
    await ok('/v1/warehouse/inventory/update', { id, version: v, reason: '改说明' })
    refused(await call('/v1/warehouse/inventory/update', { id, version: v, reason: '又改' }), /数据已被他人修改/)
    refused(await call('/v1/warehouse/inventory/start', { id, version: v }), /数据已被他人修改/)
    refused(await call('/v1/warehouse/inventory/start', { id }, 'approver'), /权限/)
    refused(await call('/v1/warehouse/inventory/get', { id }, 'demo2'), /不存在/)
    refused(await call('/v1/warehouse/inventory/start', { id }, 'demo2'), /不存在/)
    refused(await call('/v1/warehouse/inventory/submit', { id }), /当前状态“新建”不能执行“提交审核”/)
    await start(id)
    refused(await call('/v1/warehouse/inventory/update', { id, version: (await head(id)).version, reason: 'x' }), /当前状态“盘点中”，只有新建的盘点单可以修改/)
    refused(await call('/v1/warehouse/inventory/start', { id }), /当前状态“盘点中”不能执行“开始盘点”/)
    expect((await ok('/v1/warehouse/inventory/lines', { taskId: id }, 'demo2')).list).toEqual([])

    await api.db.transaction(async (tx) => {
      const gz = Number((await tx.query(`SELECT id FROM storage WHERE tenant_id = $1 AND code = 'GZ01'`, [f.tenantId])).rows[0].id)
      const admin = Number((await tx.query(`SELECT id FROM sys_role WHERE tenant_id = $1 AND is_admin`, [f.tenantId])).rows[0].id)
      const user = { tenantId: f.tenantId, account: 'count-kept', password: 'Kept2026x', userName: '仓外', realName: '仓外', userType: 3 as const }
      await createUser(tx, { ...user, roleIds: [admin], storageIds: [gz] }, false)
    })
    token.kept = await api.login('count-kept', 'Kept2026x')
    expect((await ok('/v1/warehouse/inventory/lines', { taskId: id }, 'kept')).total).toBe(0)
    refused(await call('/v1/warehouse/inventory/get', { id }, 'kept'), /不存在/)
    refused(await call('/v1/warehouse/inventory/scan', { id, locationCode: 'X', skuCode: 'Y', qty: 1 }, 'kept'), /不存在/)
    await ok('/v1/warehouse/inventory/void', { id })
  })
})

describe('by product, approval off, tile and demo data', () => {
  it('by product locks only that SKU at its places; with 盘点需审批 off the count is posted at submit', async () => {
    await voidOpen()
    const a = await stock(2, 7, f.skus[2])
    const other = await stock(2, 2, f.skus[0])
    const { id } = await ok('/v1/warehouse/inventory/add', { taskType: 2, storageId: f.storageId, skuId: f.skus[2] })
    await start(id)
    const ls = await lines(id)
    expect(new Set(ls.map((l) => l.skuId))).toEqual(new Set([f.skus[2]]))
    // Another SKU at the same location still moves.
    const bal = Number((await api.db.query(`SELECT id FROM stock_balance WHERE batch_no = $1`, [other])).rows[0].id)
    await f.run((tx) => move(tx, { docType: 'test', lineId: 5 }, bal, { locationId: f.locations[3] }, 1))
    await ok('/v1/warehouse/inventory/count', { id, lines: ls.map((l) => ({ lineId: l.id, countQty: l.batchNo === a ? 6 : Number(l.bookQty) })) })
    await api.db.query(`UPDATE tenant_strategy SET approval_inventory = false WHERE tenant_id = $1`, [f.tenantId])
    try {
      await ok('/v1/warehouse/inventory/submit', { id })
    } finally {
      await api.db.query(`UPDATE tenant_strategy SET approval_inventory = true WHERE tenant_id = $1`, [f.tenantId])
    }
    expect(await head(id)).toMatchObject({ status: 30 })
    expect(await onHand(a)).toBe(6)
  })

  it('home tile 2 counts the tasks being counted', async () => {
    const tiles = async () => ((await ok('/home/count', {}, 'demo')) as any[]).find((t) => t.homeModular === 2)?.count
    // The tile counts the caller's current warehouse (demo: GZ01): an area there nobody counts.
    const gz = await api.db.query(
      `SELECT a.storage_id AS "storageId", a.id FROM storage_area a JOIN storage s ON s.id = a.storage_id
        WHERE s.code = 'GZ01' AND s.tenant_id = $1 AND EXISTS (SELECT 1 FROM location l WHERE l.area_id = a.id)
          AND NOT EXISTS (SELECT 1 FROM stock_location_lock k JOIN location l ON l.id = k.location_id WHERE l.area_id = a.id) ORDER BY a.id LIMIT 1`,
      [f.tenantId],
    )
    const before = await tiles()
    const id = await byArea({ storageId: Number(gz.rows[0].storageId), areaId: Number(gz.rows[0].id) })
    await start(id)
    expect(await tiles()).toBe(before + 1)
    await ok('/v1/warehouse/inventory/void', { id })
    expect(await tiles()).toBe(before)
  })
})

describe('demo data', () => {
  it('演示仓储 has a task in each state, 审批员 one waiting on 盘点审批, a posted difference in 库存差异; 华东物流 a draft; verify-stock clean', async () => {
    const states = async (code: string) =>
      new Set(
        (await api.db.query(`SELECT i.status FROM inventory_task i JOIN tenant t ON t.id = i.tenant_id WHERE t.code = $1`, [code])).rows.map((r) => r.status),
      )
    expect(await states('DEMO')).toEqual(new Set([0, 10, 20, 30, 90]))
    expect(await states('HDWL')).toEqual(new Set([0]))
    const waiting = (await ok('/v1/inventory/approving/page', { pageIndex: 1, pageSize: 50 }, 'approver')).list
    expect(waiting.filter((r: { docNo: string }) => /^PD/.test(r.docNo)).length).toBeGreaterThanOrEqual(1)
    expect((await ok('/v1/stock/difference/list', {}, 'demo')).total).toBeGreaterThanOrEqual(1)
    expect((await ok('/v1/warehouse/inventory/list', {}, 'demo2')).list.length).toBe(1)
    expect((await verifyStock(api.db)).filter((c) => c.broken.length)).toEqual([])
  })
})
