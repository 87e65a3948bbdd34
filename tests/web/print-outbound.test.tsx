// Outbound print pages against a fake server (msw): what lands on the paper — pick lists in walk
// order with a blank 实拣 box, stock-out documents with totals and the amount in capitals,
// receipts with their 签收 block, delivery notes merged per customer with lines summed per SKU,
// the dispatcher's list and the per-customer summary, retail slips with a masked phone, one
// waybill label per package, trunk manifests; and the reasons a chosen record does not print.
import { screen, within } from '@testing-library/react'
import { setupServer } from 'msw/node'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { calls, cells, configOf, enumField, fail, ok, route, sheetOf, showPage } from '../support/print-page.tsx'
import { PrintSortorder } from '../../src/web/screens/outbound/print/PrintSortorder.tsx'
import { PrintStockout } from '../../src/web/screens/outbound/print/PrintStockout.tsx'
import { PrintStockoutReceipt } from '../../src/web/screens/outbound/print/PrintStockoutReceipt.tsx'
import { PrintDeliveryOrder } from '../../src/web/screens/outbound/print/PrintDeliveryOrder.tsx'
import { PrintDeliveryOrderSum } from '../../src/web/screens/outbound/print/PrintDeliveryOrderSum.tsx'
import { PrintDeliveryOrderSummary } from '../../src/web/screens/outbound/print/PrintDeliveryOrderSummary.tsx'
import { PrintDeliveryOrderSumSummary } from '../../src/web/screens/outbound/print/PrintDeliveryOrderSumSummary.tsx'
import { PrintStockoutSell } from '../../src/web/screens/outbound/print/PrintStockoutSell.tsx'
import { PrintCarrierOrder } from '../../src/web/screens/outbound/print/PrintCarrierOrder.tsx'
import { TrunkListPrint } from '../../src/web/screens/outbound/print/TrunkListPrint.tsx'
import { maskPhone } from '../../src/web/screens/outbound/print/print-lines.ts'

const line = (id: number, orderId: number, skuId: number, skuCode: string, productName: string, qty: number, price: number, extra: object = {}) => ({
  id,
  orderId,
  skuId,
  skuCode,
  barcode: null,
  productName,
  attrs: null,
  unitName: '箱',
  batchNo: null,
  lots: null,
  qty,
  shippedQty: qty,
  price,
  amount: Math.round(qty * price * 100) / 100,
  shippedAmount: Math.round(qty * price * 100) / 100,
  ...extra,
})
const order = (id: number, o: object) => ({
  id,
  orderNo: `CK2026112200${id}`,
  status: 70,
  customerId: 1,
  customerName: '广州好又多超市',
  customerCode: 'C001',
  shopName: null,
  ownerName: null,
  companyName: '演示仓储',
  storageName: '广州白云一号仓',
  storageProvince: '广东省',
  storageCity: '广州市',
  storageAddress: '白云区太和镇物流园 8 号',
  storageContact: '黄仓管',
  storagePhone: '02088886666',
  areaName: '天河区',
  receiverName: '李收货',
  receiverPhone: '13812345678',
  receiverAddress: '广州市天河区体育西路 1 号',
  carrierName: '顺丰速运',
  waybillNo: 'SF1001',
  waveNo: 'BC202611220001',
  totalQty: 0,
  shippedQty: 0,
  totalAmount: 0,
  shippedAmount: 0,
  weight: 0,
  packageCount: 0,
  shippedAt: '2026-11-22T06:00:00.000Z',
  signedAt: null,
  createdAt: '2026-11-21T02:00:00.000Z',
  createdByName: '陈经理',
  remark: null,
  lines: [],
  packages: [],
  ...o,
})
const pkg = (id: number, orderId: number, packageNo: string, qty: number, weight: number, waybillNo: string | null) => ({
  id,
  orderId,
  packageNo,
  status: 30,
  qty,
  weight,
  waybillNo,
  carrierName: null,
  contents: packageNo === 'BG1' ? '伊利安慕希酸奶 ×3' : null,
})

