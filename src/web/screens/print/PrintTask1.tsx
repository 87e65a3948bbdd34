// task1: the count sheet of stocktakes on A4, one per page (?ids=1,2): the task's facts and every
// line with an empty box for the counted quantity, in location order (the walk through the
// area). A blind count prints without the book quantity (the server does not send it).
import type { ScreenProps } from '../../engine/registry.ts'
import { formatDateTime, formatQuantity, formatSkuAttrs } from '../../engine/formats.ts'
import type { ApiClient } from '../../api/types.ts'
import type { CountLine, InventoryTask } from '../inventory/types.ts'
import { DocSheet } from './DocSheet.tsx'
import { fetchAll } from './fetch-all.ts'
import { PrintControls } from './PrintControls.tsx'
import { PrintTable, type PrintColumn } from './PrintTable.tsx'
import { usePrintDocs } from './use-print-docs.ts'
import { useFieldText } from './use-field-text.ts'

interface Sheet {
  task: InventoryTask
  lines: CountLine[]
}

const load = async (api: ApiClient, id: number): Promise<Sheet> => ({
  task: await api.request<InventoryTask>('/v1/warehouse/inventory/get', { id }),
  lines: await fetchAll<CountLine>(api, '/v1/warehouse/inventory/lines', { taskId: id }),
})

export function PrintTask1({ params }: ScreenProps) {
  const sheets = usePrintDocs(params.ids, load)
  const text = useFieldText()
  return (
    <>
      <PrintControls title="打印盘点单" count={sheets?.length ?? 0} loading={!sheets} emptyText="没有要打印的盘点单：请在盘点单列表中选择已开始的盘点单。" />
      {sheets?.map(({ task, lines }) => {
        const blind = lines.every((l) => l.bookQty === null)
        const columns: PrintColumn<CountLine>[] = [
          { title: '序号', value: (_, i) => i + 1, align: 'c' },
          { title: '库位', value: (l) => l.locationCode, align: 'nw' },
          { title: '规格编码', value: (l) => l.skuCode, align: 'nw' },
          { title: '商品名称', value: (l) => `${l.productName}${l.attrs ? ` ${formatSkuAttrs(l.attrs)}` : ''}` },
          { title: '单位', value: (l) => l.unitName ?? '', align: 'c' },
          { title: '批次号', value: (l) => l.batchNo ?? '', align: 'nw' },
          { title: '库存状态', value: (l) => text('inventoryTaskLine', 'stockStatus', l.stockStatus), align: 'c' },
          ...(blind ? [] : [{ title: '账面数量', value: (l: CountLine) => formatQuantity(l.bookQty), align: 'r' as const }]),
          { title: '实盘数量', value: () => '', align: 'blank' },
        ]
        return (
          <DocSheet
            key={task.id}
            data={{ 'data-task': task.taskNo }}
            title={blind ? '盘点单（盲盘）' : '盘点单'}
            barcode={task.taskNo}
            facts={[
              ['盘点单号', task.taskNo],
              ['盘点方式', text('inventoryTask', 'taskType', task.taskType)],
              ['仓库', task.storageName],
              [task.areaName ? '库区' : '商品', task.areaName ?? task.skuName ?? ''],
              ['货主', task.ownerName ?? '全部'],
              ['开始时间', task.startedAt ? formatDateTime(task.startedAt) : ''],
              ['盘点说明', task.reason ?? '', 3],
            ]}
            signers={['盘点人：', '复核人：', '日期：']}
          >
            <PrintTable columns={columns} rows={lines} rowKey={(l) => l.id} emptyText="该盘点单还没有明细（开始盘点后生成）" />
          </DocSheet>
        )
      })}
    </>
  )
}
