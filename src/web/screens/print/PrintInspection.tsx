// print-inspection: inspection reports (质检单) on A4, one per page (?ids=1,2): the inspection's
// facts, per line what was sent and how it was decided, totals, the conclusion, and — when the
// inspection recorded them — the results of its 检测项目 against their limits.
import type { ApiClient } from '../../api/types.ts'
import type { ScreenProps } from '../../engine/registry.ts'
import { formatDateTime, formatQuantity } from '../../engine/formats.ts'
import { DocSheet } from './DocSheet.tsx'
import { limitsText, type InspectionDoc, type InspectionResult } from './inspection-result.ts'
import { PrintControls } from './PrintControls.tsx'
import { PrintTable } from './PrintTable.tsx'
import { getWithSkus, type SkuFacts } from './sku-facts.ts'
import { sumQty } from './sum-qty.ts'
import { useFieldText } from './use-field-text.ts'
import { usePrintDocs } from './use-print-docs.ts'

interface Line {
  id: number
  skuId: number
  qty: number
  qualifiedQty: number
  unqualifiedQty: number
  rejectedQty: number
  remark: string | null
  sku: SkuFacts
}

type Inspection = InspectionDoc<Line>

const loadInspection = (api: ApiClient, id: number) => getWithSkus<Inspection>(api, '/v1/inspection/get', id)

export function PrintInspection({ params }: ScreenProps) {
  const docs = usePrintDocs(params.ids, loadInspection)
  const text = useFieldText()
  return (
    <>
      <PrintControls title="打印质检单" count={docs?.length ?? 0} loading={!docs} emptyText="没有要打印的质检单：请在质检单列表中选择后再打印。" />
      {docs?.map((q) => {
        const results = Array.isArray(q.results) ? q.results : []
        return (
          <DocSheet
            key={q.id}
            data={{ 'data-inspection': q.inspectionNo }}
            title="质检报告"
            barcode={q.inspectionNo}
            facts={[
              ['质检单号', q.inspectionNo],
              ['入库单号', q.stockInName],
              ['状态', text('inspection', 'status', q.status)],
              ['仓库', q.storageName],
              ['质检时间', formatDateTime(q.createdAt)],
              ['质检人', q.createdByName],
            ]}
            signers={[`质检员：${q.createdByName ?? ''}`, '复核：', '仓管：']}
          >
            <PrintTable<Line>
              rows={q.lines}
              rowKey={(l) => l.id}
              columns={[
                { title: '序号', align: 'c', value: (_, i) => i + 1 },
                { title: 'SKU编码', align: 'nw', value: (l) => l.sku.code },
                { title: '商品名称', value: (l) => [l.sku.productName, l.sku.spec].filter(Boolean).join(' ') },
                { title: '送检数量', align: 'r', value: (l) => formatQuantity(l.qty), total: formatQuantity(sumQty(q.lines, (l) => l.qty)) },
                { title: '合格', align: 'r', value: (l) => formatQuantity(l.qualifiedQty), total: formatQuantity(q.qualifiedQty) },
                { title: '不合格', align: 'r', value: (l) => formatQuantity(l.unqualifiedQty), total: formatQuantity(q.unqualifiedQty) },
                { title: '拒收', align: 'r', value: (l) => formatQuantity(l.rejectedQty), total: formatQuantity(q.rejectedQty) },
                { title: '备注', value: (l) => l.remark },
              ]}
            />
            <p className="cy-doc-remark">
              <strong>质检结论：</strong>
              {q.report || '（未填写）'}
            </p>
            {q.remark && <p className="cy-doc-remark">备注：{q.remark}</p>}
            {results.length > 0 && (
              <>
                <h2 className="cy-doc-section">检测项目</h2>
                <PrintTable<InspectionResult>
                  rows={results}
                  rowKey={(r) => r.projectId}
                  columns={[
                    { title: '序号', align: 'c', value: (_, i) => i + 1 },
                    { title: '检测项目', value: (r) => r.projectName },
                    { title: '类别', align: 'c', value: (r) => text('inspectProject', 'category', r.category) },
                    { title: '检测方法', value: (r) => r.method },
                    { title: '执行标准', value: (r) => r.standard },
                    { title: '限值', align: 'c', value: limitsText },
                    { title: '检测值', align: 'r', value: (r) => (r.value === null ? '' : `${r.value}${r.unit ? ` ${r.unit}` : ''}`) },
                    { title: '判定', align: 'c', value: (r) => (r.passed ? '合格' : <strong>不合格</strong>) },
                    { title: '备注', value: (r) => r.remark },
                  ]}
                />
              </>
            )}
          </DocSheet>
        )
      })}
    </>
  )
}
