// inbound-shelve: putaway of a stock-in. Suggestions fill each line's location (the SKU's
// existing location, else an empty storage location); the user may change location and
// quantity, then confirm: stock moves from the receiving location to the shelves.
import { Button, Card, message, Space, Table, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { useSession } from '../../session/SessionProvider.tsx'
import type { ScreenProps } from '../../engine/registry.ts'
import { SourceSelect } from '../../engine/widgets/SourceSelect.tsx'
import { CheckedNumber } from '../../engine/input/CheckedNumber.tsx'
import { valueProblem } from '../../engine/input/value-problem.ts'
import { StockInPicker } from './StockInPicker.tsx'

interface Suggestion {
  stockInLineId: number
  skuCode: string
  batchNo: string | null
  qty: number
  locationId: number | null
  locationCode: string | null
  reason: string
}

const STATUSES = [10, 20]

export function ShelveStockIn(_: ScreenProps) {
  const { api } = useSession()
  const [stockInId, setStockInId] = useState<number | null>(null)
  const [storageId, setStorageId] = useState<number | null>(null)
  const [rows, setRows] = useState<(Suggestion & { chosenQty: number })[]>([])
  const [reload, setReload] = useState(0)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    if (!stockInId) return setRows([])
    api.request<{ storageId: number }>('/v1/stockIn/get', { id: stockInId }).then((s) => setStorageId(s.storageId))
    api.request<Suggestion[]>('/v1/shelf/suggest', { stockInId }).then((s) => setRows(s.map((x) => ({ ...x, chosenQty: x.qty }))))
  }, [api, stockInId, reload])
  const patch = (id: number, p: Partial<Suggestion & { chosenQty: number }>) => setRows((rs) => rs.map((r) => (r.stockInLineId === id ? { ...r, ...p } : r)))
  // 本次上架 is at most what is left; a larger number is refused, never cut down to it.
  const limit = (r: Suggestion) => ({ minimum: 0, maximum: r.qty, multipleOf: 0.0001 })
  const ready = rows.filter((r) => r.locationId && r.chosenQty > 0)
  const wrong = rows.some((r) => valueProblem('本次上架', r.chosenQty, limit(r)))
  const confirm = async () => {
    setBusy(true)
    try {
      const r = await api.request<{ status: number }>('/v1/shelf/confirm', {
        stockInId,
        lines: ready.map((x) => ({ stockInLineId: x.stockInLineId, locationId: x.locationId, qty: x.chosenQty })),
      })
      message.success(r.status === 30 ? '上架完成，入库单已完成' : '已上架，入库单部分上架')
      if (r.status === 30) setStockInId(null)
      setReload((n) => n + 1)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Card data-screen="inbound-shelve" title="上架作业" size="small">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space>
          <Typography.Text strong>入库单</Typography.Text>
          <StockInPicker statuses={STATUSES} value={stockInId} onChange={setStockInId} reload={reload} />
        </Space>
        {stockInId && (
          <>
            <Table
              size="small"
              rowKey="stockInLineId"
              pagination={false}
              dataSource={rows}
              columns={[
                { title: '规格编码', dataIndex: 'skuCode', width: 150 },
                { title: '批次号', dataIndex: 'batchNo', width: 120 },
                { title: '待上架', dataIndex: 'qty', width: 90 },
                {
                  title: '上架库位',
                  width: 240,
                  render: (_, r) =>
                    storageId && (
                      <SourceSelect
                        ariaLabel={`${r.skuCode} 上架库位`}
                        source={{ endpoint: '/location/options', params: { storageId, status: 1 }, search: false }}
                        values={{}}
                        value={r.locationId}
                        onChange={(v) => patch(r.stockInLineId, { locationId: (v as number) ?? null })}
                        style={{ width: '100%' }}
                      />
                    ),
                },
                { title: '建议依据', dataIndex: 'reason', width: 160 },
                {
                  title: '本次上架',
                  width: 120,
                  render: (_, r) => (
                    <CheckedNumber
                      aria-label={`${r.skuCode} 本次上架`}
                      title="本次上架"
                      rule={limit(r)}
                      value={r.chosenQty}
                      onChange={(v) => patch(r.stockInLineId, { chosenQty: Number(v) || 0 })}
                    />
                  ),
                },
              ]}
            />
            <Button type="primary" loading={busy} disabled={!ready.length || wrong} onClick={confirm}>
              确认上架
            </Button>
          </>
        )}
      </Space>
    </Card>
  )
}
