// print-deliveryorder-sum-summary: 发货汇总表, the chosen shipped orders (?ids=1,2,3) grouped per
// customer: each order on a row, a subtotal row per customer (orders, packages, quantity, weight,
// amount) and the grand total.
import type { ScreenProps } from '../../../engine/registry.ts'
import { formatAmount, formatDateTime, formatQuantity } from '../../../engine/formats.ts'
import { DocSheet } from '../../print/DocSheet.tsx'
import { PrintControls } from '../../print/PrintControls.tsx'
import { PrintTable } from '../../print/PrintTable.tsx'
import { rmbCapital } from '../../print/rmb-capital.ts'
import { sumQty } from '../../print/sum-qty.ts'
import { byCustomer } from './customer-groups.ts'
import { shippedOnly, useOrderPrint, type PrintOrder } from './order-print.ts'
import { PrintProblems } from './PrintProblems.tsx'

interface Sums {
  orders: number
  packages: number
  qty: number
  weight: number
  amount: number
}

/** A printed row: an order of a customer (the first names the customer) or the customer's subtotal. */
type Row = Sums & { key: string; no?: number; customer?: string; order?: PrintOrder; subtotal?: string }

const sums = (orders: PrintOrder[]): Sums => ({
  orders: orders.length,
  packages: sumQty(orders, (o) => o.packageCount),
  qty: sumQty(orders, (o) => o.shippedQty),
  weight: sumQty(orders, (o) => o.weight),
  amount: sumQty(orders, (o) => o.shippedAmount),
})

export function PrintDeliveryOrderSumSummary({ params }: ScreenProps) {
  const { orders, problems } = useOrderPrint(params.ids, shippedOnly)
  const groups = orders ? byCustomer(orders) : []
  const rows: Row[] = groups.flatMap((g) => [
    ...g.orders.map((o, i) => ({ key: `o${o.id}`, no: i + 1, customer: i === 0 ? g.customerName : undefined, order: o, ...sums([o]) })),
    { key: `${g.key}-sum`, subtotal: `${g.customerName} 小计`, ...sums(g.orders) },
  ])
  const total = sums(orders ?? [])
  return (
    <>
      <PrintControls
        title="发货汇总表"
        count={groups.length}
        countText={`${total.orders} 个订单，${groups.length} 个客户`}
        loading={!orders}
        emptyText="没有可汇总的订单：请在发货单列表中选择已出库的订单后再打印。"
      />
      <PrintProblems problems={problems} />
      {orders && groups.length > 0 && (
        <DocSheet
          data={{ 'data-delivery-sum-summary': String(total.orders) }}
          company={orders[0].companyName}
          title="发货汇总表"
          facts={[
            ['客户数', String(groups.length)],
            ['订单数', String(total.orders)],
            ['包裹数', String(total.packages)],
            ['出库数量', formatQuantity(total.qty)],
            ['总重量(kg)', formatQuantity(total.weight)],
            ['金额合计', formatAmount(total.amount)],
          ]}
          signers={['制表：', '审核：']}
        >
          <PrintTable<Row>
            rows={rows}
            rowKey={(r) => r.key}
            subtotalLabel={(r) => r.subtotal}
            columns={[
              { title: '客户', value: (r) => r.customer },
              { title: '序号', align: 'c', value: (r) => r.no },
              { title: '订单号', align: 'nw', value: (r) => r.order?.orderNo },
              { title: '收货人', value: (r) => r.order?.receiverName },
              { title: '出库时间', align: 'c', value: (r) => formatDateTime(r.order?.shippedAt) },
              { title: '订单数', align: 'r', value: (r) => r.orders, total: total.orders },
              { title: '包裹数', align: 'r', value: (r) => r.packages, total: total.packages },
              { title: '数量', align: 'r', value: (r) => formatQuantity(r.qty), total: formatQuantity(total.qty) },
              { title: '重量(kg)', align: 'r', value: (r) => formatQuantity(r.weight), total: formatQuantity(total.weight) },
              { title: '金额', align: 'r', value: (r) => formatAmount(r.amount), total: formatAmount(total.amount) },
            ]}
            footer={[
              <>
                金额合计（大写）：<strong>人民币{rmbCapital(total.amount)}</strong>
              </>,
            ]}
          />
        </DocSheet>
      )}
    </>
  )
}
