// Outbound orders (DOMAIN §3 订单): numbered orders with lines and amounts in SQL, review,
// allocation through the stock module (whole or nothing naming every short line, partial,
// top-up, FEFO, a fixed lot, release, one row released), cancellation before picking (at once)
// and after (approval, 退拣单 putting the picked goods back), write-off of signed orders, and
// another tenant's orders out of reach. The stock invariants hold at the end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHINESE, startApi, type TestApi } from '../support/api.ts'
import { stockFixture, type StockFixture } from '../support/stock-fixture.ts'
import { pickMove, receive, STOCK_STATUS, verifyStock } from '../../src/server/domain/stock/index.ts'

let api: TestApi
let demo: string
let approver: string
let f: StockFixture
let staging: number
let pickArea: number
beforeAll(async () => {
  api = await startApi()
  demo = await api.login('demo')
  approver = await api.login('approver')
  f = await stockFixture(api.db)
  const one = async (sql: string, params: unknown[]) => (await api.db.query(sql, params)).rows[0].id as number
  const qcArea = await one(`INSERT INTO storage_area (tenant_id, storage_id, code, name, area_type) VALUES ($1, $2, 'QC', '复核区', 4) RETURNING id`, [
    f.tenantId,
    f.storageId,
  ])
  staging = await one(`INSERT INTO location (tenant_id, storage_id, area_id, code) VALUES ($1, $2, $3, $4) RETURNING id`, [
    f.tenantId,
    f.storageId,
    qcArea,
    `QC-${f.storageId}`,
  ])
  pickArea = await one(`INSERT INTO storage_area (tenant_id, storage_id, code, name, area_type) VALUES ($1, $2, 'RTN', '退货区', 6) RETURNING id`, [
    f.tenantId,
    f.storageId,
  ])
  await api.db.query(
    `INSERT INTO approval_flow (tenant_id, doc_type, template_id, enabled, created_by, updated_by)
     SELECT $1, 'orderCancel', id, true, NULL, NULL FROM approval_template WHERE tenant_id = $1 AND name = '一级审批' ON CONFLICT DO NOTHING`,
    [f.tenantId],
  )
})
afterAll(() => api.close())

const call = (path: string, payload: object = {}, token = demo) => api.call(path, payload, { token }).then((r) => r.body)
const ok = async (path: string, payload: object = {}, token = demo) => {
  const r = await call(path, payload, token)
  expect(r.status, `${path}: ${r.message}`).toBe(1)
  return r.data
}
let lineSeq = 0
const stock = (sku: number, loc: number, qty: number, lot: { batchNo?: string; expiryDate?: string } = {}) =>
  f.run((tx) =>
    receive(
      tx,
      { docType: 'test', lineId: 900000 + ++lineSeq },
      { storageId: f.storageId, locationId: f.locations[loc], skuId: f.skus[sku], stockStatus: STOCK_STATUS.normal, ...lot },
      qty,
    ),
  )
async function order(lines: { sku: number; qty: number; price?: number; batchNo?: string }[], extra: object = {}) {
  const data = await ok('/v1/order/add', {
    orderType: 1,
    storageId: f.storageId,
    lines: lines.map((l) => ({ skuId: f.skus[l.sku], qty: l.qty, price: l.price ?? 0, batchNo: l.batchNo ?? null })),
    ...extra,
  })
  return data.id as number
}
const accepted = async (lines: Parameters<typeof order>[0]) => {
  const id = await order(lines)
  await ok('/v1/order/accept', { id })
  return id
}
const head = async (id: number) =>
  (await ok('/v1/order/get', { id })) as {
    status: number
    allocatedQty: number
    totalQty: number
    cancelStatus: number
    version: number
    lines: { id: number; allocatedQty: number; skuId: number }[]
  }
const openAllocations = async (id: number) =>
  (
    await api.db.query(
      `SELECT a.id, a.qty::float AS qty, b.batch_no AS "batchNo", b.location_id AS "locationId" FROM stock_allocation a JOIN stock_balance b ON b.id = a.balance_id
       JOIN out_order_line l ON l.id = a.line_id WHERE a.doc_type = 'outOrder' AND a.status = 1 AND l.order_id = $1 ORDER BY a.id`,
      [id],
    )
  ).rows as { id: number; qty: number; batchNo: string | null; locationId: number }[]

