// 报表中心's stock reports on a small fixed ledger, against figures worked out by hand: 进销存
// (opening + in − out = closing, equal to stock-total for a period ending today), 出入库明细
// (its sums equal 进销存's in and out), 库龄 (first in, first out buckets), 近效期 (days left,
// the default days), the 合计 row, the export, and the data scope of a user kept to a warehouse.
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'
import { stockFixture, type StockFixture } from '../support/stock-fixture.ts'
import { adjust, move, receive, STOCK_STATUS } from '../../src/server/domain/stock/index.ts'
import { businessToday } from '../../src/server/domain/report/period.ts'
import { TZ as REPORT_TZ } from '../../src/server/util/format.ts'

let api: TestApi
let demo: string
let f: StockFixture
let A: number
let B: number
let today: string
const day = (offset: number) => {
  const d = new Date(today + 'T00:00:00Z')
  d.setUTCDate(d.getUTCDate() + offset)
  return d.toISOString().slice(0, 10)
}

// The ledger, lines by day (the test's own document type, dated afterwards to local noon):
//   today−200: A +100 at loc0; B +40 at loc0 (lot B1, expiring today+10)
//   today−45:  A +50 at loc1; A 10 moved loc0 → loc2; A −20 at loc0; B +5 at loc1 (lot B2, expired today−3)
//   today−10:  A −30 at loc1
// On hand now: A 100 (70 + 10 + 20), B 45.
beforeAll(async () => {
  api = await startApi()
  demo = await api.login('demo')
  f = await stockFixture(api.db)
  ;[A, B] = f.skus
  today = businessToday(api.clock.now())
  const key = (sku: number, loc: number, extra = {}) => ({
    storageId: f.storageId,
    locationId: f.locations[loc],
    skuId: sku,
    stockStatus: STOCK_STATUS.normal,
    ...extra,
  })
  const ref = (lineId: number) => ({ docType: 'reportTest', docNo: `RT-${lineId}`, lineId })
  const b1 = { batchNo: 'B1', expiryDate: day(10) }
  const b2 = { batchNo: 'B2', expiryDate: day(-3) }
  await f.run(async (tx) => {
    await receive(tx, ref(1), key(A, 0), 100)
    await receive(tx, ref(2), key(B, 0, b1), 40)
  })
  await f.run(async (tx) => {
    await receive(tx, ref(3), key(A, 1), 50)
    await move(tx, ref(4), key(A, 0), { locationId: f.locations[2] }, 10)
    await adjust(tx, ref(5), key(A, 0), -20)
    await receive(tx, ref(6), key(B, 1, b2), 5)
  })
  await f.run((tx) => adjust(tx, ref(7), key(A, 1), -30))
  const dated = async (lines: number[], offset: number) =>
    api.db.query(
      `UPDATE stock_ledger SET created_at = ($1::date + time '12:00') AT TIME ZONE $2 WHERE doc_type = 'reportTest' AND line_id = ANY($3::bigint[])`,
      [day(offset), REPORT_TZ, lines],
    )
  await dated([1, 2], -200)
  await dated([3, 4, 5, 6], -45)
  await dated([7], -10)
})
afterAll(() => api.close())

const call = (path: string, payload: object = {}, token = demo) => api.call(path, payload, { token })
const data = async (path: string, payload: object, token = demo) => {
  const r = await call(path, payload, token)
  expect(r.body.status, r.body.message).toBe(1)
  return r.body.data
}
const bySku = (list: any[]) => Object.fromEntries(list.map((r) => [r.skuCode, r]))
const figures = (r: any, keys: string[]) => Object.fromEntries(keys.map((k) => [k, r[k]]))
const ERP = ['opening', 'inQty', 'outQty', 'closing']
const REPORTS = [
  '/v1/report/goodsErp',
  '/v1/report/inOutDetail',
  '/v1/report/storageAge',
  '/v1/report/adventSku',
  '/v1/report/purchaseSettlement',
  '/v1/report/supplierProcurement',
  '/v1/report/customerOrder',
]

