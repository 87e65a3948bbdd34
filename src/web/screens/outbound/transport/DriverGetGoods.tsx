// driver-get-goods (司机提货): the driver gives the plate or the reservation number; the page
// shows the vehicle and the packages on board with where each goes. Scanning a package ticks
// it (every package is ticked at first; shipped ones cannot be left behind); 确认发车 sends the
// ticked ones off — the rest are unloaded — and the dispatch bill becomes 已发车. Orders must be
// 已出库 before the vehicle leaves.
import { Alert, Button, Card, Descriptions, Input, Modal, Space, Table, Tag, Typography } from 'antd'
import { useRef, useState } from 'react'
import { useSession } from '../../../session/SessionProvider.tsx'
import { useConfig } from '../../../app/config-context.tsx'
import { usePermissions } from '../../../permissions/Can.tsx'
import { can } from '../../../permissions/can.ts'
import type { ScreenProps } from '../../../engine/registry.ts'
import { ApiError } from '../../../api/types.ts'
import { ScanOutcome, useScanOutcome } from './scan-outcome.tsx'

interface Pkg {
  id: number
  packageNo: string
  status: number
  weight: number | null
  cageNo: string | null
  waybillNo: string | null
  orderNo: string
  orderStatus: number
  cancelStatus: number
  areaName: string | null
  deliveryPoint: string | null
  receiverName: string | null
}

interface Vehicle {
  id: number
  version: number
  reservationNo: string
  status: number
  plateNo: string
  driverName: string
  driverPhone: string
  dockNo: string | null
  routeName: string | null
  storageName: string | null
  carrierName: string | null
  billNo: string | null
  packageCount: number
  totalWeight: number
  packages: Pkg[]
}

const SHIPPED = 70

