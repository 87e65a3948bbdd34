// inbound-inspect: record the inspection of a stock-in received as 待检. Each 待检 line is
// split into qualified, unqualified and rejected; the three must add up to what was received.
import { Alert, Button, Card, Input, InputNumber, message, Modal, Select, Space, Table, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { useSession } from '../../session/SessionProvider.tsx'
import type { ScreenProps } from '../../engine/registry.ts'
import { StockInPicker } from './StockInPicker.tsx'

interface Line {
  id: number
  skuCode: string
  productName: string
  batchNo: string | null
  stockStatus: number
  qty: number
}
type Decision = { qualifiedQty: number; unqualifiedQty: number; rejectedQty: number }

const STATUSES = [0]
const sum = (d: Decision) => Math.round((d.qualifiedQty + d.unqualifiedQty + d.rejectedQty) * 10000) / 10000

export function InspectStockIn(_: ScreenProps) {
  const { api } = useSession()
  const [stockInId, setStockInId] = useState<number | null>(null)
  const [lines, setLines] = useState<Line[]>([])
  const [decisions, setDecisions] = useState<Record<number, Decision>>({})
  const [projects, setProjects] = useState<{ value: number; label: string }[]>([])
  const [projectIds, setProjectIds] = useState<number[]>([])
  const [report, setReport] = useState('')
  const [reload, setReload] = useState(0)
  useEffect(() => {
    api.request<{ value: number; label: string }[]>('/InspectProject/options', { status: 1 }).then(setProjects, () => setProjects([]))
  }, [api])
  useEffect(() => {
    if (!stockInId) return setLines([])
    api.request<Line[]>('/v1/stockIn/lines', { stockInId }).then((rows) => {
      const waiting = rows.filter((l) => l.stockStatus === 2)
      setLines(waiting)
      setDecisions(Object.fromEntries(waiting.map((l) => [l.id, { qualifiedQty: l.qty, unqualifiedQty: 0, rejectedQty: 0 }])))
    })
  }, [api, stockInId])
  const set = (id: number, patch: Partial<Decision>) => setDecisions((d) => ({ ...d, [id]: { ...d[id], ...patch } }))
  const unbalanced = lines.filter((l) => decisions[l.id] && sum(decisions[l.id]) !== l.qty)
  const submit = () =>
    Modal.confirm({
      title: '提交质检',
      content: '合格的商品转为“合格”可上架，不合格的转为“不合格”，拒收的退出库存。提交后不能修改，确认提交？',
      okText: '提交',
      cancelText: '取消',
      onOk: async () => {
        await api.request('/v1/inspection/submit', { stockInId, projectIds, report, lines: lines.map((l) => ({ stockInLineId: l.id, ...decisions[l.id] })) })
        message.success('质检已提交')
        setStockInId(null)
        setReport('')
        setReload((n) => n + 1)
      },
    })
  const num = (l: Line, k: keyof Decision) => (
    <InputNumber aria-label={`${l.skuCode} ${k === 'qualifiedQty' ? '合格' : k === 'unqualifiedQty' ? '不合格' : '拒收'}`} min={0} max={l.qty} value={decisions[l.id]?.[k]} onChange={(v) => set(l.id, { [k]: Number(v) || 0 })} />
  )
  return (
    <Card data-screen="inbound-inspect" title="质检入库单" size="small">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Typography.Text strong>入库单</Typography.Text>
          <StockInPicker statuses={STATUSES} value={stockInId} onChange={setStockInId} reload={reload} />
          <Select aria-label="检测项目" mode="multiple" allowClear placeholder="检测项目" style={{ minWidth: 260 }} options={projects} value={projectIds} onChange={setProjectIds} />
        </Space>
        {stockInId && (
          <>
            <Table<Line>
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={lines}
              columns={[
                { title: '规格编码', dataIndex: 'skuCode', width: 140 },
                { title: '商品', dataIndex: 'productName' },
                { title: '批次号', dataIndex: 'batchNo', width: 120 },
                { title: '送检数量', dataIndex: 'qty', width: 90 },
                { title: '合格', width: 120, render: (_, l) => num(l, 'qualifiedQty') },
                { title: '不合格', width: 120, render: (_, l) => num(l, 'unqualifiedQty') },
                { title: '拒收', width: 120, render: (_, l) => num(l, 'rejectedQty') },
              ]}
            />
            <Input.TextArea aria-label="质检结论" placeholder="质检结论（可选）" value={report} onChange={(e) => setReport(e.target.value)} maxLength={1000} rows={2} />
            {unbalanced.length > 0 && <Alert type="warning" showIcon message={`${unbalanced.map((l) => l.skuCode).join('、')}：合格、不合格与拒收之和须等于送检数量`} />}
            <Button type="primary" disabled={!lines.length || unbalanced.length > 0} onClick={submit}>
              提交质检
            </Button>
          </>
        )}
      </Space>
    </Card>
  )
}