describe('进销存 goods-erp', () => {
  it('gives opening, in, out and closing per SKU for a period, moves not counted', async () => {
    const d = await data('/v1/report/goodsErp', { storageId: f.storageId, startDate: day(-60), endDate: day(-20) })
    const rows = bySku(d.list)
    expect(figures(rows[f.skuCodes.get(A)!], ERP)).toEqual({ opening: 100, inQty: 50, outQty: 20, closing: 130 })
    expect(figures(rows[f.skuCodes.get(B)!], ERP)).toEqual({ opening: 40, inQty: 5, outQty: 0, closing: 45 })
    expect(d.total).toBe(2)
    // What a drill-down to 出入库明细 carries: the SKU, its warehouse and the period.
    expect(rows[f.skuCodes.get(A)!]).toMatchObject({ skuId: A, storageId: f.storageId, startDate: day(-60), endDate: day(-20) })
    expect(d.totals).toEqual({ opening: 140, inQty: 55, outQty: 20, closing: 175 })
    for (const r of d.list) expect(r.opening + r.inQty - r.outQty).toBe(r.closing)
  })

  it('ends at stock-total on hand for a period ending today', async () => {
    const d = await data('/v1/report/goodsErp', { storageId: f.storageId, startDate: day(-60), endDate: today })
    expect(figures(bySku(d.list)[f.skuCodes.get(A)!], ERP)).toEqual({ opening: 100, inQty: 50, outQty: 50, closing: 100 })
    const total = await data('/v1/stock/total', { storageId: f.storageId })
    expect(Object.fromEntries(d.list.map((r: any) => [r.skuCode, r.closing]))).toEqual(Object.fromEntries(total.list.map((r: any) => [r.skuCode, r.onHand])))
  })

  it('refuses a period that ends before it starts', async () => {
    const r = await call('/v1/report/goodsErp', { storageId: f.storageId, startDate: day(-1), endDate: day(-2) })
    expect(r.body).toMatchObject({ status: 0, message: '结束日期不能早于开始日期' })
  })

  it('exports every row and the 合计 row with the same figures', async () => {
    const r = await call('/v1/report/goodsErp/export', { storageId: f.storageId, startDate: day(-60), endDate: day(-20), columns: ['skuCode', ...ERP] })
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(r.bytes!)
    const ws = wb.worksheets[0]
    expect(ws.getRow(1).values).toEqual([undefined, '规格编码', '期初数量', '入库数量', '出库数量', '期末数量'])
    expect(ws.getRow(ws.rowCount).values).toEqual([undefined, '合计', 140, 55, 20, 175])
    expect(ws.rowCount).toBe(4)
  })
})

describe('出入库明细 out-in-stock-detail', () => {
  it('lists the receipts, issues and adjustments of the period with their documents, summing to 进销存 in and out', async () => {
    const d = await data('/v1/report/inOutDetail', { storageId: f.storageId, startDate: day(-60), endDate: today, pageSize: 50 })
    expect(d.list.map((r: any) => [r.docNo, r.inQty, r.outQty])).toEqual([
      ['RT-7', 0, 30],
      ['RT-6', 5, 0],
      ['RT-5', 0, 20],
      ['RT-3', 50, 0],
    ])
    expect(d.totals).toEqual({ inQty: 55, outQty: 50 })
    const a = await data('/v1/report/inOutDetail', { storageId: f.storageId, skuId: A, startDate: day(-60), endDate: today })
    const erp = bySku((await data('/v1/report/goodsErp', { storageId: f.storageId, startDate: day(-60), endDate: today })).list)[f.skuCodes.get(A)!]
    expect(a.totals).toEqual({ inQty: erp.inQty, outQty: erp.outQty })
    const out = await data('/v1/report/inOutDetail', { storageId: f.storageId, startDate: day(-60), endDate: today, direction: 2 })
    expect(out.totals).toEqual({ inQty: 0, outQty: 50 })
  })
})

describe('库龄 goods-storage-age', () => {
  it('splits the stock on hand by age of its receipts, newest first', async () => {
    const d = await data('/v1/report/storageAge', { storageId: f.storageId })
    const rows = bySku(d.list)
    const AGE = ['onHand', 'age0', 'age1', 'age2', 'age3', 'age4', 'maxAge']
    expect(figures(rows[f.skuCodes.get(A)!], AGE)).toEqual({ onHand: 100, age0: 0, age1: 50, age2: 0, age3: 0, age4: 50, maxAge: 200 })
    expect(figures(rows[f.skuCodes.get(B)!], AGE)).toEqual({ onHand: 45, age0: 0, age1: 5, age2: 0, age3: 0, age4: 40, maxAge: 200 })
    expect(d.totals).toEqual({ onHand: 145, age0: 0, age1: 55, age2: 0, age3: 0, age4: 90 })
  })
})

