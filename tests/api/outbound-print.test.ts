// Outbound print data (issue 7): /v1/stockOut/print answers the orders of every order print in
// the order chosen, with lines (shipped amounts to the fen), packages and the warehouse as
// sender; /v1/DispatchBill/print answers dispatch bills as manifests; the trunk-list print names
// the consignee of orders the system knows. Orders go through the real pipeline (wave, pick,
// review, pack, ship) so the figures are those the flow leaves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'
import { orderFixture, type FixtureOrder, type OrderFixture } from '../support/order-fixture.ts'
import { verifyStock } from '../../src/server/domain/stock/index.ts'
import { businessDay } from '../../src/server/domain/numbering.ts'

let api: TestApi
let demo: string
let f: OrderFixture
beforeAll(async () => {
  api = await startApi()
  demo = await api.login('demo')
  f = await orderFixture(api)
  for (let s = 0; s < 2; s++) await f.stockUp(0, s, 50)
  await f.stockUp(0, 2, 50, 'LOT-P1')
  await api.db.query(
    `UPDATE storage SET province = '广东省', city = '广州市', address = '白云区太和镇物流园 8 号', contact = '黄仓管', phone = '02088886666' WHERE id = $1`,
    [f.storageId],
  )
})
afterAll(() => api.close())

const call = (path: string, payload: object = {}, token = demo) => api.call(path, payload, { token }).then((r) => r.body)
const ok = async (path: string, payload: object = {}, token = demo) => {
  const r = await call(path, payload, token)
  expect(r.status, r.message).toBe(1)
  return r.data
}
const skuCode = (s: number) => f.skuCodes.get(f.skus[s])!

/** An allocated order with prices and a consignee, taken through the pipeline up to `until`. */
async function order(lines: [number, number, number][], until: 'packed' | 'shipped') {
  const o = await f.order(
    lines.map(([s, qty]) => [s, qty]),
    { carrier: 0, areaName: '一监区' },
  )
  for (const [i, [, qty, price]] of lines.entries())
    await api.db.query(`UPDATE out_order_line SET price = $2, amount = round($3::numeric * $2, 2) WHERE id = $1`, [o.lineIds[i], price, qty])
  await api.db.query(
    `UPDATE out_order SET receiver_name = '李收货', receiver_phone = '13812345678', receiver_address = '广州市天河区体育西路 1 号', waybill_no = 'YT-ORDER-1' WHERE id = $1`,
    [o.id],
  )
  await ok('/v1/out/wave/create', { ids: [o.id], groupBy: 9 })
  await ok('/v1/out/pick/finish', { orderId: o.id })
  for (const [s, qty] of lines) await ok('/v1/out/review/scan', { orderId: o.id, code: skuCode(s), qty, scanKey: crypto.randomUUID() })
  await ok('/v1/out/review/finish', { id: o.id })
  const packages = []
  for (const [i, [, qty]] of lines.entries())
    packages.push(
      await ok('/v1/out/package/add', {
        orderId: o.id,
        weight: 1.25 + i,
        ...(i === 0 ? { waybillNo: 'SF-PKG-1' } : {}),
        lines: [{ orderLineId: o.lineIds[i], qty }],
      }),
    )
  if (until === 'shipped') {
    await ok('/v1/out/package/finish', { id: o.id })
    await ok('/v1/stockOut/ship', { id: o.id, packageNos: packages.map((p) => p.packageNo) })
  }
  return { o, packages: packages as { id: number; packageNo: string }[] }
}

let shipped: { o: FixtureOrder; packages: { id: number; packageNo: string }[] }
let packing: { o: FixtureOrder; packages: { id: number; packageNo: string }[] }

describe('/v1/stockOut/print', () => {
  it('answers the chosen orders in the order chosen, leaving out ids it does not know', async () => {
    shipped = await order(
      [
        [0, 3, 12.5],
        [1, 2, 3.35],
      ],
      'shipped',
    )
    packing = await order([[2, 1, 9.9]], 'packed')
    const docs = await ok('/v1/stockOut/print', { ids: [packing.o.id, 99999999, shipped.o.id, packing.o.id] })
    expect(docs.map((d: any) => d.orderNo)).toEqual([packing.o.orderNo, shipped.o.orderNo])
    const [p, s] = docs
    expect(p).toMatchObject({ status: 50, shippedQty: 0, shippedAmount: 0 })
    expect(p.packages).toHaveLength(1)
    // The lot a line printed is the one its pick took (the order named none).
    expect(p.lines.map((l: any) => [l.batchNo, l.lots])).toEqual([[null, 'LOT-P1']])
    expect(s).toMatchObject({
      status: 70,
      shippedQty: 5,
      packageCount: 2,
      weight: 3.5,
      totalAmount: 0,
      receiverName: '李收货',
      waybillNo: 'YT-ORDER-1',
      storageProvince: '广东省',
      storageCity: '广州市',
      storageAddress: '白云区太和镇物流园 8 号',
      storageContact: '黄仓管',
      storagePhone: '02088886666',
      companyName: expect.any(String),
      carrierName: expect.stringMatching(/^测试承运商/),
      areaName: '一监区',
    })
    expect(s.shippedAt).toBeTruthy()
    // Each line's shipped qty × price, the header their sum (in SQL: no float drift).
    expect(s.lines.map((l: any) => [l.skuCode, l.shippedQty, l.price, l.shippedAmount])).toEqual([
      [skuCode(0), 3, 12.5, 37.5],
      [skuCode(1), 2, 3.35, 6.7],
    ])
    expect(s.shippedAmount).toBe(44.2)
    expect(s.packages.map((k: any) => [k.packageNo, k.qty, k.weight, k.waybillNo, k.contents])).toEqual([
      [shipped.packages[0].packageNo, 3, 1.25, 'SF-PKG-1', '库存测试商品 ×3'],
      [shipped.packages[1].packageNo, 2, 2.25, 'YT-ORDER-1', '库存测试商品 ×2'],
    ])
  })

  it('asks for a choice when none is given, and refuses bad ids in Chinese', async () => {
    expect((await call('/v1/stockOut/print', {})).message).toBe('请选择要打印的订单')
    expect((await call('/v1/stockOut/print', { ids: [] })).message).toBe('请选择要打印的订单')
    const bad = await call('/v1/stockOut/print', { ids: ['x'] })
    expect(bad.status).toBe(0)
    expect(bad.message).toMatch(/[\u4e00-\u9fa5]/)
  })

  it('shows nothing of another tenant’s orders', async () => {
    const demo2 = await api.login('demo2')
    expect(await ok('/v1/stockOut/print', { ids: [shipped.o.id] }, demo2)).toEqual([])
  })
})

