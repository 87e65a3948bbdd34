// The orders of an outbound print page (?ids=1,2,3) from /v1/stockOut/print, in the order chosen,
// split into those the page prints and the reasons it cannot print the others (未出库, 无包裹,
// gone), which the page shows above the sheets.
import { useEffect, useState } from 'react'
import { useSession } from '../../../session/SessionProvider.tsx'
import { idList } from '../../print/fetch-all.ts'
import { sumQty } from '../../print/sum-qty.ts'
import type { FulfilLine } from '../types.ts'

/** A line as the fulfilment pages read it, with its order, lots and shipped amount. */
export interface PrintLine extends FulfilLine {
  orderId: number
  /** The lots its pick lines took (、-separated), else the lot the order asked for. */
  lots: string | null
  /** shipped qty × price, to the fen. */
  shippedAmount: number
}

export interface PrintPackage {
  id: number
  orderId: number
  packageNo: string
  status: number
  weight: number
  qty: number
  waybillNo: string | null
  carrierName: string | null
  /** What is inside: 商品 ×数量；… */
  contents: string | null
}

export interface PrintOrder {
  id: number
  orderNo: string
  status: number
  customerId: number | null
  customerName: string | null
  customerCode: string | null
  shopName: string | null
  ownerName: string | null
  companyName: string | null
  storageName: string
  storageProvince: string | null
  storageCity: string | null
  storageAddress: string | null
  storageContact: string | null
  storagePhone: string | null
  areaName: string | null
  receiverName: string | null
  receiverPhone: string | null
  receiverAddress: string | null
  carrierName: string | null
  waybillNo: string | null
  waveNo: string | null
  totalQty: number
  shippedQty: number
  totalAmount: number
  shippedAmount: number
  weight: number
  packageCount: number
  shippedAt: string | null
  signedAt: string | null
  createdAt: string
  createdByName: string | null
  remark: string | null
  lines: PrintLine[]
  packages: PrintPackage[]
}

/** Why an order cannot be printed on a page, or null when it can. */
export type PrintRule = (o: PrintOrder) => string | null

const SHIPPED = [70, 80]
const CANCELLED = 90

/** Shipped (已出库, 已签收) orders only: 出库单, 回单, 发货单 and their summaries, 小票. */
export const shippedOnly: PrintRule = (o) =>
  o.status === CANCELLED ? `${o.orderNo}：订单已取消` : SHIPPED.includes(o.status) ? null : `${o.orderNo}：订单尚未出库`

/** Orders with sealed packages (from 待打包 on): 快递面单. */
export const withPackages: PrintRule = (o) =>
  o.status === CANCELLED ? `${o.orderNo}：订单已取消` : o.packages.length ? null : `${o.orderNo}：订单还没有包裹，请先封箱称重`

export interface OrderPrint {
  /** The orders to print; null while loading. */
  orders: PrintOrder[] | null
  /** What cannot be printed, one sentence each. */
  problems: string[]
}

/** The orders of ?ids= that `rule` lets the page print, and why the others are left out. */
export function useOrderPrint(ids: string | undefined, rule: PrintRule): OrderPrint {
  const { api } = useSession()
  const [state, setState] = useState<OrderPrint>({ orders: null, problems: [] })
  useEffect(() => {
    let live = true
    const wanted = idList(ids)
    setState({ orders: null, problems: [] })
    if (!wanted.length) {
      setState({ orders: [], problems: [] })
      return
    }
    api.request<PrintOrder[]>('/v1/stockOut/print', { ids: wanted }, { ignoreError: true }).then(
      (all) => {
        if (!live) return
        const problems = all.map(rule).filter((p): p is string => !!p)
        const missing = new Set(wanted).size - all.length
        if (missing > 0) problems.push(`${missing} 个所选订单不存在或已被删除`)
        setState({ orders: all.filter((o) => !rule(o)), problems })
      },
      (e: Error) => live && setState({ orders: [], problems: [e.message || '订单没有取到，请稍后重试'] }),
    )
    return () => {
      live = false
    }
  }, [api, ids, rule])
  return state
}

/** The sum of amounts (two decimals) without float drift. */
export const sumAmount = <T>(rows: T[], amount: (row: T) => number | null | undefined) => sumQty(rows, amount)
