// Purchase orders (采购单): lines chosen from the supplier's materials, money computed by the
// server in SQL, validation in Chinese, changes only while 草稿/已驳回, the workflow with and
// without an approval flow, closing and ending, settlement, receipts from inbound
// (recordPurchaseReceipt) moving 20 → 30 → 40, and the tenant boundary.
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inTenant } from '../../src/server/db/tenant-tx.ts'
import { recordPurchaseReceipt } from '../../src/server/domain/purchase/receipts.ts'
import { startApi, type TestApi } from '../support/api.ts'

let api: TestApi
const token: Record<string, string> = {}
const ref: Record<string, number> = {}
let materials: { skuId: number; price: number; taxRate: number }[] = []
beforeAll(async () => {
  api = await startApi()
  for (const a of ['demo', 'keeper', 'approver', 'finance', 'demo2']) token[a] = await api.login(a)
  const one = async (sql: string, params: unknown[] = []) => Number((await api.db.query(sql, params)).rows[0].id)
  const demoTenant = `(SELECT id FROM tenant WHERE code = 'DEMO')`
  ref.tenant = await one(`SELECT id FROM tenant WHERE code = 'DEMO'`)
  ref.demo = await one(`SELECT id FROM sys_user WHERE account = 'demo'`)
  ref.finance = await one(`SELECT id FROM sys_user WHERE account = 'finance'`)
  ref.provider = await one(`SELECT id FROM provider WHERE tenant_id = ${demoTenant} AND code = 'GYS001'`)
  ref.otherProvider = await one(`SELECT id FROM provider WHERE tenant_id = ${demoTenant} AND code = 'GYS002'`)
  ref.disabledProvider = await one(`SELECT id FROM provider WHERE tenant_id = ${demoTenant} AND code = 'GYS007'`)
  ref.storage = await one(`SELECT id FROM storage WHERE tenant_id = ${demoTenant} AND code = 'GZ01'`)
  ref.foreignSku = await one(`SELECT m.sku_id AS id FROM provider_material m WHERE m.provider_id = $1 ORDER BY m.sku_id LIMIT 1`, [ref.otherProvider])
  const m = await call('/v1/purchase/materials', { providerId: ref.provider })
  expect(m.status).toBe(1)
  materials = m.data.map((r: any) => ({ skuId: r.value, price: Number(r.price), taxRate: Number(r.taxRate) }))
})
afterAll(() => api.close())

const call = (path: string, payload: unknown, who = 'demo') => api.call(path, payload, { token: token[who] }).then((r) => r.body)
const head = async (id: number) =>
  (
    await api.db.query(
      `SELECT status, settle_status, settled_amount, total_qty, total_amount, total_tax, received_qty, purchase_no, version FROM purchase WHERE id = $1`,
      [id],
    )
  ).rows[0]
const linesOf = async (id: number) =>
  (await api.db.query(`SELECT id, sku_id, qty, price, tax_rate, amount, tax_amount, received_qty FROM purchase_line WHERE purchase_id = $1 ORDER BY id`, [id]))
    .rows
const openApproval = async (id: number) =>
  (await api.db.query(`SELECT id, current_node FROM approval_instance WHERE workflow = 'purchase' AND doc_id = $1 AND status = 0`, [id])).rows[0]
const order = (over: Record<string, unknown> = {}) => ({
  providerId: ref.provider,
  storageId: ref.storage,
  expectedDate: '2026-12-01',
  lines: [
    { skuId: materials[0].skuId, qty: 3, price: 10.01, taxRate: 13 },
    { skuId: materials[1].skuId, qty: 2.5, price: 99.99, taxRate: 9 },
  ],
  ...over,
})
const add = async (over: Record<string, unknown> = {}) => {
  const r = await call('/v1/purchase/add', order(over))
  expect(r).toMatchObject({ status: 1 })
  return r.data.id as number
}
const receive = (lineId: number, qty: number, allowOver = false) =>
  inTenant(api.db, { tenantId: ref.tenant, userId: ref.demo }, (tx) => recordPurchaseReceipt(tx, lineId, qty, { allowOver, remark: 'RK-TEST' }))
