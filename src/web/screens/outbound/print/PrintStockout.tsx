// print-stockout: the warehouse's stock-out document (出库单) of shipped orders on A4, one per page
// (?ids=1,2): the order no. as a barcode, customer, consignee, carrier and waybill, the lines with
// what was shipped (the lots its picks took), price and amount, totals in figures and in capitals
// (大写), signatures.
import type { ScreenProps } from '../../../engine/registry.ts'
import { formatAmount, formatDateTime, formatQuantity } from '../../../engine/formats.ts'
import { PrintTable } from '../../print/PrintTable.tsx'
import { rmbCapital } from '../../print/rmb-capital.ts'
import { useFieldText } from '../../print/use-field-text.ts'
import type { PrintLine } from './order-print.ts'
import { carrierFacts, OrderSheets, receiverFacts, remarkFacts } from './OrderSheets.tsx'
import { productColumns } from './print-lines.ts'

export function PrintStockout({ params }: ScreenProps) {
  const text = useFieldText()
  return (
    <OrderSheets
      ids={params.ids}
      title="打印出库单"
      emptyText="没有可打印的出库单：请在已出库列表中选择已出库的订单后再打印。"
      doc="出库单"
      dataKey="data-stockout"
      company
      facts={(o) => [
        ['订单号', o.orderNo],
        ['状态', text('outOrder', 'status', o.status)],
        ['出库时间', formatDateTime(o.shippedAt)],
        ['客户', o.customerName, 2],
        ['发货仓库', o.storageName],
        ...receiverFacts(o),
        ...carrierFacts(o),
        ...remarkFacts(o),
      ]}
      signers={(o) => [`制单：${o.createdByName ?? ''}`, '仓管：', '发货人：', '提货人：']}
    >
      {(o) => (
        <PrintTable<PrintLine>
          rows={o.lines}
          rowKey={(l) => l.id}
          columns={[
            ...productColumns<PrintLine>(),
            { title: '批次', value: (l) => l.lots },
            { title: '出库数量', align: 'r', value: (l) => formatQuantity(l.shippedQty), total: formatQuantity(o.shippedQty) },
            { title: '单价', align: 'r', value: (l) => formatAmount(l.price) },
            { title: '金额', align: 'r', value: (l) => formatAmount(l.shippedAmount), total: formatAmount(o.shippedAmount) },
          ]}
          footer={[
            <>
              金额合计（大写）：<strong>人民币{rmbCapital(o.shippedAmount)}</strong>
              <span className="cy-doc-figures">￥{formatAmount(o.shippedAmount)}</span>
            </>,
          ]}
        />
      )}
    </OrderSheets>
  )
}