const orders = [
  // Two orders of one customer sharing a SKU at the same price, one SKU at different prices.
  order(1, {
    shippedQty: 5,
    shippedAmount: 1234.5,
    packageCount: 2,
    weight: 3.5,
    lines: [line(11, 1, 19, 'P1009-01', '伊利安慕希酸奶', 3, 400, { lots: 'B1、B2' }), line(12, 1, 23, 'P1011-01', '立白洗洁精', 2, 17.25)],
    packages: [pkg(101, 1, 'BG1', 3, 1.25, 'SF1001'), pkg(102, 1, 'BG2', 2, 2.25, null)],
  }),
  order(2, {
    shippedQty: 4,
    shippedAmount: 55,
    packageCount: 1,
    weight: 2,
    receiverAddress: '广州市越秀区北京路 2 号',
    lines: [line(21, 2, 19, 'P1009-01', '伊利安慕希酸奶', 1, 55, { lots: 'B2、B3' }), line(22, 2, 23, 'P1011-01', '立白洗洁精', 3, 0)],
    packages: [pkg(201, 2, 'BG3', 4, 2, null)],
  }),
  order(3, {
    customerId: 2,
    customerName: '佛山便利店',
    shippedQty: 1,
    shippedAmount: 9.9,
    packageCount: 1,
    weight: 0.5,
    waybillNo: null,
    lines: [line(31, 3, 23, 'P1011-01', '立白洗洁精', 1, 9.9)],
    packages: [pkg(301, 3, 'BG4', 1, 0.5, null)],
  }),
  order(4, { status: 60, packageCount: 1, lines: [line(41, 4, 19, 'P1009-01', '伊利安慕希酸奶', 1, 10)], packages: [pkg(401, 4, 'BG5', 1, 1, null)] }),
  order(5, { status: 50, lines: [line(51, 5, 19, 'P1009-01', '伊利安慕希酸奶', 1, 10)] }),
]
const wave = {
  id: 7,
  waveNo: 'BC202611220007',
  status: 10,
  storageName: '广州白云一号仓',
  groupBy: 1,
  orderCount: 2,
  totalQty: 9.5,
  pickerName: '张拣货',
  startedAt: '2026-11-22T03:00:00.000Z',
  finishedAt: null,
  createdAt: '2026-11-22T02:00:00.000Z',
  createdByName: '陈经理',
  remark: null,
}
const pickLines = [
  {
    id: 5,
    pickOrder: 1,
    locationCode: 'A-01-01-01',
    skuCode: 'P1011-01',
    productName: '立白洗洁精',
    attrs: { 规格: '1kg' },
    batchNo: 'L1',
    unitName: '瓶',
    qty: 2.5,
    orderNo: 'CK202611220001',
  },
  {
    id: 2,
    pickOrder: 4,
    locationCode: 'B-02-01-01',
    skuCode: 'P1009-01',
    productName: '伊利安慕希酸奶',
    attrs: null,
    batchNo: null,
    unitName: '箱',
    qty: 7,
    orderNo: 'CK202611220002',
  },
]

