// 检测方案 and 检测单 (detection): schemes with Chinese refusals naming the field; an order's results
// made from its scheme and judged against the limits; submit holds the inspected quantity;
// approval through the generic engine on 检测单审批's calls — accept moves the quantity 合格 ⇄ 不合格
// when the conclusion differs (once), reject and withdraw release the hold; void; wrong states,
// stale versions, permissions, the tenant boundary, data scope, verify-stock and the demo data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHINESE, startApi, type TestApi } from '../support/api.ts'
import { stockFixture, type StockFixture } from '../support/stock-fixture.ts'
import { receive, STOCK_STATUS, verifyStock } from '../../src/server/domain/stock/index.ts'
import { createUser } from '../../src/server/domain/users/create-user.ts'
import { postOrder } from '../../src/server/domain/detection/post.ts'
import { contextOf, sessionOf } from '../../src/server/seed/seed-context.ts'
import { inTenant } from '../../src/server/db/tenant-tx.ts'

let api: TestApi
let f: StockFixture
const token: Record<string, string> = {}
/** Demo 检测项目 by code: JC001 感官 (no limits), JC003 水分 (0 ~ 14.5 %), JC004 酸价 (0 ~ 3). */
const project: Record<string, number> = {}

beforeAll(async () => {
  api = await startApi()
  for (const a of ['keeper', 'approver', 'demo', 'demo2']) token[a] = await api.login(a)
  f = await stockFixture(api.db)
  for (const code of ['JC001', 'JC003', 'JC004', 'JC008'])
    project[code] = Number((await api.db.query(`SELECT id FROM inspect_project WHERE tenant_id = $1 AND code = $2`, [f.tenantId, code])).rows[0].id)
})
afterAll(() => api.close())

const call = (path: string, payload: object = {}, who = 'keeper') => api.call(path, payload, { token: token[who] }).then((r) => r.body)
const ok = async (path: string, payload: object = {}, who = 'keeper') => {
  const r = await call(path, payload, who)
  expect(r.status, `${path}: ${r.message}`).toBe(1)
  return r.data
}
const refused = (r: { status: number; message: string; data?: { errors?: { field: string }[] } }, text: RegExp | string, field?: string) => {
  expect(r.status).toBe(0)
  expect(r.message).toMatch(CHINESE)
  expect(r.message).toMatch(text)
  if (field) expect(r.data?.errors?.map((e) => e.field)).toContain(field)
}
let seq = 0
/** A fresh balance row of the fixture's warehouse holding qty (its own lot). */
const row = async (qty = 10, stockStatus: 1 | 4 = STOCK_STATUS.normal, loc = 0) =>
  (await f.run((tx) =>
    receive(
      tx,
      { docType: 'test', lineId: 830000 + ++seq },
      { storageId: f.storageId, locationId: f.locations[loc], skuId: f.skus[0], stockStatus, batchNo: `JC${seq}` },
      qty,
    ),
  ))!.balanceId!
const balance = async (id: number) =>
  (await api.db.query(`SELECT on_hand::float AS "onHand", allocated::float AS allocated, stock_status AS "stockStatus" FROM stock_balance WHERE id = $1`, [id]))
    .rows[0]
const sibling = async (id: number, stockStatus: number) =>
  (
    await api.db.query(
      `SELECT t.on_hand::float AS "onHand" FROM stock_balance b JOIN stock_balance t ON t.tenant_id = b.tenant_id AND t.location_id = b.location_id
          AND t.sku_id = b.sku_id AND t.batch_no = b.batch_no AND t.stock_status = $2 WHERE b.id = $1`,
      [id, stockStatus],
    )
  ).rows[0]?.onHand ?? 0
const clean = async () => expect((await verifyStock(api.db)).filter((c) => c.broken.length)).toEqual([])

let schemeSeq = 0
const addScheme = async (over: object = {}) =>
  (
    await ok('/InspectScheme/add', {
      name: `测试方案${++schemeSeq}`,
      samplingMethod: 2,
      sampleRate: 10,
      lines: [{ projectId: project.JC001 }, { projectId: project.JC003, lowerLimit: 0, upperLimit: 14 }],
      ...over,
    })
  ).id as number
