// Orders grouped by customer, as the merged delivery note and the summary sheet print them: in
// the order the first of each customer was chosen; orders without a customer group by receiver.
import { sumQty } from '../../print/sum-qty.ts'
import type { PrintLine, PrintOrder } from './order-print.ts'

export interface CustomerGroup {
  key: string
  customerName: string
  orders: PrintOrder[]
}

export function byCustomer(orders: PrintOrder[]): CustomerGroup[] {
  const groups = new Map<string, CustomerGroup>()
  for (const o of orders) {
    const key = o.customerId ? `c${o.customerId}` : `r${o.receiverName ?? ''}`
    const g = groups.get(key) ?? { key, customerName: o.customerName ?? (o.receiverName ? `（无客户）${o.receiverName}` : '（无客户）'), orders: [] }
    g.orders.push(o)
    groups.set(key, g)
  }
  return [...groups.values()]
}

/** One SKU of merged orders: what was shipped of it in all of them. */
export interface MergedLine {
  skuId: number
  skuCode: string
  productName: string
  attrs: PrintLine['attrs']
  unitName: string | null
  /** The lots shipped, once each. */
  batchNos: string[]
  qty: number
  /** The price when every order shipped it at the same price, else null. */
  price: number | null
  amount: number
}

/** The orders' lines summed per SKU, in the order each SKU first appears. */
export function mergeLines(orders: PrintOrder[]): MergedLine[] {
  const bySku = new Map<number, PrintLine[]>()
  for (const l of orders.flatMap((o) => o.lines)) bySku.set(l.skuId, [...(bySku.get(l.skuId) ?? []), l])
  return [...bySku.values()].map((ls) => ({
    skuId: ls[0].skuId,
    skuCode: ls[0].skuCode,
    productName: ls[0].productName,
    attrs: ls[0].attrs,
    unitName: ls[0].unitName,
    batchNos: [...new Set(ls.flatMap((l) => (l.lots ?? '').split('、')).filter(Boolean))],
    qty: sumQty(ls, (l) => l.shippedQty),
    price: ls.every((l) => Number(l.price) === Number(ls[0].price)) ? Number(ls[0].price) : null,
    amount: sumQty(ls, (l) => l.shippedAmount),
  }))
}
