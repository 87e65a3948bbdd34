// One ECharts canvas. Only the chart types and components the home page and the reports draw
// are registered (echarts/core), and this file is reached only through lazily loaded modules
// (HomeCharts, a report's chart), so the login and list screens download none of ECharts.
import { useEffect, useRef } from 'react'
import * as echarts from 'echarts/core'
import { BarChart, LineChart, PieChart } from 'echarts/charts'
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components'
import { CanvasRenderer } from 'echarts/renderers'

echarts.use([LineChart, BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer])

export type ChartOption = echarts.EChartsCoreOption

export function EChart({ option, height = 280, label }: { option: ChartOption; height?: number; label: string }) {
  const el = useRef<HTMLDivElement>(null)
  const chart = useRef<echarts.ECharts | null>(null)
  useEffect(() => {
    if (!el.current) return
    const c = echarts.init(el.current)
    chart.current = c
    // A kept-alive tab is hidden (zero size) while away: resize when it shows again.
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => c.resize())
    ro?.observe(el.current)
    return () => {
      ro?.disconnect()
      c.dispose()
      chart.current = null
    }
  }, [])
  useEffect(() => {
    chart.current?.setOption(option, true)
  }, [option])
  return <div ref={el} role="img" aria-label={label} style={{ width: '100%', height }} />
}
