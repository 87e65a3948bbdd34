// print-sortorder: 拣货单, the pick list of waves on A4, one wave per sheet (?ids=1,2): the wave
// no. as a barcode, then its pick lines in the walk order of sorting-detail (the locations'
// pick order) with location, SKU, lot, the quantity to pick and a blank 实拣 box, and the
// picker's signature and time. A cancelled wave prints marked 作废 (its pick lines are gone).
import type { ApiClient } from '../../../api/types.ts'
import type { ScreenProps } from '../../../engine/registry.ts'
import { formatDateTime, formatQuantity } from '../../../engine/formats.ts'
import { DocSheet } from '../../print/DocSheet.tsx'
import { fetchAll, idList } from '../../print/fetch-all.ts'
import { PrintControls } from '../../print/PrintControls.tsx'
import { PrintTable } from '../../print/PrintTable.tsx'
import { sumQty } from '../../print/sum-qty.ts'
import { useFieldText } from '../../print/use-field-text.ts'
import { usePrintDocs } from '../../print/use-print-docs.ts'
import { PrintProblems } from './PrintProblems.tsx'
import { productText } from './print-lines.ts'

interface PickLine {
  id: number
  pickOrder: number
  locationCode: string
  skuCode: string
  productName: string
  attrs: Record<string, string> | null
  batchNo: string | null
  unitName: string | null
  qty: number
  orderNo: string
}

interface Wave {
  id: number
  waveNo: string
  status: number
  storageName: string | null
  groupBy: number
  orderCount: number
  totalQty: number
  pickerName: string | null
  startedAt: string | null
  finishedAt: string | null
  createdAt: string
  createdByName: string | null
  remark: string | null
  lines: PickLine[]
}

const CANCELLED = 90

async function loadWave(api: ApiClient, id: number): Promise<Wave> {
  const wave = await api.request<Omit<Wave, 'lines'>>('/v1/out/wave/get', { id }, { ignoreError: true })
  return { ...wave, lines: await fetchAll<PickLine>(api, '/v1/out/wave/lines', { waveId: id }) }
}

export function PrintSortorder({ params }: ScreenProps) {
  const waves = usePrintDocs(params.ids, loadWave)
  const text = useFieldText()
  const missing = waves ? new Set(idList(params.ids)).size - waves.length : 0
  return (
    <>
      <PrintControls title="打印拣货单" count={waves?.length ?? 0} loading={!waves} emptyText="没有要打印的拣货单：请在拣货波次列表中选择波次后再打印。" />
      <PrintProblems problems={missing > 0 ? [`${missing} 个所选波次不存在或已被删除`] : []} />
      {waves?.map((w) => (
        <DocSheet
          key={w.id}
          data={{ 'data-sortorder': w.waveNo }}
          title="拣货单"
          barcode={w.waveNo}
          facts={[
            ['波次号', w.waveNo],
            ['状态', text('wave', 'status', w.status)],
            ['仓库', w.storageName],
            ['组波方式', text('wave', 'groupBy', w.groupBy)],
            ['订单数', String(w.orderCount)],
            ['拣货总数', formatQuantity(w.totalQty)],
            ['创建时间', formatDateTime(w.createdAt)],
            ['开始拣货', formatDateTime(w.startedAt)],
            ['拣货员', w.pickerName],
            ...(w.remark ? [['备注', w.remark, 3] satisfies [string, string, 3]] : []),
          ]}
          signers={[`拣货员：${w.pickerName ?? ''}`, '拣货时间：', '复核：', `制单：${w.createdByName ?? ''}`]}
        >
          {w.status === CANCELLED && <div className="cy-doc-void">本波次已取消，拣货单作废</div>}
          <PrintTable<PickLine>
            rows={w.lines}
            rowKey={(l) => l.id}
            emptyText={w.status === CANCELLED ? '波次已取消，拣货明细已作废' : '本波次没有拣货明细'}
            columns={[
              { title: '序号', align: 'c', value: (_, i) => i + 1 },
              { title: '库位', align: 'nw', value: (l) => <strong>{l.locationCode}</strong> },
              { title: 'SKU编码', align: 'nw', value: (l) => l.skuCode },
              { title: '商品名称', value: productText },
              { title: '批次', align: 'nw', value: (l) => l.batchNo },
              { title: '单位', align: 'c', value: (l) => l.unitName },
              { title: '应拣数量', align: 'r', value: (l) => formatQuantity(l.qty), total: formatQuantity(sumQty(w.lines, (l) => l.qty)) },
              { title: '实拣', align: 'blank', value: () => '' },
              { title: '订单号', align: 'nw', value: (l) => l.orderNo },
            ]}
          />
        </DocSheet>
      ))}
    </>
  )
}
