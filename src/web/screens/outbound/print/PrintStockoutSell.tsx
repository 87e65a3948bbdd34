// print-stockout-sell: 零售小票, an 80 mm slip per shipped order (?ids=1,2) for roll printers: the
// shop (else the owner, else the company), order no. and time, each line as qty × price = amount,
// the total, the consignee with the phone's middle hidden, 谢谢惠顾.
import { useLayoutEffect, useRef } from 'react'
import type { ScreenProps } from '../../../engine/registry.ts'
import { formatAmount, formatDateTime, formatQuantity } from '../../../engine/formats.ts'
import { Barcode } from '../../print/Barcode.tsx'
import { PrintControls } from '../../print/PrintControls.tsx'
import { shippedOnly, useOrderPrint } from './order-print.ts'
import { PrintProblems } from './PrintProblems.tsx'
import { maskPhone, productText } from './print-lines.ts'

/** px → mm at the CSS 96 dpi. */
const MM = 25.4 / 96

/**
 * Roll paper has no page length, and Chromium ignores `size: 80mm auto`: the slip page is as long
 * as the longest slip (each slip prints on a page of its own), set once the slips are laid out.
 */
function useSlipLength(ready: unknown) {
  const root = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const slips = [...(root.current?.querySelectorAll<HTMLElement>('.cy-slip') ?? [])]
    if (!slips.length) return
    const style = document.createElement('style')
    style.textContent = `@page slip { size: 80mm ${Math.ceil(Math.max(...slips.map((s) => s.offsetHeight)) * MM) + 4}mm; margin: 0; }`
    document.head.appendChild(style)
    return () => style.remove()
  }, [ready])
  return root
}

export function PrintStockoutSell({ params }: ScreenProps) {
  const { orders, problems } = useOrderPrint(params.ids, shippedOnly)
  const root = useSlipLength(orders)
  return (
    <>
      <PrintControls
        title="打印零售小票"
        count={orders?.length ?? 0}
        loading={!orders}
        emptyText="没有可打印的小票：请在已出库列表中选择已出库的订单后再打印。"
      />
      <PrintProblems problems={problems} />
      <div className="cy-slips" ref={root}>
        {orders?.map((o) => (
          <section className="cy-slip" key={o.id} data-slip={o.orderNo}>
            <h2>{o.shopName || o.ownerName || o.companyName}</h2>
            <div className="center">销售小票</div>
            <div className="rule" />
            <div>单号：{o.orderNo}</div>
            <div>时间：{formatDateTime(o.shippedAt ?? o.createdAt)}</div>
            {o.customerName && <div>客户：{o.customerName}</div>}
            <div className="rule" />
            <div className="row">
              <span>商品</span>
              <span>数量×单价 = 金额</span>
            </div>
            {o.lines.map((l) => (
              <div className="item" key={l.id} data-slip-line={l.skuCode}>
                <div>{productText(l)}</div>
                <div className="row">
                  <span>{l.skuCode}</span>
                  <span>
                    {formatQuantity(l.shippedQty)}×{formatAmount(l.price)} = {formatAmount(l.shippedAmount)}
                  </span>
                </div>
              </div>
            ))}
            <div className="rule" />
            <div className="row">
              <span>件数</span>
              <span>{formatQuantity(o.shippedQty)}</span>
            </div>
            <div className="row total">
              <span>合计</span>
              <span>￥{formatAmount(o.shippedAmount)}</span>
            </div>
            <div className="rule" />
            <div>
              收货人：{o.receiverName} {maskPhone(o.receiverPhone)}
            </div>
            <div className="rule" />
            <div className="center">
              <Barcode value={o.orderNo} height={30} width={1.2} fontSize={10} />
            </div>
            <div className="center">谢谢惠顾，欢迎再次光临！</div>
          </section>
        ))}
      </div>
    </>
  )
}
