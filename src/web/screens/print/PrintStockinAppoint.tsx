// print-stockin-appoint: inbound reservations (入库预约单) on A4, one per page (?ids=1,2): the
// booking facts, a Code 128 of the reservation number (the scan-in page scans it), the lines
// with what has been received, totals and signatures.
import type { ApiClient } from '../../api/types.ts'
import type { ScreenProps } from '../../engine/registry.ts'
import { formatDate, formatQuantity } from '../../engine/formats.ts'
import { DocSheet } from './DocSheet.tsx'
import type { Fact } from './FactsTable.tsx'
import { PrintControls } from './PrintControls.tsx'
import { PrintTable } from './PrintTable.tsx'
import { getWithSkus, type SkuFacts } from './sku-facts.ts'
import { useFieldText } from './use-field-text.ts'
import { usePrintDocs } from './use-print-docs.ts'

interface Line {
  id: number
  skuId: number
  qty: number
  receivedQty: number
  batchNo: string | null
  remark: string | null
  sku: SkuFacts
}

interface Bespeak {
  id: number
  bespeakNo: string
  bespeakType: number
  purchaseNo: string | null
  providerName: string | null
  /** 退货入库: the customer returning, their order and why. */
  customerName?: string | null
  sourceNo?: string | null
  returnReason?: string | null
  storageName: string | null
  ownerName: string | null
  expectedDate: string | null
  carrierName: string | null
  plateNo: string | null
  driverPhone: string | null
  needInspection: boolean
  status: number
  totalQty: number
  receivedQty: number
  remark: string | null
  createdByName: string | null
  lines: Line[]
}

const loadBespeak = (api: ApiClient, id: number) => getWithSkus<Bespeak>(api, '/v1/bespeak/get', id)

export function PrintStockinAppoint({ params }: ScreenProps) {
  const docs = usePrintDocs(params.ids, loadBespeak)
  const text = useFieldText()
  return (
    <>
      <PrintControls title="打印入库预约单" count={docs?.length ?? 0} loading={!docs} emptyText="没有要打印的入库预约单：请在入库预约列表中选择后再打印。" />
      {docs?.map((b) => (
        <DocSheet
          key={b.id}
          data={{ 'data-bespeak': b.bespeakNo }}
          title="入库预约单"
          barcode={b.bespeakNo}
          facts={[
            ['预约单号', b.bespeakNo],
            ['入库类型', text('bespeak', 'bespeakType', b.bespeakType)],
            ['状态', text('bespeak', 'status', b.status)],
            ...(b.customerName
              ? ([
                  ['退货客户', b.customerName, 2],
                  ['来源单号', b.sourceNo],
                ] satisfies Fact[])
              : ([
                  ['供应商', b.providerName, 2],
                  ['采购单号', b.purchaseNo],
                ] satisfies Fact[])),
            ['仓库', b.storageName],
            ['货主', b.ownerName],
            ['预计到货', formatDate(b.expectedDate)],
            ['承运商', b.carrierName],
            ['车牌号', b.plateNo],
            ['司机电话', b.driverPhone],
            ['需要质检', b.needInspection ? '是' : '否'],
            ['备注', b.remark, 2],
            ...(b.returnReason ? ([['退货原因', b.returnReason, 3]] satisfies Fact[]) : []),
          ]}
          signers={[`制单：${b.createdByName ?? ''}`, '收货：', '仓管：', '送货人：']}
        >
          <PrintTable<Line>
            rows={b.lines}
            rowKey={(l) => l.id}
            columns={[
              { title: '序号', align: 'c', value: (_, i) => i + 1 },
              { title: 'SKU编码', align: 'nw', value: (l) => l.sku.code },
              { title: '商品名称', value: (l) => l.sku.productName },
              { title: '规格', value: (l) => l.sku.spec },
              { title: '单位', align: 'c', value: (l) => l.sku.unitName },
              { title: '预约数量', align: 'r', value: (l) => formatQuantity(l.qty), total: formatQuantity(b.totalQty) },
              { title: '已收数量', align: 'r', value: (l) => formatQuantity(l.receivedQty), total: formatQuantity(b.receivedQty) },
              { title: '批次', align: 'nw', value: (l) => l.batchNo },
              { title: '备注', value: (l) => l.remark },
            ]}
          />
          <p className="cy-doc-terms">送货时请出示本预约单，仓库扫描上方条码收货；实收数量以仓库清点为准。</p>
        </DocSheet>
      ))}
    </>
  )
}
