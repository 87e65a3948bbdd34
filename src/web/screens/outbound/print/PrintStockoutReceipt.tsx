// print-stockout-receipt: 出库回单, the receipt the consignee signs and the carrier brings back, one
// per page (?ids=1,2): the order no. (barcode, so the returned slip is scanned back to its order),
// consignee, packages and weight, the lines with the quantity sent and a box for what arrived, and
// the 签收 block: who signed, when, and the consignee's stamp.
import type { ScreenProps } from '../../../engine/registry.ts'
import { formatDateTime, formatQuantity } from '../../../engine/formats.ts'
import { PrintTable } from '../../print/PrintTable.tsx'
import type { PrintLine } from './order-print.ts'
import { carrierFacts, OrderSheets, receiverFacts } from './OrderSheets.tsx'
import { productColumns } from './print-lines.ts'

export function PrintStockoutReceipt({ params }: ScreenProps) {
  return (
    <OrderSheets
      ids={params.ids}
      title="打印出库回单"
      emptyText="没有可打印的出库回单：请选择已出库的订单后再打印。"
      doc="出库回单"
      dataKey="data-receipt"
      company
      facts={(o) => [['订单号', o.orderNo], ['客户', o.customerName], ['出库时间', formatDateTime(o.shippedAt)], ...receiverFacts(o), ...carrierFacts(o)]}
    >
      {(o) => (
        <>
          <PrintTable<PrintLine>
            rows={o.lines}
            rowKey={(l) => l.id}
            columns={[
              ...productColumns<PrintLine>(),
              { title: '发货数量', align: 'r', value: (l) => formatQuantity(l.shippedQty), total: formatQuantity(o.shippedQty) },
              { title: '实收数量', align: 'blank', value: () => '' },
              { title: '备注', align: 'blank', value: () => '' },
            ]}
          />
          <p className="cy-doc-note">
            以上货物共 {o.packageCount} 件包裹、{formatQuantity(o.shippedQty)}{' '}
            件商品，请当面验收；如有破损、短少，请在备注栏注明并请承运人签字确认。签收后请将本回单交承运人带回。
          </p>
          <div className="cy-receipt-sign" data-sign-block>
            <div>
              <span>签收人（签字）：</span>
              <span className="line" />
              <span>证件 / 电话：</span>
              <span className="line" />
            </div>
            <div>
              <span>签收日期：</span>
              <span className="line" />
              <span>承运人（签字）：</span>
              <span className="line" />
            </div>
            <div className="cy-receipt-stamp">收货单位盖章</div>
          </div>
        </>
      )}
    </OrderSheets>
  )
}
