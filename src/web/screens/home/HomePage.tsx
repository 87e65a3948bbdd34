// 首页: the to-do tiles of spec §2 from /home/count (only those whose documents exist and whose
// screen the user holds), each opening its screen, then the charts of /home/charts. Both follow
// the warehouse chosen in the header. ECharts (about 180 KB gzip) is fetched only once home is on
// screen with a chart to draw: not for a user who may see no chart, nor one who left home before
// the figures came (the login → list screen budget of tools/bench/web.ts).
import { Card, Col, Row, Statistic, Typography } from 'antd'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useSession } from '../../session/SessionProvider.tsx'
import { useTabActive } from '../../engine/providers/tab-activity.ts'
import type { HomeChartsData } from './chart-options.ts'

const HomeCharts = lazy(() => import('./HomeCharts.tsx'))

interface Tile {
  homeModular: number
  title: string
  routeName: string
  count: number
}

export function HomePage({ routeOf }: { routeOf: (routeName: string) => string | undefined }) {
  const { api, session } = useSession()
  const navigate = useNavigate()
  const [tiles, setTiles] = useState<Tile[] | null>(null)
  const [charts, setCharts] = useState<HomeChartsData | null>(null)
  const [drawn, setDrawn] = useState(false)
  const active = useTabActive()
  const storageId = session?.defaultStorage?.storageId

  useEffect(() => {
    api.request<Tile[]>('/home/count').then(setTiles, () => setTiles([]))
    api.request<HomeChartsData>('/home/charts').then(setCharts, () => setCharts(null))
  }, [api, storageId])
  useEffect(() => {
    if (active && charts && Object.values(charts).some(Boolean)) setDrawn(true)
  }, [active, charts])

  return (
    <div className="cy-screen" data-screen="home">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        您好，{session?.userInfo.realName}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {session?.tenantInfo.tenantName}
        {session?.defaultStorage ? ` · 当前仓库：${session.defaultStorage.storageName}` : ''}
      </Typography.Paragraph>
      {!!tiles?.length && <Typography.Title level={5}>待办事项</Typography.Title>}
      <Row gutter={[12, 12]}>
        {(tiles ?? []).map((t) => {
          const href = routeOf(t.routeName)
          return (
            <Col key={t.homeModular} xs={12} sm={8} md={6} xl={4}>
              <Card
                size="small"
                className="cy-tile"
                hoverable={!!href}
                onClick={() => href && navigate(href)}
                data-tile={t.homeModular}
                style={{ opacity: href ? 1 : 0.55 }}
                title={t.title}
              >
                <Statistic value={t.count} suffix="项" styles={{ content: { color: t.count ? '#1677ff' : undefined } }} />
              </Card>
            </Col>
          )
        })}
      </Row>
      {drawn && charts && (
        <Suspense fallback={null}>
          <HomeCharts data={charts} />
        </Suspense>
      )}
    </div>
  )
}
