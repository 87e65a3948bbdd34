// 移库单 (stock move within a warehouse): saving with refusals naming the field (more than
// available, frozen or 待检 stock, a row or target location of another warehouse or tenant, the same
// location), the approval on 移库审批's calls (accept holds the stock, reject returns it to 新建),
// confirm moving it through the stock module (nets to zero per SKU), close releasing what it held,
// stale versions and wrong states refused, the permission keys, the data scope and the demo rows.
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
const refused = (r: { status: number; message: string }, text: RegExp | string) => {
  expect(r.status).toBe(0)
  expect(r.message).toMatch(CHINESE)
  expect(r.message).toMatch(text)
}
let lineSeq = 0
/** A fresh balance row of the fixture's warehouse holding qty (its own lot). */
const row = async (sku = 0, loc = 0, qty = 10, stockStatus: 1 | 2 | 3 | 4 = STOCK_STATUS.normal) => {
  const r = await f.run((tx) =>
    receive(
      tx,
      { docType: 'test', lineId: 820000 + ++lineSeq },
      { storageId: f.storageId, locationId: f.locations[loc], skuId: f.skus[sku], stockStatus, batchNo: `MV${lineSeq}` },
      qty,
    ),
  )
  return r.balanceId!
}
const balance = async (id: number) =>
  (await api.db.query(`SELECT on_hand::float AS "onHand", allocated::float AS allocated, location_id AS "locationId" FROM stock_balance WHERE id = $1`, [id]))
    .rows[0]
const add = async (lines: { balanceId: number; toLocationId: number; qty: number }[], over: object = {}) =>
  (await ok('/v1/warehouse/move/add', { storageId: f.storageId, reason: '整理库位', lines, ...over })).id as number
const get = (id: number) => ok('/v1/warehouse/move/get', { id })
const clean = async () => expect((await verifyStock(api.db)).filter((c) => c.broken.length)).toEqual([])
const instanceOf = async (id: number) =>
  (await api.db.query(`SELECT id, current_node AS "nodeIndex" FROM approval_instance WHERE workflow = 'stockMove' AND doc_id = $1 AND status = 0`, [id]))
    .rows[0]
/** The approver's way on 移库审批 (the demo flow: one node, 审批员): the waiting row, then the decision. */
const decide = async (id: number, what: 'accept' | 'reject', opinion = '同意') => {
  const inst = await instanceOf(id)
  const page = await ok('/v1/warehouse/move/auditList', { pageIndex: 1, pageSize: 50 }, 'approver')
  expect(page.list.map((r: { id: number }) => r.id)).toContain(Number(inst.id))
  return call(`/v1/approving/${what}`, { id: Number(inst.id), nodeIndex: inst.nodeIndex, opinion }, 'approver')
}
/** Saved, submitted and accepted: 待确认 with its stock held. */
const accepted = async (lines: { balanceId: number; toLocationId: number; qty: number }[]) => {
  const id = await add(lines)
  await ok('/v1/warehouse/move/submit', { id })
  expect(await decide(id, 'accept')).toMatchObject({ status: 1 })
  expect((await get(id)).status).toBe(20)
  return id
}

