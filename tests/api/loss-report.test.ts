// 报损 (loss report): saving with Chinese refusals naming the field, the hold at submit (stock
// held cannot be taken by anyone else), approval through the generic engine on the 报损审批
// screen's calls (accept writes the stock off once, reject returns the report for editing and
// releases the hold), withdraw and void, wrong states, stale versions, permissions, the tenant
// boundary, damaged and frozen stock, no approval needed, the detail tabs and the demo data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inTenant } from '../../src/server/db/tenant-tx.ts'
import { receive, STOCK_STATUS, verifyStock } from '../../src/server/domain/stock/index.ts'
import { writeOffReport } from '../../src/server/domain/loss/post.ts'
import { contextOf, sessionOf } from '../../src/server/seed/seed-context.ts'
import { CHINESE, startApi, type TestApi } from '../support/api.ts'

let api: TestApi
const token: Record<string, string> = {}
const ref: Record<string, number> = {}
let lot = 0

beforeAll(async () => {
  api = await startApi()
  for (const a of ['demo', 'keeper', 'approver', 'finance', 'demo2']) token[a] = await api.login(a)
  const one = async (sql: string, params: unknown[] = []) => Number((await api.db.query(sql, params)).rows[0].id)
  ref.tenant = await one(`SELECT id FROM tenant WHERE code = 'DEMO'`)
  ref.storage = await one(`SELECT id FROM storage WHERE tenant_id = $1 AND code = 'GZ01'`, [ref.tenant])
  ref.location = await one(`SELECT id FROM location WHERE storage_id = $1 AND code = 'B-02-01-01'`, [ref.storage])
  ref.otherStorageLocation = await one(`SELECT l.id FROM location l JOIN storage s ON s.id = l.storage_id WHERE s.code = 'FS02' ORDER BY l.id LIMIT 1`)
  ref.foreignLocation = await one(`SELECT l.id FROM location l JOIN storage s ON s.id = l.storage_id WHERE s.code = 'SH01' ORDER BY l.id LIMIT 1`)
  ref.sku = await one(`SELECT id FROM sku WHERE tenant_id = $1 AND status = 1 ORDER BY id LIMIT 1`, [ref.tenant])
  ref.sku2 = await one(`SELECT id FROM sku WHERE tenant_id = $1 AND status = 1 ORDER BY id OFFSET 1 LIMIT 1`, [ref.tenant])
  await api.db.query(`UPDATE sku SET purchase_price = 12.5 WHERE id = $1`, [ref.sku])
  await api.db.query(`UPDATE sku SET purchase_price = NULL WHERE id = $1`, [ref.sku2])
})
afterAll(() => api.close())

const call = (path: string, payload: unknown, who = 'keeper') => api.call(path, payload, { token: token[who] }).then((r) => r.body)

/** Fresh stock of its own lot at the test location, so a report's lines meet exactly what they hold. */
async function stock(qty: number, status: number = STOCK_STATUS.normal, sku = ref.sku): Promise<string> {
  const batchNo = `LR${++lot}`
  await inTenant(api.db, { tenantId: ref.tenant }, (tx) =>
    receive(
      tx,
      { docType: 'opening', docNo: 'TEST', lineId: 900000 + lot },
      { storageId: ref.storage, locationId: ref.location, skuId: sku, batchNo, stockStatus: status as 1 },
      qty,
    ),
  )
  return batchNo
}
const line = (batchNo: string, qty: number, over: Record<string, unknown> = {}) => ({
  skuId: ref.sku,
  locationId: ref.location,
  batchNo,
  stockStatus: STOCK_STATUS.normal,
  qty,
  ...over,
})
const report = (lines: unknown[], over: Record<string, unknown> = {}) => ({ lossType: 1, storageId: ref.storage, reason: '搬运破损', lines, ...over })
const add = async (lines: unknown[], over: Record<string, unknown> = {}) => {
  const r = await call('/v1/loss/add', report(lines, over))
  expect(r, r.message).toMatchObject({ status: 1 })
  return r.data.id as number
}
const head = async (id: number) =>
  (await api.db.query(`SELECT loss_no, status, total_qty::float AS qty, total_amount::float AS amount, version FROM loss_report WHERE id = $1`, [id])).rows[0]
