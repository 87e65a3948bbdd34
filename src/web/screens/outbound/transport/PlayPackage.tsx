// play-package (包裹装笼): scan a cage or pallet label, then each sealed package that goes in
// it; 移出 mode takes packages out again. A loaded cage goes onto a vehicle with one scan of
// its number on the loading page. Each scan answers with colour and sound.
import { Button, Card, Input, Space, Switch, Table, Typography } from 'antd'
import { useRef, useState } from 'react'
import { useSession } from '../../../session/SessionProvider.tsx'
import type { ScreenProps } from '../../../engine/registry.ts'
import { ApiError } from '../../../api/types.ts'
import { ScanOutcome, useScanOutcome } from './scan-outcome.tsx'

interface CagePkg {
  id: number
  packageNo: string
  weight: number | null
  orderNo: string
  areaName: string | null
  deliveryPoint: string | null
}
interface Cage {
  cageNo: string
  count: number
  packages: CagePkg[]
  duplicate: boolean
  message: string
}

export function PlayPackage(_: ScreenProps) {
  const { api } = useSession()
  const [cageNo, setCageNo] = useState('')
  const [code, setCode] = useState('')
  const [remove, setRemove] = useState(false)
  const [cage, setCage] = useState<Cage | null>(null)
  const { outcome, say } = useScanOutcome()
  const codeInput = useRef<React.ComponentRef<typeof Input>>(null)
  const queue = useRef(Promise.resolve())

  const call = async (payload: Record<string, unknown>) => {
    try {
      const c = await api.request<Cage>('/v1/VehicleReservation/cage', payload, { ignoreError: true })
      setCage(c)
      say(!c.duplicate, c.message)
      return c
    } catch (e) {
      say(false, e instanceof ApiError ? e.message : '网络或服务器异常，请重试')
      return null
    }
  }

  const open = async () => {
    const c = cageNo.trim()
    if (!c) return
    const r = await call({ cageNo: c })
    if (r) {
      say(true, `已打开笼 ${r.cageNo}（${r.count} 个包裹），请扫描包裹号`)
      setTimeout(() => codeInput.current?.focus(), 0)
    }
  }

  // Each Enter is taken at once and sent in order, so a fast scanner loses nothing.
  const scan = () => {
    const c = code.trim()
    setCode('')
    if (!cage || !c) return
    const payload = { cageNo: cage.cageNo, code: c, ...(remove ? { remove: true } : {}) }
    queue.current = queue.current.then(() => call(payload).then(() => undefined))
  }

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-screen="play-package">
      <Card size="small">
        <Space wrap>
          <Typography.Text strong>笼号/托盘号</Typography.Text>
          <Input
            autoFocus
            aria-label="笼号"
            placeholder="扫描笼号或托盘号后回车"
            value={cageNo}
            onChange={(e) => setCageNo(e.target.value)}
            onPressEnter={open}
            style={{ width: 240 }}
          />
          <Button onClick={open}>打开</Button>
        </Space>
      </Card>
      <ScanOutcome outcome={outcome} />
      {cage && (
        <Card size="small" title={`笼 ${cage.cageNo}：${cage.count} 个包裹`}>
          <Space wrap style={{ marginBottom: 12 }}>
            <Input
              ref={codeInput}
              aria-label="包裹号"
              placeholder={remove ? '扫描要移出的包裹号' : '扫描要装入的包裹号'}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              onPressEnter={scan}
              style={{ width: 260 }}
            />
            <Switch checked={remove} onChange={setRemove} checkedChildren="移出" unCheckedChildren="装入" />
            <Typography.Text type="secondary">只有“已封箱”且未装车的包裹可以装笼；装车时扫描笼号即装入笼内全部包裹</Typography.Text>
          </Space>
          <Table<CagePkg>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={cage.packages}
            columns={[
              { title: '包裹号', dataIndex: 'packageNo', width: 180 },
              { title: '订单号', dataIndex: 'orderNo', width: 170 },
              { title: '配送区域', dataIndex: 'areaName', width: 120 },
              { title: '监区/送达点', dataIndex: 'deliveryPoint', width: 130 },
              { title: '重量(kg)', dataIndex: 'weight', width: 100 },
            ]}
          />
        </Card>
      )}
    </Space>
  )
}
