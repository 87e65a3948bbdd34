// inventory-count (录入盘点): the counter's page of one 盘点中 task. A keyboard-wedge scan bar —
// location, then SKU (barcode or code), then quantity, each closed by Enter; the location stays
// for the next SKU — and the lines in a grid where 实盘数量 can be typed and saved. A blind count
// shows no book quantity (the server sends none). 提交审核 when every line is counted.
import { Alert, Button, Card, Descriptions, Input, InputNumber, Modal, Space, Table, Tag, Typography } from 'antd'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useSession } from '../../session/SessionProvider.tsx'
import { useConfig } from '../../app/config-context.tsx'
import { formatQuantity, formatSkuAttrs } from '../../engine/formats.ts'
import type { ScreenProps } from '../../engine/registry.ts'
import { ApiError } from '../../api/types.ts'
import { beep } from '../inbound/scan-feedback.ts'
import { fetchAll } from '../print/fetch-all.ts'
import { useFieldText } from '../print/use-field-text.ts'
import type { CountLine, InventoryTask } from './types.ts'

const COUNTING = 10

export function InventoryCount({ params, screenKey }: ScreenProps) {
  const { api } = useSession()
  const config = useConfig()
  const text = useFieldText()
  const states = config.workflows.inventoryTask?.states ?? {}
  const id = Number(params.id)
  const [task, setTask] = useState<InventoryTask | null>(null)
  const [lines, setLines] = useState<CountLine[]>([])
  const [edits, setEdits] = useState<Record<number, number | null>>({})
  const [location, setLocation] = useState('')
  const [sku, setSku] = useState('')
  const [batchNo, setBatchNo] = useState('')
  const [qty, setQty] = useState<number | null>(null)
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)
  const skuInput = useRef<React.ComponentRef<typeof Input>>(null)
  const qtyInput = useRef<React.ComponentRef<typeof InputNumber>>(null)

  const say = (ok: boolean, text: string) => {
    setOutcome({ ok, text })
    beep(ok)
  }
  const fail = (e: unknown) => say(false, e instanceof ApiError ? e.message : '网络或服务器异常，请重试')

  const load = useCallback(async () => {
    setTask(await api.request<InventoryTask>('/v1/warehouse/inventory/get', { id }))
    setLines(await fetchAll<CountLine>(api, '/v1/warehouse/inventory/lines', { taskId: id }))
  }, [api, id])
  useEffect(() => {
    load().catch(fail)
    // fail only reports
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load])

  const scan = async () => {
    if (!location.trim() || !sku.trim() || qty === null) return say(false, '请依次扫描库位、商品条码并输入数量')
    try {
      const r = await api.request<{ locationCode: string; skuCode: string; productName: string; countQty: number; bookQty?: number; diffQty?: number }>(
        '/v1/warehouse/inventory/scan',
        { id, locationCode: location.trim(), skuCode: sku.trim(), qty, ...(batchNo.trim() ? { batchNo: batchNo.trim() } : {}) },
        { ignoreError: true },
      )
      const diff = r.diffQty === undefined ? '' : `，差异 ${formatQuantity(r.diffQty)}`
      say(true, `${r.locationCode} · ${r.productName} ${r.skuCode} 实盘 ${formatQuantity(r.countQty)}${diff}`)
      setSku('')
      setBatchNo('')
      setQty(null)
      skuInput.current?.focus()
      await load()
    } catch (e) {
      fail(e)
    }
  }

  const save = async () => {
    const changed = Object.entries(edits).filter(([, v]) => v !== null && v !== undefined)
    if (!changed.length) return
    try {
      await api.request('/v1/warehouse/inventory/count', { id, lines: changed.map(([lineId, countQty]) => ({ lineId: Number(lineId), countQty })) })
      setEdits({})
      say(true, `已保存 ${changed.length} 行实盘数量`)
      await load()
    } catch (e) {
      fail(e)
    }
  }

  const submit = () =>
    Modal.confirm({
      title: '提交审核',
      content: '提交后不能再录入实盘数量。确认提交审核？',
      okText: '确认',
      cancelText: '取消',
      onOk: async () => {
        try {
          await api.request('/v1/warehouse/inventory/submit', { id }, { ignoreError: true })
          say(true, `盘点单 ${task?.taskNo} 已提交审核`)
          await load()
        } catch (e) {
          fail(e)
        }
      },
    })

  if (!task) return null
  const counting = task.status === COUNTING
  const blind = lines.length > 0 && lines.every((l) => l.bookQty === null)
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-screen={screenKey}>
      <Card
        size="small"
        title={
          <Space>
            <span>{task.taskNo}</span>
            <Tag color={states[task.status]?.color}>{states[task.status]?.label}</Tag>
            {task.blind && <Tag color="purple">盲盘</Tag>}
          </Space>
        }
        extra={
          <Space>
            <Button disabled={!counting || !Object.keys(edits).length} onClick={save}>
              保存录入
            </Button>
            <Button type="primary" disabled={!counting} onClick={submit}>
              提交审核
            </Button>
          </Space>
        }
      >
        <Descriptions
          size="small"
          column={4}
          items={[
            { label: '仓库', children: task.storageName },
            { label: task.areaName ? '库区' : '商品', children: task.areaName ?? task.skuName ?? '-' },
            { label: '货主', children: task.ownerName ?? '全部' },
            { label: '已盘 / 行数', children: `${task.countedCount} / ${task.lineCount}` },
          ]}
        />
        {counting && (
          <Space wrap style={{ marginTop: 12 }}>
            <Input
              autoFocus
              aria-label="库位"
              placeholder="扫描库位"
              value={location}
              onChange={(e) => setLocation(e.target.value)}
              onPressEnter={() => skuInput.current?.focus()}
              style={{ width: 160 }}
            />
            <Input
              ref={skuInput}
              aria-label="商品条码"
              placeholder="扫描商品条码"
              value={sku}
              onChange={(e) => setSku(e.target.value)}
              onPressEnter={() => qtyInput.current?.focus()}
              style={{ width: 200 }}
            />
            <Input aria-label="批次号" placeholder="批次号（多批次时）" value={batchNo} onChange={(e) => setBatchNo(e.target.value)} style={{ width: 150 }} />
            <InputNumber
              ref={qtyInput}
              aria-label="数量"
              placeholder="数量"
              min={0}
              value={qty}
              onChange={(v) => setQty(v)}
              onPressEnter={scan}
              style={{ width: 120 }}
            />
            <Button onClick={scan}>确定</Button>
          </Space>
        )}
      </Card>
      {outcome && (
        <Alert
          data-outcome={outcome.ok ? 'ok' : 'error'}
          type={outcome.ok ? 'success' : 'error'}
          showIcon
          message={<span style={{ fontSize: 16 }}>{outcome.text}</span>}
        />
      )}
      <Table<CountLine>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={lines}
        scroll={{ y: 520 }}
        columns={[
          { title: '库位', dataIndex: 'locationCode', width: 120 },
          { title: '规格编码', dataIndex: 'skuCode', width: 130 },
          { title: '商品名称', render: (_, l) => `${l.productName}${l.attrs ? ` ${formatSkuAttrs(l.attrs)}` : ''}` },
          { title: '批次号', dataIndex: 'batchNo', width: 110 },
          { title: '库存状态', width: 90, render: (_, l) => text('inventoryTaskLine', 'stockStatus', l.stockStatus) },
          ...(blind ? [] : [{ title: '账面数量', width: 100, align: 'right' as const, render: (_: unknown, l: CountLine) => formatQuantity(l.bookQty) }]),
          {
            title: '实盘数量',
            width: 130,
            render: (_, l) =>
              counting ? (
                <InputNumber
                  size="small"
                  min={0}
                  aria-label={`实盘数量 ${l.locationCode} ${l.skuCode}`}
                  value={l.id in edits ? edits[l.id] : l.countQty}
                  onChange={(v) => setEdits((e) => ({ ...e, [l.id]: v }))}
                />
              ) : (
                formatQuantity(l.countQty)
              ),
          },
          ...(blind
            ? []
            : [
                {
                  title: '差异',
                  width: 90,
                  align: 'right' as const,
                  render: (_: unknown, l: CountLine) =>
                    l.diffQty === null ? (
                      ''
                    ) : (
                      <Typography.Text type={Number(l.diffQty) === 0 ? undefined : 'danger'}>{formatQuantity(l.diffQty)}</Typography.Text>
                    ),
                },
              ]),
        ]}
      />
    </Space>
  )
}