describe('/v1/DispatchBill/print', () => {
  it('prints a loaded vehicle’s bill with each package’s order, consignee, destination, items and weight', async () => {
    const today = businessDay(api.clock.now()).replace(/(\d{4})(\d{2})(\d{2})/, '$1-$2-$3')
    const v = (
      await ok('/v1/VehicleReservation/add', {
        storageId: f.storageId,
        plateNo: '粤B7P001',
        driverName: '王师傅',
        driverPhone: '13912345678',
        bookDate: today,
        timeSlot: 2,
        routeName: '干线一号线',
      })
    ).id
    await ok('/v1/VehicleReservation/arrive', { id: v })
    await ok('/v1/VehicleReservation/load', { id: v, packageIds: packing.packages.map((p) => p.id) })
    const billId = (await ok('/v1/VehicleReservation/get', { id: v })).dispatchBillId
    const [bill] = await ok('/v1/DispatchBill/print', { ids: [billId] })
    expect(bill).toMatchObject({
      billNo: expect.stringMatching(/^FC\d{12}$/),
      plateNo: '粤B7P001',
      driverName: '王师傅',
      status: 0,
      packageCount: 1,
      reservationNo: expect.stringMatching(/^YC/),
    })
    expect(bill.lines).toEqual([
      expect.objectContaining({
        orderNo: packing.o.orderNo,
        packageNo: packing.packages[0].packageNo,
        receiverName: '李收货',
        receiverAddress: '广州市天河区体育西路 1 号',
        qty: 1,
        weight: 1.25,
        areaName: '一监区',
      }),
    ])
    expect((await call('/v1/DispatchBill/print', {})).message).toBe('请选择要打印的发车单')
  })
})

describe('/v1/DispatchBill/trunk/print', () => {
  it('names the consignee of the orders it knows and leaves the others blank', async () => {
    const today = businessDay(api.clock.now()).replace(/(\d{4})(\d{2})(\d{2})/, '$1-$2-$3')
    const { id } = await ok('/v1/DispatchBill/trunk/add', {
      trunkNo: 'GX-P1',
      storageId: f.storageId,
      deliveryPoint: '第二监区',
      shipDate: today,
      lines: [
        { orderNo: shipped.o.orderNo, packageNo: shipped.packages[0].packageNo, qty: 3, weight: 1.25 },
        { orderNo: 'CK-UNKNOWN', qty: 1 },
      ],
    })
    const [list] = await ok('/v1/DispatchBill/trunk/print', { ids: [id] })
    expect(list).toMatchObject({ trunkNo: 'GX-P1', deliveryPoint: '第二监区', totalQty: 4 })
    expect(list.lines.map((l: any) => [l.orderNo, l.receiverName])).toEqual([
      [shipped.o.orderNo, '李收货'],
      ['CK-UNKNOWN', null],
    ])
    // Another tenant sees neither the list nor, through a list of its own, this tenant's consignees.
    const demo2 = await api.login('demo2')
    expect(await ok('/v1/DispatchBill/trunk/print', { ids: [id] }, demo2)).toEqual([])
    const own = await ok(
      '/v1/DispatchBill/trunk/add',
      {
        trunkNo: 'GX-P2',
        storageId: (await ok('/storage/options', {}, demo2))[0].value,
        deliveryPoint: '一监区',
        shipDate: today,
        lines: [{ orderNo: shipped.o.orderNo, qty: 1 }],
      },
      demo2,
    )
    expect((await ok('/v1/DispatchBill/trunk/print', { ids: [own.id] }, demo2))[0].lines[0].receiverName).toBeNull()
  })

  it('leaves the stock consistent', async () => {
    const broken = (await verifyStock(api.db)).filter((c) => c.broken.length)
    expect(broken).toEqual([])
  })
})