const balance = async (batchNo: string, status: number = STOCK_STATUS.normal) =>
  (
    await api.db.query(`SELECT on_hand::float AS "onHand", allocated::float AS allocated FROM stock_balance WHERE batch_no = $1 AND stock_status = $2`, [
      batchNo,
      status,
    ])
  ).rows[0]
const instanceOf = async (id: number) =>
  (await api.db.query(`SELECT id, current_node AS "nodeIndex" FROM approval_instance WHERE workflow = 'lossReport' AND doc_id = $1 AND status = 0`, [id]))
    .rows[0]
const submit = async (id: number, who = 'keeper') => call('/v1/loss/submit', { id }, who)
/** The approvers' way on 报损审批 (the demo flow: 审批员, then 财务): the waiting row, then 驳回 at the
 *  first node, or 通过 at every node. */
const decide = async (id: number, what: 'accept' | 'reject', opinion?: string) => {
  for (const who of what === 'reject' ? ['approver'] : ['approver', 'finance']) {
    const inst = await instanceOf(id)
    const page = await call('/v1/Loss/approve/list', { pageIndex: 1, pageSize: 50 }, who)
    expect(page.data.list.map((r: any) => r.id)).toContain(Number(inst.id))
    const r = await call(`/v1/approving/${what}`, { id: Number(inst.id), nodeIndex: inst.nodeIndex, ...(opinion ? { opinion } : {}) }, who)
    if (r.status !== 1) return r
  }
  return { status: 1, message: '' }
}
const refused = (r: { status: number; message: string }, text: RegExp) => {
  expect(r.status).toBe(0)
  expect(r.message).toMatch(CHINESE)
  expect(r.message).toMatch(text)
}

describe('saving a report', () => {
  it('numbers it BS+day+4, prices the lines at the SKU cost and sums quantity and amount', async () => {
    const a = await stock(10)
    const b = await stock(10, STOCK_STATUS.normal, ref.sku2)
    const id = await add([line(a, 3), line(b, 2, { skuId: ref.sku2, reason: '受潮' })])
    expect(await head(id)).toMatchObject({ loss_no: expect.stringMatching(/^BS\d{12}$/), status: 0, qty: 5, amount: 37.5 })
    const got = (await call('/v1/loss/detail', { id })).data
    expect(got).toMatchObject({ storageName: '广州白云一号仓', lossType: 1, status: 0 })
    expect(
      got.lines.map((l: any) => [Number(l.qty), l.costPrice === null ? null : Number(l.costPrice), l.costAmount === null ? null : Number(l.costAmount)]),
    ).toEqual([
      [3, 12.5, 37.5],
      [2, null, null],
    ])
    const tab = (await call('/v1/loss/lines', { reportId: id })).data
    expect(tab.list[0]).toMatchObject({ locationCode: 'B-02-01-01', batchNo: a, stockStatus: 1, skuCode: expect.any(String), productName: expect.any(String) })
  })

  it('refuses in Chinese naming the field: no lines, no reason, quantity, a location of another warehouse or tenant, more than the place holds, frozen quality', async () => {
    const a = await stock(4)
    const { lines: _l, ...noLines } = report([])
    refused(await call('/v1/loss/add', noLines), /请至少添加一行报损明细/)
    refused(await call('/v1/loss/add', report([line(a, 1)], { reason: '' })), /请填写报损原因（表头或第 1 行）/)
    refused(await call('/v1/loss/add', report([line(a, 0)])), /报损数量/)
    refused(await call('/v1/loss/add', report([line(a, 1, { locationId: ref.otherStorageLocation })])), /第 1 行的库位 .+ 不属于所选仓库/)
    refused(await call('/v1/loss/add', report([line(a, 1, { locationId: ref.foreignLocation })])), /第 1 行的库位不存在/)
    refused(await call('/v1/loss/add', report([line(a, 5)])), new RegExp(`第 1 行：库位 B-02-01-01 批次 ${a} 合格的 .+ 可报损 4，报损 5`))
    // Two lines at one place count together.
    refused(await call('/v1/loss/add', report([line(a, 3), line(a, 2)])), /可报损 4，报损 5/)
    // 不合格 of a lot that is all 合格: nothing to write off.
    refused(await call('/v1/loss/add', report([line(a, 1, { stockStatus: STOCK_STATUS.damaged })])), /不合格的 .+ 可报损 0/)
    refused(await call('/v1/loss/add', report([line(a, 1, { stockStatus: STOCK_STATUS.frozen })])), /库存质量/)
    expect((await api.db.query(`SELECT 1 FROM loss_report_line WHERE batch_no = $1`, [a])).rows).toEqual([])
  })

  it('is refused to whoever lacks the function key, and another tenant sees nothing of it', async () => {
    const a = await stock(3)
    const r = await call('/v1/loss/add', report([line(a, 1)]), 'approver')
    refused(r, /权限/)
    const id = await add([line(a, 1)])
    refused(await call('/v1/loss/detail', { id }, 'demo2'), /不存在/)
    expect((await call('/v1/loss/list', { pageIndex: 1, pageSize: 200 }, 'demo2')).data.list.map((x: any) => x.id)).not.toContain(id)
    refused(await call('/v1/loss/submit', { id }, 'demo2'), /不存在/)
    expect((await call('/v1/loss/lines', { reportId: id }, 'demo2')).data.list).toEqual([])
  })
})

