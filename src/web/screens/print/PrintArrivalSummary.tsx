// print-arrivalsummary: 到货汇总, what arrived over a date range (?dateFrom=&dateTo=, default the
// last 7 days; &storageId=, &providerId= narrow it), per supplier and SKU: received and passed
// quantities and how many stock-ins, with supplier subtotals and a grand total. A range picker
// (screen only) changes the range in the address, so a reload prints the same.
import { DatePicker, Space } from 'antd'
import dayjs from 'dayjs'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { ScreenProps } from '../../engine/registry.ts'
import { formatQuantity } from '../../engine/formats.ts'
import { useSession } from '../../session/SessionProvider.tsx'
import { DocSheet } from './DocSheet.tsx'
import { PrintControls } from './PrintControls.tsx'
import { PrintTable } from './PrintTable.tsx'

interface Sums {
  receivedQty: number
  qualifiedQty: number
  stockInCount: number
}

interface SkuRow extends Sums {
  skuId: number
  skuCode: string
  productName: string
  unitName: string | null
}

interface Supplier extends Sums {
  providerId: number | null
  providerName: string
  lines: SkuRow[]
}

interface Summary {
  dateFrom: string
  dateTo: string
  storageName: string | null
  suppliers: Supplier[]
  total: Sums
}

/** A row of the printed table: a SKU of a supplier (its first names the supplier) or the supplier's subtotal. */
type Row = Sums & { key: string; no?: number; supplier?: string; skuCode?: string; productName?: string; unitName?: string | null; subtotal?: string }

const DAY = 'YYYY-MM-DD'
const isDay = (v: string | undefined) => !!v && dayjs(v, DAY, true).isValid()

function rowsOf(suppliers: Supplier[]): Row[] {
  return suppliers.flatMap((s) => [
    ...s.lines.map((l, i) => ({ ...l, key: `${s.providerId}-${l.skuId}`, no: i + 1, supplier: i === 0 ? s.providerName : undefined })),
    { key: `${s.providerId}-sum`, subtotal: `${s.providerName} 小计`, receivedQty: s.receivedQty, qualifiedQty: s.qualifiedQty, stockInCount: s.stockInCount },
  ])
}

export function PrintArrivalSummary({ params }: ScreenProps) {
  const { api } = useSession()
  const [, setQuery] = useSearchParams()
  const dateTo = isDay(params.dateTo) ? params.dateTo : dayjs().format(DAY)
  const dateFrom = isDay(params.dateFrom) ? params.dateFrom : dayjs(dateTo).subtract(6, 'day').format(DAY)
  const storageId = Number(params.storageId) || undefined
  const providerId = Number(params.providerId) || undefined
  const [summary, setSummary] = useState<Summary | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let live = true
    setSummary(null)
    setFailed(false)
    api.request<Summary>('/v1/stockIn/arrivalSummary', { dateFrom, dateTo, storageId, providerId }).then(
      (s) => live && setSummary(s),
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  }, [api, dateFrom, dateTo, storageId, providerId])
  const count = summary?.suppliers.length ?? 0
  return (
    <>
      <PrintControls
        title="到货汇总"
        count={count}
        countText={`共 ${count} 个供应商`}
        loading={!summary && !failed}
        emptyText={failed ? '到货汇总没有取到，请调整日期范围后重试。' : `${dateFrom} 至 ${dateTo} 没有到货记录。`}
      >
        <Space>
          <span>到货日期</span>
          <DatePicker.RangePicker
            aria-label="到货日期"
            allowClear={false}
            value={[dayjs(dateFrom), dayjs(dateTo)]}
            onChange={(range) => {
              if (!range?.[0] || !range[1]) return
              setQuery((q) => {
                q.set('dateFrom', range[0]!.format(DAY))
                q.set('dateTo', range[1]!.format(DAY))
                return q
              })
            }}
          />
        </Space>
      </PrintControls>
      {summary && count > 0 && (
        <DocSheet
          data={{ 'data-summary': `${summary.dateFrom}~${summary.dateTo}` }}
          title="到货汇总"
          facts={[
            ['到货日期', `${summary.dateFrom} 至 ${summary.dateTo}`, 2],
            ['仓库', summary.storageName ?? '全部仓库'],
            ['供应商数', count],
            ['入库单数', summary.total.stockInCount],
            ['收货数量', formatQuantity(summary.total.receivedQty)],
          ]}
          signers={['制表：', '审核：']}
        >
          <PrintTable<Row>
            rows={rowsOf(summary.suppliers)}
            rowKey={(r) => r.key}
            subtotalLabel={(r) => r.subtotal}
            columns={[
              { title: '供应商', value: (r) => r.supplier },
              { title: '序号', align: 'c', value: (r) => r.no },
              { title: 'SKU编码', align: 'nw', value: (r) => r.skuCode },
              { title: '商品名称', value: (r) => r.productName },
              { title: '单位', align: 'c', value: (r) => r.unitName },
              { title: '收货数量', align: 'r', value: (r) => formatQuantity(r.receivedQty), total: formatQuantity(summary.total.receivedQty) },
              { title: '合格数量', align: 'r', value: (r) => formatQuantity(r.qualifiedQty), total: formatQuantity(summary.total.qualifiedQty) },
              { title: '入库单数', align: 'r', value: (r) => r.stockInCount, total: summary.total.stockInCount },
            ]}
          />
          <p className="cy-doc-terms">
            按入库单的入库时间统计；合格数量为收货后可上架的数量（需质检的以质检合格为准），一张入库单含多个商品时在小计和合计中只计一次。
          </p>
        </DocSheet>
      )}
    </>
  )
}