describe('orders', () => {
  it('numbers an order, computes amounts and totals in SQL, and checks lines', async () => {
    const id = await order([
      { sku: 0, qty: 3, price: 12.5 },
      { sku: 1, qty: 2.5, price: 0.33 },
    ])
    const got = await head(id)
    expect(got).toMatchObject({ orderNo: expect.stringMatching(/^CK\d{12}$/), status: 0, totalQty: 5.5, totalAmount: 38.33 })
    expect((got as any).lines.map((l: any) => [l.amount, l.skuCode])).toEqual([
      [37.5, f.skuCodes.get(f.skus[0])],
      [0.83, f.skuCodes.get(f.skus[1])],
    ])
    const dup = await call('/v1/order/add', {
      orderType: 1,
      storageId: f.storageId,
      lines: [
        { skuId: f.skus[0], qty: 1 },
        { skuId: f.skus[0], qty: 2 },
      ],
    })
    expect(dup.message).toBe('第 2 行：同一商品规格（同一批次）只能出现一次')
    const none = await call('/v1/order/add', { orderType: 1, storageId: f.storageId, lines: [] })
    expect(none.status).toBe(0)
    expect(none.message).toMatch(CHINESE)
    const zero = await call('/v1/order/add', { orderType: 1, storageId: f.storageId, lines: [{ skuId: f.skus[0], qty: 0 }] })
    expect(zero.status).toBe(0)
    const disabled = (await api.db.query(`SELECT id FROM storage WHERE tenant_id = $1 AND status = 0 LIMIT 1`, [f.tenantId])).rows[0].id
    expect((await call('/v1/order/add', { orderType: 1, storageId: disabled, lines: [{ skuId: f.skus[0], qty: 1 }] })).message).toMatch(
      /^仓库“.+”已停用，不能下出库订单$/,
    )
  })

  it('is edited only while waiting for review or rejected; reject needs a reason; resubmit goes back to review', async () => {
    const id = await order([{ sku: 0, qty: 1, price: 2 }])
    const v = (await head(id)).version
    await ok('/v1/order/update', { id, version: v, remark: '改', lines: [{ skuId: f.skus[0], qty: 4, price: 2 }] })
    expect(await head(id)).toMatchObject({ totalQty: 4, totalAmount: 8 })
    const noReason = await call('/v1/order/reject', { id, reason: '  ' })
    expect(noReason.message).toBe('原因不能为空')
    await ok('/v1/order/reject', { id, reason: '价格有误' })
    const logs = await ok('/v1/order/logs', { docId: id })
    expect(logs.list[0]).toMatchObject({ title: '驳回', remark: '价格有误', fromState: '待审核', toState: '已驳回' })
    await ok('/v1/order/resubmit', { id })
    await ok('/v1/order/accept', { id })
    const after = await head(id)
    const refused = await call('/v1/order/update', { id, version: after.version, remark: 'x' })
    expect(refused.message).toMatch(/当前状态“待分配”，只有待审核或已驳回的订单可以修改/)
    expect((await call('/v1/order/accept', { id })).message).toBe('当前状态“待分配”不能执行“审核”')
  })
})