describe('submit, approval and stock', () => {
  it('submit holds the quantity: nobody else can report or allocate it while the report waits', async () => {
    const a = await stock(6)
    const id = await add([line(a, 4)])
    expect(await submit(id)).toMatchObject({ status: 1, data: { status: 10 } })
    expect(await balance(a)).toEqual({ onHand: 6, allocated: 4 })
    refused(await call('/v1/loss/add', report([line(a, 3)])), /可报损 2，报损 3/)
    expect((await verifyStock(api.db)).filter((c) => c.broken.length)).toEqual([])
  })

  it('accept on 报损审批 writes the held stock off once: ledger issue rows equal the lines, verify-stock clean', async () => {
    const a = await stock(6)
    const d = await stock(3, STOCK_STATUS.damaged)
    const id = await add([line(a, 4), line(d, 3, { stockStatus: STOCK_STATUS.damaged })])
    await submit(id)
    expect(await decide(id, 'accept', '同意')).toMatchObject({ status: 1 })
    expect(await head(id)).toMatchObject({ status: 20 })
    expect(await balance(a)).toEqual({ onHand: 2, allocated: 0 })
    expect(await balance(d, STOCK_STATUS.damaged)).toEqual({ onHand: 0, allocated: 0 })
    const ledger = (
      await api.db.query(`SELECT operation, qty::float AS qty FROM stock_ledger WHERE doc_type = 'lossReport' AND doc_id = $1 ORDER BY line_id`, [id])
    ).rows
    expect(ledger).toEqual([
      { operation: 'issue', qty: -4 },
      { operation: 'issue', qty: -3 },
    ])
    // The effect run again (a retried accept) posts nothing more.
    await inTenant(api.db, { tenantId: ref.tenant }, async (tx) => {
      const ctx = contextOf(api.config, tx, await sessionOf(tx, 'approver'))
      await writeOffReport(ctx, { id, lossNo: 'x', storageId: ref.storage, ownerId: null }, {})
    })
    expect(await balance(a)).toEqual({ onHand: 2, allocated: 0 })
    const logs = (await call('/v1/loss/logs', { docId: id })).data.list.map((l: any) => l.title)
    expect(logs).toEqual(expect.arrayContaining(['提交审核', '审核通过']))
    expect((await call('/v1/loss/approvals', { docId: id })).data.list.map((s: any) => s.opinion).filter(Boolean)).toEqual(['同意', '同意'])
    expect((await verifyStock(api.db)).filter((c) => c.broken.length)).toEqual([])
  })

  it('reject returns it to 已驳回 with the hold released; edited and resubmitted it holds again', async () => {
    const a = await stock(5)
    const id = await add([line(a, 5)])
    await submit(id)
    refused(await decide(id, 'reject'), /意见|原因/)
    expect(await decide(id, 'reject', '数量不对')).toMatchObject({ status: 1 })
    expect(await head(id)).toMatchObject({ status: 15 })
    expect(await balance(a)).toEqual({ onHand: 5, allocated: 0 })
    const v = (await head(id)).version
    expect(await call('/v1/loss/update', { ...report([line(a, 2)]), id, version: v })).toMatchObject({ status: 1 })
    expect(await submit(id)).toMatchObject({ status: 1, data: { status: 10 } })
    expect(await balance(a)).toEqual({ onHand: 5, allocated: 2 })
  })

  it('withdraw releases the hold and returns it to 新建; void ends a draft', async () => {
    const a = await stock(3)
    const id = await add([line(a, 3)])
    await submit(id)
    expect(await call('/v1/loss/withdraw', { id })).toMatchObject({ status: 1, data: { status: 0 } })
    expect(await instanceOf(id)).toBeUndefined()
    expect(await balance(a)).toEqual({ onHand: 3, allocated: 0 })
    expect(await call('/v1/loss/void', { id })).toMatchObject({ status: 1, data: { status: 90 } })
    expect((await verifyStock(api.db)).filter((c) => c.broken.length)).toEqual([])
  })

  it('refuses the submit naming the line when the place no longer holds the quantity', async () => {
    const a = await stock(4)
    const first = await add([line(a, 3)])
    const second = await add([line(a, 3)])
    await submit(first)
    refused(await submit(second), new RegExp(`第 1 行：库位 B-02-01-01 批次 ${a} 合格的 .+ 可报损 1，报损 3`))
    expect(await head(second)).toMatchObject({ status: 0 })
    expect(await balance(a)).toEqual({ onHand: 4, allocated: 3 })
  })

  it('does not write off frozen stock', async () => {
    const f = await stock(5, STOCK_STATUS.frozen)
    refused(await call('/v1/loss/add', report([line(f, 1)])), /合格的 .+ 可报损 0/)
    expect(await balance(f, STOCK_STATUS.frozen)).toEqual({ onHand: 5, allocated: 0 })
  })

  it('refuses wrong states and stale versions, naming the state', async () => {
    const a = await stock(4)
    const id = await add([line(a, 1)])
    const v = (await head(id)).version
    expect(await call('/v1/loss/update', { id, version: v, reason: '改原因' })).toMatchObject({ status: 1 })
    refused(await call('/v1/loss/update', { id, version: v, reason: '又改' }), /数据已被他人修改/)
    refused(await call('/v1/loss/submit', { id, version: v }), /数据已被他人修改/)
    await submit(id)
    refused(await call('/v1/loss/update', { id, version: (await head(id)).version, reason: 'x' }), /当前状态“待审核”，只有新建或已驳回的报损单可以修改/)
    refused(await call('/v1/loss/void', { id }), /当前状态“待审核”不能执行“作废”/)
    refused(await submit(id), /当前状态“待审核”不能执行“提交审核”/)
    await decide(id, 'accept')
    refused(await call('/v1/loss/withdraw', { id }), /当前状态“已报损”不能执行“撤回”/)
  })

  it('with 报损需审批 off, submitting writes the stock off at once', async () => {
    const a = await stock(2)
    const id = await add([line(a, 2)])
    await api.db.query(`UPDATE tenant_strategy SET approval_loss = false WHERE tenant_id = $1`, [ref.tenant])
    try {
      expect(await submit(id)).toMatchObject({ status: 1 })
    } finally {
      await api.db.query(`UPDATE tenant_strategy SET approval_loss = true WHERE tenant_id = $1`, [ref.tenant])
    }
    expect(await head(id)).toMatchObject({ status: 20 })
    expect(await balance(a)).toEqual({ onHand: 0, allocated: 0 })
  })
})

describe('demo data', () => {
  it('has a report in each state, 审批员 has one waiting on 报损审批, 华东物流 a draft of its own', async () => {
    const states = (await call('/v1/loss/list', { pageIndex: 1, pageSize: 200 }, 'demo')).data.list.map((r: any) => r.status)
    expect(new Set(states)).toEqual(new Set([0, 10, 15, 20, 90]))
    const waiting = (await call('/v1/Loss/approve/list', { pageIndex: 1, pageSize: 50, scope: 'todo' }, 'approver')).data
    expect(waiting.total).toBeGreaterThanOrEqual(1)
    expect(waiting.list[0]).toMatchObject({ docNo: expect.stringMatching(/^BS/) })
    expect((await call('/v1/loss/list', { pageIndex: 1, pageSize: 20 }, 'demo2')).data.total).toBe(1)
  })
})