describe('saving a move', () => {
  it('numbers it, copies SKU, location, quality and lot from the balance row and sums the lines', async () => {
    const b = await row(1, 0, 8)
    const id = await add([{ balanceId: b, toLocationId: f.locations[1], qty: 3.5 }])
    const h = await get(id)
    expect(h).toMatchObject({ status: 0, totalQty: 3.5, reason: '整理库位' })
    expect(h.moveNo).toMatch(/^YK\d{8}\d{4}$/)
    const [line] = (await ok('/v1/warehouse/move/lines', { moveId: id })).list
    expect(line).toMatchObject({ skuId: f.skus[1], locationId: f.locations[0], toLocationId: f.locations[1], stockStatus: 1, qty: 3.5 })
    expect(line.toLocationCode).toMatch(/^T-\d+-2$/)
    expect(await balance(b)).toMatchObject({ onHand: 8, allocated: 0 })
  })

  it('refuses in Chinese naming the field: more than available, frozen or 待检 stock, another warehouse or tenant, the same location', async () => {
    const b = await row(0, 0, 4)
    const to = f.locations[2]
    const more = await call('/v1/warehouse/move/add', { storageId: f.storageId, lines: [{ balanceId: b, toLocationId: to, qty: 5 }] })
    refused(more, /第 1 行.*移库数量 5 超过可用数量 4/)
    expect(JSON.stringify(more)).toContain('lines.0.qty')
    const frozen = await row(0, 1, 3, STOCK_STATUS.frozen)
    const fr = await call('/v1/warehouse/move/add', { storageId: f.storageId, lines: [{ balanceId: frozen, toLocationId: to, qty: 1 }] })
    refused(fr, /第 1 行.*是冻结库存，解冻后才能移库/)
    expect(JSON.stringify(fr)).toContain('lines.0.balanceId')
    const qc = await row(0, 1, 3, STOCK_STATUS.qc)
    refused(await call('/v1/warehouse/move/add', { storageId: f.storageId, lines: [{ balanceId: qc, toLocationId: to, qty: 1 }] }), /待检库存/)
    const gz = Number((await api.db.query(`SELECT id FROM storage WHERE tenant_id = $1 AND code = 'GZ01'`, [f.tenantId])).rows[0].id)
    refused(await call('/v1/warehouse/move/add', { storageId: gz, lines: [{ balanceId: b, toLocationId: to, qty: 1 }] }), /不属于所选仓库/)
    const gzLocation = Number((await api.db.query(`SELECT id FROM location WHERE storage_id = $1 ORDER BY id LIMIT 1`, [gz])).rows[0].id)
    const away = await call('/v1/warehouse/move/add', { storageId: f.storageId, lines: [{ balanceId: b, toLocationId: gzLocation, qty: 1 }] })
    refused(away, /第 1 行的目标库位 .+ 不属于所选仓库/)
    expect(JSON.stringify(away)).toContain('lines.0.toLocationId')
    refused(
      await call('/v1/warehouse/move/add', { storageId: f.storageId, lines: [{ balanceId: b, toLocationId: f.locations[0], qty: 1 }] }),
      /与原库位 .+ 相同/,
    )
    const foreign = Number(
      (await api.db.query(`SELECT b.id FROM stock_balance b JOIN tenant t ON t.id = b.tenant_id WHERE t.code = 'HDWL' LIMIT 1`)).rows[0].id,
    )
    refused(
      await call('/v1/warehouse/move/add', { storageId: f.storageId, lines: [{ balanceId: foreign, toLocationId: to, qty: 1 }] }),
      /第 1 行的库存行不存在/,
    )
    refused(await call('/v1/warehouse/move/add', { storageId: f.storageId, lines: [] }), /明细/)
  })

  it('offers 合格 and 不合格 rows of the warehouse with stock available, never frozen ones', async () => {
    const good = await row(2, 3, 6)
    const bad = await row(2, 2, 2, STOCK_STATUS.damaged)
    const frozen = await row(2, 1, 2, STOCK_STATUS.frozen)
    const options = (await ok('/v1/warehouse/move/balances', { storageId: f.storageId })) as { value: number; label: string }[]
    expect(options.find((o) => o.value === good)?.label).toMatch(/可用 6$/)
    expect(options.find((o) => o.value === bad)?.label).toMatch(/不合格 · 可用 2$/)
    expect(options.some((o) => o.value === frozen)).toBe(false)
  })
})

