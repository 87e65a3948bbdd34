// scan-in-stock: a keyboard-wedge scanner page. Scan the reservation number, then each item's
// barcode (or SKU code, or short code); quantity defaults to 1, lot fields appear when the
// reservation's goods are lot-managed. Each scan answers with colour, sound and the line's
// progress; over-receipt is refused unless 允许超收 is ticked; a double scan counts once.
import { Alert, Button, Card, Checkbox, Descriptions, Input, Modal, Progress, Space, Table, Tag, Typography } from 'antd'
import { useRef, useState } from 'react'
import { useSession } from '../../session/SessionProvider.tsx'
import { useConfig } from '../../app/config-context.tsx'
import { formatSkuAttrs } from '../../engine/formats.ts'
import { CheckedNumber } from '../../engine/input/CheckedNumber.tsx'
import { valueProblem } from '../../engine/input/value-problem.ts'
import type { ScreenProps } from '../../engine/registry.ts'
import { ApiError } from '../../api/types.ts'
import { beep, scanKeyFor } from './scan-feedback.ts'

interface Line {
  id: number
  skuCode: string
  barcode: string | null
  productName: string
  attrs: Record<string, string> | null
  batchManaged: boolean
  expiryManaged: boolean
  qty: number
  receivedQty: number
}

interface Bespeak {
  id: number
  bespeakNo: string
  status: number
  needInspection: boolean
  totalQty: number
  receivedQty: number
  storageName: string
  providerName: string | null
  lines: Line[]
}

interface Outcome {
  ok: boolean
  text: string
}

