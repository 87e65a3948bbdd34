// A report's chart: loaded (with ECharts) only when a report that has one is on screen.
import { useMemo } from 'react'
import type { EntitySchema, ScreenReport } from '../../../config/types.ts'
import { EChart } from '../chart/EChart.tsx'
import type { Row } from '../row.ts'
import { reportChartOption } from './report-chart-option.ts'

interface Props {
  chart: NonNullable<ScreenReport['chart']>
  entity?: EntitySchema
  rows: Row[]
  totals: Record<string, number> | null
}

export default function ReportChart({ chart, entity, rows, totals }: Props) {
  const option = useMemo(() => reportChartOption(chart, entity, rows, totals), [chart, entity, rows, totals])
  if (!option) return null
  return (
    <div className="cy-report-chart" style={{ marginBottom: 12 }}>
      <div style={{ fontWeight: 500, marginBottom: 4 }}>{chart.title}</div>
      <EChart option={option} height={240} label={chart.title} />
    </div>
  )
}
