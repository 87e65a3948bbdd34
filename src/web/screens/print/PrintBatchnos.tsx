// print-batchnos: batch labels (批次标签) for the lines of stock-ins (?ids=1,2), one per line and
// a chosen number of copies, on label paper or A4: product, SKU, lot, dates, quantity, the
// stock-in, and a Code 128 of the SKU barcode (else its code), which the scan pages accept.
import { useMemo, useState } from 'react'
import type { ScreenProps } from '../../engine/registry.ts'
import { formatDate, formatQuantity } from '../../engine/formats.ts'
import { Barcode } from './Barcode.tsx'
import { LabelControls, type Paper } from './LabelControls.tsx'
import { loadStockIn } from './stock-in-doc.ts'
import { usePrintDocs } from './use-print-docs.ts'

export function PrintBatchnos({ params }: ScreenProps) {
  const docs = usePrintDocs(params.ids, loadStockIn)
  const [paper, setPaper] = useState<Paper>('label')
  const [copies, setCopies] = useState(1)
  const labels = useMemo(
    () => (docs ?? []).flatMap((s) => s.lines.flatMap((l) => Array.from({ length: copies }, (_, i) => ({ key: `${l.id}-${i}`, s, l })))),
    [docs, copies],
  )
  const label = paper === 'label'
  return (
    <>
      <LabelControls
        title="打印批次标签"
        paper={paper}
        onPaper={setPaper}
        copies={copies}
        onCopies={setCopies}
        count={labels.length}
        loading={!docs}
        emptyText="没有要打印的批次标签：请在已入库列表中选择有明细的入库单后再打印。"
      />
      <div className={`cy-labels ${paper}`}>
        {labels.map(({ key, s, l }) => (
          <div className="cy-label cy-batch-label" key={key} data-label={l.batchNo ?? l.sku.code}>
            <div className="title">{[l.sku.productName, l.sku.spec].filter(Boolean).join(' ')}</div>
            <div className="cy-batch-no">批次 {l.batchNo || '无'}</div>
            <div className="cy-batch-row">
              <span>SKU {l.sku.code}</span>
              <span>
                数量 {formatQuantity(l.qty)}
                {l.sku.unitName ?? ''}
              </span>
            </div>
            {(l.productionDate || l.expiryDate) && (
              <div className="cy-batch-row">
                <span>生产 {formatDate(l.productionDate) || '—'}</span>
                <span>到期 {formatDate(l.expiryDate) || '—'}</span>
              </div>
            )}
            <Barcode value={l.sku.barcode || l.sku.code} height={label ? 30 : 22} width={label ? 1.4 : 1.2} fontSize={10} />
            <div className="cy-batch-doc">入库单 {s.stockInNo}</div>
          </div>
        ))}
      </div>
    </>
  )
}
