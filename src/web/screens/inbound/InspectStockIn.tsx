// inbound-inspect: record the inspection of a stock-in received as 待检. Each 待检 line is
// split into qualified, unqualified and rejected; the three must add up to what was received.
import { Alert, Button, Card, Input, InputNumber, message, Modal, Select, Space, Table, Tag, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { useSession } from '../../session/SessionProvider.tsx'
import { useConfig } from '../../app/config-context.tsx'
import { CheckedNumber } from '../../engine/input/CheckedNumber.tsx'
import { valueProblem } from '../../engine/input/value-problem.ts'
import type { ScreenProps } from '../../engine/registry.ts'
import { StockInPicker } from './StockInPicker.tsx'
import { limitsText } from '../print/inspection-result.ts'

interface Line {
  id: number
  skuCode: string
  productName: string
  batchNo: string | null
  stockStatus: number
  qty: number
}
type Decision = { qualifiedQty: number; unqualifiedQty: number; rejectedQty: number }
interface Project {
  value: number
  label: string
  standard: string | null
  unit: string | null
  lowerLimit: number | null
  upperLimit: number | null
}
type Result = { value?: number | null; passed?: boolean | null }

const hasLimits = (p: Project) => p.lowerLimit !== null || p.upperLimit !== null
/** What the server will decide: a value against the limits, else the inspector's verdict. */
function verdict(p: Project, r: Result | undefined): boolean | null {
  if (r?.value != null && hasLimits(p)) return (p.lowerLimit === null || r.value >= p.lowerLimit) && (p.upperLimit === null || r.value <= p.upperLimit)
  return r?.passed ?? null
}

const STATUSES = [0]
const PART = { qualifiedQty: '合格', unqualifiedQty: '不合格', rejectedQty: '拒收' } as const
const sum = (d: Decision) => Math.round((d.qualifiedQty + d.unqualifiedQty + d.rejectedQty) * 10000) / 10000

export function InspectStockIn(_: ScreenProps) {
  const { api } = useSession()
  const reportMax = useConfig().entities.inspectionSubmit?.properties.report?.maxLength
  const [stockInId, setStockInId] = useState<number | null>(null)
  const [lines, setLines] = useState<Line[]>([])
  const [decisions, setDecisions] = useState<Record<number, Decision>>({})
  const [projects, setProjects] = useState<Project[]>([])
  const [projectIds, setProjectIds] = useState<number[]>([])
  const [results, setResults] = useState<Record<number, Result>>({})
  const [report, setReport] = useState('')
  const [reload, setReload] = useState(0)
  useEffect(() => {
    api.request<Project[]>('/InspectProject/options', { status: 1 }).then(setProjects, () => setProjects([]))
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
  // Each part is at most the line's quantity, and the report at most its length: refused, never cut.
  const partRule = (l: Line) => ({ minimum: 0, maximum: l.qty, multipleOf: 0.0001 })
  const reportProblem = valueProblem('质检结论', report, { maxLength: reportMax })
  const partsWrong = lines.some((l) => (Object.keys(PART) as (keyof Decision)[]).some((k) => valueProblem('', decisions[l.id]?.[k], partRule(l))))
  const unbalanced = lines.filter((l) => decisions[l.id] && sum(decisions[l.id]) !== l.qty)
  const chosen = projects.filter((p) => projectIds.includes(p.value))
  const undecided = chosen.filter((p) => verdict(p, results[p.value]) === null)
  const setResult = (id: number, patch: Result) => setResults((r) => ({ ...r, [id]: { ...r[id], ...patch } }))
  const submit = () =>
    Modal.confirm({
      title: '提交质检',
      content: '合格的商品转为“合格”可上架，不合格的转为“不合格”，拒收的退出库存。提交后不能修改，确认提交？',
      okText: '提交',
      cancelText: '取消',
      onOk: async () => {
        const judged = chosen.map((p) => ({
          projectId: p.value,
          ...(results[p.value]?.value != null ? { value: results[p.value].value } : {}),
          ...(results[p.value]?.passed != null ? { passed: results[p.value].passed } : {}),
        }))
        await api.request('/v1/inspection/submit', {
          stockInId,
          results: judged,
          report,
          lines: lines.map((l) => ({ stockInLineId: l.id, ...decisions[l.id] })),
        })
        message.success('质检已提交')
        setStockInId(null)
        setReport('')
        setProjectIds([])
        setResults({})
        setReload((n) => n + 1)
      },
    })
  const num = (l: Line, k: keyof Decision) => (
    <CheckedNumber
      aria-label={`${l.skuCode} ${PART[k]}`}
      title={`${PART[k]}数量`}
      rule={partRule(l)}
      value={decisions[l.id]?.[k]}
      onChange={(v) => set(l.id, { [k]: Number(v) || 0 })}
    />
  )
  return (
    <Card data-screen="inbound-inspect" title="质检入库单" size="small">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Typography.Text strong>入库单</Typography.Text>
          <StockInPicker statuses={STATUSES} value={stockInId} onChange={setStockInId} reload={reload} />
          <Select
            aria-label="检测项目"
            mode="multiple"
            allowClear
            placeholder="检测项目"
            style={{ minWidth: 260 }}
            options={projects.map((p) => ({ value: p.value, label: p.label }))}
            value={projectIds}
            onChange={setProjectIds}
          />
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
            {chosen.length > 0 && (
              <Table<Project>
                size="small"
                rowKey="value"
                pagination={false}
                title={() => '检测项目'}
                dataSource={chosen}
                columns={[
                  { title: '项目', dataIndex: 'label', width: 140 },
                  { title: '执行标准', dataIndex: 'standard', width: 160 },
                  { title: '限值', width: 140, render: (_, p) => limitsText(p) || '—' },
                  {
                    title: '检测值',
                    width: 140,
                    render: (_, p) => (
                      <InputNumber
                        aria-label={`${p.label} 检测值`}
                        value={results[p.value]?.value ?? null}
                        onChange={(v) => setResult(p.value, { value: v === null ? null : Number(v) })}
                        addonAfter={p.unit || undefined}
                      />
                    ),
                  },
                  {
                    title: '判定',
                    width: 160,
                    render: (_, p) =>
                      results[p.value]?.value != null && hasLimits(p) ? (
                        <Tag color={verdict(p, results[p.value]) ? 'success' : 'error'}>{verdict(p, results[p.value]) ? '合格' : '不合格'}（按限值）</Tag>
                      ) : (
                        <Select
                          aria-label={`${p.label} 判定`}
                          placeholder="请选择"
                          style={{ width: 110 }}
                          value={results[p.value]?.passed ?? undefined}
                          onChange={(v) => setResult(p.value, { passed: v })}
                          options={[
                            { value: true, label: '合格' },
                            { value: false, label: '不合格' },
                          ]}
                        />
                      ),
                  },
                ]}
              />
            )}
            <Input.TextArea
              aria-label="质检结论"
              placeholder="质检结论（可选）"
              value={report}
              onChange={(e) => setReport(e.target.value)}
              count={{ show: true, max: reportMax }}
              status={reportProblem ? 'error' : undefined}
              rows={2}
            />
            {reportProblem && <Alert type="error" showIcon message={reportProblem} />}
            {undecided.length > 0 && <Alert type="info" showIcon message={`请填写 ${undecided.map((p) => p.label).join('、')} 的检测值或判定`} />}
            {unbalanced.length > 0 && (
              <Alert type="warning" showIcon message={`${unbalanced.map((l) => l.skuCode).join('、')}：合格、不合格与拒收之和须等于送检数量`} />
            )}
            <Button type="primary" disabled={!lines.length || unbalanced.length > 0 || undecided.length > 0 || !!reportProblem || partsWrong} onClick={submit}>
              提交质检
            </Button>
          </>
        )}
      </Space>
    </Card>
  )
}
