// 调拨单 (transfer between two warehouses): saving with refusals naming the field (same warehouse,
// more than available, frozen stock, no lines), the approval on 调拨审批's calls (accept holds the
// stock), ship into transit (在途 in the target: in stock-total apart, never available), receipts in
// several goes (部分调入 → 已完成) with refusals (more than in transit, a location of another
// warehouse, wrong state, stale version), close releasing holds or writing off what never arrived
// (reason required), verify-stock clean throughout, the permission keys, the data scope (source sees,
// receiving needs the target) and the demo rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHINESE, startApi, type TestApi } from '../support/api.ts'
import { stockFixture, type StockFixture } from '../support/stock-fixture.ts'
import { receive, STOCK_STATUS, verifyStock } from '../../src/server/domain/stock/index.ts'
import { createUser } from '../../src/server/domain/users/create-user.ts'

let api: TestApi
let f: StockFixture
let target: StockFixture
const token: Record<string, string> = {}

beforeAll(async () => {
  api = await startApi()
  for (const a of ['keeper', 'approver', 'demo', 'demo2']) token[a] = await api.login(a)
  f = await stockFixture(api.db)
  target = await stockFixture(api.db)
  await api.db.query(`UPDATE location SET is_default = true WHERE id = $1`, [target.locations[0]])
})
afterAll(() => api.close())

const call = (path: string, payload: object = {}, who = 'keeper') => api.call(path, payload, { token: token[who] }).then((r) => r.body)
const ok = async (path: string, payload: object = {}, who = 'keeper') => {
  const r = await call(path, payload, who)
  expect(r.status, `${path}: ${r.message}`).toBe(1)
  return r.data
}
const refused = (r: { status: number; message: string }, text: RegExp | string) => {
  expect(r.status).toBe(0)
  expect(r.message).toMatch(CHINESE)
  expect(r.message).toMatch(text)
}
let lineSeq = 0
/** A fresh balance row of the source warehouse holding qty (its own lot). */
const row = async (sku = 0, loc = 0, qty = 10, stockStatus: 1 | 2 | 3 | 4 = STOCK_STATUS.normal) => {
  const r = await f.run((tx) =>
    receive(
      tx,
      { docType: 'test', lineId: 830000 + ++lineSeq },
      { storageId: f.storageId, locationId: f.locations[loc], skuId: f.skus[sku], stockStatus, batchNo: `DB${lineSeq}` },
      qty,
    ),
  )
  return r.balanceId!
}
const balance = async (id: number) =>
  (
    await api.db.query(
      `SELECT on_hand::float AS "onHand", allocated::float AS allocated, storage_id AS "storageId", location_id AS "locationId", stock_status AS "stockStatus" FROM stock_balance WHERE id = $1`,
      [id],
    )
  ).rows[0]
const add = async (lines: { balanceId: number; qty: number }[], over: object = {}) =>
  (await ok('/v1/warehouse/allocation/add', { storageId: f.storageId, toStorageId: target.storageId, reason: '门店补货', lines, ...over })).id as number
const get = (id: number, who = 'keeper') => ok('/v1/warehouse/allocation/get', { id }, who)
const lines = async (id: number) => (await ok('/v1/warehouse/allocation/lines', { transferId: id })).list
const clean = async () => expect((await verifyStock(api.db)).filter((c) => c.broken.length)).toEqual([])
const instanceOf = async (id: number) =>
  (await api.db.query(`SELECT id, current_node AS "nodeIndex" FROM approval_instance WHERE workflow = 'transfer' AND doc_id = $1 AND status = 0`, [id])).rows[0]
