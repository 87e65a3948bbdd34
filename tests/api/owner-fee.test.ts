// 货主费用 (owner bill): the bill of a fixed small ledger against a hand-computed figure, drill
// down to the ledger rows and documents, reproducibility, the overlap and period rules, settle
// and void with wrong states and stale versions, permissions, data scope and the demo bills.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { holdRow, issue, OPENING_DOC, receive, STOCK_STATUS } from '../../src/server/domain/stock/index.ts'
import { businessDate } from '../../src/server/util/format.ts'
import { createUser } from '../../src/server/domain/users/create-user.ts'
import { CHINESE, startApi, type TestApi } from '../support/api.ts'
import { stockFixture, type StockFixture } from '../support/stock-fixture.ts'

let api: TestApi
let fx: StockFixture
const token: Record<string, string> = {}
const ref: Record<string, number> = {}

const call = (path: string, payload: unknown, who = 'finance') => api.call(path, payload, { token: token[who] }).then((r) => r.body)
const refused = (r: { status: number; message: string }, message: RegExp) => {
  expect(r.status).toBe(0)
  expect(r.message).toMatch(message)
}

/** Posts through the stock module, then dates the new ledger rows at a moment (+08:00): a fixed ledger. */
async function at(moment: string, post: (tx: Parameters<Parameters<StockFixture['run']>[0]>[0]) => Promise<unknown>) {
  const before = Number((await api.db.query(`SELECT COALESCE(max(id), 0) AS m FROM stock_ledger`)).rows[0].m)
  await fx.run(post)
  await api.db.query(`UPDATE stock_ledger SET created_at = $1::timestamptz WHERE id > $2 AND tenant_id = $3`, [moment, before, fx.tenantId])
}

beforeAll(async () => {
  api = await startApi()
  for (const a of ['finance', 'keeper', 'demo', 'demo2']) token[a] = await api.login(a)
  fx = await stockFixture(api.db)
  const one = async (sql: string, params: unknown[] = []) => Number((await api.db.query(sql, params)).rows[0].id)
  ref.owner = await one(`INSERT INTO product_owner (tenant_id, code, name) VALUES ($1, 'HZT01', '计费测试货主') RETURNING id`, [fx.tenantId])
  ref.sku = fx.skus[0]
  await api.db.query(`UPDATE sku SET volume = 0.02 WHERE id = $1`, [ref.sku])
  // Only the fee types of this test bill: the demo's are left without a 计费方式.
  await api.db.query(`UPDATE fee SET billing_basis = NULL WHERE tenant_id = $1`, [fx.tenantId])
  const fees: [string, number, number][] = [
    ['件数仓储费', 1, 0.35],
    ['体积仓储费', 2, 3.5],
    ['入库装卸费', 3, 1.25],
    ['入库操作费', 4, 8],
    ['出库拣货费', 5, 0.8],
    ['出库订单费', 6, 5],
  ]
  for (const [name, billingBasis, price] of fees) {
    const r = await call('/v1/fees/add', { name, feesType: 2, price, billingBasis }, 'demo')
    expect(r, r.message).toMatchObject({ status: 1 })
  }
  await call('/v1/fees/add', { name: '停用的计费', feesType: 2, price: 99, billingBasis: 1, status: 0 }, 'demo')
  ref.contract = await one(
    `INSERT INTO property_contract (tenant_id, contract_no, party_type, owner_id, party_name, storage_id, start_date, end_date, rent_amount, rent_period, status)
     VALUES ($1, 'ZLTEST0001', 1, $2, '计费测试货主', $3, '2026-09-15', '2027-09-14', 3000, 1, 20) RETURNING id`,
    [fx.tenantId, ref.owner, fx.storageId],
  )
  const key = { storageId: fx.storageId, locationId: fx.locations[0], skuId: ref.sku, ownerId: ref.owner, stockStatus: STOCK_STATUS.normal }
  // The fixed ledger (business days, Asia/Shanghai):
  //   09-30 receipt RK-A 10 (before the period)      10-01 opening 2
  //   10-02 receipt RK-B 5 and 3 (one document)      10-03 shipped CK-C 4      10-04 receipt RK-D 100 (after)
  await at('2026-09-30T10:00:00+08:00', (tx) => receive(tx, { docType: 'stockIn', docId: 9001, docNo: 'RK-A', lineId: 9101 }, key, 10))
  await at('2026-10-01T12:00:00+08:00', (tx) => receive(tx, { docType: OPENING_DOC, docNo: 'QC-T', lineId: 9102 }, key, 2))
  await at('2026-10-02T09:00:00+08:00', (tx) => receive(tx, { docType: 'stockIn', docId: 9002, docNo: 'RK-B', lineId: 9103 }, key, 5))
  await at('2026-10-02T15:00:00+08:00', (tx) => receive(tx, { docType: 'stockIn', docId: 9002, docNo: 'RK-B', lineId: 9104 }, key, 3))
  await at('2026-10-03T11:00:00+08:00', async (tx) => {
    const balance = (await tx.query<{ id: number }>(`SELECT id FROM stock_balance WHERE sku_id = $1 AND owner_id = $2`, [ref.sku, ref.owner])).rows[0].id
    await holdRow(tx, { docType: 'outOrder', docId: 9003 }, 9105, balance, 4)
    await issue(tx, { docType: 'outOrder', docId: 9003, docNo: 'CK-C', lineId: 9105 })
  })
  await at('2026-10-04T08:00:00+08:00', (tx) => receive(tx, { docType: 'stockIn', docId: 9004, docNo: 'RK-D', lineId: 9106 }, key, 100))
})
afterAll(() => api.close())

