// 制单出库 and AB门出库 (issue 7, O4): saving with Chinese validation, submit → the approval
// engine (stockOut / abStockOut) → acceptance makes an outOrder (制单出库 / AB门出库, 待分配, the
// same lines, sourceNo = voucher no.), reject → edit → resubmit, withdraw and void, approvers
// only, the approval detail and 凭证 (saved, read, refused to strangers and other tenants), the
// AB audit list, 备货单 → voucher draft (customer variant), the demo data and the tenant boundary.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyStock } from '../../src/server/domain/stock/index.ts'
import { syncModules } from '../../src/server/domain/menu/module-catalogue.ts'
import { CHINESE, startApi, type TestApi } from '../support/api.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'wms-o4-'))
process.env.WMS_DATA_DIR = dataDir
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

let api: TestApi
const token: Record<string, string> = {}
const ref: Record<string, number> = {}
let skus: number[] = []

beforeAll(async () => {
  api = await startApi()
  for (const a of ['demo', 'keeper', 'approver', 'demo2']) token[a] = await api.login(a)
  const one = async (sql: string, params: unknown[] = []) => Number((await api.db.query(sql, params)).rows[0].id)
  ref.tenant = await one(`SELECT id FROM tenant WHERE code = 'DEMO'`)
  ref.storage = await one(`SELECT id FROM storage WHERE tenant_id = $1 AND code = 'GZ01'`, [ref.tenant])
  ref.customer = await one(`SELECT id FROM customer WHERE tenant_id = $1 AND code = 'KH001'`, [ref.tenant])
  ref.foreignStorage = await one(
    `SELECT s.id FROM storage s JOIN tenant t ON t.id = s.tenant_id WHERE t.code <> 'DEMO' AND t.code <> 'PLATFORM' ORDER BY s.id LIMIT 1`,
  )
  skus = (await api.db.query<{ id: number }>(`SELECT id FROM sku WHERE tenant_id = $1 AND status = 1 ORDER BY id LIMIT 3`, [ref.tenant])).rows.map((r) =>
    Number(r.id),
  )
})
afterAll(async () => {
  await api.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const call = (path: string, payload: unknown, who = 'keeper') => api.call(path, payload, { token: token[who] }).then((r) => r.body)
const voucher = (over: Record<string, unknown> = {}) => ({
  voucherType: 1,
  storageId: ref.storage,
  deptName: '行政部',
  receiverName: '周文',
  remark: '领用',
  lines: [
    { skuId: skus[0], qty: 2.5 },
    { skuId: skus[1], qty: 4, batchNo: 'L1' },
  ],
  ...over,
})
const abVoucher = (over: Record<string, unknown> = {}) => ({
  voucherType: 3,
  storageId: ref.storage,
  deptName: '外协加工厂',
  gateReason: '送外协厂加工',
  bearerName: '陈明',
  vehicleNo: '粤A12345',
  expectedOutAt: new Date(Date.now() + 86_400_000).toISOString(),
  lines: [{ skuId: skus[2], qty: 6 }],
  ...over,
})
const add = async (path = '/v1/stockOut/voucher/add', body: Record<string, unknown> = voucher()) => {
  const r = await call(path, body)
  expect(r, r.message).toMatchObject({ status: 1 })
  return r.data.id as number
}
const head = async (table: string, id: number) =>
  (await api.db.query(`SELECT voucher_no, status, total_qty::float AS total, summary, order_id, order_no, version FROM ${table} WHERE id = $1`, [id])).rows[0]
const openApproval = async (workflow: string, id: number) =>
  (await api.db.query(`SELECT id, current_node FROM approval_instance WHERE workflow = $1 AND doc_id = $2 AND status = 0`, [workflow, id])).rows[0]
const submitted = async (base = '/v1/stockOut/voucher', body?: Record<string, unknown>) => {
  const id = await add(`${base}/add`, body ?? (base === '/v1/abstockout' ? abVoucher() : voucher()))
  expect(await call(`${base}/submit`, { id })).toMatchObject({ status: 1, data: { status: 10 } })
  return id
}

describe('制单出库: saving', () => {
  it('numbers the voucher ZC + day + 4, sums the lines and writes the approval summary', async () => {
    const id = await add()
    const h = await head('stock_out_voucher', id)
    expect(h.voucher_no).toMatch(/^ZC\d{8}\d{4}$/)
    expect(h).toMatchObject({ status: 0, total: 6.5 })
    expect(h.summary).toBe('领用出库 · ' + (await api.db.query(`SELECT name FROM storage WHERE id = $1`, [ref.storage])).rows[0].name + ' · 行政部 · 共 6.5')
    const got = (await call('/v1/stockOut/voucher/get', { id })).data
    expect(got.lines).toHaveLength(2)
    expect(got).toMatchObject({ canApprove: false, orderStatus: null })
  })

  it('refuses in Chinese: no receiver, no lines, a SKU twice, a disabled warehouse, bad quantities', async () => {
    expect(await call('/v1/stockOut/voucher/add', voucher({ deptName: null }))).toMatchObject({ status: 0, message: '请选择客户或填写领用部门' })
    expect(await call('/v1/stockOut/voucher/add', voucher({ lines: [] }))).toMatchObject({ status: 0, message: '请至少选择 1 项明细' })
    const twice = await call(
      '/v1/stockOut/voucher/add',
      voucher({
        lines: [
          { skuId: skus[0], qty: 1 },
          { skuId: skus[0], qty: 2 },
        ],
      }),
    )
    expect(twice).toMatchObject({ status: 0, message: '第 2 行的商品与前面的行重复，请合并数量' })
    const zero = await call('/v1/stockOut/voucher/add', voucher({ lines: [{ skuId: skus[0], qty: 0 }] }))
    expect(zero.status).toBe(0)
    expect(zero.message).toMatch(CHINESE)
    expect(await call('/v1/stockOut/voucher/add', voucher({ storageId: ref.foreignStorage }))).toMatchObject({ status: 0, message: '出库仓库不存在或已被删除' })
    // a customer instead of a department is enough
    await add('/v1/stockOut/voucher/add', voucher({ deptName: null, customerId: ref.customer }))
  })
})

describe('制单出库: approval → order', () => {
  it('is decided only by an approver of the node; acceptance makes the 制单出库 order at 待分配 with the same lines', async () => {
    const id = await submitted()
    const inst = await openApproval('stockOutVoucher', id)
    // The approver opens the voucher from 制单出库审批 (the record, not the module's list).
    expect((await call('/v1/stockOut/voucher/get', { id }, 'approver')).data).toMatchObject({
      status: 10,
      canApprove: true,
    })
    // the keeper who made it is no approver
    expect(await call('/v1/StockOut/approving/accept', { id: inst.id, nodeIndex: 0 })).toMatchObject({ status: 0, message: '您不是当前节点的审批人' })
    // an AB endpoint does not decide a 制单出库 approval
    expect(await call('/v1/abstockout/accept', { id: inst.id, nodeIndex: 0 }, 'approver')).toMatchObject({ status: 0, message: '审批不存在或已被删除' })
    expect((await call('/v1/StockOut/approving/page', { scope: 'todo', pageSize: 100 }, 'approver')).data.list.some((r: any) => r.id === inst.id)).toBe(true)
    expect(await call('/v1/StockOut/approving/accept', { id: inst.id, nodeIndex: 0, opinion: '同意' }, 'approver')).toMatchObject({
      status: 1,
      data: { status: 10 },
    })

    const h = await head('stock_out_voucher', id)
    expect(h.status).toBe(20)
    const order = (
      await api.db.query(`SELECT id, order_no, order_type, status, source_no, storage_id, total_qty::float AS total FROM out_order WHERE id = $1`, [h.order_id])
    ).rows[0]
    expect(order).toMatchObject({ order_no: h.order_no, order_type: 2, status: 10, source_no: h.voucher_no, storage_id: ref.storage, total: 6.5 })
    const lines = (await api.db.query(`SELECT sku_id, qty::float AS qty, batch_no FROM out_order_line WHERE order_id = $1 ORDER BY id`, [order.id])).rows
    const vLines = (await api.db.query(`SELECT sku_id, qty::float AS qty, batch_no FROM stock_out_voucher_line WHERE voucher_id = $1 ORDER BY id`, [id])).rows
    expect(lines).toEqual(vLines)
    const logs = (await api.db.query(`SELECT title FROM document_log WHERE doc_type = 'outOrder' AND doc_id = $1`, [order.id])).rows.map((r) => r.title)
    expect(logs).toContain('审核')
    const details = (await call('/v1/StockOut/approving/details', { id: inst.id }, 'approver')).data
    expect(details).toMatchObject({ voucher: { id, status: 20 }, order: { id: Number(order.id), status: 10 } })
    expect(details.lines).toHaveLength(2)
    expect((await call('/v1/stockOut/voucher/get', { id })).data).toMatchObject({ orderStatus: 10, orderNo: h.order_no })
    // accepted: no more edit, withdraw or void
    expect((await call('/v1/stockOut/voucher/update', { id, version: h.version, remark: 'x' })).message).toMatch(/只有草稿或已驳回的单据可以修改/)
    expect((await call('/v1/stockOut/voucher/void', { id })).status).toBe(0)
  })

  it('reject needs an opinion, makes it 已驳回, editable and resubmittable; withdraw and void', async () => {
    const id = await submitted()
    const inst = await openApproval('stockOutVoucher', id)
    expect(await call('/v1/StockOut/approving/reject', { id: inst.id, nodeIndex: 0 }, 'approver')).toMatchObject({ status: 0, message: '驳回时请填写审批意见' })
    expect((await call('/v1/StockOut/approving/reject', { id: inst.id, nodeIndex: 0, opinion: '数量有误' }, 'approver')).status).toBe(1)
    let h = await head('stock_out_voucher', id)
    expect(h).toMatchObject({ status: 15, order_id: null })
    expect((await call('/v1/stockOut/voucher/update', { id, version: h.version, lines: [{ skuId: skus[0], qty: 1 }] })).status).toBe(1)
    expect((await head('stock_out_voucher', id)).total).toBe(1)
    expect((await call('/v1/stockOut/voucher/submit', { id })).status).toBe(1)
    // pending: not editable; withdraw back to 草稿 closes the approval
    h = await head('stock_out_voucher', id)
    expect((await call('/v1/stockOut/voucher/update', { id, version: h.version, remark: 'x' })).status).toBe(0)
    expect((await call('/v1/stockOut/voucher/withdraw', { id })).status).toBe(1)
    expect(await openApproval('stockOutVoucher', id)).toBeUndefined()
    expect((await call('/v1/stockOut/voucher/void', { id })).data.status).toBe(90)
    const steps = (await call('/v1/stockOut/voucher/approvals', { docId: id, pageSize: 50 })).data.list
    expect(steps.find((s: any) => s.opinion === '数量有误')).toBeTruthy()
    expect(steps.length).toBeGreaterThanOrEqual(4)
  })
})

describe('审批凭证 (certificates)', () => {
  let path: string
  let id: number
  let inst: any
  beforeAll(async () => {
    path = (await call('/v1/upload/64', { file: PDF.toString('base64'), fileName: '领用单.pdf' })).path
    id = await submitted()
    inst = await openApproval('stockOutVoucher', id)
  })

  it('the maker saves files of the tenant; get answers them; the detail tab and approval detail show them', async () => {
    const r = await call('/v1/StockOut/approving/certificate/save', { id: inst.id, files: [{ path, fileName: '领用单.pdf', remark: '部门负责人签字' }] })
    expect(r, r.message).toMatchObject({ status: 1 })
    const got = (await call('/v1/StockOut/approving/certificate/get', { id: inst.id }, 'approver')).data
    expect(got.list).toEqual([expect.objectContaining({ path, fileName: '领用单.pdf', remark: '部门负责人签字', docId: id })])
    expect((await call('/v1/stockOut/voucher/certificates', { docId: id })).data.total).toBe(1)
    expect((await call('/v1/StockOut/approving/details', { id: inst.id }, 'approver')).data.certificates).toHaveLength(1)
    // the approver of the node may add one; a file of nowhere is refused: an address by the
    // check of every file field, a path of the tenant never uploaded by the voucher's own rule
    expect((await call('/v1/stockOut/voucher/certificate/add', { docId: id, path }, 'approver')).status).toBe(1)
    expect(await call('/v1/stockOut/voucher/certificate/add', { docId: id, path: 'http://evil.example/x.pdf' })).toMatchObject({
      status: 0,
      message: '文件无效，请重新上传文件',
    })
    expect(await call('/v1/stockOut/voucher/certificate/add', { docId: id, path: path.replace(/[0-9a-f]{32}/, 'a'.repeat(32)) })).toMatchObject({
      status: 0,
      message: '凭证文件无效，请重新上传',
    })
    expect((await call('/v1/stockOut/voucher/certificates', { docId: id })).data.total).toBe(2)
  })

  it('is refused to another tenant (reads as missing) and to a user who is neither maker nor approver', async () => {
    expect(await call('/v1/StockOut/approving/certificate/get', { id: inst.id }, 'demo2')).toMatchObject({ status: 0, message: '审批不存在或已被删除' })
    expect(await call('/v1/StockOut/approving/certificate/save', { id: inst.id, files: [] }, 'demo2')).toMatchObject({
      status: 0,
      message: '审批不存在或已被删除',
    })
    expect((await call('/v1/stockOut/voucher/certificates', { docId: id }, 'demo2')).data.total).toBe(0)
    const r = await call('/v1/StockOut/approving/certificate/save', { id: inst.id, files: [] }, 'demo')
    expect(r).toMatchObject({ status: 0, message: '只有制单人或当前节点的审批人可以修改制单出库单的审批凭证' })
    expect((await api.db.query(`SELECT count(*)::int AS n FROM stock_out_certificate WHERE doc_id = $1 AND doc_type = 'stockOut'`, [id])).rows[0].n).toBe(2)
  })

  it('closes with the voucher: after acceptance the files cannot change', async () => {
    expect((await call('/v1/StockOut/approving/accept', { id: inst.id, nodeIndex: 0 }, 'approver')).status).toBe(1)
    expect((await call('/v1/StockOut/approving/certificate/save', { id: inst.id, files: [] })).message).toMatch(/已审核，审批凭证不能再修改/)
    expect((await call('/v1/StockOut/approving/certificate/get', { id: inst.id })).data.list).toHaveLength(2)
  })
})

describe('AB门出库', () => {
  it('needs the gate facts; the expected exit time cannot be past', async () => {
    const missing = await call('/v1/abstockout/add', abVoucher({ gateReason: undefined }))
    expect(missing.status).toBe(0)
    expect(missing.message).toMatch(/出门事由/)
    expect(await call('/v1/abstockout/add', abVoucher({ expectedOutAt: '2020-01-01T08:00:00Z' }))).toMatchObject({
      status: 0,
      message: '预计出门时间不能早于现在',
    })
    expect((await call('/v1/abstockout/add', abVoucher({ vehicleNo: 'ABC' }))).message).toMatch(/车牌号/)
  })

  it('its own approval (abStockOut): the audit list, audit info, acceptance makes an AB门出库 order', async () => {
    const id = await submitted('/v1/abstockout')
    const h0 = await head('ab_stock_out', id)
    expect(h0.voucher_no).toMatch(/^AB\d{12}$/)
    const list = (await call('/v1/abstockout/auditlist', { scope: 'todo', pageSize: 100 }, 'approver')).data.list
    const row = list.find((r: any) => r.docId === id || Number(r.docId) === id)
    expect(row).toMatchObject({ docType: 'abStockOut', docNo: h0.voucher_no, canAct: true })
    // the 制单出库 list does not hold it
    expect((await call('/v1/StockOut/approving/page', { scope: 'all', pageSize: 200 }, 'approver')).data.list.some((r: any) => r.id === row.id)).toBe(false)
    const info = (await call('/v1/abstockout/auditinfo', { id: row.id }, 'approver')).data
    expect(info.voucher).toMatchObject({ id, gateReason: '送外协厂加工', bearerName: '陈明', vehicleNo: '粤A12345' })
    expect(info.nodes[0]).toMatchObject({ status: 'current' })
    expect((await call('/v1/abstockout/auditinfo', { workflow: 'abStockOut', docId: id }, 'approver')).data.instance.id).toBe(row.id)
    expect((await call('/v1/abstockout/accept', { id: row.id, nodeIndex: 0 }, 'approver')).status).toBe(1)
    const h = await head('ab_stock_out', id)
    const order = (
      await api.db.query(`SELECT order_type, status, source_no, receiver_name, total_qty::float AS total FROM out_order WHERE id = $1`, [h.order_id])
    ).rows[0]
    expect(order).toMatchObject({ order_type: 3, status: 10, source_no: h.voucher_no, receiver_name: '陈明', total: 6 })
    expect((await call('/v1/abstockout/auditlist', { scope: 'done', pageSize: 100 }, 'approver')).data.list.some((r: any) => r.id === row.id)).toBe(true)
  })

  it('AddTemp binds the type to a template; flowconfig reads it', async () => {
    const tpl = (await api.db.query(`SELECT id FROM approval_template WHERE tenant_id = $1 AND name = '一级审批'`, [ref.tenant])).rows[0].id
    expect((await call('/v1/abstockout/AddTemp', { templateId: Number(tpl) }, 'keeper')).status).toBe(0)
    expect((await call('/v1/abstockout/AddTemp', { templateId: Number(tpl) }, 'demo')).data).toMatchObject({ docType: 'abStockOut', templateId: Number(tpl) })
    expect((await call('/v1/StockOut/approving/flowconfig', {}, 'demo')).data).toMatchObject({ docType: 'stockOut' })
  })
})

describe('tenant boundary and demo data', () => {
  it("another tenant's vouchers are unreachable", async () => {
    const id = await add()
    expect((await call('/v1/stockOut/voucher/get', { id }, 'demo2')).status).toBe(0)
    expect((await call('/v1/stockOut/voucher/submit', { id }, 'demo2')).status).toBe(0)
    expect((await call('/v1/stockOut/voucher/lines', { voucherId: id }, 'demo2')).data.total).toBe(0)
    expect((await call('/v1/stockOut/voucher/list', { pageSize: 200 }, 'demo2')).data.list.some((r: any) => r.id === id)).toBe(false)
    expect((await call('/v1/abstockout/auditlist', { scope: 'all', pageSize: 200 }, 'demo2')).data.total).toBe(0)
  })

  it('the demo has vouchers of both kinds in every state, with orders for the accepted ones', async () => {
    for (const table of ['stock_out_voucher', 'ab_stock_out']) {
      const states = (
        await api.db.query(`SELECT DISTINCT status FROM ${table} WHERE tenant_id = $1 AND remark IS DISTINCT FROM '领用' ORDER BY status`, [ref.tenant])
      ).rows.map((r) => r.status)
      expect(states).toEqual(expect.arrayContaining([0, 10, 15, 20]))
      const orphan = (
        await api.db.query(
          `SELECT count(*)::int AS n FROM ${table} v LEFT JOIN out_order o ON o.id = v.order_id WHERE v.status = 20 AND (o.id IS NULL OR o.source_no <> v.voucher_no)`,
        )
      ).rows[0].n
      expect(orphan).toBe(0)
    }
  })

  it('stock stays consistent', async () => {
    expect((await verifyStock(api.db)).filter((c) => c.broken.length)).toEqual([])
  })
})

describe('备货单 (customer variant)', () => {
  let capi: TestApi
  const t: Record<string, string> = {}
  beforeAll(async () => {
    capi = await startApi({ variant: 'customer' })
    // The shared test database was prepared with the delivered variant: sync this one's screens.
    await syncModules(capi.db, capi.config)
    t.keeper = await capi.login('demo')
  })
  afterAll(() => capi.close())
  const c = (path: string, payload: unknown) => capi.call(path, payload, { token: t.keeper }).then((r) => r.body)

  it('shows available stock and shortfall; 生成出库单 makes a 制单出库 draft and freezes the list', async () => {
    const storage = Number(
      (await capi.db.query(`SELECT s.id FROM storage s JOIN tenant t ON t.id = s.tenant_id WHERE t.code = 'DEMO' AND s.code = 'GZ01'`)).rows[0].id,
    )
    const sku = Number(
      (
        await capi.db.query(
          `SELECT b.sku_id AS id FROM stock_balance b WHERE b.storage_id = $1 AND b.stock_status = 1 AND b.on_hand > b.allocated ORDER BY b.sku_id LIMIT 1`,
          [storage],
        )
      ).rows[0].id,
    )
    const r = await c('/v1/stockOut/preparation/add', { storageId: storage, remark: '测试备货', lines: [{ skuId: sku, qty: 999999 }] })
    expect(r, r.message).toMatchObject({ status: 1 })
    const line = (await c('/v1/stockOut/preparation/lines', { preparationId: r.data.id })).data.list[0]
    expect(line.available).toBeGreaterThan(0)
    expect(line.shortfall).toBeCloseTo(999999 - line.available, 4)
    expect((await c('/v1/stockOut/preparation/list', { prepNo: r.data.prepNo })).data.list[0]).toMatchObject({ shortLines: 1, status: 0 })
    const made = await c('/v1/stockOut/preparation/toVoucher', { id: r.data.id })
    expect(made, made.message).toMatchObject({ status: 1 })
    expect(made.data.voucherNo).toMatch(/^ZC/)
    const v = (await c('/v1/stockOut/voucher/get', { id: made.data.voucherId })).data
    expect(v).toMatchObject({ status: 0, voucherType: 1, storageId: storage, deptName: `备货（${r.data.prepNo}）` })
    expect(v.lines).toEqual([expect.objectContaining({ skuId: sku, qty: 999999 })])
    expect((await c('/v1/stockOut/preparation/toVoucher', { id: r.data.id })).message).toMatch(/已生成出库单/)
    expect((await c('/v1/stockOut/preparation/delete', { id: r.data.id })).message).toMatch(/已生成出库单/)
  })

  it('the prison variant offers no 备货单 writes', async () => {
    expect((await call('/v1/stockOut/preparation/add', { storageId: ref.storage, lines: [{ skuId: skus[0], qty: 1 }] })).status).toBe(0)
  })
})