/** The approver's way on 调拨审批 (the demo flow: one node, 审批员): the waiting row, then the decision. */
const decide = async (id: number, what: 'accept' | 'reject', opinion = '同意') => {
  const inst = await instanceOf(id)
  const page = await ok('/v1/warehouse/allocation/auditList', { pageIndex: 1, pageSize: 50 }, 'approver')
  expect(page.list.map((r: { id: number }) => r.id)).toContain(Number(inst.id))
  return call(`/v1/approving/${what}`, { id: Number(inst.id), nodeIndex: inst.nodeIndex, opinion }, 'approver')
}
/** Saved, submitted and accepted: 待调出 with its stock held. */
const accepted = async (l: { balanceId: number; qty: number }[]) => {
  const id = await add(l)
  await ok('/v1/warehouse/allocation/submit', { id })
  expect(await decide(id, 'accept')).toMatchObject({ status: 1 })
  expect((await get(id)).status).toBe(15)
  return id
}
/** Accepted and shipped: 已调出, the goods in transit. */
const shipped = async (l: { balanceId: number; qty: number }[], who = 'keeper') => {
  const id = await accepted(l)
  expect(await ok('/v1/warehouse/allocation/ship', { id }, who)).toMatchObject({ status: 20 })
  return id
}
const stockTotal = async (storageId: number, skuId: number, who = 'keeper') =>
  ((await ok('/v1/stock/total', { storageId, pageIndex: 1, pageSize: 200 }, who)).list as { skuId: number }[]).find((r) => Number(r.skuId) === skuId)

async function keptUser(account: string, storageIds: number[]) {
  await api.db.transaction(async (tx) => {
    const admin = Number((await tx.query(`SELECT id FROM sys_role WHERE tenant_id = $1 AND is_admin`, [f.tenantId])).rows[0].id)
    await createUser(
      tx,
      { tenantId: f.tenantId, account, password: 'Kept2026x', userName: account, realName: account, userType: 3, roleIds: [admin], storageIds },
      false,
    )
  })
  token[account] = await api.login(account, 'Kept2026x')
}

describe('saving a transfer', () => {
  it('numbers it, copies SKU, location, quality and lot from the balance row and sums the lines', async () => {
    const b = await row(1, 0, 8)
    const id = await add([{ balanceId: b, qty: 3.5 }])
    const h = await get(id)
    expect(h).toMatchObject({ status: 0, totalQty: 3.5, shippedQty: 0, transitQty: 0, reason: '门店补货', toStorageId: target.storageId })
    expect(h.transferNo).toMatch(/^DB\d{8}\d{4}$/)
    const [line] = await lines(id)
    expect(line).toMatchObject({ skuId: f.skus[1], locationId: f.locations[0], stockStatus: 1, qty: 3.5, transitQty: 0 })
    expect(await balance(b)).toMatchObject({ onHand: 8, allocated: 0 })
  })

  it('refuses in Chinese naming the field: the same warehouse, more than available, frozen stock, a row of another warehouse, no lines', async () => {
    const b = await row(0, 0, 4)
    refused(
      await call('/v1/warehouse/allocation/add', { storageId: f.storageId, toStorageId: f.storageId, lines: [{ balanceId: b, qty: 1 }] }),
      /调入仓库不能与调出仓库相同/,
    )
    const more = await call('/v1/warehouse/allocation/add', { storageId: f.storageId, toStorageId: target.storageId, lines: [{ balanceId: b, qty: 5 }] })
    refused(more, /第 1 行.*调拨数量 5 超过可用数量 4/)
    expect(JSON.stringify(more)).toContain('lines.0.qty')
    const frozen = await row(0, 1, 3, STOCK_STATUS.frozen)
    const fr = await call('/v1/warehouse/allocation/add', { storageId: f.storageId, toStorageId: target.storageId, lines: [{ balanceId: frozen, qty: 1 }] })
    refused(fr, /第 1 行.*是冻结库存，解冻后才能调拨/)
    expect(JSON.stringify(fr)).toContain('lines.0.balanceId')
    refused(
      await call('/v1/warehouse/allocation/add', { storageId: target.storageId, toStorageId: f.storageId, lines: [{ balanceId: b, qty: 1 }] }),
      /不属于所选仓库/,
    )
    refused(await call('/v1/warehouse/allocation/add', { storageId: f.storageId, toStorageId: target.storageId, lines: [] }), /明细/)
  })
})

