// 采购退货 (purchase return): saving with refusals naming the field (more than received and not yet
// returned, a line of another order, 不合格 goods without a location, an order nothing arrived
// against), submit holding the stock (FEFO without a location, exactly the place with one), the
// approval on 采购退货审批's calls (accept ships the stock, adds to the order's returned quantities
// and credits the supplier's payable; reject gives the hold back), two returns never taking back
// more than arrived, stale versions, wrong states, permission keys, the data scope and the demo rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHINESE, startApi, type TestApi } from '../support/api.ts'
import { stockFixture, type StockFixture } from '../support/stock-fixture.ts'
import { receive, STOCK_STATUS, verifyStock } from '../../src/server/domain/stock/index.ts'
import { recordPurchaseReceipt } from '../../src/server/domain/purchase/receipts.ts'
import { createUser } from '../../src/server/domain/users/create-user.ts'

let api: TestApi
let f: StockFixture
let provider: number
const token: Record<string, string> = {}

beforeAll(async () => {
  api = await startApi()
  for (const a of ['keeper', 'approver', 'demo', 'demo2', 'finance']) token[a] = await api.login(a)
  f = await stockFixture(api.db)
  provider = Number((await api.db.query(`SELECT id FROM provider WHERE tenant_id = $1 AND code = 'GYS003'`, [f.tenantId])).rows[0].id)
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
let seq = 0
/**
 * An approved order of the fixture's warehouse for the fixture's SKUs (price 12.34 each), `received`
 * of each line recorded as received, and that much stock put at location 0 in two lots: L (2031) and
 * E (December 2029, earlier for every later order), so FEFO has a choice and the newest E comes first. Answers the order and its line ids.
 */
const order = async (received: number[], qty = 10) =>
  f.run(async (tx) => {
    const n = ++seq
    const h = (
      await tx.query<{ id: number }>(
        `INSERT INTO purchase (tenant_id, purchase_no, provider_id, storage_id, status) VALUES (app_tenant_id(), $1, $2, $3, 20) RETURNING id`,
        [`CGT${process.pid % 1000}${n}`, provider, f.storageId],
      )
    ).rows[0].id
    const lines: number[] = []
    for (const [i, r] of received.entries()) {
      const l = (
        await tx.query<{ id: number }>(
          `INSERT INTO purchase_line (tenant_id, purchase_id, sku_id, qty, price, amount) VALUES (app_tenant_id(), $1, $2, $3, 12.34, round($3 * 12.34, 2)) RETURNING id`,
          [h, f.skus[i], qty],
        )
      ).rows[0].id
      lines.push(Number(l))
      if (!r) continue
      await recordPurchaseReceipt(tx, l, r, { docNo: `RKT${n}` })
      const late = Math.ceil(r / 2)
      const key = { storageId: f.storageId, locationId: f.locations[0], skuId: f.skus[i], stockStatus: STOCK_STATUS.normal }
      await receive(tx, { docType: 'test', lineId: 830000 + n * 10 + i * 2 }, { ...key, batchNo: `L${n}`, expiryDate: '2031-01-01' }, late)
      if (r - late > 0)
        await receive(
          tx,
          { docType: 'test', lineId: 830001 + n * 10 + i * 2 },
          { ...key, batchNo: `E${n}`, expiryDate: `2029-12-${String(28 - n).padStart(2, '0')}` },
          r - late,
        )
    }
    return { id: Number(h), lines }
  })
const add = async (purchaseId: number, lines: object[], over: object = {}) =>
  (await ok('/v1/purchase/return/add', { purchaseId, reason: '质量问题', lines, ...over })).id as number
const get = (id: number) => ok('/v1/purchase/return/get', { id })
const clean = async () => expect((await verifyStock(api.db)).filter((c) => c.broken.length)).toEqual([])
const purchaseLine = async (id: number) =>
  (await api.db.query(`SELECT received_qty::float AS received, returned_qty::float AS returned FROM purchase_line WHERE id = $1`, [id])).rows[0]
const onHand = async (sku: number) =>
  (
    await api.db.query(
      `SELECT COALESCE(sum(on_hand), 0)::float AS "onHand", COALESCE(sum(allocated), 0)::float AS allocated FROM stock_balance WHERE storage_id = $1 AND sku_id = $2`,
      [f.storageId, sku],
    )
  ).rows[0]
/** What a return holds: [{batchNo, qty}]. */
const held = async (returnId: number) =>
  (
    await api.db.query(
      `SELECT b.batch_no AS "batchNo", a.qty::float AS qty FROM stock_allocation a JOIN stock_balance b ON b.id = a.balance_id
        WHERE a.doc_type = 'purchaseReturn' AND a.status = 1 AND a.doc_id = $1 ORDER BY b.batch_no`,
      [returnId],
    )
  ).rows
const balance = async () => {
  const page = await ok('/v1/purchase/Financial/List', { providerId: provider, pageIndex: 1, pageSize: 10 }, 'finance')
  return page.list[0] as { id: number; balance: string; returnedAmount: string; receivedAmount: string; version: number }
}
const instanceOf = async (id: number) =>
  (await api.db.query(`SELECT id, current_node AS "nodeIndex" FROM approval_instance WHERE workflow = 'purchaseReturn' AND doc_id = $1 AND status = 0`, [id]))
    .rows[0]
/** The approver's way on 采购退货审批 (the demo flow: one node, 审批员): the waiting row, then the decision. */
const decide = async (id: number, what: 'accept' | 'reject', opinion = '同意') => {
  const inst = await instanceOf(id)
  const page = await ok('/v1/purchase/return/auditList', { pageIndex: 1, pageSize: 50 }, 'approver')
  expect(page.list.map((r: { id: number }) => r.id)).toContain(Number(inst.id))
  return call(`/v1/approving/${what}`, { id: Number(inst.id), nodeIndex: inst.nodeIndex, opinion }, 'approver')
}

// First, before the tests add returns of their own.
describe('demo data', () => {
  it('演示仓储 has a return in each state and 审批员 one waiting on 采购退货审批; verify-stock clean', async () => {
    const states = async (code: string) =>
      new Set(
        (
          await api.db.query(`SELECT r.status FROM purchase_return r JOIN tenant t ON t.id = r.tenant_id WHERE t.code = $1 AND r.return_no LIKE 'CT%'`, [code])
        ).rows.map((r) => r.status),
      )
    expect([...(await states('DEMO'))].sort((a, b) => a - b)).toEqual([0, 10, 15, 20, 90])
    // 华东物流's demo has no purchase orders (so nothing received to return): at most a draft.
    expect([...(await states('HDWL'))].filter((s) => s !== 0)).toEqual([])
    // The 已退货 one credited its supplier's payable.
    const credited = await api.db.query(
      `SELECT e.amount::float AS amount, r.total_amount::float AS total FROM purchase_return r JOIN payable_entry e ON e.tenant_id = r.tenant_id AND e.source_type = 2 AND e.source_no = r.return_no WHERE r.status = 20`,
    )
    expect(credited.rows.length).toBe(1)
    expect(credited.rows[0].amount).toBe(-credited.rows[0].total)
    const page = await ok('/v1/purchase/return/auditList', { pageIndex: 1, pageSize: 50 }, 'approver')
    expect(page.total).toBeGreaterThanOrEqual(1)
    await clean()
  })
})

describe('saving a return', () => {
  it('numbers it, copies supplier, warehouse, SKU and tax-inclusive price from the order and sums the lines in SQL', async () => {
    const o = await order([6, 4])
    const id = await add(o.id, [
      { purchaseLineId: o.lines[0], stockStatus: 1, qty: 1.5 },
      { purchaseLineId: o.lines[1], stockStatus: 1, qty: 3 },
    ])
    const r = await get(id)
    expect(r.returnNo).toMatch(/^CT\d{8}\d{4}$/)
    expect(r).toMatchObject({ status: 0, providerId: provider, storageId: f.storageId })
    expect(Number(r.totalQty)).toBe(4.5)
    // 1.5 × 12.34 = 18.51, 3 × 12.34 = 37.02
    expect(String(r.totalAmount)).toBe('55.53')
    const lines = (await ok('/v1/purchase/return/lines', { returnId: id })).list
    expect(lines.map((l: { skuId: number; amount: string }) => [Number(l.skuId), String(l.amount)])).toEqual([
      [f.skus[0], '18.51'],
      [f.skus[1], '37.02'],
    ])
    // The form's options: the order with what is left (the draft holds nothing), its received lines.
    const orders = await ok('/v1/purchase/return/purchases', { keyword: 'CGT' })
    expect(orders.find((x: { value: number }) => x.value === o.id).label).toMatch(/^CGT\d+ · .+ · 可退 10$/)
    const options = await ok('/v1/purchase/return/purchaseLines', { purchaseId: o.id })
    expect(options.map((x: { value: number }) => x.value)).toEqual(o.lines)
    expect(options[0].label).toMatch(/可退 6/)
    const places = await ok('/v1/purchase/return/locations', { purchaseLineId: o.lines[0] })
    expect(places.find((x: { value: number }) => x.value === f.locations[0]).label).toMatch(/ · 合格 \d+/)
  })

  it('refuses more than received and not yet returned, a line of another order, 不合格 without a location, an order nothing arrived against', async () => {
    const o = await order([3, 0])
    const other = await order([2])
    const r = (lines: object[], purchaseId = o.id) => call('/v1/purchase/return/add', { purchaseId, reason: '退', lines })
    refused(
      await r([
        { purchaseLineId: o.lines[0], stockStatus: 1, qty: 2 },
        { purchaseLineId: o.lines[0], stockStatus: 1, qty: 1.5 },
      ]),
      /可退数量 3.*本次退货 3.5/,
    )
    refused(await r([{ purchaseLineId: o.lines[1], stockStatus: 1, qty: 1 }]), /可退数量 0/)
    refused(await r([{ purchaseLineId: other.lines[0], stockStatus: 1, qty: 1 }]), /第 1 行不是所选采购单的明细/)
    refused(await r([{ purchaseLineId: o.lines[0], stockStatus: 4, qty: 1 }]), /不合格品，请选择所在库位/)
    const none = await f.run(
      async (tx) =>
        (
          await tx.query<{ id: number }>(
            `INSERT INTO purchase (tenant_id, purchase_no, provider_id, storage_id, status) VALUES (app_tenant_id(), 'CGTNONE', $1, $2, 20) RETURNING id`,
            [provider, f.storageId],
          )
        ).rows[0].id,
    )
    refused(await r([{ purchaseLineId: o.lines[0], stockStatus: 1, qty: 1 }], Number(none)), /没有可退的入库商品/)
    const bad = await r([{ purchaseLineId: o.lines[0], stockStatus: 1, qty: 0 }])
    expect(bad.status).toBe(0)
  })
})

describe('submit, approval and shipping', () => {
  it('holds FEFO at submit; accepting ships the stock, adds to the order line returned quantity and lowers the payable by the amount', async () => {
    const o = await order([6])
    const before = await balance()
    const stock = await onHand(f.skus[0])
    const id = await add(o.id, [{ purchaseLineId: o.lines[0], stockStatus: 1, qty: 2 }])
    await ok('/v1/purchase/return/submit', { id })
    expect((await get(id)).status).toBe(10)
    // Six arrived as 3 of lot L (2031) and 3 of lot E (2029): the earliest expiry goes back first.
    expect(await held(id)).toEqual([{ batchNo: `E${seq}`, qty: 2 }])

    expect(await decide(id, 'accept')).toMatchObject({ status: 1 })
    expect((await get(id)).status).toBe(20)
    expect((await get(id)).returnedAt).toBeTruthy()
    expect(await held(id)).toEqual([])
    expect(await onHand(f.skus[0])).toEqual({ onHand: stock.onHand - 2, allocated: stock.allocated })
    expect(await purchaseLine(o.lines[0])).toEqual({ received: 6, returned: 2 })
    expect(Number((await api.db.query(`SELECT returned_qty FROM purchase WHERE id = $1`, [o.id])).rows[0].returned_qty)).toBe(2)
    const after = await balance()
    // 2 × 12.34 = 24.68 less; numeric strings compared exactly.
    expect((await api.db.query(`SELECT ($1::numeric - $2::numeric)::text AS d`, [before.balance, after.balance])).rows[0].d).toBe('24.68')
    await clean()
  })

  it('takes a named location and quality exactly; a place that no longer holds it refuses the submit, naming the line', async () => {
    const o = await order([4])
    const damaged = await f.run((tx) =>
      receive(
        tx,
        { docType: 'test', lineId: 839000 + seq },
        { storageId: f.storageId, locationId: f.locations[2], skuId: f.skus[0], stockStatus: STOCK_STATUS.damaged, batchNo: 'BAD' },
        2,
      ),
    )
    const id = await add(o.id, [{ purchaseLineId: o.lines[0], locationId: f.locations[2], stockStatus: 4, qty: 2 }])
    const short = await add(o.id, [{ purchaseLineId: o.lines[0], locationId: f.locations[3], stockStatus: 1, qty: 1 }])
    await ok('/v1/purchase/return/submit', { id })
    expect(await held(id)).toEqual([{ batchNo: 'BAD', qty: 2 }])
    refused(await call('/v1/purchase/return/submit', { id: short }), /第 1 行：库位 .* 可退 0，退货 1/)
    expect((await get(short)).status).toBe(0)
    expect(await decide(id, 'accept')).toMatchObject({ status: 1 })
    const row = (await api.db.query(`SELECT on_hand::float AS q FROM stock_balance WHERE id = $1`, [damaged.balanceId])).rows[0]
    expect(row.q).toBe(0)
    await clean()
  })

  it('reject and withdraw give the hold back; a rejected return can be edited and submitted again', async () => {
    const o = await order([5])
    const id = await add(o.id, [{ purchaseLineId: o.lines[0], stockStatus: 1, qty: 3 }])
    await ok('/v1/purchase/return/submit', { id })
    expect(await decide(id, 'reject', '数量不对')).toMatchObject({ status: 1 })
    expect((await get(id)).status).toBe(15)
    expect(await held(id)).toEqual([])
    const r = await get(id)
    await ok('/v1/purchase/return/update', {
      id,
      version: r.version,
      purchaseId: o.id,
      reason: '改为 1 件',
      lines: [{ purchaseLineId: o.lines[0], stockStatus: 1, qty: 1 }],
    })
    await ok('/v1/purchase/return/submit', { id })
    await ok('/v1/purchase/return/withdraw', { id })
    expect((await get(id)).status).toBe(0)
    expect(await held(id)).toEqual([])
    expect(await purchaseLine(o.lines[0])).toEqual({ received: 5, returned: 0 })
    await clean()
  })

  it('two returns of one order line never take back more than arrived: the waiting one counts, at save and at submit', async () => {
    const o = await order([4])
    const a = await add(o.id, [{ purchaseLineId: o.lines[0], stockStatus: 1, qty: 3 }])
    const b = await add(o.id, [{ purchaseLineId: o.lines[0], stockStatus: 1, qty: 3 }])
    // Both saved as drafts (each alone fits); submitted together, only one can go.
    const both = await Promise.all([call('/v1/purchase/return/submit', { id: a }), call('/v1/purchase/return/submit', { id: b })])
    expect(both.map((r) => r.status).sort()).toEqual([0, 1])
    refused(
      both.find((r) => r.status === 0)!,
      /可退数量 1.*本次退货 3/,
    )
    refused(await call('/v1/purchase/return/add', { purchaseId: o.id, lines: [{ purchaseLineId: o.lines[0], stockStatus: 1, qty: 2 }] }), /可退数量 1/)
    // A receipt taken back cannot go below what was returned.
    const sent = both[0].status === 1 ? a : b
    expect(await decide(sent, 'accept')).toMatchObject({ status: 1 })
    await expect(f.run((tx) => recordPurchaseReceipt(tx, o.lines[0], -2))).rejects.toThrow(/已退货 3，不能冲减 2/)
    await clean()
  })
})

describe('refusals', () => {
  it('refuses a stale version, a change after submit, transitions from the wrong state, and calls without the function', async () => {
    const o = await order([5])
    const id = await add(o.id, [{ purchaseLineId: o.lines[0], stockStatus: 1, qty: 1 }])
    const r = await get(id)
    await ok('/v1/purchase/return/update', { id, version: r.version, purchaseId: o.id, reason: '新原因' })
    refused(await call('/v1/purchase/return/update', { id, version: r.version, purchaseId: o.id, reason: '旧版本' }), /数据已被他人修改/)
    refused(await call('/v1/purchase/return/withdraw', { id }), /新建/)
    await ok('/v1/purchase/return/submit', { id })
    const v = (await get(id)).version
    refused(await call('/v1/purchase/return/update', { id, version: v, purchaseId: o.id, reason: '改' }), /只有新建或已驳回的退货单可以修改/)
    refused(await call('/v1/purchase/return/delete', { id }), /只有新建或已驳回/)
    refused(await call('/v1/purchase/return/void', { id }), /待审核/)
    // 审批员 holds no 采购退货 function; 财务 neither.
    refused(await call('/v1/purchase/return/add', { purchaseId: o.id, lines: [{ purchaseLineId: o.lines[0], stockStatus: 1, qty: 1 }] }, 'approver'), /权限/)
    refused(await call('/v1/purchase/return/submit', { id }, 'finance'), /权限/)
  })

  it('voids and deletes a draft', async () => {
    const o = await order([3])
    const a = await add(o.id, [{ purchaseLineId: o.lines[0], stockStatus: 1, qty: 1 }])
    const b = await add(o.id, [{ purchaseLineId: o.lines[0], stockStatus: 1, qty: 1 }])
    await ok('/v1/purchase/return/void', { id: a })
    expect((await get(a)).status).toBe(90)
    await ok('/v1/purchase/return/delete', { id: b })
    expect((await call('/v1/purchase/return/get', { id: b })).status).toBe(0)
  })
})

describe('data scope and tenants', () => {
  it('a user kept to another warehouse reads neither the return nor its lines; another tenant sees nothing', async () => {
    const o = await order([3])
    const id = await add(o.id, [{ purchaseLineId: o.lines[0], stockStatus: 1, qty: 1 }])
    await api.db.transaction(async (tx) => {
      const gz = Number((await tx.query(`SELECT id FROM storage WHERE tenant_id = $1 AND code = 'GZ01'`, [f.tenantId])).rows[0].id)
      const admin = Number((await tx.query(`SELECT id FROM sys_role WHERE tenant_id = $1 AND is_admin`, [f.tenantId])).rows[0].id)
      const user = { tenantId: f.tenantId, account: 'return-kept', password: 'Kept2026x', userName: '仓外', realName: '仓外', userType: 3 as const }
      await createUser(tx, { ...user, roleIds: [admin], storageIds: [gz] }, false)
    })
    token.kept = await api.login('return-kept', 'Kept2026x')
    expect((await ok('/v1/purchase/return/lines', { returnId: id })).total).toBe(1)
    expect((await ok('/v1/purchase/return/lines', { returnId: id }, 'kept')).total).toBe(0)
    expect((await call('/v1/purchase/return/get', { id }, 'kept')).status).toBe(0)
    expect((await ok('/v1/purchase/return/list', { pageIndex: 1, pageSize: 200 }, 'kept')).list.map((r: { id: number }) => r.id)).not.toContain(id)
    expect((await call('/v1/purchase/return/get', { id }, 'demo2')).status).toBe(0)
  })
})

describe('print', () => {
  it('answers the return with supplier, order, lines and totals for the supplier', async () => {
    const o = await order([3])
    const id = await add(o.id, [{ purchaseLineId: o.lines[0], stockStatus: 1, qty: 2 }])
    const [p] = await ok('/v1/purchase/return/print', { ids: [id] })
    expect(p).toMatchObject({ id, status: 0 })
    expect(p.providerName).toBeTruthy()
    expect(p.purchaseNo).toMatch(/^CGT/)
    expect(p.lines).toHaveLength(1)
    expect(String(p.totalAmount)).toBe('24.68')
  })
})