let scheme = 0
const addOrder = async (balanceId: number, qty: number, over: object = {}) =>
  (await ok('/inspect/order/add', { detectType: 1, storageId: f.storageId, schemeId: scheme, balanceId, qty, ...over })).id as number
const get = (id: number) => ok('/inspect/order/get', { id })
/** Records the results: 感官 verdict and 水分 value, in the scheme's order. */
const record = async (id: number, sense: 1 | 0 | null, moisture: number | null) => {
  const o = await get(id)
  const lines = o.lines.map((l: { id: number; projectId: number }) => ({
    id: l.id,
    projectId: l.projectId,
    ...(l.projectId === project.JC001 ? { passed: sense } : { value: moisture }),
  }))
  return call('/inspect/order/update', { id, version: o.version, lines })
}
const instanceOf = async (id: number) =>
  (await api.db.query(`SELECT id, current_node AS "nodeIndex" FROM approval_instance WHERE workflow = 'detectionOrder' AND doc_id = $1 AND status = 0`, [id]))
    .rows[0]
/** The approver's way on 检测单审批 (the demo flow: one node, 审批员): the waiting row, then the decision. */
const decide = async (id: number, what: 'accept' | 'reject', opinion = '同意') => {
  const inst = await instanceOf(id)
  const page = await ok('/v1/approving/page', { docType: 'detection', pageIndex: 1, pageSize: 50 }, 'approver')
  expect(page.list.map((r: { id: number }) => r.id)).toContain(Number(inst.id))
  return call(`/v1/approving/${what}`, { id: Number(inst.id), nodeIndex: inst.nodeIndex, opinion }, 'approver')
}
/** An order of `qty` on a fresh row, its results recorded and submitted. */
const submitted = async (qty: number, sense: 1 | 0, moisture: number, stockStatus: 1 | 4 = STOCK_STATUS.normal) => {
  const b = await row(10, stockStatus)
  const id = await addOrder(b, qty)
  expect(await record(id, sense, moisture)).toMatchObject({ status: 1 })
  await ok('/inspect/order/submit', { id })
  return { id, b }
}

describe('detection schemes', () => {
  it('saves projects with their limits and refuses a scheme without projects, with a repeated or disabled one, or without its sampling figure', async () => {
    scheme = await addScheme()
    const s = await ok('/InspectScheme/get', { id: scheme })
    expect(s.schemeNo).toMatch(/^FA\d{4}$/)
    expect(s.lines.map((l: { projectId: number }) => l.projectId)).toEqual([project.JC001, project.JC003])
    const items = (await ok('/InspectScheme/items', { schemeId: scheme })).list
    expect(items.find((i: { projectId: number }) => i.projectId === project.JC003)).toMatchObject({ projectName: '水分', upperLimit: 14 })
    refused(await call('/InspectScheme/add', { name: '空方案', samplingMethod: 1, lines: [] }), /至少/, 'lines')
    refused(
      await call('/InspectScheme/add', { name: '重复', samplingMethod: 1, lines: [{ projectId: project.JC001 }, { projectId: project.JC001 }] }),
      /重复/,
      'lines.1.projectId',
    )
    refused(await call('/InspectScheme/add', { name: '无比例', samplingMethod: 2, lines: [{ projectId: project.JC001 }] }), /抽样比例/, 'sampleRate')
    // A project disabled since stays in the schemes that have it; only a new one must be enabled.
    const metals = await addScheme({ samplingMethod: 1, lines: [{ projectId: project.JC008 }] })
    await api.db.query(`UPDATE inspect_project SET status = 0 WHERE id = $1`, [project.JC008])
    const m = await ok('/InspectScheme/get', { id: metals })
    await ok('/InspectScheme/update', { id: metals, version: m.version, name: '重金属（改名）', lines: m.lines })
    refused(await call('/InspectScheme/add', { name: '禁用项目', samplingMethod: 1, lines: [{ projectId: project.JC008 }] }), /已禁用/, 'lines.0.projectId')
    await api.db.query(`UPDATE inspect_project SET status = 1 WHERE id = $1`, [project.JC008])
    refused(await call('/InspectScheme/add', { name: '越权', samplingMethod: 1, lines: [{ projectId: project.JC001 }] }, 'approver'), /权限/)
  })

  it('copies, disables (then no new order may use it) and deletes only a scheme no order names', async () => {
    const other = await addScheme({ samplingMethod: 3, sampleRate: null, sampleQty: 2 })
    await ok('/InspectScheme/disabled', { id: other, status: 0 })
    refused(await call('/inspect/order/add', { detectType: 1, storageId: f.storageId, schemeId: other, balanceId: await row(), qty: 1 }), /已停用/, 'schemeId')
    await ok('/InspectScheme/delete', { id: other })
    await addOrder(await row(), 1)
    refused(await call('/InspectScheme/delete', { id: scheme }), /已被检测单 JC\d+ 使用/)
  })
})

