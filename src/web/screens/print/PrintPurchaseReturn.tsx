// print-purchase-return: purchase returns on A4 for the supplier, one per page (?ids=1,2): the
// order it returns against, the goods with price and amount, the total in figures and capitals,
// and signature lines for the warehouse and the supplier.
import { useEffect, useState } from 'react'
import { useSession } from '../../session/SessionProvider.tsx'
import type { ScreenProps } from '../../engine/registry.ts'
import { formatAmount, formatDate, formatQuantity, formatSkuAttrs } from '../../engine/formats.ts'
import { DocSheet } from './DocSheet.tsx'
import { idList } from './fetch-all.ts'
import { PrintControls } from './PrintControls.tsx'
import { PrintTable } from './PrintTable.tsx'
import { rmbCapital } from './rmb-capital.ts'
import { useFieldText } from './use-field-text.ts'

interface Line {
  skuCode: string
  productName: string
  attrs: Record<string, string> | null
  unitName: string | null
  batchNo: string | null
  stockStatus: number
  qty: number
  price: number
  amount: number
  reason: string | null
}

interface Return {
  id: number
  returnNo: string
  status: number
  purchaseNo: string
  companyName: string | null
  providerName: string
  providerCode: string
  providerContact: string | null
  providerPhone: string | null
  providerAddress: string | null
  storageName: string
  storageAddress: string | null
  storageContact: string | null
  storagePhone: string | null
  createdByName: string | null
  createdAt: string
  returnedAt: string | null
  reason: string | null
  remark: string | null
  totalQty: number
  totalAmount: number
  lines: Line[]
}

export function PrintPurchaseReturn({ params }: ScreenProps) {
  const { api } = useSession()
  const text = useFieldText()
  const [returns, setReturns] = useState<Return[] | null>(null)
  useEffect(() => {
    const ids = idList(params.ids)
    if (!ids.length) return setReturns([])
    api.request<Return[]>('/v1/purchase/return/print', { ids }).then(setReturns, () => setReturns([]))
  }, [api, params.ids])
  return (
    <>
      <PrintControls title="打印采购退货单" count={returns?.length ?? 0} loading={!returns} emptyText="没有要打印的退货单：请在采购退货列表中选择后再打印。" />
      {returns?.map((r) => (
        <DocSheet
          key={r.id}
          data={{ 'data-return': r.returnNo }}
          company={r.companyName}
          title="采购退货单"
          barcode={r.returnNo}
          facts={[
            ['退货单号', r.returnNo],
            ['原采购单号', r.purchaseNo],
            ['单据状态', text('purchaseReturn', 'status', r.status)],
            ['供应商', `${r.providerName}（${r.providerCode}）`, 2],
            ['联系人', [r.providerContact, r.providerPhone].filter(Boolean).join(' ')],
            ['供应商地址', r.providerAddress, 3],
            ['发货仓库', [r.storageName, r.storageAddress].filter(Boolean).join(' '), 2],
            ['仓库联系人', [r.storageContact, r.storagePhone].filter(Boolean).join(' ')],
            ['制单日期', formatDate(r.createdAt)],
            ['退货日期', formatDate(r.returnedAt)],
            ['退货原因', r.reason],
          ]}
          signers={[`制单：${r.createdByName ?? ''}`, '审核：', '仓库发货：', '供应商签收（签章）：']}
        >
          <PrintTable<Line>
            rows={r.lines}
            rowKey={(_, i) => i}
            columns={[
              { title: '序号', align: 'c', value: (_, i) => i + 1 },
              { title: '规格编码', value: (l) => l.skuCode },
              { title: '商品名称', value: (l) => l.productName },
              { title: '规格', value: (l) => formatSkuAttrs(l.attrs) },
              { title: '单位', align: 'c', value: (l) => l.unitName },
              { title: '批次', value: (l) => l.batchNo },
              { title: '质量', align: 'c', value: (l) => text('purchaseReturnLine', 'stockStatus', l.stockStatus) },
              { title: '数量', align: 'r', value: (l) => formatQuantity(l.qty), total: formatQuantity(r.totalQty) },
              { title: '含税单价', align: 'r', value: (l) => formatAmount(l.price) },
              { title: '含税金额', align: 'r', value: (l) => formatAmount(l.amount), total: formatAmount(r.totalAmount) },
              { title: '原因', value: (l) => l.reason },
            ]}
            footer={[
              <>
                退货金额合计（大写）：<strong>人民币{rmbCapital(r.totalAmount)}</strong>
                <span className="cy-doc-figures">￥{formatAmount(r.totalAmount)}</span>
              </>,
            ]}
          />
          {r.remark && <p className="cy-doc-remark">备注：{r.remark}</p>}
          <p className="cy-doc-terms">以上商品退回供应商，退货金额从应付货款中扣减；请供应商核对数量后签收并回传本单。</p>
        </DocSheet>
      ))}
    </>
  )
}
