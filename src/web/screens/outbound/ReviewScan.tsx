// check (复核): a keyboard-wedge scanner page. Scan the order no. (or the wave's pick list no.
// when the wave holds one order to review), then each item's barcode or SKU code; each scan is
// counted against the order's picked lines. A SKU not on the order or over its quantity is
// refused red with a low beep; a double read within 300 ms counts once. 复核完成 when all is counted.
import { Button, Card, Descriptions, Input, Modal, Progress, Space, Table, Tag } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { useConfig } from '../../app/config-context.tsx'
import { formatSkuAttrs } from '../../engine/formats.ts'
import { CheckedNumber } from '../../engine/input/CheckedNumber.tsx'
import { valueProblem } from '../../engine/input/value-problem.ts'
import type { ScreenProps } from '../../engine/registry.ts'
import { scanKeyFor } from '../inbound/scan-feedback.ts'
import type { FulfilLine } from './types.ts'
import { useOrderScan } from './use-order-scan.ts'
import { OrderTitle, OutcomeLine, ScanBar } from './ScanParts.tsx'

interface Waiting {
  id: number
  orderNo: string
  customerName: string | null
  totalQty: number
  reviewedQty: number
}

export function ReviewScan(_: ScreenProps) {
  const config = useConfig()
  const states = config.workflows.outOrder?.states ?? {}
  const qtyRule = config.entities.reviewScanPayload?.properties.qty ?? {}
  const { api, order, setOrder, outcome, say, load, fail } = useOrderScan('/v1/out/review/lookup')
  const [no, setNo] = useState('')
  const [code, setCode] = useState('')
  const [qty, setQty] = useState<number | null>(1)
  const [busy, setBusy] = useState(false)
  const [waiting, setWaiting] = useState<Waiting[]>([])
  const last = useRef<{ code: string; at: number; key: string } | null>(null)
  const codeInput = useRef<React.ComponentRef<typeof Input>>(null)

  const refreshWaiting = () =>
    api.request<{ list: Waiting[] }>('/v1/out/review/list', { pageIndex: 1, pageSize: 20, sort: { field: 'id', order: 'asc' } }, { ignoreError: true }).then(
      (r) => setWaiting(r.list),
      () => setWaiting([]),
    )
  useEffect(() => {
    void refreshWaiting()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api])

  const open = async (ref: { id?: number; code?: string }) => {
    try {
      const o = await load(ref)
      setNo(o.orderNo)
      if (o.status !== 40) say(false, `订单 ${o.orderNo} 为“${states[o.status]?.label ?? o.status}”，不能复核`)
      else say(true, `已打开订单 ${o.orderNo}，请扫描商品条码`)
      setTimeout(() => codeInput.current?.focus(), 0)
    } catch (e) {
      setOrder(null)
      fail(e)
    }
  }

  // Each Enter is taken at once and sent in order; a double read keeps its first key.
  const queue = useRef(Promise.resolve())
  const send = async (item: { code: string; key: string; qty: number }, orderId: number) => {
    setBusy(true)
    try {
      const r = await api.request<{
        duplicate: boolean
        message: string
        complete: boolean
        line: { skuCode: string; productName: string; pickedQty: number; reviewedQty: number }
      }>('/v1/out/review/scan', { orderId, code: item.code, qty: item.qty, scanKey: item.key }, { ignoreError: true })
      if (r.duplicate) say(false, `${r.message}：${r.line.skuCode}`)
      else
        say(
          true,
          `${r.line.productName} ${r.line.skuCode} ${r.message}（${r.line.reviewedQty}/${r.line.pickedQty}）${r.complete ? '，已全部复核，请点“复核完成”' : ''}`,
        )
      await load({ id: orderId })
    } catch (e) {
      fail(e)
    } finally {
      setBusy(false)
    }
  }
  const scan = () => {
    const scanned = code.trim()
    if (!order || !scanned) return
    const wrong = valueProblem('数量', qty, qtyRule)
    if (wrong) return say(false, wrong)
    const key = scanKeyFor(scanned, last.current)
    last.current = { code: scanned, at: Date.now(), key }
    const item = { code: scanned, key, qty: qty ?? 1 }
    setCode('')
    setQty(1)
    const id = order.id
    queue.current = queue.current.then(() => send(item, id))
  }

  const finish = () =>
    order &&
    Modal.confirm({
      title: '复核完成',
      content: `订单 ${order.orderNo} 共复核 ${order.reviewedQty} 件，完成后进入“待打包”。确认？`,
      okText: '确认',
      cancelText: '取消',
      onOk: async () => {
        try {
          await api.request('/v1/out/review/finish', { id: order.id }, { ignoreError: true })
          await load({ id: order.id })
          say(true, `订单 ${order.orderNo} 复核完成`)
          void refreshWaiting()
        } catch (e) {
          fail(e)
        }
      },
    })

  const reset = () =>
    order &&
    Modal.confirm({
      title: '重新复核',
      content: '已复核的数量将清零，需要重新扫描全部商品。确认？',
      okText: '确认',
      cancelText: '取消',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await api.request('/v1/out/review/reset', { id: order.id }, { ignoreError: true })
          await load({ id: order.id })
          say(true, '复核数量已清零，请重新扫描')
        } catch (e) {
          fail(e)
        }
      },
    })

  const reviewing = order?.status === 40
  const done = !!order && order.lines.every((l) => l.reviewedQty >= l.pickedQty)
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-screen="check">
      <ScanBar label="订单号" placeholder="扫描订单号或拣货单号后回车" autoFocus value={no} onChange={setNo} onSubmit={(code) => open({ code })} />
      <OutcomeLine outcome={outcome} />
      {order && (
        <Card
          size="small"
          title={
            <OrderTitle orderNo={order.orderNo} status={order.status}>
              {order.waveNo && <Tag>波次 {order.waveNo}</Tag>}
            </OrderTitle>
          }
          extra={
            <Space>
              <Button disabled={!reviewing || !order.reviewedQty} onClick={reset}>
                重新复核
              </Button>
              <Button type="primary" disabled={!reviewing || !done} onClick={finish}>
                复核完成
              </Button>
            </Space>
          }
        >
          <Descriptions
            size="small"
            column={4}
            items={[
              { label: '客户', children: order.customerName ?? '-' },
              { label: '收货人', children: order.receiverName ?? '-' },
              { label: '应复核', children: order.pickedQty },
              { label: '已复核', children: order.reviewedQty },
            ]}
          />
          <Progress percent={order.pickedQty ? Math.min(100, Math.round((order.reviewedQty / order.pickedQty) * 100)) : 0} />
          {reviewing && (
            <Space wrap style={{ margin: '12px 0' }}>
              <Input
                ref={codeInput}
                aria-label="商品条码"
                placeholder="扫描商品条码后回车"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                onPressEnter={scan}
                style={{ width: 260 }}
                suffix={busy ? '提交中…' : ' '}
              />
              <span>数量</span>
              <CheckedNumber aria-label="数量" title="数量" rule={qtyRule} value={qty} onChange={setQty} onPressEnter={scan} />
            </Space>
          )}
          <Table<FulfilLine>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={order.lines}
            rowClassName={(l) => (l.reviewedQty >= l.pickedQty ? 'cy-line-done' : l.reviewedQty > 0 ? 'cy-line-partial' : '')}
            columns={[
              { title: '规格编码', dataIndex: 'skuCode', width: 150 },
              { title: '商品', dataIndex: 'productName' },
              { title: '规格', render: (_, l) => formatSkuAttrs(l.attrs), width: 160 },
              { title: '条码', dataIndex: 'barcode', width: 150 },
              { title: '应复核', dataIndex: 'pickedQty', width: 80 },
              { title: '已复核', dataIndex: 'reviewedQty', width: 80 },
              {
                title: '差异',
                width: 80,
                render: (_, l) => (l.reviewedQty === l.pickedQty ? <Tag color="green">齐</Tag> : <Tag>{l.reviewedQty - l.pickedQty}</Tag>),
              },
            ]}
          />
        </Card>
      )}
      <Card size="small" title={`待复核订单（${waiting.length}）`}>
        <Table<Waiting>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={waiting}
          locale={{ emptyText: '没有待复核的订单' }}
          columns={[
            { title: '订单号', dataIndex: 'orderNo', width: 180, render: (v, r) => <a onClick={() => open({ id: r.id })}>{v}</a> },
            { title: '客户', dataIndex: 'customerName' },
            { title: '订单数量', dataIndex: 'totalQty', width: 100 },
            { title: '已复核', dataIndex: 'reviewedQty', width: 100 },
          ]}
        />
      </Card>
    </Space>
  )
}