describe('allocation', () => {
  it('is whole or nothing: a shortage names every short line and changes nothing', async () => {
    await stock(0, 0, 5)
    const before = await f.balances()
    const id = await accepted([
      { sku: 0, qty: 500 },
      { sku: 1, qty: 7 },
      { sku: 2, qty: 1000 },
    ])
    const r = await call('/v1/out/allot', { id })
    expect(r.status).toBe(0)
    const [c0, c1, c2] = f.skus.map((s) => f.skuCodes.get(s))
    expect(r.message).toMatch(new RegExp(`^库存不足：${c0} 需要 500，可用 \\d+；${c1} 需要 7，可用 0；${c2} 需要 1000，可用 \\d+$`))
    expect(await f.balances()).toEqual(before)
    expect(await head(id)).toMatchObject({ status: 10, allocatedQty: 0 })
  })

  it('takes FEFO then FIFO, partial when asked, tops up later, and keeps allocatedQty equal to the allocation rows', async () => {
    await stock(1, 1, 4, { batchNo: 'LATE', expiryDate: '2099-12-31' })
    await stock(1, 2, 3, { batchNo: 'EARLY', expiryDate: '2098-01-31' })
    const id = await accepted([{ sku: 1, qty: 10 }])
    const part = await ok('/v1/out/allot', { id, partial: true })
    expect(part).toMatchObject({ status: 15, allocated: 7 })
    expect(part.message).toMatch(/部分分配 7，缺货：.+ 需要 10，可用 7/)
    expect((await openAllocations(id)).map((a) => [a.batchNo, a.qty])).toEqual([
      ['EARLY', 3],
      ['LATE', 4],
    ])
    expect(await head(id)).toMatchObject({ status: 15, allocatedQty: 7 })
    expect((await call('/v1/out/allot', { id })).message).toMatch(/^库存不足：.+ 需要 3，可用 0$/)
    await stock(1, 3, 5)
    expect(await ok('/v1/out/allot', { id })).toMatchObject({ status: 20, allocated: 3 })
    const h = await head(id)
    expect(h).toMatchObject({ status: 20, allocatedQty: 10 })
    expect(h.lines[0].allocatedQty).toBe(10)
    expect((await call('/v1/out/allot', { id })).message).toMatch(/当前状态“已分配”，只有待分配或部分分配的订单可以分配库存/)
  })

  it('a line with a lot takes only that lot; 取消分配 releases everything', async () => {
    await stock(2, 0, 6, { batchNo: 'K1', expiryDate: '2097-01-01' })
    await stock(2, 1, 6, { batchNo: 'K2', expiryDate: '2099-01-01' })
    const id = await accepted([{ sku: 2, qty: 5, batchNo: 'K2' }])
    await ok('/v1/out/allot', { id })
    expect((await openAllocations(id)).map((a) => a.batchNo)).toEqual(['K2'])
    const data = await ok('/v1/out/unallot', { id })
    expect(data.released).toBe(5)
    expect(await head(id)).toMatchObject({ status: 10, allocatedQty: 0 })
    expect(await openAllocations(id)).toEqual([])
  })

  it('allocates several orders, naming the short ones and leaving them as they were', async () => {
    await stock(0, 3, 4)
    const a = await accepted([{ sku: 0, qty: 1 }])
    const b = await accepted([{ sku: 1, qty: 100000 }])
    const r = await call('/v1/out/allotBatch', { ids: [a, b] })
    expect(r.status).toBe(1)
    expect(r.message).toMatch(/^已分配 1 单，未分配 1 单（CK\d{12}：库存不足：/)
    expect((await head(a)).status).toBe(20)
    expect((await head(b)).status).toBe(10)
  })

  it('lists allocation rows and releases one of them (in the query string): 部分分配, then 待分配', async () => {
    await stock(2, 2, 10)
    const id = await accepted([
      { sku: 2, qty: 3 },
      { sku: 0, qty: 1 },
    ])
    await ok('/v1/out/allot', { id })
    const rows = await openAllocations(id)
    const listed = await api.call('/v1/warehouse/StockAllocation/get', { orderId: id, status: 1 }, { token: demo, method: 'POST' })
    expect(listed.body.data.list.map((r: any) => r.id).sort()).toEqual(rows.map((r) => r.id).sort())
    expect((await api.call('/v1/warehouse/StockAllocation/getById', { id: rows[0].id }, { token: demo })).body.data).toMatchObject({
      id: rows[0].id,
      orderId: id,
      status: 1,
    })
    const first = await api.call('/v1/warehouse/StockAllocation/delete', { id: rows[0].id }, { token: demo })
    expect(first.body.status, first.body.message).toBe(1)
    expect((await head(id)).status).toBe(15)
    expect((await api.call('/v1/warehouse/StockAllocation/delete', { id: rows[0].id }, { token: demo })).body.message).toBe('该分配已释放')
    for (const r of rows.slice(1)) await api.call('/v1/warehouse/StockAllocation/delete', { id: r.id }, { token: demo })
    expect(await head(id)).toMatchObject({ status: 10, allocatedQty: 0 })
  })
})

