// /in-stock-mag/instock-inspect-report/:id — the inspection report of a stock-in: what was
// inspected, the verdict per line, each inspection project's value against its limits, and the
// conclusion; printable through print-inspection.
import { Alert, Button, Card, Descriptions, Empty, Space, Spin, Table, Tag, Typography } from 'antd'
import { PrinterOutlined } from '@ant-design/icons'
import { useEffect, useState } from 'react'
import { useSession } from '../../session/SessionProvider.tsx'
import { useConfig } from '../../app/config-context.tsx'
import type { ScreenProps } from '../../engine/registry.ts'
import { enumOption, formatDateTime, formatQuantity } from '../../engine/formats.ts'
import { limitsText, type InspectionDoc, type InspectionResult } from '../print/inspection-result.ts'

interface Line {
  id: number
  skuName?: string
  stockInLineName?: string
  qty: number
  qualifiedQty: number
  unqualifiedQty: number
  rejectedQty: number
  remark: string | null
}
type Report = InspectionDoc<Line>

export function InspectReport({ params }: ScreenProps) {
  const { api } = useSession()
  const config = useConfig()
  const [data, setData] = useState<Report | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    setData(null)
    setError(null)
    api.request<Report>('/inspect/in/report/get', { id: Number(params.id) }).then(setData, (e: Error) => setError(e.message))
  }, [api, params.id])
  if (error) return <Alert type="error" showIcon message="质检报告无法打开" description={error} />
  if (!data)
    return (
      <Spin tip="加载中…" style={{ display: 'block', margin: 48 }}>
        <div />
      </Spin>
    )
  const category = config.entities.inspectProject?.properties.category
  const results = data.results ?? []
  const failed = results.filter((r) => !r.passed)
  return (
    <Card
      data-screen="instock-inspect-report"
      size="small"
      title={`质检报告 ${data.inspectionNo}`}
      extra={
        <Button icon={<PrinterOutlined />} onClick={() => window.open(`#/print/print-inspection?ids=${data.id}`, '_blank')}>
          打印质检单
        </Button>
      }
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Descriptions size="small" bordered column={3}>
          <Descriptions.Item label="质检单号">{data.inspectionNo}</Descriptions.Item>
          <Descriptions.Item label="入库单号">{data.stockInName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="仓库">{data.storageName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="合格数量">{formatQuantity(data.qualifiedQty)}</Descriptions.Item>
          <Descriptions.Item label="不合格数量">{formatQuantity(data.unqualifiedQty)}</Descriptions.Item>
          <Descriptions.Item label="拒收数量">{formatQuantity(data.rejectedQty)}</Descriptions.Item>
          <Descriptions.Item label="质检人">{data.createdByName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="质检时间" span={2}>
            {formatDateTime(data.createdAt)}
          </Descriptions.Item>
        </Descriptions>
        <Table<Line>
          size="small"
          rowKey="id"
          pagination={false}
          title={() => '质检明细'}
          dataSource={data.lines}
          columns={[
            { title: '商品规格', render: (_, l) => l.skuName ?? '—' },
            { title: '送检数量', dataIndex: 'qty', width: 100, render: formatQuantity },
            { title: '合格', dataIndex: 'qualifiedQty', width: 90, render: formatQuantity },
            { title: '不合格', dataIndex: 'unqualifiedQty', width: 90, render: formatQuantity },
            { title: '拒收', dataIndex: 'rejectedQty', width: 90, render: formatQuantity },
            { title: '备注', dataIndex: 'remark', render: (v) => v ?? '' },
          ]}
        />
        <Typography.Title level={5} style={{ margin: 0 }}>
          检测项目 {results.length > 0 && (failed.length ? <Tag color="error">{failed.length} 项不合格</Tag> : <Tag color="success">全部合格</Tag>)}
        </Typography.Title>
        {results.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="本次质检未记录检测项目" />
        ) : (
          <Table<InspectionResult>
            size="small"
            rowKey="projectId"
            pagination={false}
            dataSource={results}
            columns={[
              { title: '检测项目', dataIndex: 'projectName', width: 140 },
              { title: '类别', width: 90, render: (_, r) => (category ? enumOption(category, r.category).label : r.category) },
              { title: '检测方法', dataIndex: 'method', render: (v) => v ?? '—' },
              { title: '执行标准', dataIndex: 'standard', render: (v) => v ?? '—' },
              { title: '限值', width: 150, render: (_, r) => limitsText(r) || '—' },
              { title: '检测值', width: 110, render: (_, r) => (r.value === null ? '—' : `${r.value} ${r.unit ?? ''}`) },
              { title: '判定', width: 80, render: (_, r) => <Tag color={r.passed ? 'success' : 'error'}>{r.passed ? '合格' : '不合格'}</Tag> },
              { title: '备注', dataIndex: 'remark', render: (v) => v ?? '' },
            ]}
          />
        )}
        <Descriptions size="small" bordered column={1}>
          <Descriptions.Item label="质检结论">{data.report || '—'}</Descriptions.Item>
          {data.remark && <Descriptions.Item label="备注">{data.remark}</Descriptions.Item>}
        </Descriptions>
      </Space>
    </Card>
  )
}