describe('approval, confirm and close', () => {
  it('accept holds the stock (nobody allocates or freezes it), confirm moves it: nets to zero, verify-stock clean', async () => {
    const b = await row(0, 0, 10)
    const id = await add([{ balanceId: b, toLocationId: f.locations[3], qty: 6 }])
    const { version } = await get(id)
    refused(await call('/v1/warehouse/move/submit', { id, version: version + 1 }), '数据已被他人修改，请刷新后重试')
    await ok('/v1/warehouse/move/submit', { id, version })
    expect(await balance(b)).toMatchObject({ onHand: 10, allocated: 0 })
    refused(await call('/v1/warehouse/move/update', { id, version: version + 1, reason: '改' }), /当前状态“待审核”，只有新建的移库单可以修改或删除/)
    expect(await decide(id, 'accept')).toMatchObject({ status: 1 })
    expect(await get(id)).toMatchObject({ status: 20 })
    expect(await balance(b)).toMatchObject({ onHand: 10, allocated: 6 })
    // What is held cannot be frozen (nor allocated: it is no longer available).
    refused(await call('/v1/warehouse/frozen/add', { storageId: f.storageId, reason: '冻', lines: [{ balanceId: b, qty: 5 }] }), /冻结数量 5 超过可用数量 4/)
    await clean()
    refused(await call('/v1/warehouse/move/confirm', { id, version: 1 }), '数据已被他人修改，请刷新后重试')
    expect(await ok('/v1/warehouse/move/confirm', { id, remark: '已搬完' })).toMatchObject({ status: 30 })
    expect(await balance(b)).toMatchObject({ onHand: 4, allocated: 0 })
    const [line] = (await ok('/v1/warehouse/move/lines', { moveId: id })).list
    const moved = (await api.db.query(`SELECT to_balance_id AS id FROM stock_move_line WHERE id = $1`, [line.id])).rows[0].id
    expect(await balance(moved)).toMatchObject({ onHand: 6, allocated: 0, locationId: f.locations[3] })
    const ledger = await api.db.query(`SELECT sum(qty)::float AS net, count(*)::int AS n FROM stock_ledger WHERE doc_type = 'stockMove' AND line_id = $1`, [
      line.id,
    ])
    expect(ledger.rows[0]).toEqual({ net: 0, n: 2 })
    refused(await call('/v1/warehouse/move/confirm', { id }), '当前状态“已完成”不能执行“确认移库”')
    refused(await call('/v1/warehouse/move/close', { id }), '当前状态“已完成”不能执行“关闭”')
    const logs = (await ok('/v1/warehouse/move/logs', { docId: id })).list
    expect(logs.map((l: { title: string; remark: string }) => [l.title, l.remark])).toContainEqual(['确认移库', '已搬完'])
    expect((await ok('/v1/warehouse/move/approvals', { docId: id })).list.length).toBeGreaterThan(0)
    await clean()
  })

  it('an accept is refused, naming the line, when the stock was allocated since the move was submitted', async () => {
    const b = await row(1, 1, 5)
    const id = await add([{ balanceId: b, toLocationId: f.locations[2], qty: 5 }])
    await ok('/v1/warehouse/move/submit', { id })
    await api.db.query(`UPDATE stock_balance SET allocated = 2 WHERE id = $1`, [b])
    const r = await decide(id, 'accept')
    await api.db.query(`UPDATE stock_balance SET allocated = 0 WHERE id = $1`, [b])
    refused(r, /第 1 行.*移库数量 5 超过可用数量 3/)
    expect((await get(id)).status).toBe(10)
  })

  it('reject returns it to 新建 holding nothing; withdraw too; close releases what a 待确认 move held', async () => {
    const b = await row(2, 0, 9)
    const id = await add([{ balanceId: b, toLocationId: f.locations[1], qty: 4 }])
    await ok('/v1/warehouse/move/submit', { id })
    expect(await decide(id, 'reject', '库位不对')).toMatchObject({ status: 1 })
    expect(await get(id)).toMatchObject({ status: 0 })
    expect(await balance(b)).toMatchObject({ allocated: 0 })
    await ok('/v1/warehouse/move/submit', { id })
    expect(await ok('/v1/warehouse/move/withdraw', { id })).toMatchObject({ status: 0 })
    expect(await instanceOf(id)).toBeUndefined()
    const held = await accepted([{ balanceId: b, toLocationId: f.locations[1], qty: 4 }])
    expect(await balance(b)).toMatchObject({ allocated: 4 })
    expect(await ok('/v1/warehouse/move/close', { id: held, remark: '不移了' })).toMatchObject({ status: 90 })
    expect(await balance(b)).toMatchObject({ onHand: 9, allocated: 0 })
    refused(await call('/v1/warehouse/move/confirm', { id: held }), '当前状态“已关闭”不能执行“确认移库”')
    expect(await ok('/v1/warehouse/move/close', { id })).toMatchObject({ status: 90 })
    await clean()
  })

  it('needs the permission keys: a user without them is refused in Chinese and nothing changes', async () => {
    const b = await row(0, 2, 3)
    const id = await add([{ balanceId: b, toLocationId: f.locations[0], qty: 1 }])
    for (const [path, payload] of [
      ['/v1/warehouse/move/add', { storageId: f.storageId, lines: [{ balanceId: b, toLocationId: f.locations[0], qty: 1 }] }],
      ['/v1/warehouse/move/submit', { id }],
      ['/v1/warehouse/move/close', { id }],
      ['/v1/warehouse/move/delete', { id }],
    ] as const) {
      const r = await call(path, payload, 'approver')
      expect(r.status, path).not.toBe(1)
      expect(r.message).toMatch(CHINESE)
    }
    expect((await get(id)).status).toBe(0)
    await ok('/v1/warehouse/move/delete', { id })
    expect((await api.db.query(`SELECT count(*)::int AS n FROM stock_move_line WHERE move_id = $1`, [id])).rows[0].n).toBe(0)
  })
})