describe('cancellation', () => {
  it('before picking: a reason is required and every allocation is released at once', async () => {
    await stock(0, 1, 8)
    const id = await accepted([{ sku: 0, qty: 2 }])
    await ok('/v1/out/allot', { id })
    expect((await call('/v1/order/cancel', { id })).status).toBe(0)
    expect((await call('/v1/order/cancelRequest', { id, reason: '不要了' })).message).toMatch(/尚未拣货，可直接取消，无需申请/)
    await ok('/v1/order/cancel', { id, reason: '客户取消' })
    expect(await head(id)).toMatchObject({ status: 90, allocatedQty: 0, cancelReason: '客户取消' })
    expect(await openAllocations(id)).toEqual([])
    const list = await ok('/v1/order/cancelledList', { orderNo: ((await head(id)) as any).orderNo })
    expect(list.list[0]).toMatchObject({ id, cancelReason: '客户取消', cancelledByName: '陈经理', cancelledAt: expect.any(String), returnNo: null })
  })

  it('after picking: the approval cancels, releases what was not picked, and the 退拣单 puts the picked goods back', async () => {
    await stock(1, 0, 6)
    await stock(2, 3, 6)
    const customer = (await api.db.query(`SELECT id, name FROM customer WHERE tenant_id = $1 AND code = 'KH001'`, [f.tenantId])).rows[0]
    const id = await order(
      [
        { sku: 1, qty: 2 },
        { sku: 2, qty: 3 },
      ],
      { customerId: customer.id },
    )
    await ok('/v1/order/accept', { id })
    await ok('/v1/out/allot', { id })
    // The picking slice's work: the first line picked to the staging location, the order at 待复核.
    const h = await head(id)
    const [a1] = (
      await api.db.query(
        `SELECT balance_id AS "balanceId", qty::float AS qty FROM stock_allocation WHERE doc_type = 'outOrder' AND line_id = $1 AND status = 1`,
        [h.lines[0].id],
      )
    ).rows
    await f.run((tx) =>
      pickMove(tx, { docType: 'outOrder', docId: id, lineId: h.lines[0].id }, { fromBalanceId: a1.balanceId, toLocationId: staging, qty: a1.qty }),
    )
    const pickedFrom = (await api.db.query(`SELECT location_id FROM stock_balance WHERE id = $1`, [a1.balanceId])).rows[0].location_id
    const wave = (
      await api.db.query(`INSERT INTO wave (tenant_id, storage_id, wave_no) VALUES ($1, $2, $3) RETURNING id`, [f.tenantId, f.storageId, `BCT${id}`])
    ).rows[0].id
    await api.db.query(
      `INSERT INTO pick_line (tenant_id, wave_id, order_id, order_line_id, sku_id, location_id, qty, picked_qty, status) VALUES ($1, $2, $3, $4, $5, $6, $7, $7, 10)`,
      [f.tenantId, wave, id, h.lines[0].id, f.skus[1], pickedFrom, a1.qty],
    )
    await api.db.query(`UPDATE out_order SET status = 40 WHERE id = $1`, [id])
    expect((await call('/v1/order/cancel', { id, reason: 'x' })).message).toBe('当前状态“待复核”不能执行“取消订单”')

    // Rejected first: the order goes on.
    await ok('/v1/order/cancelRequest', { id, reason: '客户改单' })
    expect(await head(id)).toMatchObject({ status: 40, cancelStatus: 10 })
    const page = await ok('/v1/order/approving/page', {}, approver)
    const inst = page.list.find((r: any) => r.docId === id)
    // The approver reads the reason (first: the list cuts long text) and the customer without opening the order.
    expect(inst).toMatchObject({ docNo: expect.stringMatching(/^CK/), canAct: true, summary: `客户改单 · ${customer.name}` })
    expect((await ok('/v1/order/approving/orderDetails', { id: inst.id }, approver)).lines).toHaveLength(2)
    await ok('/v1/order/approving/reject', { id: inst.id, nodeIndex: 0, opinion: '已装车，无法取消' }, approver)
    expect(await head(id)).toMatchObject({ status: 40, cancelStatus: 15 })

    await ok('/v1/order/cancelRequest', { id, reason: '客户确认取消' })
    const again = (await ok('/v1/order/approving/page', {}, approver)).list.find((r: any) => r.docId === id && r.status === 0)
    expect(again.summary).toBe(`客户确认取消 · ${customer.name}`)
    await ok('/v1/order/approving/accept', { id: again.id, nodeIndex: 0, opinion: '同意' }, approver)
    expect(await head(id)).toMatchObject({ status: 90, cancelStatus: 20 })
    // Only the picked line still holds stock, at the staging location.
    expect((await openAllocations(id)).map((a) => [a.locationId, a.qty])).toEqual([[staging, 2]])
    const exists = await ok('/v1/returnpickingorder/exists', { orderId: id })
    expect(exists).toMatchObject({ exists: true, status: 0, returnNo: expect.stringMatching(/^TJ\d{12}$/) })
    // Home tile 14 counts 待退拣 in the current warehouse.
    const tile14 = async () => ((await ok('/home/count', {})) as { homeModular: number; count: number }[]).find((t) => t.homeModular === 14)!.count
    await ok('/user/changeStorage', { storageId: f.storageId })
    expect(await tile14()).toBe(1)
    const doc = await ok('/v1/returnpickingorder/detail', { id: exists.id })
    expect(doc.lines).toEqual([expect.objectContaining({ qty: 2, fromLocationId: staging, toLocationId: pickedFrom, skuCode: f.skuCodes.get(f.skus[1]) })])

    const badArea = (
      await api.db.query(`INSERT INTO location (tenant_id, storage_id, area_id, code) VALUES ($1, $2, $3, $4) RETURNING id`, [
        f.tenantId,
        f.storageId,
        pickArea,
        `RTN-${id}`,
      ])
    ).rows[0].id
    expect((await call('/v1/returnpickingorder/complete', { id: exists.id, lines: [{ id: doc.lines[0].id, toLocationId: badArea }] })).message).toMatch(
      /不是存储区或拣货区库位/,
    )
    expect((await call('/v1/returnpickingorder/complete', { id: exists.id, lines: [{ id: doc.lines[0].id, toLocationId: staging }] })).message).toMatch(
      /不能是复核区/,
    )
    const target = f.locations[2]
    await ok('/v1/returnpickingorder/complete', { id: exists.id, lines: [{ id: doc.lines[0].id, toLocationId: target }] })
    expect(await openAllocations(id)).toEqual([])
    expect(await head(id)).toMatchObject({ status: 90, allocatedQty: 0 })
    const back = await api.db.query(`SELECT on_hand::float AS q FROM stock_balance WHERE location_id = $1 AND sku_id = $2`, [target, f.skus[1]])
    expect(back.rows.reduce((s, r) => s + r.q, 0)).toBeGreaterThanOrEqual(2)
    expect((await call('/v1/returnpickingorder/complete', { id: exists.id })).message).toMatch(/已完成，不能重复退拣/)
    expect(await tile14()).toBe(0)
    const printed = await ok('/v1/returnpickingorder/print', { ids: [exists.id] })
    expect(printed[0]).toMatchObject({ status: 10, orderNo: expect.stringMatching(/^CK/), lines: [expect.objectContaining({ toLocationId: target })] })
  })
})

