// The home charts' ECharts options, built from /home/charts answers (pure, so tests can read them).
import type { ChartOption } from '../../engine/chart/EChart.tsx'

export interface HomeChartsData {
  inOut: { days: string[]; inbound: number[]; outbound: number[] } | null
  orderStates: { status: number; name: string; count: number }[] | null
  stockByCategory: { name: string; qty: number }[] | null
  utilisation: { by: 'area' | 'storage'; rows: { name: string; used: number; total: number }[] } | null
}

const grid = { left: 48, right: 16, top: 36, bottom: 28 }
const tooltip = { trigger: 'axis' as const }

export function inOutOption(d: NonNullable<HomeChartsData['inOut']>): ChartOption {
  return {
    tooltip,
    legend: { data: ['入库', '出库'], top: 0 },
    grid,
    xAxis: { type: 'category', data: d.days.map((x) => x.slice(5)) },
    yAxis: { type: 'value' },
    series: [
      { name: '入库', type: 'line', showSymbol: false, data: d.inbound, color: '#1677ff' },
      { name: '出库', type: 'line', showSymbol: false, data: d.outbound, color: '#fa8c16' },
    ],
  }
}

export function orderStatesOption(rows: NonNullable<HomeChartsData['orderStates']>): ChartOption {
  return {
    tooltip,
    grid: { ...grid, bottom: 48 },
    xAxis: { type: 'category', data: rows.map((r) => r.name), axisLabel: { interval: 0, rotate: rows.length > 6 ? 30 : 0 } },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ name: '订单数', type: 'bar', data: rows.map((r) => r.count), color: '#13c2c2', barMaxWidth: 32 }],
  }
}

/** The largest categories by name, the rest summed as 其他 so the pie stays readable. */
export function stockByCategoryOption(rows: NonNullable<HomeChartsData['stockByCategory']>, top = 8): ChartOption {
  const head = rows.slice(0, top).map((r) => ({ name: r.name, value: r.qty }))
  const rest = rows.slice(top).reduce((s, r) => s + r.qty, 0)
  return {
    tooltip: { trigger: 'item', formatter: '{b}：{c}（{d}%）' },
    series: [
      { name: '库存', type: 'pie', radius: ['40%', '70%'], label: { formatter: '{b} {d}%' }, data: rest > 0 ? [...head, { name: '其他', value: rest }] : head },
    ],
  }
}

export function utilisationOption(u: NonNullable<HomeChartsData['utilisation']>): ChartOption {
  const pct = (r: { used: number; total: number }) => (r.total ? Math.round((r.used / r.total) * 1000) / 10 : 0)
  return {
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => `${String(v)}%` },
    grid: { ...grid, left: 96, right: 56 },
    xAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value}%' } },
    yAxis: { type: 'category', data: u.rows.map((r) => r.name), inverse: true },
    series: [
      {
        name: '库位使用率',
        type: 'bar',
        data: u.rows.map(pct),
        color: '#52c41a',
        barMaxWidth: 20,
        label: { show: true, position: 'right', formatter: '{c}%' },
      },
    ],
  }
}