describe('近效期 goods-on-schedule', () => {
  it('lists lots expiring within the default 30 days or expired, with the days left', async () => {
    const d = await data('/v1/report/adventSku', { storageId: f.storageId })
    expect(d.list.map((r: any) => [r.batchNo, r.daysLeft, r.onHand])).toEqual([
      ['B2', -3, 5],
      ['B1', 10, 40],
    ])
    expect(d.totals).toEqual({ onHand: 45 })
    const soon = await data('/v1/report/adventSku', { storageId: f.storageId, days: 5 })
    expect(soon.list.map((r: any) => r.batchNo)).toEqual(['B2'])
  })

  it('takes the days from 业务配置 when the filter gives none', async () => {
    const s = await data('/strategy/getTenantStrategy', {})
    expect(s.adventDays).toBe(30)
    expect((await call('/strategy/save', { ...(s.id ? { id: s.id, version: s.version } : {}), adventDays: 7 })).body.status).toBe(1)
    const d = await data('/v1/report/adventSku', { storageId: f.storageId })
    expect(d.list.map((r: any) => r.batchNo)).toEqual(['B2'])
  })
})

describe('purchase and order reports', () => {
  // Documents of the fixture's warehouse dated today−100, so no demo document falls in the period:
  //   purchases: X 已入库 1000 settled 1000 (qty 10, arrived 10); X 部分入库 500 settled 200 (5, 2);
  //              Y 待入库 300 (3, 0); Y 待审核 999 (not yet ordered: left out)
  //   orders:    C1 已出库 qty 10 shipped 10, 100; C1 已取消 4, 40; no customer 待分配 2, 20
  let X: number
  let Y: number
  let C1: number
  const period = () => ({ storageId: f.storageId, startDate: day(-101), endDate: day(-99) })
  beforeAll(async () => {
    const ids = async (table: string) =>
      (await api.db.query(`SELECT id FROM ${table} WHERE tenant_id = $1 ORDER BY id LIMIT 2`, [f.tenantId])).rows.map((r) => r.id)
    ;[X, Y] = await ids('provider')
    ;[C1] = await ids('customer')
    const at = `(($1::date + time '12:00') AT TIME ZONE '${REPORT_TZ}')`
    const purchase = (no: string, provider: number, status: number, settle: number, amount: number, settled: number, qty: number, received: number) =>
      api.db.query(
        `INSERT INTO purchase (tenant_id, purchase_no, provider_id, storage_id, status, settle_status, total_amount, settled_amount, total_qty, received_qty, created_at)
         VALUES ($2, $3, $4, $5, $6, $7, $8, $9, $10, $11, ${at})`,
        [day(-100), f.tenantId, no, provider, f.storageId, status, settle, amount, settled, qty, received],
      )
    await purchase('RPT-P1', X, 40, 2, 1000, 1000, 10, 10)
    await purchase('RPT-P2', X, 30, 1, 500, 200, 5, 2)
    await purchase('RPT-P3', Y, 20, 0, 300, 0, 3, 0)
    await purchase('RPT-P4', Y, 10, 0, 999, 0, 9, 0)
    const order = (no: string, customer: number | null, status: number, qty: number, shipped: number, amount: number) =>
      api.db.query(
        `INSERT INTO out_order (tenant_id, order_no, customer_id, storage_id, status, total_qty, shipped_qty, total_amount, created_at)
         VALUES ($2, $3, $4, $5, $6, $7, $8, $9, ${at})`,
        [day(-100), f.tenantId, no, customer, f.storageId, status, qty, shipped, amount],
      )
    await order('RPT-O1', C1, 70, 10, 10, 100)
    await order('RPT-O2', C1, 90, 4, 0, 40)
    await order('RPT-O3', null, 10, 2, 0, 20)
  })

  it('采购结算: the accepted orders with settled and unsettled amounts', async () => {
    const d = await data('/v1/report/purchaseSettlement', period())
    expect(d.list.map((r: any) => [r.purchaseNo, r.totalAmount, r.settledAmount, r.unsettledAmount]).sort()).toEqual([
      ['RPT-P1', 1000, 1000, 0],
      ['RPT-P2', 500, 200, 300],
      ['RPT-P3', 300, 0, 300],
    ])
    expect(d.totals).toEqual({ totalAmount: 1800, settledAmount: 1200, unsettledAmount: 600 })
    expect((await data('/v1/report/purchaseSettlement', { ...period(), settleStatus: 0 })).totals.unsettledAmount).toBe(300)
  })

  it('供应商供货: per supplier, and its figures add up to 采购结算', async () => {
    const d = await data('/v1/report/supplierProcurement', period())
    const rows = Object.fromEntries(d.list.map((r: any) => [r.id, figures(r, ['orderCount', 'totalQty', 'receivedQty', 'totalAmount', 'settledAmount'])]))
    expect(rows).toEqual({
      [X]: { orderCount: 2, totalQty: 15, receivedQty: 12, totalAmount: 1500, settledAmount: 1200 },
      [Y]: { orderCount: 1, totalQty: 3, receivedQty: 0, totalAmount: 300, settledAmount: 0 },
    })
    expect(d.totals).toEqual({ orderCount: 3, totalQty: 18, receivedQty: 12, totalAmount: 1800, settledAmount: 1200 })
    expect((await data('/v1/report/purchaseSettlement', { ...period(), providerId: X })).totals.totalAmount).toBe(1500)
  })

  it('客户订单: per customer, cancelled orders counted apart', async () => {
    const d = await data('/v1/report/customerOrder', period())
    const ORDER = ['customerName', 'orderCount', 'totalQty', 'shippedQty', 'totalAmount', 'cancelledCount']
    expect(d.list.map((r: any) => figures(r, ORDER))).toEqual([
      expect.objectContaining({ orderCount: 1, totalQty: 10, shippedQty: 10, totalAmount: 100, cancelledCount: 1 }),
      { customerName: '（无客户）', orderCount: 1, totalQty: 2, shippedQty: 0, totalAmount: 20, cancelledCount: 0 },
    ])
    expect(d.totals).toEqual({ orderCount: 2, totalQty: 12, shippedQty: 10, totalAmount: 120, cancelledCount: 1 })
  })
})

