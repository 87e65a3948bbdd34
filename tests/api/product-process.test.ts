// 加工单 (processing order): saving derives the lines from the composite's bill of materials (组合:
// components consumed, kit produced; 拆分 the other way), refusals naming the field; the approval on
// 加工单审批's calls (accept starts the work and holds the sources, a shortage — frozen stock named —
// refuses it, reject returns it for editing); finish consuming the sources and producing the
// targets through the stock module in one transaction (verify-stock: exactly the bill of
// materials); cancel releasing, close; stale versions, wrong states, permission keys, data scope
// and the demo rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHINESE, startApi, type TestApi } from '../support/api.ts'
import { stockFixture, type StockFixture } from '../support/stock-fixture.ts'
import { receive, STOCK_STATUS, verifyStock } from '../../src/server/domain/stock/index.ts'
import { createUser } from '../../src/server/domain/users/create-user.ts'

let api: TestApi
let f: StockFixture
let kit: number
const token: Record<string, string> = {}

beforeAll(async () => {
  api = await startApi()
  for (const a of ['keeper', 'approver', 'demo2']) token[a] = await api.login(a)
  f = await stockFixture(api.db)
  kit = await composite(f.skus[0], [
    [f.skus[1], 2],
    [f.skus[2], 0.5],
  ])
})
afterAll(() => api.close())

/** A composite product of the fixture's tenant: the kit SKU and [component SKU, quantity per kit]. */
async function composite(skuId: number, parts: [number, number][], status = 1): Promise<number> {
  const id = Number(
    (
      await api.db.query(`INSERT INTO composite_product (tenant_id, sku_id, name, status) VALUES ($1, $2, $3, $4) RETURNING id`, [
        f.tenantId,
        skuId,
        `测试组合${skuId}-${status}`,
        status,
      ])
    ).rows[0].id,
  )
  for (const [part, qty] of parts)
    await api.db.query(`INSERT INTO composite_component (tenant_id, composite_id, sku_id, qty) VALUES ($1, $2, $3, $4)`, [f.tenantId, id, part, qty])
  return id
}

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
/** Stock of a fixture SKU at a fixture location (a lot of its own), optionally for an owner. */
const stock = (sku: number, qty: number, over: { loc?: number; stockStatus?: 1 | 2 | 3 | 4; ownerId?: number | null } = {}) =>
  f.run((tx) =>
    receive(
      tx,
      { docType: 'test', lineId: 830000 + ++lineSeq },
      {
        storageId: f.storageId,
        locationId: f.locations[over.loc ?? 0],
        skuId: f.skus[sku],
        stockStatus: over.stockStatus ?? STOCK_STATUS.normal,
        ownerId: over.ownerId ?? null,
        batchNo: `PP${lineSeq}`,
      },
      qty,
    ),
  )
/** Per SKU of the fixture: [on hand, allocated] over all its rows. */
const totals = async () => {
  const out = new Map<number, [number, number]>()
  const r = await api.db.query(
    `SELECT sku_id AS "skuId", sum(on_hand)::float AS "onHand", sum(allocated)::float AS allocated FROM stock_balance WHERE tenant_id = $1 AND storage_id = $2 GROUP BY sku_id`,
    [f.tenantId, f.storageId],
  )
  for (const row of r.rows) out.set(Number(row.skuId), [row.onHand, row.allocated])
  return (i: number) => out.get(f.skus[i]) ?? [0, 0]
}
const add = async (over: object = {}) =>
  (
    await ok('/v1/processingorder/add', {
      processType: 1,
      compositeId: kit,
      qty: 4,
      storageId: f.storageId,
      locationId: f.locations[3],
      reason: '备货',
      ...over,
    })
  ).id as number
const get = (id: number) => ok('/v1/processingorder/get', { id })
const lines = async (id: number) =>
  (await ok('/v1/processingorder/lines', { processId: id })).list as {
    id: number
    role: number
    skuId: number
    unitQty: number
    qty: number
    heldQty: number
  }[]
const clean = async () => expect((await verifyStock(api.db)).filter((c) => c.broken.length)).toEqual([])
const instanceOf = async (id: number) =>
  (await api.db.query(`SELECT id, current_node AS "nodeIndex" FROM approval_instance WHERE workflow = 'productProcess' AND doc_id = $1 AND status = 0`, [id]))
    .rows[0]