export function DriverGetGoods(_: ScreenProps) {
  const { api } = useSession()
  const config = useConfig()
  const held = usePermissions()
  const states = config.workflows.vehicleReservation?.states ?? {}
  const orderStates = config.workflows.outOrder?.states ?? {}
  const [code, setCode] = useState('')
  const [scan, setScan] = useState('')
  const [vehicle, setVehicle] = useState<Vehicle | null>(null)
  const [ticked, setTicked] = useState<number[]>([])
  const { outcome, say } = useScanOutcome()
  const scanInput = useRef<React.ComponentRef<typeof Input>>(null)

  const load = async (c: string) => {
    const v = await api.request<Vehicle>('/v1/VehicleReservation/pickup', { code: c }, { ignoreError: true })
    setVehicle(v)
    setTicked(v.packages.map((p) => p.id))
    return v
  }

  const open = async () => {
    if (!code.trim()) return
    try {
      const v = await load(code.trim())
      if (v.status !== 20) say(false, `车辆 ${v.plateNo} 为“${states[v.status]?.label ?? v.status}”，${v.status === 10 ? '尚未装车' : '不能提货'}`)
      else say(true, `车辆 ${v.plateNo} 车上 ${v.packages.length} 个包裹，请逐个扫描核对`)
      setTimeout(() => scanInput.current?.focus(), 0)
    } catch (e) {
      setVehicle(null)
      say(false, e instanceof ApiError ? e.message : '网络或服务器异常，请重试')
    }
  }

  const check = () => {
    const c = scan.trim()
    setScan('')
    if (!vehicle || !c) return
    const p = vehicle.packages.find((x) => x.packageNo === c || x.cageNo === c.toUpperCase())
    if (!p) return say(false, `${c} 不在该车上`)
    const hits = vehicle.packages.filter((x) => x.packageNo === c || x.cageNo === c.toUpperCase()).map((x) => x.id)
    setTicked((t) => [...new Set([...t, ...hits])])
    say(true, `已核对 ${c}${hits.length > 1 ? `（${hits.length} 个包裹）` : ''}：${p.deliveryPoint ?? p.areaName ?? ''}`)
  }

  const depart = () =>
    vehicle &&
    Modal.confirm({
      title: '确认发车',
      content: `随车 ${ticked.length} 个包裹${vehicle.packages.length - ticked.length ? `，未勾选的 ${vehicle.packages.length - ticked.length} 个将卸车` : ''}。发车后不能再卸车，确认发车？`,
      okText: '发车',
      cancelText: '取消',
      onOk: async () => {
        try {
          await api.request('/v1/VehicleReservation/depart', { id: vehicle.id, version: vehicle.version, packageIds: ticked }, { ignoreError: true })
          say(true, `车辆 ${vehicle.plateNo} 已发车，${ticked.length} 个包裹已发出`)
          await load(vehicle.reservationNo)
        } catch (e) {
          say(false, e instanceof ApiError ? e.message : '网络或服务器异常，请重试')
        }
      },
    })

  const loading = vehicle?.status === 20
  const notShipped = vehicle?.packages.filter((p) => ticked.includes(p.id) && p.orderStatus < SHIPPED).length ?? 0
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-screen="driver-get-goods">
      <Card size="small">
        <Space wrap>
          <Typography.Text strong>车牌号/预约单号</Typography.Text>
          <Input
            autoFocus
            aria-label="车牌号或预约单号"
            placeholder="输入车牌号或扫描预约单号后回车"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            onPressEnter={open}
            style={{ width: 280 }}
          />
          <Button onClick={open}>查询</Button>
        </Space>
      </Card>
      <ScanOutcome outcome={outcome} />
      {vehicle && (
        <Card
          size="small"
          title={
            <Space>
              <span>{vehicle.plateNo}</span>
              <Tag color={states[vehicle.status]?.color}>{states[vehicle.status]?.label}</Tag>
              <Typography.Text type="secondary">{vehicle.reservationNo}</Typography.Text>
            </Space>
          }
          extra={
            can(held, '车辆发车') &&
            loading && (
              <Button type="primary" disabled={!ticked.length} onClick={depart}>
                确认发车（{ticked.length}）
              </Button>
            )
          }
        >
          <Descriptions
            size="small"
            column={4}
            items={[
              { label: '司机', children: `${vehicle.driverName} ${vehicle.driverPhone}` },
              { label: '仓库', children: vehicle.storageName ?? '-' },
              { label: '承运商', children: vehicle.carrierName ?? '-' },
              { label: '月台', children: vehicle.dockNo ?? '-' },
              { label: '线路/送达点', children: vehicle.routeName ?? '-' },
              { label: '发车单', children: vehicle.billNo ?? '-' },
              { label: '包裹数', children: vehicle.packageCount },
              { label: '总重量(kg)', children: vehicle.totalWeight },
            ]}
          />
          {loading && (
            <Space wrap style={{ margin: '12px 0' }}>
              <Input
                ref={scanInput}
                aria-label="包裹号"
                placeholder="扫描包裹号或笼号核对"
                value={scan}
                onChange={(e) => setScan(e.target.value)}
                onPressEnter={check}
                style={{ width: 260 }}
              />
              {notShipped > 0 && <Alert type="warning" showIcon message={`有 ${notShipped} 个包裹的订单尚未出库，须先在待出库中完成出库才能发车`} />}
            </Space>
          )}
          <Table<Pkg>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={vehicle.packages}
            rowSelection={
              loading
                ? {
                    selectedRowKeys: ticked,
                    // Shipped goods (已发出: their stock is issued) always leave with the vehicle.
                    getCheckboxProps: (p) => ({ disabled: p.status === 30 }),
                    onChange: (keys) => setTicked([...new Set([...(keys as number[]), ...vehicle.packages.filter((p) => p.status === 30).map((p) => p.id)])]),
                  }
                : undefined
            }
            columns={[
              { title: '包裹号', dataIndex: 'packageNo', width: 170 },
              { title: '订单号', dataIndex: 'orderNo', width: 160 },
              {
                title: '订单状态',
                width: 100,
                render: (_, p) => (
                  <Tag color={p.cancelStatus === 10 ? 'red' : orderStates[p.orderStatus]?.color}>
                    {p.cancelStatus === 10 ? '取消审批中' : (orderStates[p.orderStatus]?.label ?? p.orderStatus)}
                  </Tag>
                ),
              },
              { title: '配送区域', dataIndex: 'areaName', width: 110 },
              { title: '监区/送达点', dataIndex: 'deliveryPoint', width: 120 },
              { title: '收货人', dataIndex: 'receiverName', width: 90 },
              { title: '笼号', dataIndex: 'cageNo', width: 100 },
              { title: '重量(kg)', dataIndex: 'weight', width: 90 },
              { title: '包裹状态', width: 90, render: (_, p) => (p.status === 30 ? <Tag color="success">已发出</Tag> : <Tag color="purple">已装车</Tag>) },
            ]}
          />
        </Card>
      )}
    </Space>
  )
}
