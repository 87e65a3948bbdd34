// print-purchase: purchase orders on A4, one per page (?ids=1,2): header facts, the lines,
// totals in figures and in capitals (大写金额), and signature lines; printed with window.print().
import { Alert, Button, Space, Spin, Typography } from 'antd'
import { PrinterOutlined } from '@ant-design/icons'
import { useEffect, useState } from 'react'
import { useSession } from '../../session/SessionProvider.tsx'
import { useConfig } from '../../app/config-context.tsx'
import type { ScreenProps } from '../../engine/registry.ts'
import { formatAmount, formatDate, formatDateTime, formatQuantity, formatSkuAttrs, formatValue } from '../../engine/formats.ts'
import { Barcode } from './Barcode.tsx'
import { idList } from './fetch-all.ts'
import { rmbCapital } from './rmb-capital.ts'
import './purchase-print.css'

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
  const config = useConfig()
  const [orders, setOrders] = useState<Order[] | null>(null)
  useEffect(() => {
    const ids = idList(params.ids)
    if (!ids.length) return setOrders([])
    api.request<Order[]>('/v1/purchase/print', { ids }).then(setOrders, () => setOrders([]))
  }, [api, params.ids])
  const statusField = config.entities.purchase?.properties.status
  return (
    <>
      <div className="cy-print-controls">
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          打印采购单
        </Typography.Title>
        <Space>
          <Typography.Text type="secondary">共 {orders?.length ?? 0} 张</Typography.Text>
          <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()} disabled={!orders?.length}>
            打印
          </Button>
        </Space>
        {!orders && <Spin style={{ display: 'block', marginTop: 24 }} />}
        {orders && !orders.length && <Alert style={{ marginTop: 16 }} type="info" showIcon message="没有要打印的采购单：请在采购订单列表中选择后再打印。" />}
      </div>
      {orders?.map((o) => (
        <section className="cy-po" key={o.id} data-purchase={o.purchaseNo}>
          <header className="cy-po-head">
            <div>
              <div className="cy-po-company">{o.companyName}</div>
              <h1>采购订单</h1>
            </div>
            <Barcode value={o.purchaseNo} height={36} width={1.3} />
          </header>
          <table className="cy-po-facts">
            <tbody>
              <tr>
                <th>采购单号</th>
                <td>{o.purchaseNo}</td>
                <th>下单日期</th>
                <td>{formatDate(o.createdAt)}</td>
                <th>单据状态</th>
                <td>{statusField ? formatValue(statusField, o.status) : o.status}</td>
              </tr>
              <tr>
                <th>供应商</th>
                <td colSpan={3}>
                  {o.providerName}（{o.providerCode}）
                </td>
                <th>联系人</th>
                <td>{[o.contact ?? o.providerContact, o.contactPhone ?? o.providerPhone].filter(Boolean).join(' ')}</td>
              </tr>
              <tr>
                <th>供应商地址</th>
                <td colSpan={5}>{o.providerAddress}</td>
              </tr>
              <tr>
                <th>收货仓库</th>
                <td colSpan={3}>
                  {o.storageName} {o.storageAddress}
                </td>
                <th>收货联系人</th>
                <td>{[o.storageContact, o.storagePhone].filter(Boolean).join(' ')}</td>
              </tr>
              <tr>
                <th>预计到货</th>
                <td>{formatDate(o.expectedDate)}</td>
                <th>采购员</th>
                <td>{o.purchaserName}</td>
                <th>货主</th>
                <td>{o.ownerName}</td>
              </tr>
            </tbody>
          </table>
          <table className="cy-po-lines">
            <thead>
              <tr>
                <th>序号</th>
                <th>规格编码</th>
                <th>商品名称</th>
                <th>规格</th>
                <th>单位</th>
                <th>数量</th>
                <th>含税单价</th>
                <th>税率</th>
                <th>含税金额</th>
                <th>备注</th>
              </tr>
            </thead>
            <tbody>
              {o.lines.map((l, i) => (
                <tr key={l.id}>
                  <td className="c">{i + 1}</td>
                  <td>{l.skuCode}</td>
                  <td>{l.productName}</td>
                  <td>{formatSkuAttrs(l.attrs) || l.skuName}</td>
                  <td className="c">{l.unitName}</td>
                  <td className="r">{formatQuantity(l.qty)}</td>
                  <td className="r">{formatAmount(l.price)}</td>
                  <td className="r">{l.taxRate === null ? '' : `${Number(l.taxRate)}%`}</td>
                  <td className="r">{formatAmount(l.amount)}</td>
                  <td>{l.remark}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <td colSpan={5} className="c">
                  合计
                </td>
                <td className="r">{formatQuantity(o.totalQty)}</td>
                <td />
                <td />
                <td className="r">{formatAmount(o.totalAmount)}</td>
                <td />
              </tr>
              <tr>
                <td colSpan={10}>
                  金额合计（大写）：<strong>人民币{rmbCapital(o.totalAmount)}</strong>
                  <span className="cy-po-figures">
                    ￥{formatAmount(o.totalAmount)}（不含税 {formatAmount(o.totalNoTax)}，税额 {formatAmount(o.totalTax)}）
                  </span>
                </td>
              </tr>
            </tfoot>
          </table>
          {o.remark && <p className="cy-po-remark">备注：{o.remark}</p>}
          <p className="cy-po-terms">请按约定日期送货至收货仓库，送货时随货附送货单并注明本采购单号；数量、质量以仓库验收为准。</p>
          <div className="cy-po-sign">
            <span>制单：{o.createdByName}</span>
            <span>采购员：{o.purchaserName}</span>
            <span>审核：</span>
            <span>供应商确认（签章）：</span>
          </div>
          <div className="cy-po-printed">打印时间：{formatDateTime(new Date().toISOString())}</div>
        </section>
      ))}
    </>
  )
}