/** Approval off for purchases: submitting accepts at once. */
const withoutApproval = async <T>(fn: () => Promise<T>): Promise<T> => {
  await api.db.query(`UPDATE tenant_strategy SET approval_purchase = false WHERE tenant_id = $1`, [ref.tenant])
  try {
    return await fn()
  } finally {
    await api.db.query(`UPDATE tenant_strategy SET approval_purchase = true WHERE tenant_id = $1`, [ref.tenant])
  }
}
const approved = () =>
  withoutApproval(async () => {
    const id = await add()
    expect(await call('/v1/purchase/submitreview', { id })).toMatchObject({ status: 1, data: { status: 20 } })
    return id
  })

describe('saving an order', () => {
  it('offers the supplier’s SKUs with their supply price and the product’s tax rate', async () => {
    const r = await call('/v1/purchase/materials', { providerId: ref.provider })
    expect(r.data.length).toBeGreaterThan(1)
    expect(r.data[0]).toMatchObject({
      value: expect.any(Number),
      label: expect.stringContaining('P10'),
      price: expect.any(Number),
      taxRate: expect.any(Number),
    })
    const known = (await api.db.query(`SELECT price FROM provider_material WHERE provider_id = $1 AND sku_id = $2`, [ref.provider, r.data[0].value])).rows[0]
    expect(Number(known.price)).toBe(Number(r.data[0].price))
  })

  it('numbers the order CG+day+4 and computes amounts, tax and totals itself', async () => {
    const r = await call('/v1/purchase/add', {
      ...order({ totalAmount: 1, totalQty: 1, status: 40, settledAmount: 5 }),
      lines: [
        { skuId: materials[0].skuId, qty: 3, price: 10.01, taxRate: 13, amount: 999, taxAmount: 999, receivedQty: 3 },
        { skuId: materials[1].skuId, qty: 2.5, price: 99.99 },
      ],
    })
    expect(r.status).toBe(1)
    const h = await head(r.data.id)
    expect(h.purchase_no).toMatch(/^CG\d{8}\d{4}$/)
    const [a, b] = await linesOf(r.data.id)
    // 3 × 10.01 = 30.03 含税; tax 30.03 × 13 / 113 = 3.4547… → 3.45
    expect(a).toMatchObject({ amount: 30.03, tax_amount: 3.45, received_qty: 0 })
    // 2.5 × 99.99 = 249.975 → 249.98; no rate sent: the product's
    const rate = materials[1].taxRate
    expect(Number(b.tax_rate)).toBe(rate)
    expect(b.amount).toBe(249.98)
    expect(b.tax_amount).toBe(Math.round((249.98 * rate * 100) / (100 + rate)) / 100)
    expect(h).toMatchObject({ status: 0, settle_status: 0, settled_amount: 0, total_qty: 5.5, total_amount: 280.01, received_qty: 0 })
    expect(Number(h.total_tax)).toBeCloseTo(3.45 + Number(b.tax_amount), 2)
    const got = (await call('/v1/purchase/get', { id: r.data.id })).data
    expect(got).toMatchObject({
      purchaserId: ref.demo,
      purchaserName: '陈经理',
      providerName: '广州金粮油脂有限公司',
      lines: [{ skuCode: expect.any(String), productName: expect.any(String), remainingQty: 3 }, {}],
    })
  })

  it('refuses bad orders with Chinese messages', async () => {
    const bad = async (over: Record<string, unknown>) => (await call('/v1/purchase/add', order(over))) as { status: number; message: string }
    expect((await bad({ lines: [] })).status).toBe(0)
    expect((await bad({ lines: [] })).message).toMatch(/明细/)
    const zero = await bad({ lines: [{ skuId: materials[0].skuId, qty: 0, price: 1 }] })
    expect(zero).toMatchObject({ status: 0, message: expect.stringContaining('采购数量') })
    const negative = await bad({ lines: [{ skuId: materials[0].skuId, qty: 1, price: -1 }] })
    expect(negative).toMatchObject({ status: 0, message: expect.stringContaining('含税单价') })
    expect(
      await bad({
        lines: [
          { skuId: materials[0].skuId, qty: 1, price: 1 },
          { skuId: materials[0].skuId, qty: 2, price: 1 },
        ],
      }),
    ).toMatchObject({ status: 0, message: '第 2 行：同一商品规格只能出现一次' })
    expect(await bad({ lines: [{ skuId: ref.foreignSku, qty: 1, price: 1 }] })).toMatchObject({
      status: 0,
      message: '第 1 行：该商品规格不是供应商“广州金粮油脂有限公司”的供货商品',
    })
    expect(await bad({ providerId: ref.disabledProvider })).toMatchObject({ status: 0, message: expect.stringContaining('已停用') })
    expect((await bad({ storageId: undefined })).status).toBe(0)
  })

  it('edits a draft (totals follow the new lines) and deletes only drafts', async () => {
    const id = await add()
    const h = await head(id)
    const lines = await linesOf(id)
    const r = await call('/v1/purchase/edit', {
      id,
      version: h.version,
      providerId: ref.provider,
      storageId: ref.storage,
      lines: [{ id: lines[0].id, skuId: materials[0].skuId, qty: 10, price: 2, taxRate: 13 }],
    })
    expect(r.status).toBe(1)
    expect(await head(id)).toMatchObject({ total_qty: 10, total_amount: 20, total_tax: 2.3 })
    // The form sends back what it read (lines with their SKU facts, totals, names): accepted.
    const read = (await call('/v1/purchase/get', { id })).data
    expect(await call('/v1/purchase/edit', { ...read, remark: '改备注' })).toMatchObject({ status: 1 })
    expect(await head(id)).toMatchObject({ total_qty: 10, total_amount: 20 })
    expect(await call('/v1/purchase/delete', { id })).toMatchObject({ status: 1 })
    expect(await head(id)).toBeUndefined()
    expect(await linesOf(id)).toEqual([])
  })
})