describe('saving a detection order', () => {
  it('numbers it, makes the scheme projects its results, copies the stock row and defaults the sample from the sampling', async () => {
    const b = await row(10)
    const id = await addOrder(b, 25 / 5)
    const o = await get(id)
    expect(o.detectionNo).toMatch(/^JC\d{8}\d{4}$/)
    expect(o).toMatchObject({ status: 0, result: null, stockStatus: 1, skuId: f.skus[0], locationId: f.locations[0], qty: 5, sampleQty: 1 })
    expect(o.lines.map((l: { projectId: number; passed: number | null }) => [l.projectId, l.passed])).toEqual([
      [project.JC001, null],
      [project.JC003, null],
    ])
    expect(o.lines[1]).toMatchObject({ lowerLimit: 0, upperLimit: 14 })
    expect((await ok('/inspect/order/results', { orderId: id })).list[1]).toMatchObject({ projectName: '水分' })
  })

  it('judges a value against the limits: out of them it is 不合格 and the conclusion 不合格; 合格 out of them is refused', async () => {
    const id = await addOrder(await row(), 2)
    expect(await record(id, 1, 13)).toMatchObject({ status: 1 })
    expect((await get(id)).result).toBe(1)
    expect(await record(id, 1, 15)).toMatchObject({ status: 1 })
    const o = await get(id)
    expect(o.result).toBe(2)
    expect(o.lines.find((l: { projectId: number }) => l.projectId === project.JC003).passed).toBe(0)
    const lines = o.lines.map((l: object) => ({ ...l, passed: 1 }))
    refused(await call('/inspect/order/update', { id, version: o.version, lines }), /超出限值.*不能判定为合格/, 'lines.1.passed')
    const foreign = { ...o.lines[0], id: undefined, projectId: project.JC004 }
    refused(await call('/inspect/order/update', { id, version: o.version, lines: [...o.lines, foreign] }), /不在所选检测方案中/, 'lines.2.projectId')
  })

  it('refuses more than the row has available, frozen stock, another warehouse, a sample above the quantity and a stale version', async () => {
    refused(await call('/inspect/order/add', { detectType: 1, storageId: f.storageId, schemeId: scheme, balanceId: await row(3), qty: 4 }), /可用 3/, 'qty')
    const frozen = await f.run((tx) =>
      receive(tx, { docType: 'test', lineId: 839000 }, { storageId: f.storageId, locationId: f.locations[1], skuId: f.skus[1], stockStatus: 3 }, 5),
    )
    refused(
      await call('/inspect/order/add', { detectType: 1, storageId: f.storageId, schemeId: scheme, balanceId: frozen.balanceId, qty: 1 }),
      /不能检测/,
      'balanceId',
    )
    const gz = Number((await api.db.query(`SELECT id FROM storage WHERE tenant_id = $1 AND code = 'GZ01'`, [f.tenantId])).rows[0].id)
    refused(await call('/inspect/order/add', { detectType: 1, storageId: gz, schemeId: scheme, balanceId: await row(), qty: 1 }), /不属于所选仓库/, 'balanceId')
    refused(
      await call('/inspect/order/add', { detectType: 1, storageId: f.storageId, schemeId: scheme, balanceId: await row(), qty: 1, sampleQty: 2 }),
      /抽样数量/,
    )
    const id = await addOrder(await row(), 1)
    const v = (await get(id)).version
    await ok('/inspect/order/update', { id, version: v, inspector: '张' })
    refused(await call('/inspect/order/update', { id, version: v, inspector: '李' }), /数据已被他人修改/)
  })
})