/** The approver's way on 加工单审批 (the demo flow: one node, 审批员): the waiting row, then the decision. */
const decide = async (id: number, what: 'accept' | 'reject', opinion = '同意') => {
  const inst = await instanceOf(id)
  const page = await ok('/v1/processingorder/auditlist', { pageIndex: 1, pageSize: 50 }, 'approver')
  expect(page.list.map((r: { id: number }) => r.id)).toContain(Number(inst.id))
  return call(`/v1/approving/${what}`, { id: Number(inst.id), nodeIndex: inst.nodeIndex, opinion }, 'approver')
}
/** Saved, submitted and accepted: 加工中 with its sources held. */
const started = async (over: object = {}) => {
  const id = await add(over)
  await ok('/v1/processingorder/submit', { id })
  expect(await decide(id, 'accept')).toMatchObject({ status: 1 })
  expect((await get(id)).status).toBe(20)
  return id
}

describe('saving an order', () => {
  it('numbers it and derives the lines from the bill of materials: 组合 consumes the components, 拆分 consumes the kit', async () => {
    const id = await add()
    const h = await get(id)
    expect(h).toMatchObject({ status: 0, processType: 1, qty: 4, compositeName: `测试组合${f.skus[0]}-1` })
    expect(h.processNo).toMatch(/^JG\d{8}\d{4}$/)
    expect((await lines(id)).map((l) => [l.role, l.skuId, l.unitQty, l.qty])).toEqual([
      [1, f.skus[1], 2, 8],
      [1, f.skus[2], 0.5, 2],
      [2, f.skus[0], 1, 4],
    ])
    const split = await add({ processType: 2, qty: 3 })
    expect((await lines(split)).map((l) => [l.role, l.skuId, l.qty])).toEqual([
      [1, f.skus[0], 3],
      [2, f.skus[1], 6],
      [2, f.skus[2], 1.5],
    ])
    // Editing derives them again: 5 kits.
    const { version } = await get(id)
    await ok('/v1/processingorder/update', { id, version, qty: 5 })
    expect((await lines(id)).map((l) => l.qty)).toEqual([10, 2.5, 5])
  })

  it('refuses in Chinese naming the field: a disabled or empty composite, part kits, a location of another warehouse', async () => {
    const off = await composite(f.skus[1], [[f.skus[2], 1]], 0)
    const r1 = await call('/v1/processingorder/add', { processType: 1, compositeId: off, qty: 1, storageId: f.storageId, locationId: f.locations[0] })
    refused(r1, /组合商品“.+”已停用，不能加工/)
    expect(JSON.stringify(r1)).toContain('compositeId')
    const empty = await composite(f.skus[2], [])
    refused(
      await call('/v1/processingorder/add', { processType: 1, compositeId: empty, qty: 1, storageId: f.storageId, locationId: f.locations[0] }),
      /没有组件/,
    )
    const part = await call('/v1/processingorder/add', { processType: 1, compositeId: kit, qty: 1.5, storageId: f.storageId, locationId: f.locations[0] })
    expect(part.status).toBe(0)
    expect(part.message).toMatch(/加工套数/)
    const gzLocation = Number(
      (await api.db.query(`SELECT l.id FROM location l JOIN storage s ON s.id = l.storage_id WHERE s.tenant_id = $1 AND s.code = 'GZ01' LIMIT 1`, [f.tenantId]))
        .rows[0].id,
    )
    const away = await call('/v1/processingorder/add', { processType: 1, compositeId: kit, qty: 1, storageId: f.storageId, locationId: gzLocation })
    refused(away, /产出库位 .+ 不属于所选仓库/)
    expect(JSON.stringify(away)).toContain('locationId')
  })
})

