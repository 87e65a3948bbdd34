// print-stockin: stock-ins (入库单) on A4, one per page (?ids=1,2): the receipt facts, the lines
// with lot, dates, stock status and what was received, passed and shelved, totals, signatures.
import type { ScreenProps } from '../../engine/registry.ts'
import { formatDate, formatDateTime, formatQuantity } from '../../engine/formats.ts'
import { DocSheet } from './DocSheet.tsx'
import { PrintControls } from './PrintControls.tsx'
import { PrintTable } from './PrintTable.tsx'
import { loadStockIn, type StockInLine } from './stock-in-doc.ts'
import { sumQty } from './sum-qty.ts'
import { useFieldText } from './use-field-text.ts'
import { usePrintDocs } from './use-print-docs.ts'

export function PrintStockin({ params }: ScreenProps) {
  const docs = usePrintDocs(params.ids, loadStockIn)
  const text = useFieldText()
  return (
    <>
      <PrintControls title="打印入库单" count={docs?.length ?? 0} loading={!docs} emptyText="没有要打印的入库单：请在已入库列表中选择后再打印。" />
      {docs?.map((s) => (
        <DocSheet
          key={s.id}
          data={{ 'data-stockin': s.stockInNo }}
          title="入库单"
          barcode={s.stockInNo}
          facts={[
            ['入库单号', s.stockInNo],
            ['预约单号', s.bespeakName],
            ['状态', text('stockIn', 'status', s.status)],
            ['供应商', s.providerName, 2],
            ['入库时间', formatDateTime(s.createdAt)],
            ['仓库', s.storageName],
            ['收货位置', s.locationName],
            ['货主', s.ownerName],
            ...(s.remark ? [['备注', s.remark, 3] satisfies [string, string, 3]] : []),
          ]}
          signers={[`制单：${s.createdByName ?? ''}`, '收货：', '质检：', '仓管：']}
        >
          <PrintTable<StockInLine>
            rows={s.lines}
            rowKey={(l) => l.id}
            columns={[
              { title: '序号', align: 'c', value: (_, i) => i + 1 },
              { title: 'SKU编码', align: 'nw', value: (l) => l.sku.code },
              { title: '商品名称', value: (l) => [l.sku.productName, l.sku.spec].filter(Boolean).join(' ') },
              { title: '批次', align: 'nw', value: (l) => l.batchNo },
              { title: '生产日期', align: 'c', value: (l) => formatDate(l.productionDate) },
              { title: '到期日期', align: 'c', value: (l) => formatDate(l.expiryDate) },
              { title: '库存状态', align: 'c', value: (l) => text('stockInLine', 'stockStatus', l.stockStatus) },
              { title: '收货数量', align: 'r', value: (l) => formatQuantity(l.qty), total: formatQuantity(s.totalQty) },
              { title: '合格数量', align: 'r', value: (l) => formatQuantity(l.qualifiedQty), total: formatQuantity(sumQty(s.lines, (l) => l.qualifiedQty)) },
              { title: '已上架', align: 'r', value: (l) => formatQuantity(l.shelvedQty), total: formatQuantity(sumQty(s.lines, (l) => l.shelvedQty)) },
            ]}
          />
        </DocSheet>
      ))}
    </>
  )
}
