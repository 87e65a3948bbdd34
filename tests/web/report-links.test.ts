// A report's drill-down and chart, as pure functions: the link carries the row's values as the
// opened report's filters (and a document's id as :id), the opened report reads them back with
// numbers as numbers, and the chart draws the page's rows or the 合计 row's non-zero parts.
import { describe, expect, it } from 'vitest'
import { routeHref } from '../../src/web/engine/actions/route-href.ts'
import { queryFilters } from '../../src/web/engine/report/ReportScreen.tsx'
import { reportChartOption } from '../../src/web/engine/report/report-chart-option.ts'
import type { EntitySchema } from '../../src/config/types.ts'

const screens = {
  'out-in-stock-detail': { kind: 'report', title: '出入库明细', group: '/report' },
  'loss-report-detail': { kind: 'detail', title: '报损单', group: '/warehouse-operation', path: '/loss-report-detail/:id' },
}
const entity = {
  $id: 'r',
  title: 'r',
  type: 'object',
  properties: { skuId: { type: 'integer', title: '规格' }, startDate: { type: 'string', title: '开始日期' }, inQty: { type: 'number', title: '入库数量' } },
} as EntitySchema

describe('report drill-down links', () => {
  it('puts the row values named by query into the query string, leaving out empty ones', () => {
    const row = { id: 1, skuId: 7, startDate: '2026-11-01', storageId: null }
    expect(routeHref(screens, 'out-in-stock-detail', row, { query: { skuId: 'skuId', startDate: 'startDate', storageId: 'storageId' } })).toBe(
      '/report/out-in-stock-detail?skuId=7&startDate=2026-11-01',
    )
  })

  it('fills :id from the field params names', () => {
    expect(routeHref(screens, 'loss-report-detail', { id: 99, docId: 5 }, { params: { id: 'docId' } })).toBe('/warehouse-operation/loss-report-detail/5')
    expect(routeHref(screens, 'loss-report-detail', { id: 99 })).toBe('/warehouse-operation/loss-report-detail/99')
  })

  it('reads the query back as filters, numeric fields as numbers', () => {
    expect(queryFilters('?skuId=7&startDate=2026-11-01', entity)).toEqual({ skuId: 7, startDate: '2026-11-01' })
  })
})

describe('report charts', () => {
  it('draws one series per field over the rows', () => {
    const o = reportChartOption({ type: 'bar', title: 't', category: 'skuCode', series: ['inQty'] }, entity, [
      { id: 1, skuCode: 'A', inQty: 5 },
      { id: 2, skuCode: 'B', inQty: 3 },
    ]) as any
    expect(o.xAxis.data).toEqual(['A', 'B'])
    expect(o.series).toEqual([expect.objectContaining({ name: '入库数量', type: 'bar', data: [5, 3] })])
  })

  it('draws a pie of the 合计 row without its empty parts, and nothing without figures', () => {
    const chart = { type: 'pie' as const, title: 't', series: ['inQty', 'outQty'] }
    const o = reportChartOption(chart, entity, [], { inQty: 4, outQty: 0 }) as any
    expect(o.series[0].data).toEqual([{ name: '入库数量', value: 4 }])
    expect(reportChartOption(chart, entity, [], { inQty: 0, outQty: 0 })).toBeNull()
    expect(reportChartOption({ type: 'bar', title: 't', category: 'skuCode', series: ['inQty'] }, entity, [], null)).toBeNull()
  })
})
