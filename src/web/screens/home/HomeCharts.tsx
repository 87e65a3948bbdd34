// The home page's charts (/home/charts, fetched by HomePage), loaded lazily with ECharts. A chart
// the caller may not see (null) is left out; one with no data yet says so instead of drawing an
// empty frame.
import { Card, Col, Empty, Row } from 'antd'
import { useMemo, type ReactNode } from 'react'
import { EChart } from '../../engine/chart/EChart.tsx'
import { inOutOption, orderStatesOption, stockByCategoryOption, utilisationOption, type HomeChartsData } from './chart-options.ts'

function ChartCard({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <Col xs={24} xl={12}>
      <Card size="small" title={title} data-chart={title}>
        {empty ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="近期没有数据" style={{ height: 248 }} /> : children}
      </Card>
    </Col>
  )
}

export default function HomeCharts({ data }: { data: HomeChartsData }) {
  const options = useMemo(
    () => ({
      inOut: data.inOut && inOutOption(data.inOut),
      orderStates: data.orderStates && orderStatesOption(data.orderStates),
      stock: data.stockByCategory && stockByCategoryOption(data.stockByCategory),
      utilisation: data.utilisation && utilisationOption(data.utilisation),
    }),
    [data],
  )
  const byArea = data.utilisation?.by === 'area'
  return (
    <Row gutter={[12, 12]} style={{ marginTop: 16 }}>
      {data.inOut && options.inOut && (
        <ChartCard title="近30天出入库" empty={!data.inOut.inbound.some(Boolean) && !data.inOut.outbound.some(Boolean)}>
          <EChart option={options.inOut} label="近30天出入库数量" />
        </ChartCard>
      )}
      {data.orderStates && options.orderStates && (
        <ChartCard title="近30天订单状态" empty={!data.orderStates.length}>
          <EChart option={options.orderStates} label="近30天订单按状态" />
        </ChartCard>
      )}
      {data.stockByCategory && options.stock && (
        <ChartCard title="库存分类占比" empty={!data.stockByCategory.length}>
          <EChart option={options.stock} label="库存按商品分类" />
        </ChartCard>
      )}
      {data.utilisation && options.utilisation && (
        <ChartCard title={byArea ? '库区库位使用率' : '仓库库位使用率'} empty={!data.utilisation.rows.length}>
          <EChart option={options.utilisation} label="库位使用率" />
        </ChartCard>
      )}
    </Row>
  )
}