describe('permissions and data scope', () => {
  it('keeps a user kept to another warehouse away from this warehouse ledger rows', async () => {
    const adminRole = (await api.db.query(`SELECT r.id FROM sys_role r JOIN tenant t ON t.id = r.tenant_id WHERE t.code = 'DEMO' AND r.is_admin`)).rows[0].id
    const other = (await api.db.query(`SELECT id FROM storage WHERE tenant_id = $1 AND id <> $2 ORDER BY id LIMIT 1`, [f.tenantId, f.storageId])).rows[0].id
    const added = await call('/user/add', {
      account: 'scoped',
      userName: 'scoped',
      realName: '仓库专员',
      userType: 3,
      roleIds: [adminRole],
      storageIds: [other],
      password: 'Start2026',
    })
    expect(added.body.status, added.body.message).toBe(1)
    const first = (await api.call('/login', { account: 'scoped', password: 'Start2026' })).body.data.token
    await api.call('/user/upgrade/password', { oldPwd: 'Start2026', newPwd: 'Start2027' }, { token: first })
    const t = (await api.call('/login', { account: 'scoped', password: 'Start2027' })).body.data.token
    for (const path of REPORTS) {
      const theirs = await data(path, { storageId: f.storageId, startDate: day(-300), endDate: today }, t)
      expect(theirs.total, path).toBe(0)
    }
  })

  it('refuses a user holding no report screen, serves 财务 every report, and another tenant sees none of these rows', async () => {
    const keeper = await api.login('keeper')
    expect((await call('/v1/report/goodsErp', { storageId: f.storageId }, keeper)).body).toMatchObject({
      status: 0,
      message: expect.stringContaining('没有访问'),
    })
    // 财务 holds 报表中心 whole (its demo role's group), so every report.
    const finance = await api.login('finance')
    for (const path of REPORTS) expect((await call(path, { storageId: f.storageId }, finance)).body.status, path).toBe(1)
    const other = await api.login('demo2')
    expect((await data('/v1/report/inOutDetail', { storageId: f.storageId, startDate: day(-300), endDate: today }, other)).total).toBe(0)
  })
})
