// print-purchase: purchase orders on A4, one per page (?ids=1,2): header facts, the lines,
// totals in figures and in capitals (大写金额), and signature lines; printed with window.print().
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
  id: number
  skuCode: string
  productName: string
  skuName: string | null
  attrs: Record<string, string> | null
  unitName: string | null
  qty: number
  price: number
  taxRate: number | null
  amount: number
  remark: string | null
}

interface Order {
  id: number
  purchaseNo: string
  status: number
  companyName: string | null
  providerName: string
  providerCode: string
  providerContact: string | null
  providerPhone: string | null
  providerAddress: string | null
  contact: string | null
  contactPhone: string | null
  storageName: string
  storageAddress: string | null
  storageContact: string | null
  storagePhone: string | null
  ownerName: string | null
  purchaserName: string | null
  createdByName: string | null
  expectedDate: string | null
  createdAt: string
  remark: string | null
  totalQty: number
  totalAmount: number
  totalTax: number
  totalNoTax: number
  lines: Line[]
}

export function PrintPurchase({ params }: ScreenProps) {
  const { api } = useSession()
  const text = useFieldText()
  const [orders, setOrders] = useState<Order[] | null>(null)
  useEffect(() => {
    const ids = idList(params.ids)
    if (!ids.length) return setOrders([])
    api.request<Order[]>('/v1/purchase/print', { ids }).then(setOrders, () => setOrders([]))
  }, [api, params.ids])
  return (
    <>
      <PrintControls title="打印采购单" count={orders?.length ?? 0} loading={!orders} emptyText="没有要打印的采购单：请在采购订单列表中选择后再打印。" />
      {orders?.map((o) => (
        <DocSheet
          key={o.id}
          data={{ 'data-purchase': o.purchaseNo }}
          company={o.companyName}
          title="采购订单"
          barcode={o.purchaseNo}
          facts={[
            ['采购单号', o.purchaseNo],
            ['下单日期', formatDate(o.createdAt)],
            ['单据状态', text('purchase', 'status', o.status)],
            ['供应商', `${o.providerName}（${o.providerCode}）`, 2],
            ['联系人', [o.contact ?? o.providerContact, o.contactPhone ?? o.providerPhone].filter(Boolean).join(' ')],
            ['供应商地址', o.providerAddress, 3],
            ['收货仓库', [o.storageName, o.storageAddress].filter(Boolean).join(' '), 2],
            ['收货联系人', [o.storageContact, o.storagePhone].filter(Boolean).join(' ')],
            ['预计到货', formatDate(o.expectedDate)],
            ['采购员', o.purchaserName],
            ['货主', o.ownerName],
          ]}
          signers={[`制单：${o.createdByName ?? ''}`, `采购员：${o.purchaserName ?? ''}`, '审核：', '供应商确认（签章）：']}
        >
          <PrintTable<Line>
            rows={o.lines}
            rowKey={(l) => l.id}
            columns={[
              { title: '序号', align: 'c', value: (_, i) => i + 1 },
              { title: '规格编码', value: (l) => l.skuCode },
              { title: '商品名称', value: (l) => l.productName },
              { title: '规格', value: (l) => formatSkuAttrs(l.attrs) || l.skuName },
              { title: '单位', align: 'c', value: (l) => l.unitName },
              { title: '数量', align: 'r', value: (l) => formatQuantity(l.qty), total: formatQuantity(o.totalQty) },
              { title: '含税单价', align: 'r', value: (l) => formatAmount(l.price) },
              { title: '税率', align: 'r', value: (l) => (l.taxRate === null ? '' : `${Number(l.taxRate)}%`) },
              { title: '含税金额', align: 'r', value: (l) => formatAmount(l.amount), total: formatAmount(o.totalAmount) },
              { title: '备注', value: (l) => l.remark },
            ]}
            footer={[
              <>
                金额合计（大写）：<strong>人民币{rmbCapital(o.totalAmount)}</strong>
                <span className="cy-doc-figures">
                  ￥{formatAmount(o.totalAmount)}（不含税 {formatAmount(o.totalNoTax)}，税额 {formatAmount(o.totalTax)}）
                </span>
              </>,
            ]}
          />
          {o.remark && <p className="cy-doc-remark">备注：{o.remark}</p>}
          <p className="cy-doc-terms">请按约定日期送货至收货仓库，送货时随货附送货单并注明本采购单号；数量、质量以仓库验收为准。</p>
        </DocSheet>
      ))}
    </>
  )
}