export function ScanInStock(_: ScreenProps) {
  const { api } = useSession()
  // The reservation's states, labels and colours as its workflow declares them.
  const config = useConfig()
  const states = config.workflows.bespeak?.states ?? {}
  const qtyRule = config.entities.inScanPayload?.properties.qty ?? {}
  const [bespeak, setBespeak] = useState<Bespeak | null>(null)
  const [no, setNo] = useState('')
  const [code, setCode] = useState('')
  const [qty, setQty] = useState<number | null>(1)
  const [batchNo, setBatchNo] = useState('')
  const [expiryDate, setExpiryDate] = useState('')
  const [allowOver, setAllowOver] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [busy, setBusy] = useState(false)
  const last = useRef<{ code: string; at: number; key: string } | null>(null)
  const codeInput = useRef<React.ComponentRef<typeof Input>>(null)

  const say = (ok: boolean, text: string) => {
    setOutcome({ ok, text })
    beep(ok)
  }

  const load = async (ref: { id?: number; bespeakNo?: string }) => {
    const b = await api.request<Bespeak>('/v1/inScan/lookup', ref, { ignoreError: true })
    setBespeak(b)
    return b
  }

  const open = async () => {
    if (!no.trim()) return
    try {
      const b = await load({ bespeakNo: no.trim() })
      if (b.status !== 10 && b.status !== 20) say(false, `预约单 ${b.bespeakNo} 为“${states[b.status]?.label ?? b.status}”，不能收货`)
      else say(true, `已打开预约单 ${b.bespeakNo}，请扫描商品条码`)
      setTimeout(() => codeInput.current?.focus(), 0)
    } catch (e) {
      setBespeak(null)
      say(false, (e as Error).message)
    }
  }

  // Each Enter is taken at once (the input clears for the next scan) and sent in order: a
  // scanner faster than the server loses nothing, and a double read keeps its first key.
  const queue = useRef(Promise.resolve())
  const send = async (item: { code: string; key: string; qty: number; batchNo: string; expiryDate: string; allowOver: boolean }, bespeakId: number) => {
    setBusy(true)
    try {
      const r = await api.request<{ duplicate: boolean; message: string; line: { skuCode: string; productName: string; qty: number; receivedQty: number } }>(
        '/v1/inScan/scan',
        {
          bespeakId,
          code: item.code,
          qty: item.qty,
          scanKey: item.key,
          ...(item.batchNo ? { batchNo: item.batchNo } : {}),
          ...(item.expiryDate ? { expiryDate: item.expiryDate } : {}),
          ...(item.allowOver ? { allowOver: true } : {}),
        },
        { ignoreError: true },
      )
      if (r.duplicate) say(false, `${r.message}：${r.line.skuCode}`)
      else say(true, `${r.line.productName} ${r.line.skuCode} ${r.message}（${r.line.receivedQty}/${r.line.qty}）`)
      await load({ id: bespeakId })
    } catch (e) {
      say(false, e instanceof ApiError ? e.message : '网络或服务器异常，请重试')
    } finally {
      setBusy(false)
    }
  }
  const scan = () => {
    const scanned = code.trim()
    if (!bespeak || !scanned) return
    const wrong = valueProblem('数量', qty, qtyRule)
    if (wrong) return say(false, wrong)
    const key = scanKeyFor(scanned, last.current)
    last.current = { code: scanned, at: Date.now(), key }
    const item = { code: scanned, key, qty: qty ?? 1, batchNo, expiryDate, allowOver }
    setCode('')
    setQty(1)
    const id = bespeak.id
    queue.current = queue.current.then(() => send(item, id))
  }

  const finish = () =>
    bespeak &&
    Modal.confirm({
      title: '收货完成',
      content:
        bespeak.receivedQty < bespeak.totalQty ? `还有 ${bespeak.totalQty - bespeak.receivedQty} 件未收齐，完成后将不再收货。确认收货完成？` : '确认收货完成？',
      okText: '确认',
      cancelText: '取消',
      onOk: async () => {
        await api.request('/v1/inScan/finish', { id: bespeak.id })
        await load({ id: bespeak.id })
        say(true, `预约单 ${bespeak.bespeakNo} 收货完成`)
      },
    })

  const lotFields = bespeak?.lines.some((l) => l.batchManaged || l.expiryManaged)
  const receiving = bespeak && (bespeak.status === 10 || bespeak.status === 20)
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-screen="scan-in-stock">
      <Card size="small">
        <Space wrap>
          <Typography.Text strong>预约单号</Typography.Text>
          <Input
            autoFocus
            aria-label="预约单号"
            placeholder="扫描或输入预约单号后回车"
            value={no}
            onChange={(e) => setNo(e.target.value)}
            onPressEnter={open}
            style={{ width: 260 }}
          />
          <Button onClick={open}>打开</Button>
        </Space>
      </Card>
      {outcome && (
        <Alert
          data-outcome={outcome.ok ? 'ok' : 'error'}
          type={outcome.ok ? 'success' : 'error'}
          showIcon
          message={<span style={{ fontSize: 18 }}>{outcome.text}</span>}
        />
      )}
      {bespeak && (
        <Card
          size="small"
          title={
            <Space>
              <span>{bespeak.bespeakNo}</span>
              <Tag color={states[bespeak.status]?.color}>{states[bespeak.status]?.label}</Tag>
              {bespeak.needInspection && <Tag color="blue">收货后待检</Tag>}
            </Space>
          }
          extra={
            <Button type="primary" disabled={bespeak.status !== 20} onClick={finish}>
              收货完成
            </Button>
          }
        >
          <Descriptions
            size="small"
            column={4}
            items={[
              { label: '供应商', children: bespeak.providerName ?? '-' },
              { label: '仓库', children: bespeak.storageName },
              { label: '预约数量', children: bespeak.totalQty },
              { label: '已收数量', children: bespeak.receivedQty },
            ]}
          />
          <Progress percent={bespeak.totalQty ? Math.min(100, Math.round((bespeak.receivedQty / bespeak.totalQty) * 100)) : 0} />
          {receiving && (
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
              {lotFields && (
                <Input aria-label="批次号" placeholder="批次号" value={batchNo} onChange={(e) => setBatchNo(e.target.value)} style={{ width: 140 }} />
              )}
              {lotFields && (
                <Input
                  aria-label="到期日期"
                  placeholder="到期日期 YYYY-MM-DD"
                  value={expiryDate}
                  onChange={(e) => setExpiryDate(e.target.value)}
                  style={{ width: 180 }}
                />
              )}
              <Checkbox checked={allowOver} onChange={(e) => setAllowOver(e.target.checked)}>
                允许超收
              </Checkbox>
            </Space>
          )}
          <Table<Line>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={bespeak.lines}
            rowClassName={(l) => (l.receivedQty >= l.qty ? 'cy-line-done' : l.receivedQty > 0 ? 'cy-line-partial' : '')}
            columns={[
              { title: '规格编码', dataIndex: 'skuCode', width: 150 },
              { title: '商品', dataIndex: 'productName' },
              { title: '规格', render: (_, l) => formatSkuAttrs(l.attrs), width: 160 },
              { title: '条码', dataIndex: 'barcode', width: 150 },
              { title: '预约', dataIndex: 'qty', width: 80 },
              { title: '已收', dataIndex: 'receivedQty', width: 80 },
              {
                title: '差异',
                width: 80,
                render: (_, l) =>
                  l.receivedQty - l.qty === 0 ? (
                    <Tag color="green">齐</Tag>
                  ) : (
                    <Tag color={l.receivedQty > l.qty ? 'orange' : 'default'}>{l.receivedQty - l.qty}</Tag>
                  ),
              },
            ]}
          />
        </Card>
      )}
    </Space>
  )
}
