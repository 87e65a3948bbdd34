// A report's ECharts option from its config (screens.yaml `report.chart`) and the rows on the
// page, or its 合计 row for a pie (pure, so tests can read it).
import type { EntitySchema, ScreenReport } from '../../../config/types.ts'
import type { ChartOption } from '../chart/EChart.tsx'
import type { Row } from '../row.ts'

type Chart = NonNullable<ScreenReport['chart']>

export function reportChartOption(
  chart: Chart,
  entity: EntitySchema | undefined,
  rows: Row[],
  totals: Record<string, number> | null = null,
): ChartOption | null {
  const title = (k: string) => entity?.properties[k]?.title ?? k
  if (chart.type === 'pie') {
    if (!totals) return null
    const data = chart.series.map((k) => ({ name: title(k), value: Number(totals[k] ?? 0) })).filter((d) => d.value > 0)
    if (!data.length) return null
    return { tooltip: { trigger: 'item' }, legend: { top: 0 }, series: [{ type: 'pie', radius: ['35%', '65%'], top: 24, data }] }
  }
  if (!rows.length || !chart.category) return null
  const category = chart.category
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 56, right: 16, top: 36, bottom: 56 },
    xAxis: { type: 'category', data: rows.map((r) => String(r[category] ?? '')), axisLabel: { interval: 0, rotate: rows.length > 6 ? 30 : 0 } },
    yAxis: { type: 'value' },
    series: chart.series.map((k) => ({ name: title(k), type: chart.type, data: rows.map((r) => Number(r[k] ?? 0)), barMaxWidth: 28 })),
  }
}