const OCTOBER = { periodStart: '2026-10-01', periodEnd: '2026-10-03' }
const generate = (over: Record<string, unknown> = {}, who = 'finance') =>
  call('/v1/PropertyFinance/OwnerFee/Generate', { ownerId: ref.owner, storageId: fx.storageId, ...OCTOBER, ...over }, who)
const detail = async (id: number) => (await call('/v1/PropertyFinance/OwnerFee/Detail', { id })).data
const sources = async (billId: number, lineId?: number) =>
  (await call('/v1/PropertyFinance/OwnerFee/BillDetail', { billId, ...(lineId ? { lineId } : {}), pageIndex: 1, pageSize: 200 })).data.list as any[]
/** What a line says, without ids. */
const shape = (l: any) => ({
  chargeType: l.chargeType,
  chargeName: l.chargeName,
  billingBasis: l.billingBasis,
  qty: Number(l.qty),
  price: l.price,
  amount: Number(l.amount),
})

describe('the bill of a fixed ledger', () => {
  it('equals the hand-computed figure, line by line, and the total is the sum of its lines', async () => {
    const r = await generate()
    expect(r, r.message).toMatchObject({ status: 1, data: { totalAmount: '336.68' } })
    ref.bill = r.data.id
    const bill = await detail(ref.bill)
    expect(bill).toMatchObject({ status: 10, periodStart: '2026-10-01', periodEnd: '2026-10-03' })
    expect(bill.billNo).toMatch(/^ZD\d{12}$/)
    // Closing stock: 10-01 12 (10 + opening 2), 10-02 20, 10-03 16 → 48 件·天; × 0.02 m³ = 0.96 m³·天.
    // Rent: 3000 a month × 3 of October's 31 days = 290.3225… → 290.32.
    expect(bill.lines.map(shape)).toEqual([
      { chargeType: 1, chargeName: '件数仓储费', billingBasis: 1, qty: 48, price: 0.35, amount: 16.8 },
      { chargeType: 1, chargeName: '体积仓储费', billingBasis: 2, qty: 0.96, price: 3.5, amount: 3.36 },
      { chargeType: 2, chargeName: '入库装卸费', billingBasis: 3, qty: 8, price: 1.25, amount: 10 },
      { chargeType: 2, chargeName: '入库操作费', billingBasis: 4, qty: 1, price: 8, amount: 8 },
      { chargeType: 3, chargeName: '出库拣货费', billingBasis: 5, qty: 4, price: 0.8, amount: 3.2 },
      { chargeType: 3, chargeName: '出库订单费', billingBasis: 6, qty: 1, price: 5, amount: 5 },
      { chargeType: 4, chargeName: '租金（合同 ZLTEST0001）', billingBasis: null, qty: 3, price: null, amount: 290.32 },
    ])
    expect(Number(bill.storageAmount)).toBe(20.16)
    expect(Number(bill.handlingAmount)).toBe(26.2)
    expect(Number(bill.rentAmount)).toBe(290.32)
    const cents = (v: unknown) => Math.round(Number(v) * 100)
    expect(bill.lines.reduce((s: number, l: any) => s + cents(l.amount), 0)).toBe(cents(bill.totalAmount))
  })

  it('drills each line down to the day closings, ledger rows and documents it came from', async () => {
    const bill = await detail(ref.bill)
    const line = (name: string) => bill.lines.find((l: any) => l.chargeName === name)
    const days = await sources(ref.bill, line('件数仓储费').id)
    expect(days.map((d) => [d.bizDate, Number(d.qty), Number(d.amount), d.skuCode])).toEqual([
      ['2026-10-01', 12, 4.2, fx.skuCodes.get(ref.sku)],
      ['2026-10-02', 20, 7, fx.skuCodes.get(ref.sku)],
      ['2026-10-03', 16, 5.6, fx.skuCodes.get(ref.sku)],
    ])
    const receipts = await sources(ref.bill, line('入库装卸费').id)
    const ledger = (await api.db.query(`SELECT id FROM stock_ledger WHERE doc_no = 'RK-B' ORDER BY id`)).rows.map((r) => Number(r.id))
    expect(receipts.map((d) => [d.docType, d.docNo, Number(d.ledgerId), Number(d.qty), Number(d.amount)])).toEqual([
      ['stockIn', 'RK-B', ledger[0], 5, 6.25],
      ['stockIn', 'RK-B', ledger[1], 3, 3.75],
    ])
    expect((await sources(ref.bill, line('出库订单费').id)).map((d) => [d.docType, d.docNo, d.bizDate])).toEqual([['outOrder', 'CK-C', '2026-10-03']])
    expect((await sources(ref.bill, line('租金（合同 ZLTEST0001）').id)).map((d) => [d.docNo, d.bizDate, Number(d.qty), Number(d.amount)])).toEqual([
      ['ZLTEST0001', '2026-10-01', 3, 290.32],
    ])
    const lines = (await call('/v1/PropertyFinance/OwnerFee/lines', { billId: ref.bill, pageIndex: 1, pageSize: 20 })).data.list
    expect(lines.map((l: any) => l.detailCount)).toEqual([3, 3, 2, 1, 1, 1, 1])
    expect(await sources(ref.bill)).toHaveLength(12)
  })

  it('is reproducible: voided and generated again over the same ledger, the same lines and rows', async () => {
    const first = await detail(ref.bill)
    const firstRows = (await sources(ref.bill)).map(({ id: _i, lineId: _l, billId: _b, ...rest }) => rest)
    expect(await call('/v1/PropertyFinance/OwnerFee/void', { id: ref.bill, version: first.version })).toMatchObject({ status: 1, data: { status: 90 } })
    const again = await generate()
    expect(again, again.message).toMatchObject({ status: 1, data: { totalAmount: '336.68' } })
    const second = await detail(again.data.id)
    expect(second.billNo).not.toBe(first.billNo)
    expect(second.lines.map(shape)).toEqual(first.lines.map(shape))
    expect((await sources(again.data.id)).map(({ id: _i, lineId: _l, billId: _b, ...rest }) => rest)).toEqual(firstRows)
    ref.bill = again.data.id
  })

  it('bills a whole month of rent at exactly the monthly rent, a quarter rent by the month', async () => {
    await api.db.query(`UPDATE property_contract SET rent_amount = 10000, rent_period = 2 WHERE id = $1`, [ref.contract])
    const r = await generate({ periodStart: '2026-09-01', periodEnd: '2026-09-30' })
    expect(r, r.message).toMatchObject({ status: 1 })
    const rent = (await detail(r.data.id)).lines.find((l: any) => l.chargeType === 4)
    // 10000 a quarter = 3333.33… a month; September 15–30 = 16 of 30 days → 1777.78.
    expect([Number(rent.qty), Number(rent.amount)]).toEqual([16, 1777.78])
    await api.db.query(`UPDATE property_contract SET rent_amount = 3000, rent_period = 1 WHERE id = $1`, [ref.contract])
  })
})

