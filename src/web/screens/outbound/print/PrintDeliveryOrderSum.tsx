// print-deliveryorder-sum: 发货单（合并）: the chosen shipped orders of one customer on one delivery
// note, their lines summed per SKU and their order nos. in the header; orders of different
// customers make one sheet each (?ids=1,2,3). Amounts in figures and in capitals (大写).
import type { ScreenProps } from '../../../engine/registry.ts'
import { formatAmount, formatDateTime, formatQuantity } from '../../../engine/formats.ts'
import { DocSheet } from '../../print/DocSheet.tsx'
import { PrintControls } from '../../print/PrintControls.tsx'
import { PrintTable } from '../../print/PrintTable.tsx'
import { rmbCapital } from '../../print/rmb-capital.ts'
import { sumQty } from '../../print/sum-qty.ts'
import { byCustomer, mergeLines, type MergedLine } from './customer-groups.ts'
import { shippedOnly, useOrderPrint } from './order-print.ts'
import { PrintProblems } from './PrintProblems.tsx'
import { productColumns } from './print-lines.ts'

/** The one value all orders share, else how many different ones there are. */
const common = (values: (string | null)[], many: string) => {
  const set = [...new Set(values.filter(Boolean))]
  return set.length > 1 ? many : (set[0] ?? '')
}

export function PrintDeliveryOrderSum({ params }: ScreenProps) {
  const { orders, problems } = useOrderPrint(params.ids, shippedOnly)
  const groups = orders ? byCustomer(orders) : []
  return (
    <>
      <PrintControls
        title="合并打印发货单"
        count={groups.length}
        countText={`${orders?.length ?? 0} 个订单，共 ${groups.length} 张`}
        loading={!orders}
        emptyText="没有可合并的发货单：请在发货单列表中选择已出库的订单后再打印。"
      />
      <PrintProblems problems={problems} />
      {groups.map((g) => {
        const lines = mergeLines(g.orders)
        const amount = sumQty(lines, (l) => l.amount)
        const shipped = g.orders.map((o) => o.shippedAt ?? '').sort()
        return (
          <DocSheet
            key={g.key}
            data={{ 'data-delivery-sum': g.customerName }}
            company={g.orders[0].companyName}
            title="发货单（合并）"
            facts={[
              ['客户', g.customerName, 2],
              ['订单数', String(g.orders.length)],
              ['订单号', g.orders.map((o) => o.orderNo).join('、'), 3],
              [
                '收货人',
                common(
                  g.orders.map((o) => o.receiverName),
                  '多个收货人，见各订单',
                ),
              ],
              [
                '收货电话',
                common(
                  g.orders.map((o) => o.receiverPhone),
                  '—',
                ),
              ],
              [
                '发货仓库',
                common(
                  g.orders.map((o) => o.storageName),
                  '多个仓库',
                ),
              ],
              [
                '收货地址',
                common(
                  g.orders.map((o) => o.receiverAddress),
                  '多个地址，见各订单',
                ),
                3,
              ],
              [
                '承运商',
                common(
                  g.orders.map((o) => o.carrierName),
                  '多个承运商',
                ),
              ],
              ['包裹 / 重量', `${sumQty(g.orders, (o) => o.packageCount)} 件 / ${formatQuantity(sumQty(g.orders, (o) => o.weight))} kg`],
              [
                '出库时间',
                [shipped[0], shipped[shipped.length - 1]]
                  .map(formatDateTime)
                  .filter((t, i, a) => t && a.indexOf(t) === i)
                  .join(' 至 '),
              ],
            ]}
            signers={['发货人：', '承运人：', '收货人签收：', '签收日期：']}
          >
            <PrintTable<MergedLine>
              rows={lines}
              rowKey={(l) => l.skuId}
              columns={[
                ...productColumns<MergedLine>(),
                { title: '批次', value: (l) => l.batchNos.join('、') },
                { title: '发货数量', align: 'r', value: (l) => formatQuantity(l.qty), total: formatQuantity(sumQty(lines, (l) => l.qty)) },
                { title: '单价', align: 'r', value: (l) => (l.price === null ? '多价' : formatAmount(l.price)) },
                { title: '金额', align: 'r', value: (l) => formatAmount(l.amount), total: formatAmount(amount) },
                { title: '实收数量', align: 'blank', value: () => '' },
              ]}
              footer={[
                <>
                  金额合计（大写）：<strong>人民币{rmbCapital(amount)}</strong>
                  <span className="cy-doc-figures">￥{formatAmount(amount)}</span>
                </>,
              ]}
            />
          </DocSheet>
        )
      })}
    </>
  )
}
