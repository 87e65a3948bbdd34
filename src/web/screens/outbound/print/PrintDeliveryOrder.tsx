// print-deliveryorder: delivery notes (发货单) of shipped orders on A4, one per page (?ids=1,2):
// the receiver, carrier and packages, the lines shipped with amounts, and the receiver's
// signature line (签收) the driver brings back.
import type { ScreenProps } from '../../../engine/registry.ts'
import { formatAmount, formatDateTime, formatQuantity } from '../../../engine/formats.ts'
import { PrintTable } from '../../print/PrintTable.tsx'
import { sumQty } from '../../print/sum-qty.ts'
import type { PrintLine } from './order-print.ts'
import { carrierFacts, OrderSheets, receiverFacts, remarkFacts } from './OrderSheets.tsx'
import { productColumns } from './print-lines.ts'

export function PrintDeliveryOrder({ params }: ScreenProps) {
  return (
    <OrderSheets
      ids={params.ids}
      title="打印发货单"
      emptyText="没有可打印的发货单：请在发货单列表中选择已出库的订单后再打印。"
      doc="发货单"
      dataKey="data-delivery-note"
      facts={(o) => [
        ['订单号', o.orderNo],
        ['客户', o.customerName],
        ['发货仓库', o.storageName],
        ...receiverFacts(o),
        ...carrierFacts(o),
        ['出库时间', formatDateTime(o.shippedAt)],
        ['包裹号', o.packages.map((p) => p.packageNo).join('、'), 2],
        ...remarkFacts(o),
      ]}
      signers={() => ['发货人：', '承运人：', '收货人签收：', '签收日期：']}
    >
      {(o) => (
        <PrintTable<PrintLine>
          rows={o.lines}
          rowKey={(l) => l.id}
          columns={[
            ...productColumns<PrintLine>(),
            { title: '批次', value: (l) => l.lots },
            { title: '发货数量', align: 'r', value: (l) => formatQuantity(l.shippedQty), total: formatQuantity(sumQty(o.lines, (l) => l.shippedQty)) },
            { title: '单价', align: 'r', value: (l) => formatAmount(l.price) },
            { title: '金额', align: 'r', value: (l) => formatAmount(l.amount), total: formatAmount(sumQty(o.lines, (l) => l.amount)) },
            { title: '实收数量', align: 'r', value: () => '' },
          ]}
        />
      )}
    </OrderSheets>
  )
}