describe('the workflow', () => {
  it('with the purchase flow: submit waits for the approver (not the keeper who ordered), no edits then; withdraw; reject; resubmit; accept', async () => {
    const id = await add()
    expect(await call('/v1/purchase/submitreview', { id })).toMatchObject({ status: 1, data: { status: 10 } })
    expect(await openApproval(id)).toMatchObject({ current_node: 0 })
    const h = await head(id)
    expect(await call('/v1/purchase/edit', { id, version: h.version, ...order() })).toMatchObject({
      status: 0,
      message: `采购单 ${h.purchase_no} 当前状态“待审核”，只有草稿或已驳回的采购单可以修改`,
    })
    expect(await call('/v1/purchase/delete', { id })).toMatchObject({ status: 0 })
    expect(await call('/v1/purchase/withdraw', { id })).toMatchObject({ status: 1, data: { status: 0 } })
    expect(await openApproval(id)).toBeUndefined()
    await call('/v1/purchase/submitreview', { id })
    const i1 = await openApproval(id)
    expect(await call('/v1/approving/reject', { id: i1.id, nodeIndex: 0, opinion: '价格偏高' }, 'keeper')).toMatchObject({ status: 0 })
    expect(await call('/v1/approving/reject', { id: i1.id, nodeIndex: 0, opinion: '价格偏高' }, 'approver')).toMatchObject({ status: 1 })
    expect((await head(id)).status).toBe(15)
    // 已驳回 may be changed and submitted again
    const h2 = await head(id)
    expect((await call('/v1/purchase/edit', { id, version: h2.version, ...order({ remark: '已重新议价' }) })).status).toBe(1)
    await call('/v1/purchase/submitreview', { id })
    const i2 = await openApproval(id)
    expect(await call('/v1/approving/accept', { id: i2.id, nodeIndex: 0, opinion: '同意' }, 'approver')).toMatchObject({ status: 1, data: { status: 10 } })
    expect((await head(id)).status).toBe(20)
    const log = (await api.db.query(`SELECT action, from_state, to_state FROM document_log WHERE doc_type = 'purchase' AND doc_id = $1 ORDER BY id`, [id])).rows
    expect(log.map((l) => l.action)).toEqual(['submitreview', 'withdraw', 'submitreview', 'reject', 'submitreview', 'accept'])
  })

  it('without an approval flow, submitting accepts at once (待入库)', async () => {
    const id = await approved()
    expect(await openApproval(id)).toBeUndefined()
  })

  it('closes only 待入库/部分入库 and ends only 部分入库', async () => {
    const id = await approved()
    expect(await call('/v1/purchase/end', { id })).toMatchObject({ status: 0, message: '当前状态“待入库”不能执行“终止入库”' })
    expect(await call('/v1/purchase/close', { id, remark: '需求取消' })).toMatchObject({ status: 1, data: { status: 90 } })
    expect(await call('/v1/purchase/close', { id })).toMatchObject({ status: 0, message: '当前状态“已关闭”不能执行“关闭”' })
    const draft = await add()
    expect(await call('/v1/purchase/close', { id: draft })).toMatchObject({ status: 0 })
  })
})

