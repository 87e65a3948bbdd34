import type { ReactNode } from 'react'
import { formatQuantity } from '../../../engine/formats.ts'
import { DocSheet } from '../../print/DocSheet.tsx'
import type { Fact } from '../../print/FactsTable.tsx'
import { PrintControls } from '../../print/PrintControls.tsx'
import { shippedOnly, useOrderPrint, type PrintOrder, type PrintRule } from './order-print.ts'
import { PrintProblems } from './PrintProblems.tsx'

interface Props {
  /** ?ids= of the page. */
  ids: string | undefined
  /** Which orders print (default: shipped ones). */
  rule?: PrintRule
  /** The page's title (打印出库单) and what it says when nothing prints. */
  title: string
  emptyText: string
  /** The document's name on the sheet (出库单) and the data-* attribute naming it by order no. */
  doc: string
  dataKey: `data-${string}`
  /** Print the company name above the document's name. */
  company?: boolean
  facts: (o: PrintOrder) => Fact[]
  signers?: (o: PrintOrder) => ReactNode[]
  /** The body of one order's sheet (its lines …). */
  children: (o: PrintOrder) => ReactNode
}

/** A print page of one A4 sheet per chosen order, its no. as the barcode: controls, what cannot print and why, the sheets. */
export function OrderSheets({ ids, rule = shippedOnly, title, emptyText, doc, dataKey, company, facts, signers, children }: Props) {
  const { orders, problems } = useOrderPrint(ids, rule)
  return (
    <>
      <PrintControls title={title} count={orders?.length ?? 0} loading={!orders} emptyText={emptyText} />
      <PrintProblems problems={problems} />
      {orders?.map((o) => (
        <DocSheet
          key={o.id}
          data={{ [dataKey]: o.orderNo }}
          company={company ? o.companyName : undefined}
          title={doc}
          barcode={o.orderNo}
          facts={facts(o)}
          signers={signers?.(o)}
        >
          {children(o)}
        </DocSheet>
      ))}
    </>
  )
}

/** Where the order goes: the consignee, phone, delivery area and address (a full row). */
export const receiverFacts = (o: PrintOrder): Fact[] => [
  ['收货人', o.receiverName],
  ['收货电话', o.receiverPhone],
  ['配送区域', o.areaName],
  ['收货地址', o.receiverAddress, 3],
]

/** How it travels: carrier, waybill, packages and weight. */
export const carrierFacts = (o: PrintOrder): Fact[] => [
  ['承运商', o.carrierName],
  ['运单号', o.waybillNo],
  ['包裹 / 重量', `${o.packageCount} 件 / ${formatQuantity(o.weight)} kg`],
]

/** The order's remark as a full row, when it has one. */
export const remarkFacts = (o: PrintOrder): Fact[] => (o.remark ? [['备注', o.remark, 3]] : [])
