// print-deliveryorder-summary: 发货清单, what the dispatcher hands to the carrier: one table of the
// chosen shipped orders (?ids=1,2,3), one row each — consignee, address, carrier, waybill,
// packages, weight, quantity, amount, shipped at — with a total row, on A4 landscape.
import type { ScreenProps } from '../../../engine/registry.ts'
import { formatAmount, formatDateTime, formatQuantity } from '../../../engine/formats.ts'
import { DocSheet } from '../../print/DocSheet.tsx'
import { PrintControls } from '../../print/PrintControls.tsx'
import { PrintTable } from '../../print/PrintTable.tsx'
import { sumQty } from '../../print/sum-qty.ts'
import { shippedOnly, useOrderPrint, type PrintOrder } from './order-print.ts'
import { PrintProblems } from './PrintProblems.tsx'

export function PrintDeliveryOrderSummary({ params }: ScreenProps) {
  const { orders, problems } = useOrderPrint(params.ids, shippedOnly)
  const count = orders?.length ?? 0
  return (
    <>
      <PrintControls
        title="发货清单"
        count={count}
        countText={`共 ${count} 个订单`}
        loading={!orders}
        emptyText="没有可列入发货清单的订单：请选择已出库的订单后再打印。"
      />
      <PrintProblems problems={problems} />
      {orders && count > 0 && (
        <div className="cy-landscape">
          <DocSheet
            data={{ 'data-delivery-summary': String(count) }}
            company={orders[0].companyName}
            title="发货清单"
            facts={[
              ['订单数', String(count)],
              ['包裹数', String(sumQty(orders, (o) => o.packageCount))],
              ['总重量(kg)', formatQuantity(sumQty(orders, (o) => o.weight))],
              ['承运商', [...new Set(orders.map((o) => o.carrierName).filter(Boolean))].join('、'), 3],
            ]}
            signers={['发货人：', '承运人（签字）：', '车牌号：', '交接时间：']}
          >
            <PrintTable<PrintOrder>
              rows={orders}
              rowKey={(o) => o.id}
              columns={[
                { title: '序号', align: 'c', value: (_, i) => i + 1 },
                { title: '订单号', align: 'nw', value: (o) => o.orderNo },
                { title: '客户', value: (o) => o.customerName },
                { title: '收货人', value: (o) => [o.receiverName, o.receiverPhone].filter(Boolean).join(' ') },
                { title: '收货地址', value: (o) => o.receiverAddress },
                { title: '承运商', value: (o) => o.carrierName },
                { title: '运单号', align: 'nw', value: (o) => o.waybillNo },
                { title: '包裹数', align: 'r', value: (o) => o.packageCount, total: sumQty(orders, (o) => o.packageCount) },
                { title: '重量(kg)', align: 'r', value: (o) => formatQuantity(o.weight), total: formatQuantity(sumQty(orders, (o) => o.weight)) },
                { title: '数量', align: 'r', value: (o) => formatQuantity(o.shippedQty), total: formatQuantity(sumQty(orders, (o) => o.shippedQty)) },
                { title: '金额', align: 'r', value: (o) => formatAmount(o.shippedAmount), total: formatAmount(sumQty(orders, (o) => o.shippedAmount)) },
                { title: '出库时间', align: 'c', value: (o) => formatDateTime(o.shippedAt) },
              ]}
            />
          </DocSheet>
        </div>
      )}
    </>
  )
}