describe('receipts from inbound (recordPurchaseReceipt)', () => {
  it('moves 20 → 30 → 40, refuses over-receipt unless allowed, logs the state changes', async () => {
    const id = await approved()
    const [a, b] = await linesOf(id)
    await receive(a.id, 1)
    expect(await head(id)).toMatchObject({ status: 30, received_qty: 1 })
    await expect(receive(a.id, 5)).rejects.toThrow(/超收：采购 3，已入库 1，本次 5/)
    expect((await linesOf(id))[0].received_qty).toBe(1)
    await receive(a.id, 2)
    expect((await head(id)).status).toBe(30)
    await receive(b.id, 2.5)
    expect(await head(id)).toMatchObject({ status: 40, received_qty: 5.5 })
    await expect(receive(b.id, 1)).rejects.toThrow(/当前状态“已入库”，不能入库/)
    const log = (
      await api.db.query(
        `SELECT action, title, from_state, to_state, operator_name, remark FROM document_log WHERE doc_type = 'purchase' AND doc_id = $1 AND action = 'receipt' ORDER BY id`,
        [id],
      )
    ).rows
    expect(log).toEqual([
      { action: 'receipt', title: '部分入库', from_state: 20, to_state: 30, operator_name: '陈经理', remark: 'RK-TEST' },
      { action: 'receipt', title: '全部入库', from_state: 30, to_state: 40, operator_name: '陈经理', remark: 'RK-TEST' },
    ])
  })

  it('accepts over-receipt with allowOver, takes receipts back, refuses drafts', async () => {
    const id = await approved()
    const [a, b] = await linesOf(id)
    await receive(a.id, 4, true)
    await receive(b.id, 2.5)
    expect(await head(id)).toMatchObject({ status: 40, received_qty: 6.5 })
    const draft = await add()
    await expect(receive((await linesOf(draft))[0].id, 1)).rejects.toThrow(/当前状态“草稿”，不能入库/)
    const other = await approved()
    const [c] = await linesOf(other)
    await receive(c.id, 2)
    await receive(c.id, -2)
    expect(await head(other)).toMatchObject({ status: 20, received_qty: 0 })
    await expect(receive(c.id, -1)).rejects.toThrow(/不能冲减/)
  })

  it('ends a partly received order (已终止) and shows received quantities in the detail', async () => {
    const id = await approved()
    const [a] = await linesOf(id)
    await receive(a.id, 2)
    expect(await call('/v1/purchase/end', { id, remark: '供应商断货' })).toMatchObject({ status: 1, data: { status: 80 } })
    const d = (await call('/v1/purchase/detail', { id })).data
    expect(d).toMatchObject({
      status: 80,
      receipts: [],
      lines: [
        { qty: 3, receivedQty: 2, remainingQty: 1 },
        { receivedQty: 0, remainingQty: 2.5 },
      ],
    })
    expect(d.logs.map((l: any) => l.transition)).toEqual(['submitreview', 'accept', 'receipt', 'end'])
    const lines = (await call('/v1/purchase/lines', { purchaseId: id })).data
    expect(lines).toMatchObject({ total: 2, list: [{ receivedQty: 2 }, {}] })
    const logs = (await call('/v1/purchase/logs', { docId: id })).data
    expect(logs.list[0]).toMatchObject({ title: '终止入库', fromState: '部分入库', toState: '已终止', remark: '供应商断货' })
    const printed = (await call('/v1/purchase/print', { ids: [id] })).data
    expect(printed[0]).toMatchObject({ id, providerName: '广州金粮油脂有限公司', storageName: expect.any(String), totalAmount: 280.01, lines: [{}, {}] })
  })
})

