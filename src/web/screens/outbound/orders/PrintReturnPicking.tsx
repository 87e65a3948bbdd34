// order-return-print: 退拣单 on A4, one per page (?ids=1,2): the cancelled order, and per line
// the SKU, lot, quantity, where it waits and where it goes back; signature lines for the keeper.
import { useEffect, useState } from 'react'
import { useSession } from '../../../session/SessionProvider.tsx'
import type { ScreenProps } from '../../../engine/registry.ts'
import { formatDateTime, formatQuantity, formatSkuAttrs } from '../../../engine/formats.ts'
import { DocSheet } from '../../print/DocSheet.tsx'
import { idList } from '../../print/fetch-all.ts'
import { PrintControls } from '../../print/PrintControls.tsx'
import { PrintTable } from '../../print/PrintTable.tsx'
import type { ReturnLine, ReturnPicking } from './return-picking-types.ts'

export function PrintReturnPicking({ params }: ScreenProps) {
  const { api } = useSession()
  const [docs, setDocs] = useState<ReturnPicking[] | null>(null)
  useEffect(() => {
    const ids = idList(params.ids)
    if (!ids.length) return setDocs([])
    api.request<ReturnPicking[]>('/v1/returnpickingorder/print', { ids }).then(setDocs, () => setDocs([]))
  }, [api, params.ids])
  return (
    <>
      <PrintControls title="打印退拣单" count={docs?.length ?? 0} loading={!docs} emptyText="没有要打印的退拣单：请在退拣单列表中选择后再打印。" />
      {docs?.map((d) => (
        <DocSheet
          key={d.id}
          data={{ 'data-return': d.returnNo }}
          company={d.companyName}
          title="退拣单"
          barcode={d.returnNo}
          facts={[
            ['退拣单号', d.returnNo],
            ['订单号', d.orderNo],
            ['状态', d.status === 10 ? '已完成' : '待退拣'],
            ['仓库', d.storageName],
            ['客户', d.customerName],
            ['创建时间', formatDateTime(d.createdAt)],
            ['取消原因', d.cancelReason, 3],
          ]}
          signers={[`制单：${d.createdByName ?? ''}`, '退拣人：', '复核人：', `完成时间：${d.completedAt ? formatDateTime(d.completedAt) : ''}`]}
        >
          <PrintTable<ReturnLine>
            rows={d.lines}
            rowKey={(l) => l.id}
            columns={[
              { title: '序号', align: 'c', value: (_, i) => i + 1 },
              { title: '规格编码', align: 'nw', value: (l) => l.skuCode },
              { title: '商品名称', value: (l) => l.productName },
              { title: '规格', value: (l) => formatSkuAttrs(l.attrs) },
              { title: '批次号', align: 'nw', value: (l) => l.batchNo },
              { title: '单位', align: 'c', value: (l) => l.unitName },
              { title: '数量', align: 'r', value: (l) => formatQuantity(l.qty), total: formatQuantity(d.totalQty) },
              { title: '当前库位', align: 'nw', value: (l) => l.fromLocationName },
              { title: '退回库位', align: 'nw', value: (l) => l.toLocationName },
              { title: '实退数量', align: 'blank', value: () => '' },
            ]}
          />
          {d.remark && <p className="cy-doc-remark">备注：{d.remark}</p>}
        </DocSheet>
      ))}
    </>
  )
}
