// Inbound print pages against a fake server (msw): what a user sees on the paper — the document
// facts, lines with SKU names fetched beside them, totals, the document barcode, project results
// only when the inspection has them, supplier subtotals, and the empty states.
import { screen, waitFor, within } from '@testing-library/react'
import { setupServer } from 'msw/node'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { calls, cells, configOf, enumField, fail, ok, route, sheetOf, showPage } from '../support/print-page.tsx'
import { PrintStockin } from '../../src/web/screens/print/PrintStockin.tsx'
import { PrintInspection } from '../../src/web/screens/print/PrintInspection.tsx'
import { PrintArrivalSummary } from '../../src/web/screens/print/PrintArrivalSummary.tsx'
import { PrintOnShelves } from '../../src/web/screens/print/PrintOnShelves.tsx'

const skus = [
  { id: 19, code: 'P1009-01', name: '伊利安慕希酸奶 原味', barcode: '6900202600801', attrs: { 口味: '原味' }, productId: 9, productName: '伊利安慕希酸奶' },
  { id: 23, code: 'P1011-01', name: '立白洗洁精 1kg', barcode: null, attrs: { 规格: '1kg' }, productId: 11, productName: '立白洗洁精' },
]
const stockIn = {
  id: 4,
  stockInNo: 'RK202611220004',
  bespeakName: 'YY202611220011',
  storageName: '佛山南海二号仓',
  locationName: 'RCV-01-01-01',
  providerName: '广州金粮油脂有限公司',
  ownerName: null,
  status: 20,
  totalQty: 21.5,
  remark: null,
  createdAt: '2026-11-22T05:36:13.000Z',
  createdByName: '陈经理',
  lines: [
    { id: 3, skuId: 19, batchNo: 'B26110', productionDate: '2026-10-01', expiryDate: '2027-10-01', stockStatus: 1, qty: 8, qualifiedQty: 8, shelvedQty: 0 },
    { id: 4, skuId: 23, batchNo: null, productionDate: null, expiryDate: null, stockStatus: 2, qty: 13.5, qualifiedQty: 12.25, shelvedQty: 5 },
  ],
}
const inspection = (results?: unknown[]) => ({
  id: 2,
  inspectionNo: 'ZJ202611220002',
  stockInName: 'RK202611220004',
  storageName: '佛山南海二号仓',
  status: 10,
  qualifiedQty: 19,
  unqualifiedQty: 1,
  rejectedQty: 1,
  report: '水分超标 1 批判不合格',
  remark: null,
  createdAt: '2026-11-22T05:36:55.000Z',
  createdByName: '陈经理',
  lines: [
    { id: 1, skuId: 19, qty: 8, qualifiedQty: 8, unqualifiedQty: 0, rejectedQty: 0, remark: null },
    { id: 2, skuId: 23, qty: 13, qualifiedQty: 11, unqualifiedQty: 1, rejectedQty: 1, remark: '外箱破损' },
  ],
  ...(results ? { results } : {}),
})
const water = {
  projectId: 3,
  projectName: '水分',
  category: 2,
  method: '直接干燥法',
  standard: 'GB 5009.3-2016',
  unit: '%',
  lowerLimit: 0,
  upperLimit: 14.5,
  value: 15.2,
  passed: false,
  remark: '超标',
}

