// print-delivery-note: delivery notes (发货单) of shipped orders on A4, one per page (?ids=1,2):
// the receiver, carrier and packages, the lines shipped with amounts, and the receiver's
// signature line (签收) the driver brings back.
import type { ApiClient } from '../../api/types.ts'
import type { ScreenProps } from '../../engine/registry.ts'
import { formatAmount, formatDateTime, formatQuantity, formatSkuAttrs } from '../../engine/formats.ts'
import { DocSheet } from '../print/DocSheet.tsx'
import { PrintControls } from '../print/PrintControls.tsx'
import { PrintTable } from '../print/PrintTable.tsx'
import { sumQty } from '../print/sum-qty.ts'
import { usePrintDocs } from '../print/use-print-docs.ts'
import type { FulfilLine, FulfilOrder } from './types.ts'

const SHIPPED = [70, 80]

async function loadNote(api: ApiClient, id: number): Promise<FulfilOrder> {
  const o = await api.request<FulfilOrder>('/v1/stockOut/detail', { id }, { ignoreError: true })
  if (!SHIPPED.includes(o.status)) throw new Error('未出库')
  return o
}

export function PrintDeliveryNote({ params }: ScreenProps) {
  const docs = usePrintDocs(params.ids, loadNote)
  return (
    <>
      <PrintControls title="打印发货单" count={docs?.length ?? 0} loading={!docs} emptyText="没有可打印的发货单：请在发货单列表中选择已出库的订单后再打印。" />
      {docs?.map((o) => (
        <DocSheet
          key={o.id}
          data={{ 'data-delivery-note': o.orderNo }}
          title="发货单"
          barcode={o.orderNo}
          facts={[
            ['订单号', o.orderNo],
            ['客户', o.customerName],
            ['发货仓库', o.storageName],
            ['收货人', o.receiverName],
            ['收货电话', o.receiverPhone],
            ['配送区域', o.areaName],
            ['收货地址', o.receiverAddress, 3],
            ['承运商', o.carrierName],
            ['运单号', o.waybillNo],
            ['出库时间', formatDateTime(o.shippedAt)],
            ['包裹数', String(o.packageCount)],
            ['总重量(kg)', String(o.weight)],
            ['包裹号', (o.packages ?? []).map((p) => p.packageNo).join('、')],
            ...(o.remark ? [['备注', o.remark, 3] satisfies [string, string, 3]] : []),
          ]}
          signers={['发货人：', '承运人：', '收货人签收：', '签收日期：']}
        >
          <PrintTable<FulfilLine>
            rows={o.lines}
            rowKey={(l) => l.id}
            columns={[
              { title: '序号', align: 'c', value: (_, i) => i + 1 },
              { title: 'SKU编码', align: 'nw', value: (l) => l.skuCode },
              { title: '商品名称', value: (l) => [l.productName, formatSkuAttrs(l.attrs)].filter(Boolean).join(' ') },
              { title: '单位', align: 'c', value: (l) => l.unitName },
              { title: '批次', align: 'nw', value: (l) => l.batchNo },
              { title: '发货数量', align: 'r', value: (l) => formatQuantity(l.shippedQty), total: formatQuantity(sumQty(o.lines, (l) => l.shippedQty)) },
              { title: '单价', align: 'r', value: (l) => formatAmount(l.price) },
              { title: '金额', align: 'r', value: (l) => formatAmount(l.amount), total: formatAmount(o.lines.reduce((s, l) => s + Math.round(Number(l.amount) * 100), 0) / 100) },
              { title: '实收数量', align: 'r', value: () => '' },
            ]}
          />
        </DocSheet>
      ))}
    </>
  )
}
