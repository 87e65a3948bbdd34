// A report (kind report): its notice, its chart, and the list of its rows with the 合计 row.
// A drill-down from another screen opens it with filters in the query string (?skuId=…): they
// replace the report's filters whenever such a link is followed. A report whose documents are
// not recorded yet has no list: it shows its notice alone, never invented figures.
import { Alert, Result } from 'antd'
import { lazy, Suspense, useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import type { EntitySchema, ScreenDef } from '../../../config/types.ts'
import { routeHref } from '../actions/route-href.ts'
import { ListView } from '../list/ListScreen.tsx'
import { useListController } from '../list/use-list-controller.ts'
import { useConfig } from '../providers/EngineProvider.tsx'
import type { ScreenProps } from '../registry.ts'

const ReportChart = lazy(() => import('./ReportChart.tsx'))

export function ReportScreen({ screenKey }: ScreenProps) {
  const config = useConfig()
  const screen = config.screens[screenKey] as ScreenDef
  if (!screen.endpoints?.list)
    return (
      <div className="cy-screen" data-screen={screenKey}>
        <Result status="info" title={screen.title} subTitle={screen.report?.notice ?? '本报表所需的单据尚未记录'} />
      </div>
    )
  return <ReportWithRows screenKey={screenKey} screen={screen} />
}

function ReportWithRows({ screenKey, screen }: { screenKey: string; screen: ScreenDef }) {
  const config = useConfig()
  const c = useListController(screenKey)
  const location = useLocation()
  const applied = useRef('')
  const search = c.search
  useEffect(() => {
    const here = location.pathname === routeHref(config.screens, screenKey)
    if (!here || !location.search || location.search === applied.current) return
    applied.current = location.search
    search(queryFilters(location.search, c.entity))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname, location.search])
  const chart = screen.report?.chart
  return (
    <div>
      {screen.report?.notice && <Alert type="info" showIcon title={screen.report.notice} style={{ marginBottom: 12 }} />}
      {chart && (
        <Suspense fallback={null}>
          <ReportChart chart={chart} entity={c.entity} rows={c.rows} totals={c.totals} />
        </Suspense>
      )}
      <ListView c={c} screenKey={screenKey} height={chart ? 'calc(100vh - 560px)' : 'calc(100vh - 350px)'} />
    </div>
  )
}

/** ?skuId=7&startDate=2026-11-01 → filters, numbers where the report's field is numeric. */
export function queryFilters(search: string, entity: EntitySchema | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of new URLSearchParams(search)) {
    const type = entity?.properties[k]?.type
    out[k] = (type === 'integer' || type === 'number') && v !== '' && !Number.isNaN(Number(v)) ? Number(v) : v
  }
  return out
}
