// print-on-shelves: the putaway sheet (上架单) a worker walks with, one A4 page per stock-in
// (?ids=1,2): what is still to shelve, each with the suggested location (/v1/shelf/suggest),
// in location order so the walk is short, and blank boxes for where it went and how many.
import type { ApiClient } from '../../api/types.ts'
import type { ScreenProps } from '../../engine/registry.ts'
import { formatDateTime, formatQuantity } from '../../engine/formats.ts'
import { DocSheet } from './DocSheet.tsx'
import { PrintControls } from './PrintControls.tsx'
import { PrintTable } from './PrintTable.tsx'
import { loadStockIn, type StockInDoc, type StockInLine } from './stock-in-doc.ts'
import { sumQty } from './sum-qty.ts'
import { useFieldText } from './use-field-text.ts'
import { usePrintDocs } from './use-print-docs.ts'

interface Suggestion {
  stockInLineId: number
  qty: number
  locationCode: string | null
  reason: string
}

type Task = Suggestion & { line?: StockInLine }

/** 待上架 and 部分上架: the states shelving works in. */
const SHELVABLE = [10, 20]
const byLocation = new Intl.Collator('zh-CN', { numeric: true })

async function loadSheet(api: ApiClient, id: number): Promise<StockInDoc & { tasks: Task[] }> {
  const doc = await loadStockIn(api, id)
  const suggestions = SHELVABLE.includes(doc.status) ? await api.request<Suggestion[]>('/v1/shelf/suggest', { stockInId: id }) : []
  const tasks = suggestions.map((s) => ({ ...s, line: doc.lines.find((l) => l.id === s.stockInLineId) }))
  // Suggested locations in code order (codes read aisle–shelf–level), the unplaced last.
  tasks.sort((a, b) => (a.locationCode === null ? 1 : b.locationCode === null ? -1 : byLocation.compare(a.locationCode, b.locationCode)))
  return { ...doc, tasks }
}

export function PrintOnShelves({ params }: ScreenProps) {
  const docs = usePrintDocs(params.ids, loadSheet)
  const text = useFieldText()
  return (
    <>
      <PrintControls title="打印上架单" count={docs?.length ?? 0} loading={!docs} emptyText="没有要打印的上架单：请在上架列表中选择入库单后再打印。" />
      {docs?.map((s) => (
        <DocSheet
          key={s.id}
          data={{ 'data-shelf': s.stockInNo }}
          title="上架单"
          barcode={s.stockInNo}
          facts={[
            ['入库单号', s.stockInNo],
            ['预约单号', s.bespeakName],
            ['状态', text('stockIn', 'status', s.status)],
            ['仓库', s.storageName],
            ['收货位置', s.locationName],
            ['入库时间', formatDateTime(s.createdAt)],
          ]}
          signers={['上架人：', '上架时间：', '复核：']}
        >
          <PrintTable<Task>
            rows={s.tasks}
            rowKey={(t) => t.stockInLineId}
            emptyText={SHELVABLE.includes(s.status) ? '该入库单没有待上架的商品' : `该入库单${text('stockIn', 'status', s.status)}，没有待上架的商品`}
            columns={[
              { title: '序号', align: 'c', value: (_, i) => i + 1 },
              { title: '建议库位', value: (t) => (t.locationCode ? <strong>{t.locationCode}</strong> : <span className="cy-doc-terms">{t.reason}</span>) },
              { title: 'SKU编码', align: 'nw', value: (t) => t.line?.sku.code },
              { title: '商品名称', value: (t) => [t.line?.sku.productName, t.line?.sku.spec].filter(Boolean).join(' ') },
              { title: '批次', align: 'nw', value: (t) => t.line?.batchNo },
              { title: '待上架数量', align: 'r', value: (t) => formatQuantity(t.qty), total: formatQuantity(sumQty(s.tasks, (t) => t.qty)) },
              { title: '实际库位', align: 'blank', value: () => null },
              { title: '实际数量', align: 'blank', value: () => null },
            ]}
          />
          <p className="cy-doc-terms">按建议库位顺序上架；放到其他库位时请在“实际库位”中写明，上架后在系统“上架作业”中确认。</p>
        </DocSheet>
      ))}
    </>
  )
}