describe('approval, ship, receive', () => {
  it('accept holds, ship puts the goods in transit at the target (在途, never available), receipts in two goes finish it', async () => {
    const b = await row(0, 0, 10)
    const id = await add([{ balanceId: b, qty: 6 }])
    const { version } = await get(id)
    refused(await call('/v1/warehouse/allocation/submit', { id, version: version + 1 }), '数据已被他人修改，请刷新后重试')
    await ok('/v1/warehouse/allocation/submit', { id, version })
    refused(await call('/v1/warehouse/allocation/ship', { id }), '当前状态“待审核”不能执行“调出”')
    expect(await decide(id, 'accept')).toMatchObject({ status: 1 })
    expect(await balance(b)).toMatchObject({ onHand: 10, allocated: 6 })
    await clean()
    refused(
      await call('/v1/warehouse/allocation/receive', { id, lines: [{ lineId: 1, toLocationId: target.locations[1], qty: 1 }] }),
      '当前状态“待调出”不能执行“调入”',
    )

    expect(await ok('/v1/warehouse/allocation/ship', { id, remark: '装车' })).toMatchObject({ status: 20, shippedQty: 6, transitQty: 6, receivedQty: 0 })
    expect(await balance(b)).toMatchObject({ onHand: 4, allocated: 0 })
    const [line] = await lines(id)
    expect(line).toMatchObject({ shippedQty: 6, transitQty: 6 })
    const transitRow = Number((await api.db.query(`SELECT transit_balance_id AS id FROM transfer_order_line WHERE id = $1`, [line.id])).rows[0].id)
    expect(await balance(transitRow)).toMatchObject({ onHand: 6, allocated: 0, storageId: target.storageId, locationId: target.locations[0], stockStatus: 5 })
    // Visible on the target's side as 在途, neither on hand nor available there.
    expect(await stockTotal(target.storageId, f.skus[0])).toMatchObject({ transit: 6, onHand: 0, available: 0 })
    const locate = (await ok('/v1/stock/locate', { storageId: target.storageId, stockStatus: 5, pageIndex: 1, pageSize: 50 })).list
    expect(locate.find((r: { id: number }) => Number(r.id) === transitRow)).toMatchObject({ stockStatus: 5, onHand: 6, available: 0 })
    await clean()

    const draft = await ok('/v1/warehouse/allocation/receiveDraft', { id })
    expect(draft).toMatchObject({ id, toStorageId: target.storageId, lines: [{ lineId: line.id, toLocationId: target.locations[0], qty: 6 }] })
    const over = await call('/v1/warehouse/allocation/receive', { id, lines: [{ lineId: line.id, toLocationId: target.locations[1], qty: 7 }] })
    refused(over, /第 1 行.*调入数量 7 超过在途数量 6/)
    expect(JSON.stringify(over)).toContain('lines.0.qty')
    refused(
      await call('/v1/warehouse/allocation/receive', { id, lines: [{ lineId: line.id, toLocationId: f.locations[1], qty: 1 }] }),
      /第 1 行的调入库位不属于调入仓库/,
    )
    refused(
      await call('/v1/warehouse/allocation/receive', { id, version: 1, lines: [{ lineId: line.id, toLocationId: target.locations[1], qty: 1 }] }),
      '数据已被他人修改',
    )

    const part = await ok('/v1/warehouse/allocation/receive', {
      id,
      remark: '第一车',
      lines: [
        { lineId: line.id, toLocationId: target.locations[1], qty: 2 },
        { lineId: line.id, toLocationId: target.locations[2], qty: 1 },
      ],
    })
    expect(part).toMatchObject({ status: 25, receivedQty: 3, transitQty: 3 })
    expect(await stockTotal(target.storageId, f.skus[0])).toMatchObject({ transit: 3, onHand: 3, available: 3 })
    await clean()
    expect(await ok('/v1/warehouse/allocation/receive', { id, lines: [{ lineId: line.id, toLocationId: target.locations[1], qty: 3 }] })).toMatchObject({
      status: 30,
      receivedQty: 6,
      transitQty: 0,
    })
    expect(await stockTotal(target.storageId, f.skus[0])).toMatchObject({ transit: 0, onHand: 6, available: 6 })
    expect(await balance(transitRow)).toMatchObject({ onHand: 0 })
    refused(await call('/v1/warehouse/allocation/close', { id, remark: '关' }), '当前状态“已完成”不能执行“关闭”')
    const net = await api.db.query(`SELECT sum(qty)::float AS net FROM stock_ledger WHERE doc_type = 'transfer' AND line_id = $1`, [line.id])
    expect(net.rows[0].net).toBe(0)
    const logs = (await ok('/v1/warehouse/allocation/logs', { docId: id })).list
    expect(logs.map((l: { title: string; remark: string }) => [l.title, l.remark])).toEqual(
      expect.arrayContaining([
        ['调出', '装车'],
        ['部分调入', '第一车'],
      ]),
    )
    expect((await ok('/v1/warehouse/allocation/approvals', { docId: id })).list.length).toBeGreaterThan(0)
    await clean()
  })

  it('reject and withdraw return it to 新建 holding nothing; close releases what a 待调出 transfer held', async () => {
    const b = await row(2, 0, 9)
    const id = await add([{ balanceId: b, qty: 4 }])
    await ok('/v1/warehouse/allocation/submit', { id })
    expect(await decide(id, 'reject', '数量不对')).toMatchObject({ status: 1 })
    expect(await get(id)).toMatchObject({ status: 0 })
    await ok('/v1/warehouse/allocation/submit', { id })
    expect(await ok('/v1/warehouse/allocation/withdraw', { id })).toMatchObject({ status: 0 })
    expect(await instanceOf(id)).toBeUndefined()
    const held = await accepted([{ balanceId: b, qty: 4 }])
    expect(await balance(b)).toMatchObject({ allocated: 4 })
    expect(await ok('/v1/warehouse/allocation/close', { id: held, remark: '不调了' })).toMatchObject({ status: 90, closeReason: '不调了' })
    expect(await balance(b)).toMatchObject({ onHand: 9, allocated: 0 })
    refused(await call('/v1/warehouse/allocation/ship', { id: held }), '当前状态“已关闭”不能执行“调出”')
    await clean()
  })

  it('closing a shipped transfer writes off what never arrived (reason required), recorded as 途损', async () => {
    const b = await row(1, 2, 8)
    const id = await shipped([{ balanceId: b, qty: 5 }])
    const [line] = await lines(id)
    await ok('/v1/warehouse/allocation/receive', { id, lines: [{ lineId: line.id, toLocationId: target.locations[3], qty: 2 }] })
    expect(await ok('/v1/warehouse/allocation/closeDraft', { id })).toMatchObject({ id, transitQty: 3 })
    const noReason = await call('/v1/warehouse/allocation/close', { id })
    refused(noReason, /请填写关闭原因/)
    expect(JSON.stringify(noReason)).toContain('remark')
    expect(await ok('/v1/warehouse/allocation/close', { id, remark: '运输途中破损 3 件' })).toMatchObject({
      status: 90,
      receivedQty: 2,
      lostQty: 3,
      transitQty: 0,
      closeReason: '运输途中破损 3 件',
    })
    expect(await stockTotal(target.storageId, f.skus[1])).toMatchObject({ transit: 0 })
    refused(await call('/v1/warehouse/allocation/receive', { id, lines: [{ lineId: line.id, toLocationId: target.locations[3], qty: 1 }] }), /不能执行“调入”/)
    await clean()
  })

  it('ship is refused when the target has no default location to hold the goods in transit', async () => {
    const other = await stockFixture(api.db)
    const b = await row(0, 3, 2)
    const id = await add([{ balanceId: b, qty: 1 }], { toStorageId: other.storageId })
    await ok('/v1/warehouse/allocation/submit', { id })
    await decide(id, 'accept')
    refused(await call('/v1/warehouse/allocation/ship', { id }), /调入仓库没有默认库位/)
    expect((await get(id)).status).toBe(15)
    await ok('/v1/warehouse/allocation/close', { id })
  })

  it('needs the permission keys: a user without them is refused in Chinese and nothing changes', async () => {
    const b = await row(0, 2, 3)
    const id = await add([{ balanceId: b, qty: 1 }])
    for (const [path, payload] of [
      ['/v1/warehouse/allocation/add', { storageId: f.storageId, toStorageId: target.storageId, lines: [{ balanceId: b, qty: 1 }] }],
      ['/v1/warehouse/allocation/submit', { id }],
      ['/v1/warehouse/allocation/ship', { id }],
      ['/v1/warehouse/allocation/receive', { id, lines: [{ lineId: 1, toLocationId: target.locations[1], qty: 1 }] }],
      ['/v1/warehouse/allocation/close', { id }],
      ['/v1/warehouse/allocation/delete', { id }],
    ] as const) {
      const r = await call(path, payload, 'approver')
      expect(r.status, path).not.toBe(1)
      expect(r.message).toMatch(CHINESE)
    }
    expect((await get(id)).status).toBe(0)
    await ok('/v1/warehouse/allocation/delete', { id })
    expect((await api.db.query(`SELECT count(*)::int AS n FROM transfer_order_line WHERE transfer_id = $1`, [id])).rows[0].n).toBe(0)
  })
})

