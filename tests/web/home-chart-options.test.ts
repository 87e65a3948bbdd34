// What the home charts draw from /home/charts answers: day labels, the pie's 其他 slice for the
// small categories, and location use as a percentage of the area's locations.
import { describe, expect, it } from 'vitest'
import { inOutOption, orderStatesOption, stockByCategoryOption, utilisationOption } from '../../src/web/screens/home/chart-options.ts'

const series = (o: any) => o.series as { name: string; data: unknown[] }[]

describe('home chart options', () => {
  it('labels the 30 days by month and day and draws receipts and issues as two lines', () => {
    const o: any = inOutOption({ days: ['2026-10-31', '2026-11-01'], inbound: [5, 0], outbound: [0, 2.5] })
    expect(o.xAxis.data).toEqual(['10-31', '11-01'])
    expect(series(o).map((s) => [s.name, s.data])).toEqual([
      ['入库', [5, 0]],
      ['出库', [0, 2.5]],
    ])
  })

  it('draws one bar per order state, named', () => {
    const o: any = orderStatesOption([
      { status: 10, name: '待审核', count: 2 },
      { status: 70, name: '已出库', count: 5 },
    ])
    expect(o.xAxis.data).toEqual(['待审核', '已出库'])
    expect(series(o)[0].data).toEqual([2, 5])
  })

  it('keeps the eight largest categories and sums the rest as 其他', () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({ name: `类${i + 1}`, qty: 100 - i * 10 }))
    const data = series(stockByCategoryOption(rows))[0].data as { name: string; value: number }[]
    expect(data.map((d) => d.name)).toEqual(['类1', '类2', '类3', '类4', '类5', '类6', '类7', '类8', '其他'])
    expect(data.at(-1)!.value).toBe(20 + 10)
    expect((series(stockByCategoryOption(rows.slice(0, 3)))[0].data as unknown[]).length).toBe(3)
  })

  it('shows location use as a percentage with one decimal, 0 for an area without locations', () => {
    const o: any = utilisationOption({
      by: 'area',
      rows: [
        { name: '存储A区', used: 3, total: 8 },
        { name: '存储B区', used: 2, total: 3 },
        { name: '退货区', used: 0, total: 0 },
      ],
    })
    expect(o.yAxis.data).toEqual(['存储A区', '存储B区', '退货区'])
    expect(series(o)[0].data).toEqual([37.5, 66.7, 0])
  })
})