describe('approval, finish, cancel and close', () => {
  it('accept holds the components, finish consumes them and produces the kits at the location: exactly the bill of materials', async () => {
    await stock(1, 20)
    await stock(2, 5, { loc: 1 })
    const before = await totals()
    const id = await add()
    const { version } = await get(id)
    refused(await call('/v1/processingorder/submit', { id, version: version + 1 }), '数据已被他人修改，请刷新后重试')
    await ok('/v1/processingorder/submit', { id, version })
    refused(await call('/v1/processingorder/update', { id, version: version + 1, qty: 1 }), /当前状态“待审核”，只有新建或已驳回的加工单可以修改或删除/)
    refused(await call('/v1/processingorder/finish', { id }), '当前状态“待审核”不能执行“加工完成”')
    expect(await decide(id, 'accept')).toMatchObject({ status: 1 })
    const held = await totals()
    expect(held(1)).toEqual([before(1)[0], before(1)[1] + 8])
    expect(held(2)).toEqual([before(2)[0], before(2)[1] + 2])
    expect((await lines(id)).map((l) => l.heldQty)).toEqual([8, 2, 0])
    await clean()
    refused(await call('/v1/processingorder/finish', { id, version: 1 }), '数据已被他人修改，请刷新后重试')
    expect(await ok('/v1/processingorder/finish', { id, remark: '已装箱' })).toMatchObject({ status: 30 })
    const after = await totals()
    expect(after(1)).toEqual([before(1)[0] - 8, before(1)[1]])
    expect(after(2)).toEqual([before(2)[0] - 2, before(2)[1]])
    expect(after(0)[0]).toBe(before(0)[0] + 4)
    const h = await get(id)
    expect(h.finishedAt).toBeTruthy()
    const made = await api.db.query(
      `SELECT location_id AS "locationId", batch_no AS "batchNo", stock_status AS "stockStatus", on_hand::float AS "onHand" FROM stock_balance WHERE tenant_id = $1 AND sku_id = $2 AND batch_no = $3`,
      [f.tenantId, f.skus[0], h.processNo],
    )
    expect(made.rows).toEqual([{ locationId: f.locations[3], batchNo: h.processNo, stockStatus: 1, onHand: 4 }])
    refused(await call('/v1/processingorder/finish', { id }), '当前状态“已完成”不能执行“加工完成”')
    refused(await call('/v1/processingorder/cancel', { id }), '当前状态“已完成”不能执行“取消加工”')
    const logs = (await ok('/v1/processingorder/logs', { docId: id })).list
    expect(logs.map((l: { title: string; remark: string }) => [l.title, l.remark])).toContainEqual(['加工完成', '已装箱'])
    expect((await ok('/v1/processingorder/approvals', { docId: id })).list.length).toBeGreaterThan(0)
    await clean()
  })

  it('a split consumes the kit of the chosen owner only and gives the components to that owner', async () => {
    const owners = (await api.db.query(`SELECT id FROM product_owner WHERE tenant_id = $1 ORDER BY id LIMIT 2`, [f.tenantId])).rows.map((r) => Number(r.id))
    await stock(0, 3, { ownerId: owners[1] })
    const short = await add({ processType: 2, qty: 2, ownerId: owners[0] })
    await ok('/v1/processingorder/submit', { id: short })
    refused(await decide(short, 'accept'), /库存不足，不能开始加工：TP\S+-1 需要 2，可用 0/)
    expect((await get(short)).status).toBe(10)
    await stock(0, 2, { ownerId: owners[0] })
    const id = await started({ processType: 2, qty: 2, ownerId: owners[0] })
    await ok('/v1/processingorder/finish', { id })
    const { processNo } = await get(id)
    const made = await api.db.query(
      `SELECT sku_id AS "skuId", owner_id AS "ownerId", on_hand::float AS "onHand" FROM stock_balance WHERE tenant_id = $1 AND batch_no = $2 ORDER BY sku_id`,
      [f.tenantId, processNo],
    )
    expect(made.rows).toEqual([
      { skuId: f.skus[1], ownerId: owners[0], onHand: 4 },
      { skuId: f.skus[2], ownerId: owners[0], onHand: 1 },
    ])
    await clean()
  })

  it('an accept is refused when the sources are short, naming the SKU and how much of it is frozen; nothing is held', async () => {
    await stock(1, 7, { stockStatus: STOCK_STATUS.frozen, loc: 2 })
    const before = await totals()
    const id = await add({ qty: 500 })
    await ok('/v1/processingorder/submit', { id })
    const r = await decide(id, 'accept')
    refused(r, /库存不足，不能开始加工：TP\S+-2 需要 1000，可用 \d+（另有冻结 7，解冻后才能使用）/)
    expect((await get(id)).status).toBe(10)
    expect((await totals())(1)).toEqual(before(1))
  })

  it('reject returns it for editing holding nothing, withdraw too; cancel releases what a started order held; close ends a draft', async () => {
    await stock(1, 10)
    await stock(2, 3)
    const id = await add({ qty: 1 })
    await ok('/v1/processingorder/submit', { id })
    expect(await decide(id, 'reject', '套数不对')).toMatchObject({ status: 1 })
    expect(await get(id)).toMatchObject({ status: 15 })
    const { version } = await get(id)
    await ok('/v1/processingorder/update', { id, version, qty: 2 })
    await ok('/v1/processingorder/submit', { id })
    expect(await ok('/v1/processingorder/withdraw', { id })).toMatchObject({ status: 0 })
    expect(await instanceOf(id)).toBeUndefined()
    const before = await totals()
    const run = await started({ qty: 1 })
    expect((await totals())(1)[1]).toBe(before(1)[1] + 2)
    refused(await call('/v1/processingorder/close', { id: run }), '当前状态“加工中”不能执行“关闭”')
    refused(await call('/v1/processingorder/delete', { id: run }), /只有新建或已驳回的加工单可以修改或删除/)
    expect(await ok('/v1/processingorder/cancel', { id: run, remark: '订单取消' })).toMatchObject({ status: 90 })
    expect(await totals().then((t) => t(1))).toEqual(before(1))
    refused(await call('/v1/processingorder/finish', { id: run }), '当前状态“已取消”不能执行“加工完成”')
    expect(await ok('/v1/processingorder/close', { id })).toMatchObject({ status: 91 })
    await clean()
  })

  it('needs the permission keys: a user without them is refused in Chinese and nothing changes', async () => {
    const id = await add({ qty: 1 })
    for (const [path, payload] of [
      ['/v1/processingorder/add', { processType: 1, compositeId: kit, qty: 1, storageId: f.storageId, locationId: f.locations[0] }],
      ['/v1/processingorder/submit', { id }],
      ['/v1/processingorder/close', { id }],
      ['/v1/processingorder/delete', { id }],
    ] as const) {
      const r = await call(path, payload, 'approver')
      expect(r.status, path).not.toBe(1)
      expect(r.message).toMatch(CHINESE)
    }
    expect((await get(id)).status).toBe(0)
    await ok('/v1/processingorder/delete', { id })
    expect((await api.db.query(`SELECT count(*)::int AS n FROM product_process_line WHERE process_id = $1`, [id])).rows[0].n).toBe(0)
  })
})

