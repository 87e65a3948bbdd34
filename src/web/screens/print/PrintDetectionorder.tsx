// print-detectionorder: detection orders (检测单) on A4, one per page (?ids=1,2): what was
// inspected (stock row, quantity, sample), by which scheme, each project's result against its
// limits, and the conclusion with the quality the goods are left in.
import type { ApiClient } from '../../api/types.ts'
import type { ScreenProps } from '../../engine/registry.ts'
import { formatDate, formatQuantity } from '../../engine/formats.ts'
import { DocSheet } from './DocSheet.tsx'
import { fetchAll } from './fetch-all.ts'
import { limitsText } from './inspection-result.ts'
import { PrintControls } from './PrintControls.tsx'
import { PrintTable } from './PrintTable.tsx'
import { skuFacts, type SkuFacts } from './sku-facts.ts'
import { useFieldText } from './use-field-text.ts'
import { usePrintDocs } from './use-print-docs.ts'

interface Result {
  id: number
  projectName: string
  method: string | null
  standard: string | null
  unit: string | null
  lowerLimit: number | null
  upperLimit: number | null
  value: number | null
  passed: number | null
  remark: string | null
}

interface Order {
  id: number
  detectionNo: string
  detectType: number
  status: number
  result: number | null
  storageName: string | null
  schemeName: string | null
  locationName: string | null
  ownerName: string | null
  batchNo: string | null
  stockStatus: number
  skuId: number
  qty: number
  sampleQty: number | null
  inspector: string | null
  detectDate: string | null
  outOrderNo: string | null
  remark: string | null
  sku?: SkuFacts
  results: Result[]
}

async function loadOrder(api: ApiClient, id: number): Promise<Order> {
  const o = await api.request<Order>('/inspect/order/get', { id })
  const [sku, results] = await Promise.all([skuFacts(api, [o.skuId]), fetchAll<Result>(api, '/inspect/order/results', { orderId: id })])
  return { ...o, sku: sku.get(o.skuId), results }
}

export function PrintDetectionorder({ params }: ScreenProps) {
  const docs = usePrintDocs(params.ids, loadOrder)
  const text = useFieldText()
  return (
    <>
      <PrintControls title="打印检测单" count={docs?.length ?? 0} loading={!docs} emptyText="没有要打印的检测单：请在检测单列表中选择后再打印。" />
      {docs?.map((o) => (
        <DocSheet
          key={o.id}
          data={{ 'data-detection': o.detectionNo }}
          title={o.detectType === 2 ? '出库检测报告' : '检测报告'}
          barcode={o.detectionNo}
          facts={[
            ['检测单号', o.detectionNo],
            ['检测类型', text('detectionOrder', 'detectType', o.detectType)],
            ['状态', text('detectionOrder', 'status', o.status)],
            ['仓库', o.storageName],
            ['检测方案', o.schemeName],
            ['出库单号', o.outOrderNo],
            ['商品', [o.sku?.code, o.sku?.productName, o.sku?.spec].filter(Boolean).join(' ')],
            ['库位', o.locationName],
            ['批次号', o.batchNo],
            ['货主', o.ownerName],
            ['原库存质量', text('detectionOrder', 'stockStatus', o.stockStatus)],
            ['检测数量', `${formatQuantity(o.qty)}${o.sku?.unitName ? ` ${o.sku.unitName}` : ''}`],
            ['抽样数量', o.sampleQty === null ? '' : formatQuantity(o.sampleQty)],
            ['检测员', o.inspector],
            ['检测日期', o.detectDate ? formatDate(o.detectDate) : ''],
          ]}
          signers={[`检测员：${o.inspector ?? ''}`, '审核：', '仓管：']}
        >
          <PrintTable<Result>
            rows={o.results}
            rowKey={(r) => r.id}
            columns={[
              { title: '序号', align: 'c', value: (_, i) => i + 1 },
              { title: '检测项目', value: (r) => r.projectName },
              { title: '检测方法', value: (r) => r.method },
              { title: '判定标准', value: (r) => r.standard },
              { title: '限值', align: 'c', value: limitsText },
              { title: '检测值', align: 'r', value: (r) => (r.value === null ? '' : `${r.value}${r.unit ? ` ${r.unit}` : ''}`) },
              { title: '判定', align: 'c', value: (r) => (r.passed === null ? '未判定' : r.passed ? '合格' : <strong>不合格</strong>) },
              { title: '备注', value: (r) => r.remark },
            ]}
          />
          <p className="cy-doc-remark">
            <strong>检测结论：</strong>
            {o.result ? text('detectionOrder', 'result', o.result) : '（未完成）'}
            {o.result !== null && o.result !== (o.stockStatus === 1 ? 1 : 2)
              ? (o.status === 20 ? '，已转为' : '，审核通过后转为') + (o.result === 1 ? '合格库存' : '不合格库存')
              : ''}
          </p>
          {o.remark && <p className="cy-doc-remark">备注：{o.remark}</p>}
        </DocSheet>
      ))}
    </>
  )
}
