// /warehouse-operation/order-return-complete/:id — putting back what a cancelled order had
// picked: each line's goods wait at the staging location; the keeper picks the location they go
// back to (filled with where they were picked from) and completes the 退拣单. A completed one
// shows where everything went.
import { Alert, Button, Card, Descriptions, Input, Space, Spin, Table, Tag, Typography, App } from 'antd'
import { PrinterOutlined, RollbackOutlined } from '@ant-design/icons'
import { useCallback, useEffect, useState } from 'react'
import { useSession } from '../../../session/SessionProvider.tsx'
import type { ScreenProps } from '../../../engine/registry.ts'
import { formatDateTime, formatQuantity, formatSkuAttrs } from '../../../engine/formats.ts'
import { SourceSelect } from '../../../engine/widgets/SourceSelect.tsx'
import type { ReturnPicking } from './return-picking-types.ts'

const WAITING = 0

export function ReturnPickingComplete({ params }: ScreenProps) {
  const { api } = useSession()
  const { modal, message } = App.useApp()
  const id = Number(params.id)
  const [doc, setDoc] = useState<ReturnPicking | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [targets, setTargets] = useState<Record<number, number | null>>({})
  const [remark, setRemark] = useState('')
  const [busy, setBusy] = useState(false)

  const load = useCallback(() => {
    api.request<ReturnPicking>('/v1/returnpickingorder/detail', { id }).then(
      (d) => {
        setDoc(d)
        setTargets(Object.fromEntries(d.lines.map((l) => [l.id, l.toLocationId])))
      },
      (e: Error) => setError(e.message),
    )
  }, [api, id])
  useEffect(load, [load])

  if (error) return <Alert type="error" showIcon message={error} />
  if (!doc) return <Spin />
  const waiting = doc.status === WAITING
  const missing = doc.lines.filter((l) => !targets[l.id])
  const complete = () =>
    modal.confirm({
      title: '完成退拣',
      content: `将 ${doc.lines.length} 行商品从复核区退回所选库位，并释放订单 ${doc.orderNo} 的占用。确认完成？`,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        setBusy(true)
        try {
          await api.request('/v1/returnpickingorder/complete', {
            id,
            lines: doc.lines.map((l) => ({ id: l.id, toLocationId: targets[l.id] })),
            remark: remark.trim() || null,
          })
          message.success(`退拣单 ${doc.returnNo} 已完成`)
          load()
        } catch {
          // the api client has shown the message
        } finally {
          setBusy(false)
        }
      },
    })

  return (
    <Card
      data-screen="order-return-complete"
      size="small"
      title={
        <Space>
          <RollbackOutlined />
          退拣作业 {doc.returnNo}
          <Tag color={waiting ? 'warning' : 'success'}>{waiting ? '待退拣' : '已完成'}</Tag>
        </Space>
      }
      extra={
        <Button icon={<PrinterOutlined />} onClick={() => window.open(`#/print/order-return-print?ids=${doc.id}`, '_blank')}>
          打印
        </Button>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Descriptions size="small" column={3} bordered>
          <Descriptions.Item label="订单号">{doc.orderNo}</Descriptions.Item>
          <Descriptions.Item label="客户">{doc.customerName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="仓库">{doc.storageName}</Descriptions.Item>
          <Descriptions.Item label="取消原因" span={2}>
            {doc.cancelReason ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label="退拣数量">{formatQuantity(doc.totalQty)}</Descriptions.Item>
          <Descriptions.Item label="创建时间">{formatDateTime(doc.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="完成时间">{doc.completedAt ? formatDateTime(doc.completedAt) : '—'}</Descriptions.Item>
          <Descriptions.Item label="备注">{doc.remark ?? '—'}</Descriptions.Item>
        </Descriptions>
        {waiting && <Alert type="info" showIcon message="商品现在复核区等待退回。默认退回原拣货库位，也可改选本仓库其他启用的存储区或拣货区库位。" />}
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={doc.lines}
          scroll={{ x: true }}
          columns={[
            { title: '#', width: 48, render: (_, __, i) => i + 1 },
            { title: '规格编码', dataIndex: 'skuCode', width: 140 },
            { title: '商品名称', dataIndex: 'productName', width: 180 },
            { title: '规格属性', width: 140, render: (_, l) => formatSkuAttrs(l.attrs) },
            { title: '批次号', dataIndex: 'batchNo', width: 120 },
            { title: '退拣数量', width: 90, align: 'right', render: (_, l) => `${formatQuantity(l.qty)}${l.unitName ? ` ${l.unitName}` : ''}` },
            { title: '当前库位', dataIndex: 'fromLocationName', width: 120 },
            {
              title: '退回库位',
              width: 240,
              render: (_, l) =>
                waiting ? (
                  <SourceSelect
                    ariaLabel={`${l.skuCode} 退回库位`}
                    source={{ endpoint: '/location/options', params: { storageId: doc.storageId, status: 1 }, search: false }}
                    values={{}}
                    value={targets[l.id] ?? null}
                    onChange={(v) => setTargets((t) => ({ ...t, [l.id]: (v as number) ?? null }))}
                    style={{ width: '100%' }}
                    placeholder="请选择退回库位"
                  />
                ) : (
                  l.toLocationName
                ),
            },
          ]}
        />
        {waiting && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Input.TextArea
              aria-label="退拣备注"
              placeholder="备注（可选）"
              maxLength={200}
              value={remark}
              onChange={(e) => setRemark(e.target.value)}
              autoSize={{ minRows: 1, maxRows: 3 }}
            />
            {missing.length > 0 && <Typography.Text type="warning">还有 {missing.length} 行未选择退回库位</Typography.Text>}
            <Button type="primary" loading={busy} disabled={missing.length > 0} onClick={complete}>
              完成退拣
            </Button>
          </Space>
        )}
      </Space>
    </Card>
  )
}