describe('rules', () => {
  it('refuses a period overlapping a bill of the same owner and warehouse, naming it; voided bills do not count', async () => {
    const billNo = (await detail(ref.bill)).billNo
    const r = await generate({ periodStart: '2026-10-03', periodEnd: '2026-10-10' })
    refused(r, new RegExp(`已有账单 ${billNo}（2026-10-01 至 2026-10-03）`))
    expect(r.errors?.[0]?.field ?? 'periodStart').toBe('periodStart')
    expect(await generate({ periodStart: '2026-10-04', periodEnd: '2026-10-10' })).toMatchObject({ status: 1 })
  })

  it('refuses a period ending after today, ending before it starts, or longer than a year', async () => {
    const today = businessDate(api.clock.now())
    const tomorrow = new Date(Date.parse(today) + 86_400_000).toISOString().slice(0, 10)
    refused(await generate({ periodStart: today, periodEnd: tomorrow }), /账期结束不能晚于今天/)
    const back = await generate({ periodStart: '2026-08-10', periodEnd: '2026-08-01' })
    expect(back.status).toBe(0)
    expect(back.message).toMatch(CHINESE)
    refused(await generate({ periodStart: '2024-01-01', periodEnd: '2025-01-31' }), /账期不能超过 366 天/)
    refused(await generate({ ownerId: undefined }), /货主/)
  })

  it('settles a generated bill once; settled and voided bills refuse settle and void; a stale version is refused', async () => {
    const b = await detail(ref.bill)
    refused(await call('/v1/PropertyFinance/OwnerFee/Settlement', { id: ref.bill, version: b.version + 1 }), /数据已被他人修改/)
    expect(await call('/v1/PropertyFinance/OwnerFee/Settlement', { id: ref.bill, version: b.version })).toMatchObject({ status: 1, data: { status: 20 } })
    const settled = await detail(ref.bill)
    expect(settled.settledAt).toBeTruthy()
    refused(await call('/v1/PropertyFinance/OwnerFee/Settlement', { id: ref.bill, version: settled.version }), /已结算/)
    refused(await call('/v1/PropertyFinance/OwnerFee/void', { id: ref.bill, version: settled.version }), /已结算/)
    const logs = (await call('/v1/PropertyFinance/OwnerFee/logs', { docId: ref.bill, pageIndex: 1, pageSize: 20 })).data.list
    expect(logs.map((l: any) => l.title)).toEqual(expect.arrayContaining(['生成账单', '结算']))
  })

  it('needs the function keys: the keeper can neither read nor generate bills', async () => {
    refused(await generate({ periodStart: '2026-07-01', periodEnd: '2026-07-31' }, 'keeper'), /权限/)
    expect((await call('/v1/PropertyFinance/OwnerFee/list', { pageIndex: 1, pageSize: 10 }, 'keeper')).status).toBe(0)
  })

  it('keeps a user kept to other owners away from the bill and from billing this owner', async () => {
    const other = Number((await api.db.query(`SELECT id FROM product_owner WHERE tenant_id = $1 AND code = 'HZ002'`, [fx.tenantId])).rows[0].id)
    await api.db.transaction(async (tx) => {
      const admin = (await tx.query<{ id: number }>(`SELECT id FROM sys_role WHERE tenant_id = $1 AND is_admin`, [fx.tenantId])).rows[0].id
      await createUser(
        tx,
        {
          tenantId: fx.tenantId,
          account: 'fee-kept',
          password: 'Fee2026xx',
          userName: '对账员',
          realName: '对账员',
          userType: 3,
          roleIds: [admin],
          ownerIds: [other],
        },
        false,
      )
    })
    token.kept = await api.login('fee-kept', 'Fee2026xx')
    const listed = (await call('/v1/PropertyFinance/OwnerFee/list', { pageIndex: 1, pageSize: 200 }, 'kept')).data.list
    expect(listed.map((r: any) => Number(r.ownerId))).not.toContain(ref.owner)
    expect(listed.length).toBeGreaterThan(0)
    expect((await call('/v1/PropertyFinance/OwnerFee/Detail', { id: ref.bill }, 'kept')).status).toBe(0)
    expect(await call('/v1/PropertyFinance/OwnerFee/BillDetail', { billId: ref.bill }, 'kept')).toMatchObject({ status: 1, data: { total: 0 } })
    refused(await generate({ periodStart: '2026-06-01', periodEnd: '2026-06-30' }, 'kept'), /货主不存在或不在您的数据范围内/)
  })
})