describe('data scope', () => {
  it('a user kept to another warehouse reads neither the move nor its lines', async () => {
    const id = await add([{ balanceId: await row(1, 2, 3), toLocationId: f.locations[3], qty: 1 }])
    await api.db.transaction(async (tx) => {
      const gz = Number((await tx.query(`SELECT id FROM storage WHERE tenant_id = $1 AND code = 'GZ01'`, [f.tenantId])).rows[0].id)
      const admin = Number((await tx.query(`SELECT id FROM sys_role WHERE tenant_id = $1 AND is_admin`, [f.tenantId])).rows[0].id)
      const user = { tenantId: f.tenantId, account: 'move-kept', password: 'Kept2026x', userName: '仓外', realName: '仓外', userType: 3 as const }
      await createUser(tx, { ...user, roleIds: [admin], storageIds: [gz] }, false)
    })
    token.kept = await api.login('move-kept', 'Kept2026x')
    expect((await ok('/v1/warehouse/move/lines', { moveId: id })).total).toBe(1)
    expect((await ok('/v1/warehouse/move/lines', { moveId: id }, 'kept')).total).toBe(0)
    expect((await call('/v1/warehouse/move/get', { id }, 'kept')).status).toBe(0)
  })
})

describe('demo data', () => {
  it('仓云演示 has a move in each state and 审批员 one waiting on 移库审批; 华东物流 a draft; verify-stock clean', async () => {
    const states = async (code: string) =>
      new Set((await api.db.query(`SELECT m.status FROM stock_move m JOIN tenant t ON t.id = m.tenant_id WHERE t.code = $1`, [code])).rows.map((r) => r.status))
    expect(await states('DEMO')).toEqual(new Set([0, 10, 20, 30, 90]))
    expect(await states('HDWL')).toEqual(new Set([0]))
    const waiting = (await ok('/v1/warehouse/move/auditList', { pageIndex: 1, pageSize: 50 }, 'approver')).list
    expect(waiting.filter((r: { docNo: string }) => /^YK/.test(r.docNo)).length).toBeGreaterThanOrEqual(1)
    expect((await ok('/v1/warehouse/move/list', {}, 'demo2')).list.length).toBe(1)
    await clean()
  })
})
