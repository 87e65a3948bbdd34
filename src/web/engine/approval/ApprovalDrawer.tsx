// Approving one document: its detail, where the flow stands, what happened so far, and
// accept or reject with an opinion (required to reject).
import { App, Button, Drawer, Input, Space, Spin, Steps, Typography } from 'antd'
import { useEffect, useState } from 'react'
import type { ClientConfig, ScreenDef } from '../../../config/types.ts'
import { useSession } from '../../session/SessionProvider.tsx'
import { screenEntity } from '../schema-fields.ts'
import { RecordView } from '../detail/RecordView.tsx'
import { useRecord } from '../detail/use-record.ts'
import { formatDateTime } from '../formats.ts'

export interface FlowNode {
  nodeName: string
  approvers?: string
  status: 'done' | 'current' | 'waiting' | 'rejected'
  operator?: string
  time?: string
}

const STEP_STATUS = { done: 'finish', current: 'process', waiting: 'wait', rejected: 'error' } as const

export function ApprovalDrawer({ config, screenKey, id, onClose }: { config: ClientConfig; screenKey: string; id: number; onClose(changed: boolean): void }) {
  const screen = config.screens[screenKey] as ScreenDef
  const { api } = useSession()
  const { message } = App.useApp()
  const endpoints = { ...screen.endpoints, get: screen.endpoints?.detail ?? screen.endpoints?.get ?? '' }
  const { record, logs, loading } = useRecord(api, endpoints, id)
  const [flow, setFlow] = useState<FlowNode[] | null>(null)
  const [opinion, setOpinion] = useState('')
  const [busy, setBusy] = useState<'accept' | 'reject' | null>(null)
  const entity = screenEntity(config, screen)
  const lineEntity = entity?.['x-lines'] ? config.entities[entity['x-lines']] : undefined

  useEffect(() => {
    if (!screen.endpoints?.flow) return
    api.request<FlowNode[]>(screen.endpoints.flow, { id }).then(setFlow, () => setFlow([]))
  }, [api, screen, id])

  const decide = async (what: 'accept' | 'reject') => {
    const endpoint = screen.endpoints?.[what]
    if (!endpoint) return
    if (what === 'reject' && !opinion.trim()) {
      message.warning('驳回时请填写审批意见')
      return
    }
    setBusy(what)
    try {
      await api.request(endpoint, { id, opinion: opinion.trim() })
      message.success(what === 'accept' ? '已通过' : '已驳回')
      onClose(true)
    } catch {
      // shown by the api client
    } finally {
      setBusy(null)
    }
  }

  return (
    <Drawer
      open
      size={960}
      title={`审批 · ${screen.title}`}
      onClose={() => onClose(false)}
      footer={
        <Space style={{ float: 'right' }}>
          <Button danger loading={busy === 'reject'} disabled={!!busy} onClick={() => void decide('reject')}>
            驳回
          </Button>
          <Button type="primary" loading={busy === 'accept'} disabled={!!busy} onClick={() => void decide('accept')}>
            通过
          </Button>
        </Space>
      }
    >
      {loading || !record ? (
        <Spin />
      ) : (
        <>
          {flow && flow.length > 0 && (
            <Steps
              size="small"
              style={{ marginBottom: 16 }}
              items={flow.map((n) => ({
                title: n.nodeName,
                status: STEP_STATUS[n.status],
                description: n.operator ? `${n.operator} ${formatDateTime(n.time)}` : n.approvers,
              }))}
            />
          )}
          <RecordView entity={entity} lineEntity={lineEntity} fields={screen.fields} lines={screen.lines} record={record} lineRows={(record.lines as Record<string, unknown>[]) ?? []} logs={logs} />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            审批意见
          </Typography.Title>
          <Input.TextArea rows={3} maxLength={500} showCount value={opinion} onChange={(e) => setOpinion(e.target.value)} placeholder="通过时可不填；驳回时必须填写原因" aria-label="审批意见" />
        </>
      )}
    </Drawer>
  )
}
