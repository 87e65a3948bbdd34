// 审批记录 of one approval: what it is about, the flow node by node (who approves, who acted,
// with which opinion), and every step in order; 通过 and 驳回 when the user may act now.
import { Button, Descriptions, Drawer, Empty, Space, Spin, Steps, Tag, Timeline, Typography } from 'antd'
import { useEffect, useState } from 'react'
import type { ScreenDef } from '../../../config/types.ts'
import { useConfig } from '../providers/EngineProvider.tsx'
import { useSession } from '../../session/SessionProvider.tsx'
import { enumOption, formatDateTime } from '../formats.ts'
import type { DecisionKind } from './use-approval-controller.ts'
import { ApprovalCertificates } from './ApprovalCertificates.tsx'

export interface FlowNode {
  index: number
  nodeName: string
  approvers?: string
  status: 'done' | 'current' | 'waiting' | 'rejected'
  operator?: string | null
  time?: string | null
  opinion?: string | null
}

export interface FlowStep {
  action: string
  nodeName?: string | null
  operator?: string | null
  opinion?: string | null
  createdAt?: string
}

export interface FlowDetail {
  instance: Record<string, any>
  nodes: FlowNode[]
  logs: FlowStep[]
}

const STEP_STATUS = { done: 'finish', current: 'process', waiting: 'wait', rejected: 'error' } as const
const ACTION_COLOR: Record<string, string> = { 提交: 'blue', 通过: 'green', 驳回: 'red', 撤回: 'default' }

export function ApprovalDrawer({
  screenKey,
  id,
  onClose,
  onDecide,
}: {
  screenKey: string
  id: number
  onClose(): void
  onDecide(kind: DecisionKind, row: Record<string, any>): void
}) {
  const config = useConfig()
  const { api } = useSession()
  const screen = config.screens[screenKey] as ScreenDef
  const [detail, setDetail] = useState<FlowDetail | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    const flow = screen.endpoints?.flow
    if (!flow) return setFailed(true)
    api.request<FlowDetail>(flow, { id }).then(setDetail, () => setFailed(true))
  }, [api, screen, id])

  const i = detail?.instance
  const statusField = config.entities.approvalInstance?.properties.status
  const status = i && statusField ? enumOption(statusField, i.status) : null
  return (
    <Drawer
      open
      size={720}
      title={`审批记录${i?.docNo ? ` · ${i.docNo}` : ''}`}
      onClose={onClose}
      footer={
        i?.canAct ? (
          <Space style={{ float: 'right' }}>
            <Button danger onClick={() => onDecide('reject', i)}>
              驳回
            </Button>
            <Button type="primary" onClick={() => onDecide('accept', i)}>
              通过
            </Button>
          </Space>
        ) : null
      }
    >
      {failed ? (
        <Empty description="未能读取审批记录" />
      ) : !detail || !i ? (
        <Spin />
      ) : (
        <>
          <Descriptions bordered size="small" column={2}>
            <Descriptions.Item label="单号">{i.docNo ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="状态">{status ? <Tag color={status.color}>{status.label}</Tag> : '-'}</Descriptions.Item>
            <Descriptions.Item label="摘要" span={2}>
              {i.summary ?? '-'}
            </Descriptions.Item>
            <Descriptions.Item label="提交人">{i.submitterName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="提交时间">{formatDateTime(i.submittedAt) || '-'}</Descriptions.Item>
            <Descriptions.Item label="审批模板">{i.templateName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="完成时间">{formatDateTime(i.finishedAt) || '-'}</Descriptions.Item>
            {i.remark && (
              <Descriptions.Item label="提交说明" span={2}>
                {i.remark}
              </Descriptions.Item>
            )}
          </Descriptions>
          {screen.endpoints?.certificates && <ApprovalCertificates endpoint={screen.endpoints.certificates} id={id} />}
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            审批流程
          </Typography.Title>
          <Steps
            direction="vertical"
            size="small"
            items={[
              { title: '提交', status: 'finish' as const, description: `${i.submitterName ?? ''} ${formatDateTime(i.submittedAt)}` },
              ...detail.nodes.map((n) => ({
                title: n.nodeName,
                status: STEP_STATUS[n.status],
                description: (
                  <>
                    <div>审批人：{n.approvers || '-'}</div>
                    {n.operator && (
                      <div>
                        {n.status === 'rejected' ? '驳回' : '通过'}：{n.operator} {formatDateTime(n.time)}
                      </div>
                    )}
                    {n.opinion && <div>意见：{n.opinion}</div>}
                  </>
                ),
              })),
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            操作记录
          </Typography.Title>
          {detail.logs.length ? (
            <Timeline
              items={detail.logs.map((l) => ({
                color: ACTION_COLOR[l.action] === 'default' ? 'gray' : ACTION_COLOR[l.action],
                content: (
                  <>
                    <Tag color={ACTION_COLOR[l.action]} style={{ marginInlineEnd: 8 }}>
                      {l.action}
                    </Tag>
                    {l.nodeName ? `${l.nodeName} · ` : ''}
                    <Typography.Text type="secondary">
                      {l.operator ?? ''} {formatDateTime(l.createdAt)}
                    </Typography.Text>
                    {l.opinion && <div>意见：{l.opinion}</div>}
                  </>
                ),
              }))}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无记录" />
          )}
        </>
      )}
    </Drawer>
  )
}
