import type { ReactNode } from 'react'
import { formatDateTime } from '../../engine/formats.ts'
import { Barcode } from './Barcode.tsx'
import { FactsTable, type Fact } from './FactsTable.tsx'
import './doc-print.css'

interface Props {
  /** The document's name, printed large: 采购订单, 入库单 … */
  title: string
  company?: ReactNode
  /** Printed as a Code 128 barcode top right (the document number, for scanning). */
  barcode?: string
  facts?: Fact[]
  /** Who signs at the foot: 制单：张三, 收货：, … */
  signers?: ReactNode[]
  /** data-* attributes naming the document on the page (tests, e2e). */
  data?: Record<`data-${string}`, string>
  children: ReactNode
}

/** One A4 document page: title and barcode, header facts, the body, signature row and print time. */
export function DocSheet({ title, company, barcode, facts, signers, data, children }: Props) {
  return (
    <section className="cy-doc" {...data}>
      <header className="cy-doc-head">
        <div>
          {company && <div className="cy-doc-company">{company}</div>}
          <h1>{title}</h1>
        </div>
        {barcode && <Barcode value={barcode} height={36} width={1.3} />}
      </header>
      {facts && <FactsTable facts={facts} />}
      {children}
      {signers && (
        <div className="cy-doc-sign">
          {signers.map((s, i) => (
            <span key={i}>{s}</span>
          ))}
        </div>
      )}
      <div className="cy-doc-printed">打印时间：{formatDateTime(new Date().toISOString())}</div>
    </section>
  )
}