const server = setupServer(
  route('/v1/sku/list', (b) => ok({ list: skus.filter((s) => b.id.includes(s.id)), total: skus.filter((s) => b.id.includes(s.id)).length })),
  route('/v1/product/list', () =>
    ok({
      list: [
        { id: 9, unitName: '箱' },
        { id: 11, unitName: '瓶' },
      ],
      total: 2,
    }),
  ),
  route('/v1/stockIn/get', (b) => (b.id === 4 ? ok(stockIn) : fail('记录不存在或已被删除'))),
  route('/v1/shelf/suggest', () =>
    ok([
      { stockInLineId: 4, skuId: 23, qty: 7.25, locationId: 9, locationCode: 'B-01-01-01', reason: '存储区空库位' },
      { stockInLineId: 3, skuId: 19, qty: 8, locationId: 6, locationCode: 'A-01-10-01', reason: '该商品已存放的库位' },
    ]),
  ),
  route('/v1/inspection/get', (b) => ok(inspection(b.id === 2 ? [water] : undefined))),
  route('/v1/stockIn/arrivalSummary', (b) =>
    b.dateFrom === '2026-11-01'
      ? ok({
          dateFrom: b.dateFrom,
          dateTo: b.dateTo,
          storageId: null,
          storageName: null,
          suppliers: [
            {
              providerId: 6,
              providerName: '广州金粮油脂有限公司',
              receivedQty: 21,
              qualifiedQty: 20,
              stockInCount: 2,
              lines: [
                { skuId: 19, skuCode: 'P1009-01', productName: '伊利安慕希酸奶', unitName: '箱', receivedQty: 8, qualifiedQty: 8, stockInCount: 1 },
                { skuId: 23, skuCode: 'P1011-01', productName: '立白洗洁精', unitName: '瓶', receivedQty: 13, qualifiedQty: 12, stockInCount: 2 },
              ],
            },
            {
              providerId: null,
              providerName: '（无供应商）',
              receivedQty: 5,
              qualifiedQty: 5,
              stockInCount: 1,
              lines: [{ skuId: 19, skuCode: 'P1009-01', productName: '伊利安慕希酸奶', unitName: '箱', receivedQty: 5, qualifiedQty: 5, stockInCount: 1 }],
            },
          ],
          total: { receivedQty: 26, qualifiedQty: 25, stockInCount: 3 },
        })
      : ok({
          dateFrom: b.dateFrom,
          dateTo: b.dateTo,
          storageId: null,
          storageName: null,
          suppliers: [],
          total: { receivedQty: 0, qualifiedQty: 0, stockInCount: 0 },
        }),
  ),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  calls.length = 0
})
afterAll(() => server.close())

const config = configOf({
  stockIn: {
    $id: 'stockIn',
    title: '入库单',
    type: 'object',
    properties: { status: enumField('状态', [0, 10, 20, 30, 90], ['待质检', '待上架', '部分上架', '已完成', '已关闭']) },
  },
  stockInLine: {
    $id: 'stockInLine',
    title: '入库明细',
    type: 'object',
    properties: { stockStatus: enumField('库存状态', [1, 2, 3, 4], ['合格', '待检', '冻结', '不合格']) },
  },
  inspection: { $id: 'inspection', title: '质检单', type: 'object', properties: { status: enumField('状态', [0, 10], ['待质检', '已质检']) } },
  inspectProject: { $id: 'inspectProject', title: '检测项目', type: 'object', properties: { category: enumField('项目类别', [1, 2], ['感官', '理化']) } },
})
const show = (page: ReactNode) => showPage(config, page)

describe('print-stockin', () => {
  it('prints a stock-in with its facts, the lines named from their SKUs, totals and the number as a barcode', async () => {
    const { container } = show(<PrintStockin screenKey="print-stockin" params={{ ids: '4' }} />)
    const sheet = await sheetOf(container, '[data-stockin="RK202611220004"]')
    expect(within(sheet).getByText('部分上架')).toBeInTheDocument()
    expect(within(sheet).getByText('广州金粮油脂有限公司')).toBeInTheDocument()
    expect(sheet.querySelector('[data-barcode="RK202611220004"]')).not.toBeNull()
    const rows = within(sheet).getAllByRole('row')
    expect(cells(rows.find((r) => r.textContent?.includes('P1011-01'))!)).toEqual([
      '2',
      'P1011-01',
      '立白洗洁精 规格:1kg',
      '',
      '',
      '',
      '待检',
      '13.5',
      '12.25',
      '5',
    ])
    expect(cells(rows.find((r) => r.textContent?.startsWith('合计'))!)).toEqual(['合计', '21.5', '20.25', '5'])
    expect(screen.getByText('共 1 张')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /打\s*印/ })).toBeEnabled()
  })

  it('says so when nothing was chosen or the stock-in is gone, and cannot print', async () => {
    show(<PrintStockin screenKey="print-stockin" params={{ ids: '99' }} />)
    expect(await screen.findByText('没有要打印的入库单：请在已入库列表中选择后再打印。')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /打\s*印/ })).toBeDisabled()
  })
})

