// package-order (封箱称重, from packing-weighing): a 待打包 order's reviewed goods go into
// packages. Each line offers what is still to pack as this box's quantity; weigh the box, check
// the carrier and waybill (the order's by default) and seal it. A sealed box can be unpacked
// while the order is 待打包; 打包完成 when every reviewed unit is in a box.
import { Button, Card, Descriptions, Input, Modal, Popconfirm, Select, Space, Table } from 'antd'
import { useEffect, useState } from 'react'
import { useConfig } from '../../app/config-context.tsx'
import { formatSkuAttrs } from '../../engine/formats.ts'
import { CheckedNumber } from '../../engine/input/CheckedNumber.tsx'
import { valueProblem } from '../../engine/input/value-problem.ts'
import type { ScreenProps } from '../../engine/registry.ts'
import type { FulfilLine, FulfilOrder, FulfilPackage } from './types.ts'
import { useOrderScan } from './use-order-scan.ts'
import { OrderTitle, OutcomeLine, ScanBar } from './ScanParts.tsx'

const left = (l: FulfilLine) => Math.round((l.reviewedQty - l.packedQty) * 10000) / 10000

export function PackageOrder({ params }: ScreenProps) {
  const config = useConfig()
  const states = config.workflows.outOrder?.states ?? {}
  const weightRule = config.entities.packageAdd?.properties.weight ?? {}
  // A box holds at most what is reviewed and not yet packed: more is refused, never cut down.
  const boxRule = (l: FulfilLine) => ({ minimum: 0, maximum: left(l), multipleOf: 0.0001 })
  const { api, order, setOrder, outcome, say, load, fail } = useOrderScan('/v1/out/package/order')
  const [no, setNo] = useState('')
  const [box, setBox] = useState<Record<number, number | null>>({})
  const [weight, setWeight] = useState<number | null>(null)
  const [carrierId, setCarrierId] = useState<number | null>(null)
  const [waybillNo, setWaybillNo] = useState('')
  const [carriers, setCarriers] = useState<{ value: number; label: string }[]>([])
  const [busy, setBusy] = useState(false)

  const show = (o: FulfilOrder) => {
    setNo(o.orderNo)
    setBox(Object.fromEntries(o.lines.map((l) => [l.id, left(l)])))
    setWeight(null)
    setCarrierId(o.carrierId)
    setWaybillNo(o.waybillNo ?? '')
  }
  const open = async (ref: { id?: number; code?: string }) => {
    try {
      const o = await load(ref)
      show(o)
      if (o.status !== 50) say(false, `订单 ${o.orderNo} 为“${states[o.status]?.label ?? o.status}”，不能打包`)
      else say(true, `已打开订单 ${o.orderNo}，请装箱称重`)
    } catch (e) {
      setOrder(null)
      fail(e)
    }
  }
  useEffect(() => {
    if (params.id) void open({ id: Number(params.id) })
    api.request<{ value: number; label: string }[]>('/v1/carrier/options', { status: 1 }, { ignoreError: true }).then(setCarriers, () => setCarriers([]))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, params.id])

  const lines = order?.lines.map((l) => ({ orderLineId: l.id, qty: box[l.id] ?? 0 })).filter((l) => l.qty > 0) ?? []
  const seal = async () => {
    if (!order) return
    if (!weight || weight <= 0) return say(false, '请先称重：重量必须大于 0')
    const wrong =
      valueProblem('重量(kg)', weight, weightRule) ?? order.lines.map((l) => valueProblem(`${l.skuCode} 本箱数量`, box[l.id], boxRule(l))).find(Boolean)
    if (wrong) return say(false, wrong)
    if (!lines.length) return say(false, '本箱没有商品：请填写装箱数量')
    setBusy(true)
    try {
      const r = await api.request<{ packageNo: string }>(
        '/v1/out/package/add',
        { orderId: order.id, weight, lines, ...(carrierId ? { carrierId } : {}), ...(waybillNo.trim() ? { waybillNo: waybillNo.trim() } : {}) },
        { ignoreError: true },
      )
      show(await load({ id: order.id }))
      say(true, `已封箱 ${r.packageNo}（${weight} kg）`)
    } catch (e) {
      fail(e)
    } finally {
      setBusy(false)
    }
  }
  const unpack = async (p: FulfilPackage) => {
    try {
      await api.request('/v1/out/package/delete', { id: p.id }, { ignoreError: true })
      show(await load({ id: order!.id }))
      say(true, `包裹 ${p.packageNo} 已拆箱`)
    } catch (e) {
      fail(e)
    }
  }
  const finish = () =>
    order &&
    Modal.confirm({
      title: '打包完成',
      content: `订单 ${order.orderNo} 共 ${order.packages?.length ?? 0} 个包裹，完成后进入“待出库”。确认？`,
      okText: '确认',
      cancelText: '取消',
      onOk: async () => {
        try {
          await api.request('/v1/out/package/finish', { id: order.id }, { ignoreError: true })
          await load({ id: order.id })
          say(true, `订单 ${order.orderNo} 打包完成`)
        } catch (e) {
          fail(e)
        }
      },
    })

  const packing = order?.status === 50
  const allPacked = !!order && order.lines.every((l) => left(l) <= 0) && (order.packages?.length ?? 0) > 0
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-screen="package-order">
      <ScanBar label="订单号" placeholder="扫描订单号后回车" value={no} onChange={setNo} onSubmit={(code) => open({ code })} />
      <OutcomeLine outcome={outcome} />
      {order && (
        <Card
          size="small"
          title={<OrderTitle orderNo={order.orderNo} status={order.status} />}
          extra={
            <Button type="primary" disabled={!packing || !allPacked} onClick={finish}>
              打包完成
            </Button>
          }
        >
          <Descriptions
            size="small"
            column={4}
            items={[
              { label: '客户', children: order.customerName ?? '-' },
              { label: '收货人', children: `${order.receiverName ?? '-'} ${order.receiverPhone ?? ''}` },
              { label: '收货地址', children: order.receiverAddress ?? '-', span: 2 },
            ]}
          />
          <Table<FulfilLine>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={order.lines}
            rowClassName={(l) => (left(l) <= 0 ? 'cy-line-done' : l.packedQty > 0 ? 'cy-line-partial' : '')}
            columns={[
              { title: '规格编码', dataIndex: 'skuCode', width: 150 },
              { title: '商品', dataIndex: 'productName' },
              { title: '规格', render: (_, l) => formatSkuAttrs(l.attrs), width: 140 },
              { title: '已复核', dataIndex: 'reviewedQty', width: 80 },
              { title: '已装箱', dataIndex: 'packedQty', width: 80 },
              { title: '待装箱', width: 80, render: (_, l) => left(l) },
              {
                title: '本箱数量',
                width: 130,
                render: (_, l) => (
                  <CheckedNumber
                    aria-label={`本箱数量 ${l.skuCode}`}
                    title="本箱数量"
                    rule={boxRule(l)}
                    size="small"
                    disabled={!packing || left(l) <= 0}
                    value={box[l.id] ?? 0}
                    onChange={(v) => setBox({ ...box, [l.id]: v })}
                  />
                ),
              },
            ]}
          />
          {packing && (
            <Space wrap style={{ marginTop: 12 }}>
              <span>重量(kg)</span>
              <CheckedNumber aria-label="重量" title="重量(kg)" rule={weightRule} value={weight} onChange={setWeight} placeholder="称重" />
              <span>承运商</span>
              <Select
                aria-label="承运商"
                allowClear
                style={{ width: 180 }}
                options={carriers}
                value={carrierId ?? undefined}
                onChange={(v) => setCarrierId(v ?? null)}
                placeholder="承运商"
              />
              <span>运单号</span>
              <Input aria-label="运单号" style={{ width: 180 }} value={waybillNo} onChange={(e) => setWaybillNo(e.target.value)} count={{ max: 40 }} />
              <Button type="primary" loading={busy} onClick={seal}>
                封箱
              </Button>
            </Space>
          )}
        </Card>
      )}
      {order && (
        <Card size="small" title={`包裹（${order.packages?.length ?? 0}）`}>
          <Table<FulfilPackage>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={order.packages ?? []}
            locale={{ emptyText: '还没有包裹' }}
            columns={[
              { title: '包裹号', dataIndex: 'packageNo', width: 170 },
              { title: '内容', dataIndex: 'contents' },
              { title: '件数', dataIndex: 'qty', width: 70 },
              { title: '重量(kg)', dataIndex: 'weight', width: 90 },
              { title: '承运商', dataIndex: 'carrierName', width: 130 },
              { title: '运单号', dataIndex: 'waybillNo', width: 150 },
              {
                title: '操作',
                width: 80,
                render: (_, p) =>
                  packing ? (
                    <Popconfirm title={`拆开包裹 ${p.packageNo}？商品将回到待装箱。`} okText="拆箱" cancelText="取消" onConfirm={() => unpack(p)}>
                      <a>拆箱</a>
                    </Popconfirm>
                  ) : null,
              },
            ]}
          />
        </Card>
      )}
    </Space>
  )
}
