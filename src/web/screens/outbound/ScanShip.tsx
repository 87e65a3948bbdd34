// scanning-to-out-stock (扫描出库): scan the packages of a 待出库 order — when the last one is
// scanned the order ships (stock issued, packages 已发出). Scanning the order no. opens it to
// show what is still to scan; 整单出库 ships it without scanning every box. Each answer has
// colour and sound; a package of another order switches to that order.
import { Button, Card, Descriptions, Modal, Space, Table, Tag } from 'antd'
import { useRef, useState } from 'react'
import { useConfig } from '../../app/config-context.tsx'
import type { ScreenProps } from '../../engine/registry.ts'
import type { FulfilOrder, FulfilPackage } from './types.ts'
import { useOrderScan } from './use-order-scan.ts'
import { OrderTitle, OutcomeLine, ScanBar } from './ScanParts.tsx'

interface Lookup {
  matched: 'package' | 'order'
  packageNo: string | null
  order: FulfilOrder
  packages: FulfilPackage[]
}

const TO_SHIP = 60

export function ScanShip(_: ScreenProps) {
  const states = useConfig().workflows.outOrder?.states ?? {}
  const { api, outcome, say, fail } = useOrderScan('/v1/stockOut/detail')
  const [code, setCode] = useState('')
  const [current, setCurrent] = useState<Lookup | null>(null)
  const [scanned, setScanned] = useState<string[]>([])
  const [shipped, setShipped] = useState<{ orderNo: string; packages: number; at: string }[]>([])
  const queue = useRef(Promise.resolve())

  const ship = async (l: Lookup, packageNos?: string[]) => {
    try {
      const r = await api.request<{ summary: string }>('/v1/stockOut/ship', { id: l.order.id, ...(packageNos ? { packageNos } : {}) }, { ignoreError: true })
      say(true, r.summary)
      setShipped((s) => [{ orderNo: l.order.orderNo, packages: l.packages.length, at: new Date().toLocaleTimeString('zh-CN') }, ...s])
      setCurrent({ ...l, order: { ...l.order, status: 70 } })
    } catch (e) {
      fail(e)
    }
  }

  const handle = async (value: string) => {
    try {
      const l = await api.request<Lookup>('/v1/stockOut/scan', { code: value }, { ignoreError: true })
      if (l.order.status !== TO_SHIP) {
        setCurrent(l)
        setScanned([])
        return say(false, `订单 ${l.order.orderNo} 为“${states[l.order.status]?.label ?? l.order.status}”，不能出库`)
      }
      const same = current?.order.id === l.order.id && current.order.status === TO_SHIP
      const before = same ? scanned : []
      if (!same && current && current.order.status === TO_SHIP && scanned.length)
        say(false, `订单 ${current.order.orderNo} 未扫完，已切换到订单 ${l.order.orderNo}`)
      setCurrent(l)
      if (l.matched === 'order') {
        setScanned(before)
        return say(true, `订单 ${l.order.orderNo}：共 ${l.packages.length} 个包裹，请逐个扫描包裹号`)
      }
      if (before.includes(l.packageNo!)) return say(false, `包裹 ${l.packageNo} 已扫描过`)
      const now = [...before, l.packageNo!]
      setScanned(now)
      if (now.length >= l.packages.length) await ship(l, now)
      else say(true, `包裹 ${l.packageNo} 已扫描（${now.length}/${l.packages.length}）`)
    } catch (e) {
      fail(e)
    }
  }

  const scan = (value: string) => {
    setCode('')
    queue.current = queue.current.then(() => handle(value))
  }

  const shipWhole = () =>
    current &&
    Modal.confirm({
      title: '整单出库',
      content: `不逐个扫描包裹，直接将订单 ${current.order.orderNo} 的 ${current.packages.length} 个包裹全部出库？出库后库存扣减，不可撤销。`,
      okText: '出库',
      cancelText: '取消',
      onOk: () => ship(current),
    })

  const o = current?.order
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-screen="scanning-to-out-stock">
      <ScanBar label="包裹号或订单号" placeholder="扫描包裹号或订单号后回车" button="确定" autoFocus value={code} onChange={setCode} onSubmit={scan} />
      <OutcomeLine outcome={outcome} />
      {o && current && (
        <Card
          size="small"
          title={
            <OrderTitle orderNo={o.orderNo} status={o.status}>
              <span>
                已扫 {scanned.length}/{current.packages.length}
              </span>
            </OrderTitle>
          }
          extra={
            o.status === TO_SHIP && (
              <Button danger onClick={shipWhole}>
                整单出库
              </Button>
            )
          }
        >
          <Descriptions
            size="small"
            column={4}
            items={[
              { label: '客户', children: o.customerName ?? '-' },
              { label: '收货人', children: o.receiverName ?? '-' },
              { label: '承运商', children: o.carrierName ?? '-' },
              { label: '运单号', children: o.waybillNo ?? '-' },
            ]}
          />
          <Table<FulfilPackage>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={current.packages}
            rowClassName={(p) => (scanned.includes(p.packageNo) || o.status !== TO_SHIP ? 'cy-line-done' : '')}
            columns={[
              { title: '包裹号', dataIndex: 'packageNo', width: 180 },
              { title: '内容', dataIndex: 'contents' },
              { title: '重量(kg)', dataIndex: 'weight', width: 90 },
              { title: '扫描', width: 90, render: (_, p) => (scanned.includes(p.packageNo) ? <Tag color="green">已扫</Tag> : <Tag>未扫</Tag>) },
            ]}
          />
        </Card>
      )}
      <Card size="small" title={`本次已出库（${shipped.length}）`}>
        <Table
          size="small"
          rowKey={(r) => r.orderNo}
          pagination={false}
          dataSource={shipped}
          locale={{ emptyText: '还没有出库的订单' }}
          columns={[
            { title: '订单号', dataIndex: 'orderNo' },
            { title: '包裹数', dataIndex: 'packages', width: 100 },
            { title: '出库时间', dataIndex: 'at', width: 140 },
          ]}
        />
      </Card>
    </Space>
  )
}