const server = setupServer(
  route('/v1/stockOut/print', (b) => ok(b.ids.map((id: number) => orders.find((o) => o.id === id)).filter(Boolean))),
  route('/v1/out/wave/get', (b) =>
    b.id === 7 ? ok(wave) : b.id === 8 ? ok({ ...wave, id: 8, waveNo: 'BC202611220008', status: 90 }) : fail('记录不存在或已被删除'),
  ),
  route('/v1/out/wave/lines', (b) => ok(b.waveId === 7 ? { list: pickLines, total: 2 } : { list: [], total: 0 })),
  route('/v1/DispatchBill/trunk/print', () =>
    ok([
      {
        id: 1,
        trunkNo: 'GX20261122',
        status: 0,
        deliveryPoint: '第二监区',
        shipDate: '2026-11-22',
        plateNo: '粤A12345',
        driverName: '王师傅',
        driverPhone: '13912345678',
        storageName: '广州白云一号仓',
        carrierName: '德邦',
        remark: null,
        lines: [
          { id: 1, orderNo: 'CK1', packageNo: 'BG1', areaName: '二监区', qty: 2, weight: 1.5, receiverName: '李收货', receiverAddress: '体育西路 1 号' },
          { id: 2, orderNo: 'CK9', packageNo: null, areaName: null, qty: 1.5, weight: 0, receiverName: null, receiverAddress: null },
        ],
      },
    ]),
  ),
  route('/v1/DispatchBill/print', () =>
    ok([
      {
        id: 3,
        billNo: 'FC202611220003',
        status: 10,
        routeName: '干线一号线',
        plateNo: '粤B7P001',
        driverName: '刘师傅',
        driverPhone: null,
        storageName: '广州白云一号仓',
        carrierName: null,
        reservationNo: 'YC202611220001',
        departedAt: '2026-11-22T08:00:00.000Z',
        orderCount: 1,
        remark: null,
        lines: [
          {
            id: 9,
            orderNo: 'CK3',
            packageNo: 'BG4',
            areaName: '一监区',
            deliveryPoint: '第一监区',
            qty: 1,
            weight: 0.5,
            receiverName: '王五',
            receiverAddress: '佛山',
          },
        ],
      },
    ]),
  ),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  calls.length = 0
})
afterAll(() => server.close())

const config = configOf({
  outOrder: {
    $id: 'outOrder',
    title: '出库订单',
    type: 'object',
    properties: { status: enumField('订单状态', [50, 60, 70, 80], ['待打包', '待出库', '已出库', '已签收']) },
  },
  wave: {
    $id: 'wave',
    title: '波次',
    type: 'object',
    properties: {
      status: enumField('波次状态', [0, 10, 20, 90], ['待拣货', '拣货中', '已完成', '已取消']),
      groupBy: enumField('组波方式', [1, 2, 3, 9], ['按承运商', '按配送区域', '按单量', '手工选择']),
    },
  },
  trunkList: { $id: 'trunkList', title: '干线清单', type: 'object', properties: { status: enumField('状态', [0, 10], ['待发运', '运输中']) } },
  dispatchBill: { $id: 'dispatchBill', title: '发车单', type: 'object', properties: { status: enumField('状态', [0, 10], ['装车中', '已发车']) } },
})
const show = (page: ReactNode) => showPage(config, page)
const rowOf = (sheet: HTMLElement, start: string) =>
  cells(
    within(sheet)
      .getAllByRole('row')
      .find((r) => r.textContent?.startsWith(start))!,
  )
const bodyRows = (sheet: HTMLElement) =>
  within(sheet)
    .getAllByRole('row')
    .filter((r) => /^\d/.test(r.textContent ?? ''))
    .map(cells)

describe('print-sortorder', () => {
  it('lists the pick lines in walk order with a blank 实拣 box, the total and the wave no. as a barcode', async () => {
    const { container } = show(<PrintSortorder screenKey="print-sortorder" params={{ ids: '7' }} />)
    const sheet = await sheetOf(container, '[data-sortorder="BC202611220007"]')
    expect(sheet.querySelector('[data-barcode="BC202611220007"]')).not.toBeNull()
    expect(bodyRows(sheet)).toEqual([
      ['1', 'A-01-01-01', 'P1011-01', '立白洗洁精 规格:1kg', 'L1', '瓶', '2.5', '', 'CK202611220001'],
      ['2', 'B-02-01-01', 'P1009-01', '伊利安慕希酸奶', '', '箱', '7', '', 'CK202611220002'],
    ])
    expect(rowOf(sheet, '合计')).toEqual(['合计', '9.5', '', ''])
    expect(within(sheet).getByText('按承运商')).toBeInTheDocument()
    expect(within(sheet).getByText('拣货员：张拣货')).toBeInTheDocument()
  })

  it('prints a cancelled wave marked void and says which waves are gone', async () => {
    const { container } = show(<PrintSortorder screenKey="print-sortorder" params={{ ids: '8,99' }} />)
    const sheet = await sheetOf(container, '[data-sortorder="BC202611220008"]')
    expect(within(sheet).getByText('本波次已取消，拣货单作废')).toBeInTheDocument()
    expect(within(sheet).getByText('波次已取消，拣货明细已作废')).toBeInTheDocument()
    expect(screen.getByText('1 个所选波次不存在或已被删除')).toBeInTheDocument()
  })
})