describe('write-off', () => {
  it('only signed orders, once; who and when are listed', async () => {
    const id = await order([{ sku: 0, qty: 1 }])
    expect((await call('/v1/order/writeOff', { id })).message).toMatch(/^只有已签收的订单可以核销：CK\d{12}（待审核）$/)
    await api.db.query(`UPDATE out_order SET status = 80 WHERE id = $1`, [id])
    expect((await ok('/v1/order/writeOff', { ids: [id] })).count).toBe(1)
    expect((await call('/v1/order/writeOff', { id })).message).toMatch(/^订单已核销，不能重复核销：/)
    const list = await ok('/v1/order/writeOffList', { writtenOff: true, orderNo: ((await head(id)) as any).orderNo })
    expect(list.list[0]).toMatchObject({ id, writtenOff: true, writtenOffByName: '陈经理' })
  })
})

describe('another tenant', () => {
  it('cannot see or act on the orders or allocations of this one', async () => {
    await stock(0, 2, 3)
    const id = await accepted([{ sku: 0, qty: 1 }])
    await ok('/v1/out/allot', { id })
    const other = await api.login('demo2')
    expect((await call('/v1/order/get', { id }, other)).status).toBe(0)
    expect((await call('/v1/out/unallot', { id }, other)).message).toBe('订单不存在或已被删除')
    expect((await call('/v1/order/cancel', { id, reason: 'x' }, other)).message).toMatch(/不存在或已被删除/)
    const [row] = await openAllocations(id)
    expect((await api.call('/v1/warehouse/StockAllocation/getById', { id: row.id }, { token: other })).body.message).toBe('分配记录不存在或已被删除')
    expect((await api.call('/v1/warehouse/StockAllocation/delete', { id: row.id }, { token: other })).body.message).toBe('分配记录不存在或已被删除')
    expect((await call('/v1/order/list', { orderNo: ((await head(id)) as any).orderNo }, other)).data.total).toBe(0)
    expect((await head(id)).status).toBe(20)
  })

  it('leaves the stock invariants intact', async () => {
    expect((await verifyStock(api.db)).filter((c) => c.broken.length)).toEqual([])
  })
})