describe('data scope', () => {
  it('a user kept to another warehouse reads neither the order nor its lines', async () => {
    const id = await add({ qty: 1 })
    await api.db.transaction(async (tx) => {
      const gz = Number((await tx.query(`SELECT id FROM storage WHERE tenant_id = $1 AND code = 'GZ01'`, [f.tenantId])).rows[0].id)
      const admin = Number((await tx.query(`SELECT id FROM sys_role WHERE tenant_id = $1 AND is_admin`, [f.tenantId])).rows[0].id)
      const user = { tenantId: f.tenantId, account: 'process-kept', password: 'Kept2026x', userName: '仓外', realName: '仓外', userType: 3 as const }
      await createUser(tx, { ...user, roleIds: [admin], storageIds: [gz] }, false)
    })
    token.kept = await api.login('process-kept', 'Kept2026x')
    expect((await ok('/v1/processingorder/lines', { processId: id })).total).toBe(3)
    expect((await ok('/v1/processingorder/lines', { processId: id }, 'kept')).total).toBe(0)
    expect((await call('/v1/processingorder/get', { id }, 'kept')).status).toBe(0)
  })
})

describe('demo data', () => {
  it('仓云演示 has an order in each state and 审批员 one waiting on 加工单审批; 华东物流 a draft; verify-stock clean', async () => {
    const states = async (code: string) =>
      new Set(
        (await api.db.query(`SELECT p.status FROM product_process p JOIN tenant t ON t.id = p.tenant_id WHERE t.code = $1`, [code])).rows.map((r) => r.status),
      )
    expect(await states('DEMO')).toEqual(new Set([0, 10, 15, 20, 30, 90, 91]))
    expect(await states('HDWL')).toEqual(new Set([0]))
    const waiting = (await ok('/v1/processingorder/auditlist', { pageIndex: 1, pageSize: 50 }, 'approver')).list
    expect(waiting.filter((r: { docNo: string }) => /^JG/.test(r.docNo)).length).toBeGreaterThanOrEqual(1)
    expect(waiting.find((r: { docNo: string }) => /^JG/.test(r.docNo)).summary).toMatch(/^早餐牛奶组合装 · 加工套数 1 · .+ · 3 行$/)
    expect((await ok('/v1/processingorder/list', {}, 'demo2')).list.length).toBe(1)
    await clean()
  })
})