describe('print-stockout', () => {
  it('prints the shipped lines with price and amount, totals and the amount in capitals', async () => {
    const { container } = show(<PrintStockout screenKey="print-stockout" params={{ ids: '1' }} />)
    const sheet = await sheetOf(container, '[data-stockout="CK20261122001"]')
    expect(sheet.querySelector('[data-barcode="CK20261122001"]')).not.toBeNull()
    expect(bodyRows(sheet)[0]).toEqual(['1', 'P1009-01', '伊利安慕希酸奶', '箱', 'B1、B2', '3', '400.00', '1,200.00'])
    expect(rowOf(sheet, '合计')).toEqual(['合计', '5', '', '1,234.50'])
    expect(within(sheet).getByText('人民币壹仟贰佰叁拾肆元伍角')).toBeInTheDocument()
    expect(within(sheet).getByText('已出库')).toBeInTheDocument()
    expect(within(sheet).getByText('2 件 / 3.5 kg')).toBeInTheDocument()
  })

  it('leaves out an order not shipped yet, saying 订单尚未出库, and one that is gone', async () => {
    show(<PrintStockout screenKey="print-stockout" params={{ ids: '4,77' }} />)
    expect(await screen.findByText('CK20261122004：订单尚未出库')).toBeInTheDocument()
    expect(screen.getByText('1 个所选订单不存在或已被删除')).toBeInTheDocument()
    expect(screen.getByText('没有可打印的出库单：请在已出库列表中选择已出库的订单后再打印。')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /打\s*印/ })).toBeDisabled()
  })
})

describe('print-stockout-receipt', () => {
  it('prints one receipt per order with packages, weight, blank boxes and the 签收 block', async () => {
    const { container } = show(<PrintStockoutReceipt screenKey="print-stockout-receipt" params={{ ids: '1,3' }} />)
    const sheet = await sheetOf(container, '[data-receipt="CK20261122001"]')
    expect(container.querySelectorAll('[data-receipt]')).toHaveLength(2)
    expect(bodyRows(sheet)[1]).toEqual(['2', 'P1011-01', '立白洗洁精', '箱', '2', '', ''])
    expect(within(sheet).getByText(/以上货物共 2 件包裹、5 件商品/)).toBeInTheDocument()
    const sign = sheet.querySelector<HTMLElement>('[data-sign-block]')!
    expect(sign.textContent).toContain('签收人（签字）：')
    expect(sign.textContent).toContain('签收日期：')
    expect(sign.textContent).toContain('收货单位盖章')
  })
})

describe('print-deliveryorder', () => {
  it('keeps what the delivery note showed: the receiver, packages and the lines with amounts', async () => {
    const { container } = show(<PrintDeliveryOrder screenKey="print-deliveryorder" params={{ ids: '1' }} />)
    const sheet = await sheetOf(container, '[data-delivery-note="CK20261122001"]')
    expect(within(sheet).getByText('BG1、BG2')).toBeInTheDocument()
    expect(rowOf(sheet, '合计')).toEqual(['合计', '5', '', '1,234.50', ''])
  })
})