describe('print-on-shelves', () => {
  it('lists what is left to shelve in suggested-location order with blank boxes to fill in', async () => {
    const { container } = show(<PrintOnShelves screenKey="print-on-shelves" params={{ ids: '4' }} />)
    const sheet = await sheetOf(container, '[data-shelf="RK202611220004"]')
    const body = within(sheet)
      .getAllByRole('row')
      .filter((r) => /^\d/.test(r.textContent ?? ''))
    expect(body.map(cells)).toEqual([
      ['1', 'A-01-10-01', 'P1009-01', '伊利安慕希酸奶 口味:原味', 'B26110', '8', '', ''],
      ['2', 'B-01-01-01', 'P1011-01', '立白洗洁精 规格:1kg', '', '7.25', '', ''],
    ])
    expect(within(sheet).getByText('15.25')).toBeInTheDocument()
  })
})

describe('print-inspection', () => {
  it('prints the decision totals, the conclusion and the project results when there are some', async () => {
    const { container } = show(<PrintInspection screenKey="print-inspection" params={{ ids: '2' }} />)
    const sheet = await sheetOf(container, '[data-inspection="ZJ202611220002"]')
    expect(sheet.querySelector('[data-barcode="ZJ202611220002"]')).not.toBeNull()
    expect(
      cells(
        within(sheet)
          .getAllByRole('row')
          .find((r) => r.textContent?.startsWith('合计'))!,
      ),
    ).toEqual(['合计', '21', '19', '1', '1', ''])
    expect(within(sheet).getByText('水分超标 1 批判不合格')).toBeInTheDocument()
    expect(within(sheet).getByRole('heading', { name: '检测项目' })).toBeInTheDocument()
    expect(
      cells(
        within(sheet)
          .getAllByRole('row')
          .find((r) => r.textContent?.includes('直接干燥法'))!,
      ),
    ).toEqual(['1', '水分', '理化', '直接干燥法', 'GB 5009.3-2016', '0 ~ 14.5 %', '15.2 %', '不合格', '超标'])
  })

  it('leaves the 检测项目 section out when the inspection has no results', async () => {
    const { container } = show(<PrintInspection screenKey="print-inspection" params={{ ids: '3' }} />)
    const sheet = await sheetOf(container, '[data-inspection="ZJ202611220002"]')
    expect(within(sheet).getByText('质检结论：')).toBeInTheDocument()
    expect(within(sheet).queryByRole('heading', { name: '检测项目' })).not.toBeInTheDocument()
    expect(within(sheet).queryByText('直接干燥法')).not.toBeInTheDocument()
  })
})

describe('print-arrivalsummary', () => {
  it('asks for the range in the address and prints supplier subtotals and the grand total', async () => {
    const { container } = show(<PrintArrivalSummary screenKey="print-arrivalsummary" params={{ dateFrom: '2026-11-01', dateTo: '2026-11-22' }} />)
    const sheet = await sheetOf(container, '[data-summary="2026-11-01~2026-11-22"]')
    expect(calls.find((c) => c.path === '/v1/stockIn/arrivalSummary')?.body).toEqual({ dateFrom: '2026-11-01', dateTo: '2026-11-22' })
    const rows = within(sheet).getAllByRole('row')
    expect(cells(rows.find((r) => r.textContent?.startsWith('广州金粮油脂有限公司 小计'))!)).toEqual(['广州金粮油脂有限公司 小计', '21', '20', '2'])
    expect(cells(rows.find((r) => r.textContent?.startsWith('（无供应商） 小计'))!)).toEqual(['（无供应商） 小计', '5', '5', '1'])
    expect(cells(rows.find((r) => r.textContent?.startsWith('合计'))!)).toEqual(['合计', '26', '25', '3'])
    expect(screen.getByText('共 2 个供应商')).toBeInTheDocument()
  })

  it('defaults to the last 7 days and says when nothing arrived', async () => {
    show(<PrintArrivalSummary screenKey="print-arrivalsummary" params={{}} />)
    await waitFor(() => expect(calls.find((c) => c.path === '/v1/stockIn/arrivalSummary')).toBeDefined())
    const { dateFrom, dateTo } = calls.find((c) => c.path === '/v1/stockIn/arrivalSummary')!.body
    expect((Date.parse(dateTo) - Date.parse(dateFrom)) / 86_400_000).toBe(6)
    expect(await screen.findByText(`${dateFrom} 至 ${dateTo} 没有到货记录。`)).toBeInTheDocument()
  })
})