describe('demo bills', () => {
  it('gives finance this month’s bill of every owner of 演示仓储, one settled and one voided, each equal to the sum of its lines', async () => {
    const list = (await call('/v1/PropertyFinance/OwnerFee/list', { pageIndex: 1, pageSize: 200 })).data.list.filter((b: any) => b.ownerId !== ref.owner)
    const owners = (await api.db.query(`SELECT id FROM product_owner WHERE tenant_id = $1 AND code LIKE 'HZ00%'`, [fx.tenantId])).rows.map((r) => Number(r.id))
    for (const o of owners) expect(list.some((b: any) => Number(b.ownerId) === o && b.status !== 90)).toBe(true)
    expect(new Set(list.map((b: any) => b.status))).toEqual(new Set([10, 20, 90]))
    const sums = await api.db.query(
      `SELECT f.total_amount = COALESCE((SELECT sum(amount) FROM owner_fee_line l WHERE l.bill_id = f.id), 0) AS lines,
              NOT EXISTS (SELECT 1 FROM owner_fee_line l WHERE l.bill_id = f.id AND l.amount <> (SELECT sum(amount) FROM owner_fee_detail d WHERE d.line_id = l.id)) AS rows
         FROM owner_fee f`,
    )
    expect(sums.rows.every((r) => r.lines && r.rows)).toBe(true)
    expect(list.some((b: any) => Number(b.storageAmount) > 0)).toBe(true)
    expect((await call('/v1/PropertyFinance/OwnerFee/list', { pageIndex: 1, pageSize: 200 }, 'demo2')).data.total).toBe(1)
  })
})