describe('print-deliveryorder-sum', () => {
  it('merges the orders of one customer per SKU and gives another customer a sheet of its own', async () => {
    const { container } = show(<PrintDeliveryOrderSum screenKey="print-deliveryorder-sum" params={{ ids: '1,3,2' }} />)
    const sheet = await sheetOf(container, '[data-delivery-sum="广州好又多超市"]')
    expect(container.querySelectorAll('[data-delivery-sum]')).toHaveLength(2)
    expect(within(sheet).getByText('CK20261122001、CK20261122002')).toBeInTheDocument()
    expect(within(sheet).getByText('多个地址，见各订单')).toBeInTheDocument()
    // 伊利: 3 × 400 + 1 × 55 (two prices); 立白: 2 × 17.25 + 3 × 0.
    expect(bodyRows(sheet)).toEqual([
      ['1', 'P1009-01', '伊利安慕希酸奶', '箱', 'B1、B2、B3', '4', '多价', '1,255.00', ''],
      ['2', 'P1011-01', '立白洗洁精', '箱', '', '5', '多价', '34.50', ''],
    ])
    expect(rowOf(sheet, '合计')).toEqual(['合计', '9', '', '1,289.50', ''])
    expect(within(sheet).getByText('人民币壹仟贰佰捌拾玖元伍角')).toBeInTheDocument()
    const other = container.querySelector<HTMLElement>('[data-delivery-sum="佛山便利店"]')!
    expect(bodyRows(other)).toEqual([['1', 'P1011-01', '立白洗洁精', '箱', '', '1', '9.90', '9.90', '']])
    expect(screen.getByText('3 个订单，共 2 张')).toBeInTheDocument()
  })
})

describe('print-deliveryorder-summary', () => {
  it('lists one row per order with a total row', async () => {
    const { container } = show(<PrintDeliveryOrderSummary screenKey="print-deliveryorder-summary" params={{ ids: '1,2,3' }} />)
    const sheet = await sheetOf(container, '[data-delivery-summary="3"]')
    expect(bodyRows(sheet).map((r) => r[1])).toEqual(['CK20261122001', 'CK20261122002', 'CK20261122003'])
    expect(bodyRows(sheet)[0].slice(3, 11)).toEqual(['李收货 13812345678', '广州市天河区体育西路 1 号', '顺丰速运', 'SF1001', '2', '3.5', '5', '1,234.50'])
    expect(rowOf(sheet, '合计')).toEqual(['合计', '4', '6', '10', '1,299.40', ''])
  })
})

describe('print-deliveryorder-sum-summary', () => {
  it('groups the orders per customer with a subtotal row each and the grand total', async () => {
    const { container } = show(<PrintDeliveryOrderSumSummary screenKey="print-deliveryorder-sum-summary" params={{ ids: '1,3,2' }} />)
    const sheet = await sheetOf(container, '[data-delivery-sum-summary="3"]')
    const table = sheet.querySelector<HTMLElement>('.cy-doc-lines')!
    const rows = within(table)
      .getAllByRole('row')
      .map((r) =>
        within(r)
          .queryAllByRole('cell')
          .map((c) => c.textContent),
      )
      .filter((r) => r.length > 1)
    expect(rows.map((r) => r[0])).toEqual(['广州好又多超市', '', '广州好又多超市 小计', '佛山便利店', '佛山便利店 小计', '合计'])
    expect(rowOf(sheet, '广州好又多超市 小计')).toEqual(['广州好又多超市 小计', '2', '3', '9', '5.5', '1,289.50'])
    expect(rowOf(sheet, '佛山便利店 小计')).toEqual(['佛山便利店 小计', '1', '1', '1', '0.5', '9.90'])
    expect(rowOf(sheet, '合计')).toEqual(['合计', '3', '4', '10', '6', '1,299.40'])
    expect(within(sheet).getByText('人民币壹仟贰佰玖拾玖元肆角')).toBeInTheDocument()
  })
})