describe('submitting and approving', () => {
  it('refuses to submit while a project is open, then holds the quantity; the held stock is not available to anyone', async () => {
    const b = await row(10)
    const id = await addOrder(b, 6)
    expect(await record(id, 1, null)).toMatchObject({ status: 1 })
    refused(await call('/inspect/order/submit', { id }), /「水分」的检测结果/)
    expect(await record(id, 1, 12)).toMatchObject({ status: 1 })
    await ok('/inspect/order/submit', { id })
    expect((await get(id)).status).toBe(10)
    expect(await balance(b)).toMatchObject({ onHand: 10, allocated: 6 })
    refused(await call('/inspect/order/add', { detectType: 1, storageId: f.storageId, schemeId: scheme, balanceId: b, qty: 5 }), /可用 4/)
    refused(await call('/inspect/order/update', { id, version: (await get(id)).version, inspector: '改' }), /待审核.*只有新建或已驳回的检测单可以修改/)
    refused(await call('/inspect/order/submit', { id }), CHINESE)
    await clean()
  })

  it('accepts a 不合格 conclusion on 合格 stock: the quantity turns 不合格 at the same place, once; stock-total shows it', async () => {
    const { id, b } = await submitted(4, 0, 12)
    expect(await decide(id, 'accept')).toMatchObject({ status: 1 })
    const o = await get(id)
    expect(o).toMatchObject({ status: 20, result: 2 })
    expect(await balance(b)).toMatchObject({ onHand: 6, allocated: 0 })
    expect(await sibling(b, STOCK_STATUS.damaged)).toBe(4)
    expect(await balance(o.resultBalanceId)).toMatchObject({ onHand: 4, stockStatus: 4 })
    // A repeated accept (a retry) moves nothing more.
    await inTenant(api.db, { tenantId: f.tenantId }, async (tx) => {
      const ctx = contextOf(api.config, tx, await sessionOf(tx, 'keeper'))
      await postOrder(ctx, { ...o, id }, {})
    })
    expect(await sibling(b, STOCK_STATUS.damaged)).toBe(4)
    const total = (await ok('/v1/stock/total', { storageId: f.storageId, pageIndex: 1, pageSize: 50 }, 'keeper')).list
    expect(total.length).toBeGreaterThan(0)
    await clean()
  })

  it('accepts a 合格 re-inspection of 不合格 stock back to 合格, and a 合格 conclusion on 合格 stock moves nothing', async () => {
    const back = await submitted(3, 1, 10, STOCK_STATUS.damaged)
    expect(await decide(back.id, 'accept')).toMatchObject({ status: 1 })
    expect(await balance(back.b)).toMatchObject({ onHand: 7, allocated: 0 })
    expect(await sibling(back.b, STOCK_STATUS.normal)).toBe(3)
    const same = await submitted(3, 1, 10)
    expect(await decide(same.id, 'accept')).toMatchObject({ status: 1 })
    expect(await balance(same.b)).toMatchObject({ onHand: 10, allocated: 0 })
    expect((await api.db.query(`SELECT count(*)::int AS n FROM stock_posting WHERE doc_type = 'detectionOrder' AND doc_id = $1`, [same.id])).rows[0].n).toBe(0)
    await clean()
  })

  it('reject returns it for editing and releases the hold; withdraw too; void ends a draft; the keeper cannot decide', async () => {
    const r = await submitted(5, 0, 12)
    refused(await call('/v1/approving/accept', { id: Number((await instanceOf(r.id)).id), nodeIndex: 0 }, 'keeper'), CHINESE)
    expect(await decide(r.id, 'reject', '样品不足')).toMatchObject({ status: 1 })
    expect((await get(r.id)).status).toBe(15)
    expect(await balance(r.b)).toMatchObject({ onHand: 10, allocated: 0 })
    expect((await ok('/inspect/order/approvals', { docId: r.id })).list.map((s: { opinion: string }) => s.opinion)).toContain('样品不足')
    const w = await submitted(5, 1, 12)
    await ok('/inspect/order/withdraw', { id: w.id })
    expect((await get(w.id)).status).toBe(0)
    expect(await balance(w.b)).toMatchObject({ allocated: 0 })
    await ok('/inspect/order/void', { id: w.id })
    expect((await get(w.id)).status).toBe(90)
    refused(await call('/inspect/order/submit', { id: w.id }), CHINESE)
    expect((await ok('/inspect/order/logs', { docId: w.id })).list.length).toBeGreaterThanOrEqual(3)
    await clean()
  })

  it('refuses the calls to whoever lacks the function, and to another tenant', async () => {
    const id = await addOrder(await row(), 1)
    refused(await call('/inspect/order/add', { detectType: 1, storageId: f.storageId, schemeId: scheme, balanceId: await row(), qty: 1 }, 'approver'), /权限/)
    refused(await call('/inspect/order/submit', { id }, 'approver'), /权限/)
    refused(await call('/inspect/order/get', { id }, 'demo2'), /不存在/)
    expect((await ok('/inspect/order/list', { pageIndex: 1, pageSize: 200 }, 'demo2')).list.map((x: { id: number }) => x.id)).not.toContain(id)
    refused(await call('/inspect/order/submit', { id }, 'demo2'), /不存在/)
    expect((await ok('/inspect/order/results', { orderId: id }, 'demo2')).list).toEqual([])
  })
})