describe('settlement', () => {
  it('settles approved orders in parts, never above the unsettled amount, and logs it', async () => {
    const draft = await add()
    expect(await call('/v1/purchase/settlement', { id: draft, amount: 10 })).toMatchObject({
      status: 0,
      message: expect.stringContaining('当前状态“草稿”，不能结算'),
    })
    const id = await approved()
    expect((await call('/v1/purchase/settlement', { id, amount: 0 })).status).toBe(0)
    expect(await call('/v1/purchase/settlement', { id, amount: 280.02 })).toMatchObject({ status: 0, message: '本次结算金额超过未结算金额 280.01 元' })
    expect(await call('/v1/purchase/settleinfo', { id })).toMatchObject({ status: 1, data: { totalAmount: 280.01, settledAmount: 0, unsettledAmount: 280.01 } })
    expect(await call('/v1/purchase/settlement', { id, amount: 100, remark: '预付款' })).toMatchObject({
      status: 1,
      data: { settledAmount: 100, settleStatus: 1 },
    })
    expect(await call('/v1/purchase/settlement', { id, amount: 180.01 })).toMatchObject({ status: 1, data: { settledAmount: 280.01, settleStatus: 2 } })
    expect(await call('/v1/purchase/settlement', { id, amount: 1 })).toMatchObject({ status: 0, message: expect.stringContaining('已结算完毕') })
    const log = (
      await api.db.query(`SELECT title, remark FROM document_log WHERE doc_type = 'purchase' AND doc_id = $1 AND action = 'settle' ORDER BY id`, [id])
    ).rows
    expect(log).toEqual([
      { title: '结算', remark: '结算 100.00 元：预付款' },
      { title: '结算', remark: '结算 180.01 元' },
    ])
  })

  it('urges the finance users with a message', async () => {
    const id = await approved()
    const r = await call('/v1/purchase/urgesettlement', { id })
    expect(r).toMatchObject({ status: 1, data: { notified: 1 } })
    const msgs = (await call('/v1/message/NewMessage', {}, 'finance')).data
    expect(msgs.list[0]).toMatchObject({ title: `催结算：采购单 ${(await head(id)).purchase_no}`, messageType: 4 })
    expect(await call('/v1/purchase/urgesettlement', { id: await add() })).toMatchObject({ status: 0 })
  })
})

describe('the list', () => {
  it('filters by supplier, state and settlement and exports with Chinese labels', async () => {
    const id = await approved()
    const no = (await head(id)).purchase_no
    const list = (await call('/v1/purchase/list', { purchaseNo: no, providerId: ref.provider, status: 20, settleStatus: 0 })).data
    expect(list).toMatchObject({ total: 1, list: [{ id, providerName: '广州金粮油脂有限公司', storageName: '广州白云一号仓', status: 20 }] })
    const r = await api.call('/v1/purchase/export', { purchaseNo: no }, { token: token.demo })
    expect(r.contentType).toContain('spreadsheetml')
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(r.bytes!)
    const ws = wb.worksheets[0]
    const header = (ws.getRow(1).values as unknown[]).slice(1)
    const row = Object.fromEntries(header.map((h, i) => [h, ws.getRow(2).getCell(i + 1).value]))
    expect(row).toMatchObject({ 采购单号: no, 单据状态: '待入库', 结算状态: '未结算' })
  })
})

describe('the tenant boundary and permissions', () => {
  it('another tenant neither sees nor touches the order', async () => {
    const id = await approved()
    expect(await call('/v1/purchase/get', { id }, 'demo2')).toMatchObject({ status: 0, message: '采购单不存在或已被删除' })
    expect(await call('/v1/purchase/detail', { id }, 'demo2')).toMatchObject({ status: 0 })
    expect(await call('/v1/purchase/settlement', { id, amount: 1 }, 'demo2')).toMatchObject({ status: 0 })
    expect(await call('/v1/purchase/close', { id }, 'demo2')).toMatchObject({ status: 0 })
    const list = (await call('/v1/purchase/list', { pageSize: 200 }, 'demo2')).data
    expect(list.list.some((r: any) => r.id === id)).toBe(false)
    expect((await head(id)).status).toBe(20)
  })

  it('the approver (no purchasing functions) cannot add or settle', async () => {
    expect((await call('/v1/purchase/add', order(), 'approver')).status).toBe(0)
    expect((await call('/v1/purchase/settlement', { id: 1, amount: 1 }, 'approver')).status).toBe(0)
  })

  it('the demo data hold orders in every state', async () => {
    const r = (await api.db.query(`SELECT DISTINCT p.status FROM purchase p JOIN tenant t ON t.id = p.tenant_id WHERE t.code = 'DEMO' ORDER BY 1`)).rows.map(
      (x) => x.status,
    )
    expect(r).toEqual(expect.arrayContaining([0, 10, 15, 20, 30, 40, 80, 90]))
    const settled = (await api.db.query(`SELECT DISTINCT settle_status FROM purchase ORDER BY 1`)).rows.map((x) => x.settle_status)
    expect(settled).toEqual([0, 1, 2])
  })
})