describe('print-stockout-sell', () => {
  it('prints an 80 mm slip: lines as qty × price = amount, the total, the phone masked, 谢谢惠顾', async () => {
    const { container } = show(<PrintStockoutSell screenKey="print-stockout-sell" params={{ ids: '1' }} />)
    const slip = await sheetOf(container, '[data-slip="CK20261122001"]')
    expect(slip.querySelector('[data-slip-line="P1009-01"]')!.textContent).toContain('3×400.00 = 1,200.00')
    expect(slip.textContent).toContain('￥1,234.50')
    expect(slip.textContent).toContain('138****5678')
    expect(slip.textContent).not.toContain('13812345678')
    expect(slip.textContent).toContain('谢谢惠顾')
    expect(within(slip).getByRole('heading', { name: '演示仓储' })).toBeInTheDocument()
  })

  it('masks the middle of a phone number whatever its length', () => {
    expect(maskPhone('13812345678')).toBe('138****5678')
    expect(maskPhone('02088886666')).toBe('020****6666')
    expect(maskPhone('8888666')).toBe('88*8666')
    expect(maskPhone(null)).toBe('')
  })
})

describe('print-carrier-order', () => {
  it('prints a label per package: the package waybill, else the order’s, else 未分配运单号', async () => {
    const { container } = show(<PrintCarrierOrder screenKey="print-carrier-order" params={{ ids: '1,3,5' }} />)
    const first = await sheetOf(container, '[data-waybill="BG1"]')
    expect([...container.querySelectorAll('[data-waybill]')].map((l) => l.getAttribute('data-waybill'))).toEqual(['BG1', 'BG2', 'BG4'])
    expect(first.querySelector('[data-barcode="SF1001"]')).not.toBeNull()
    expect(first.textContent).toContain('顺丰速运')
    expect(first.textContent).toContain('1/2')
    expect(first.textContent).toContain('内件：伊利安慕希酸奶 ×3')
    expect(first.textContent).toContain('广州白云一号仓 黄仓管 02088886666')
    expect(first.textContent).toContain('广东省广州市白云区太和镇物流园 8 号')
    const second = container.querySelector('[data-waybill="BG2"]')!
    expect(second.querySelector('[data-barcode="SF1001"]')).not.toBeNull()
    const none = container.querySelector('[data-waybill="BG4"]')!
    expect(none.textContent).toContain('未分配运单号')
    expect(screen.getByText('CK20261122005：订单还没有包裹，请先封箱称重')).toBeInTheDocument()
    expect(screen.getByText('共 3 张面单（100×150mm）')).toBeInTheDocument()
  })
})

describe('trunk-list-print', () => {
  it('prints a trunk list and a dispatch bill as manifests with totals', async () => {
    const { container } = show(<TrunkListPrint screenKey="trunk-list-print" params={{ ids: '1', bills: '3' }} />)
    const trunk = await sheetOf(container, '[data-manifest="GX20261122"]')
    expect(calls.find((c) => c.path === '/v1/DispatchBill/print')?.body).toEqual({ ids: [3] })
    expect(within(trunk).getByText('王师傅 13912345678')).toBeInTheDocument()
    expect(bodyRows(trunk)[0]).toEqual(['1', 'CK1', 'BG1', '李收货', '体育西路 1 号', '二监区', '2', '1.5'])
    expect(rowOf(trunk, '合计')).toEqual(['合计', '3.5', '1.5'])
    const bill = container.querySelector<HTMLElement>('[data-manifest="FC202611220003"]')!
    expect(within(bill).getByRole('heading', { name: '发车单' })).toBeInTheDocument()
    expect(bodyRows(bill)[0]).toEqual(['1', 'CK3', 'BG4', '王五', '佛山', '第一监区', '1', '0.5'])
    expect(within(bill).getByText('已发车')).toBeInTheDocument()
  })
})
