// product-process-print: processing orders (加工单) on A4, one per page (?ids=1,2): the order facts
// (type, composite, kits, warehouse, owner, location), the materials consumed and the products made
// with their per-kit and total quantities, and signature lines for the work floor.
import type { ApiClient } from '../../api/types.ts'
import type { ScreenProps } from '../../engine/registry.ts'
import { formatDateTime, formatQuantity } from '../../engine/formats.ts'
import { DocSheet } from './DocSheet.tsx'
import { PrintControls } from './PrintControls.tsx'
import { PrintTable } from './PrintTable.tsx'
import { useFieldText } from './use-field-text.ts'
import { usePrintDocs } from './use-print-docs.ts'

interface Line {
  id: number
  role: number
  skuCode: string
  productName: string
  unitName: string | null
  unitQty: number
  qty: number
}

interface Order {
  id: number
  processNo: string
  processType: number
  status: number
  compositeName: string | null
  qty: number
  storageName: string | null
  ownerName: string | null
  locationName: string | null
  reason: string | null
  remark: string | null
  createdAt: string
  finishedAt: string | null
  lines: Line[]
}

async function loadOrder(api: ApiClient, id: number): Promise<Order> {
  const [order, lines] = await Promise.all([
    api.request<Omit<Order, 'lines'>>('/v1/processingorder/get', { id }),
    api.request<{ list: Line[] }>('/v1/processingorder/lines', { processId: id, pageIndex: 1, pageSize: 200 }),
  ])
  return { ...order, lines: lines.list }
}

export function PrintProcess({ params }: ScreenProps) {
  const docs = usePrintDocs(params.ids, loadOrder)
  const text = useFieldText()
  return (
    <>
      <PrintControls title="打印加工单" count={docs?.length ?? 0} loading={!docs} emptyText="没有要打印的加工单：请在加工单列表中选择后再打印。" />
      {docs?.map((o) => (
        <DocSheet
          key={o.id}
          data={{ 'data-process': o.processNo }}
          title="加工单"
          barcode={o.processNo}
          facts={[
            ['加工单号', o.processNo],
            ['加工类型', text('productProcess', 'processType', o.processType)],
            ['状态', text('productProcess', 'status', o.status)],
            ['组合商品', o.compositeName, 2],
            ['加工套数', formatQuantity(o.qty)],
            ['仓库', o.storageName],
            ['货主', o.ownerName ?? '无（不限货主）'],
            ['产出库位', o.locationName],
            ['创建时间', formatDateTime(o.createdAt)],
            ['完成时间', formatDateTime(o.finishedAt), 2],
            ...(o.reason ? [['加工说明', o.reason, 3] satisfies [string, string, 3]] : []),
            ...(o.remark ? [['备注', o.remark, 3] satisfies [string, string, 3]] : []),
          ]}
          signers={['制单：', '领料：', '加工：', '仓管：']}
        >
          <PrintTable<Line>
            rows={o.lines}
            rowKey={(l) => l.id}
            columns={[
              { title: '序号', align: 'c', value: (_, i) => i + 1 },
              { title: '类别', align: 'c', value: (l) => text('productProcessLine', 'role', l.role) },
              { title: 'SKU编码', align: 'nw', value: (l) => l.skuCode },
              { title: '商品名称', value: (l) => l.productName },
              { title: '单位', align: 'c', value: (l) => l.unitName },
              { title: '每套数量', align: 'r', value: (l) => formatQuantity(l.unitQty) },
              { title: '数量', align: 'r', value: (l) => formatQuantity(l.qty) },
              { title: '实领/实产', align: 'blank', value: () => '' },
            ]}
          />
        </DocSheet>
      ))}
    </>
  )
}