describe('data scope', () => {
  it('a user kept to another warehouse reads neither the order nor its results', async () => {
    const id = await addOrder(await row(), 1)
    await api.db.transaction(async (tx) => {
      const gz = Number((await tx.query(`SELECT id FROM storage WHERE tenant_id = $1 AND code = 'GZ01'`, [f.tenantId])).rows[0].id)
      const admin = Number((await tx.query(`SELECT id FROM sys_role WHERE tenant_id = $1 AND is_admin`, [f.tenantId])).rows[0].id)
      const user = { tenantId: f.tenantId, account: 'qc-kept', password: 'Kept2026x', userName: '仓外', realName: '仓外', userType: 3 as const }
      await createUser(tx, { ...user, roleIds: [admin], storageIds: [gz] }, false)
    })
    token.kept = await api.login('qc-kept', 'Kept2026x')
    expect((await ok('/inspect/order/results', { orderId: id })).total).toBe(2)
    expect((await ok('/inspect/order/results', { orderId: id }, 'kept')).total).toBe(0)
    expect((await call('/inspect/order/get', { id }, 'kept')).status).toBe(0)
  })
})

describe('demo data', () => {
  it('演示仓储 has an order in each state and 审批员 one waiting on 检测单审批; 华东物流 a draft; verify-stock clean', async () => {
    const states = async (code: string) =>
      new Set(
        (
          await api.db.query(`SELECT o.status FROM detection_order o JOIN tenant t ON t.id = o.tenant_id WHERE t.code = $1 AND o.detection_no LIKE 'JC%'`, [
            code,
          ])
        ).rows.map((r) => r.status),
      )
    expect([...(await states('DEMO'))].sort()).toEqual([0, 10, 15, 20, 90])
    expect(await states('HDWL')).toEqual(new Set([0]))
    const waiting = (await ok('/v1/approving/page', { docType: 'detection', pageIndex: 1, pageSize: 50 }, 'approver')).list
    const mine = waiting.filter((r: { docNo: string }) => /^JC/.test(r.docNo))
    expect(mine.length).toBeGreaterThanOrEqual(1)
    // 摘要: the goods, the quantity and the conclusion by its label.
    expect(mine[0].summary).toMatch(/ · 检测数量 [\d.]+ · 检测结论 (合格|不合格)$/)
    const failed = (
      await api.db.query(
        `SELECT count(*)::int AS n FROM detection_order o JOIN storage s ON s.id = o.storage_id WHERE s.code = 'GZ01' AND o.status = 20 AND o.result = 2`,
      )
    ).rows[0].n
    expect(failed).toBe(1)
    await clean()
  })
})