describe('verify-stock', () => {
  it('names a transit row that no longer equals what was shipped and not received, and a line whose figures differ from its postings', async () => {
    const id = await shipped([{ balanceId: await row(0, 1, 5), qty: 2 }])
    const [line] = await lines(id)
    await api.db.query(`UPDATE transfer_order_line SET received_qty = 1 WHERE id = $1`, [line.id])
    const broken = (await verifyStock(api.db)).filter((c) => c.broken.length).map((c) => c.name)
    await api.db.query(`UPDATE transfer_order_line SET received_qty = 0 WHERE id = $1`, [line.id])
    expect(broken).toEqual(expect.arrayContaining(['在途库存等于调拨单已调出未调入的数量', '调拨单每行调出、调入和途损与其库存流水一致']))
    await clean()
  })
})

describe('data scope', () => {
  it('the source side sees and ships it but cannot receive; the target side sees and receives it; a third warehouse sees nothing', async () => {
    await keptUser('tr-source', [f.storageId])
    await keptUser('tr-target', [target.storageId])
    const gz = Number((await api.db.query(`SELECT id FROM storage WHERE tenant_id = $1 AND code = 'GZ01'`, [f.tenantId])).rows[0].id)
    await keptUser('tr-other', [gz])
    const b = await row(2, 1, 6)
    const id = await accepted([{ balanceId: b, qty: 4 }])
    // The shipper works only in the source: the transit row it creates lies in the target all the same.
    expect(await ok('/v1/warehouse/allocation/ship', { id }, 'tr-source')).toMatchObject({ status: 20, transitQty: 4 })
    await clean()
    expect((await get(id, 'tr-source')).transitQty).toBe(4)
    expect((await get(id, 'tr-target')).transitQty).toBe(4)
    expect((await call('/v1/warehouse/allocation/get', { id }, 'tr-other')).status).toBe(0)
    expect((await ok('/v1/warehouse/allocation/lines', { transferId: id }, 'tr-other')).total).toBe(0)
    const [line] = await lines(id)
    const receipt = { id, lines: [{ lineId: line.id, toLocationId: target.locations[2], qty: 4 }] }
    refused(await call('/v1/warehouse/allocation/receive', receipt, 'tr-source'), /没有仓库“.+”的数据权限，不能调入这个仓库/)
    refused(await call('/v1/warehouse/allocation/close', { id, remark: '丢了' }, 'tr-source'), /没有仓库“.+”的数据权限/)
    expect(await ok('/v1/warehouse/allocation/receive', receipt, 'tr-target')).toMatchObject({ status: 30 })
    const id2 = await accepted([{ balanceId: b, qty: 1 }])
    refused(await call('/v1/warehouse/allocation/ship', { id: id2 }, 'tr-target'), /没有仓库“.+”的数据权限，不能从这个仓库调出/)
    await ok('/v1/warehouse/allocation/close', { id: id2 })
    await clean()
  })
})

describe('demo data', () => {
  it('仓云演示 has a transfer in each state and 审批员 one waiting on 调拨审批; verify-stock clean', async () => {
    const states = new Set(
      (await api.db.query(`SELECT m.status FROM transfer_order m JOIN tenant t ON t.id = m.tenant_id WHERE t.code = 'DEMO'`)).rows.map((r) => r.status),
    )
    expect(states).toEqual(new Set([0, 10, 15, 20, 25, 30, 90]))
    const waiting = (await ok('/v1/warehouse/allocation/auditList', { pageIndex: 1, pageSize: 50 }, 'approver')).list
    expect(waiting.filter((r: { docNo: string }) => /^DB/.test(r.docNo)).length).toBeGreaterThanOrEqual(1)
    await clean()
  })
})
