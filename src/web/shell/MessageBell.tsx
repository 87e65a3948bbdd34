// The bell: unread messages of the signed-in user (types 1–4), polled every minute with
// ignoreError (spec §8), the latest five in a popover, a link to the message centre.
import { Badge, Button, Empty, List, Popover, Space, Tag, Typography } from 'antd'
import { BellOutlined } from '@ant-design/icons'
import { useCallback, useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { hasEndpoint, useConfig } from '../app/config-context.tsx'
import { useSession } from '../session/SessionProvider.tsx'
import { enumOption, formatDateTime } from '../engine/formats.ts'

const NEW_MESSAGE = '/v1/message/NewMessage'
const READ = '/v1/message/read'
const POLL_MS = 60_000

interface Message {
  id: number
  messageType: number
  title: string
  content?: string
  routeName?: string
  createdAt: string
}

export function MessageBell({ routeOf }: { routeOf: (routeName: string) => string | undefined }) {
  const config = useConfig()
  const { api } = useSession()
  const navigate = useNavigate()
  const [state, setState] = useState<{ count: number; list: Message[] }>({ count: 0, list: [] })
  const [open, setOpen] = useState(false)
  const enabled = hasEndpoint(config, NEW_MESSAGE)
  const typeField = config.entities.message?.properties.messageType

  const poll = useCallback(
    () => api.request<{ count: number; list: Message[] }>(NEW_MESSAGE, { messageTypes: [1, 2, 3, 4] }, { ignoreError: true }).then(setState, () => undefined),
    [api],
  )
  useEffect(() => {
    if (!enabled) return
    void poll()
    const t = setInterval(poll, POLL_MS)
    return () => clearInterval(t)
  }, [enabled, poll])
  if (!enabled) return null

  const read = async (ids?: number[]) => {
    await api.request(READ, ids ? { ids } : {}).catch(() => undefined)
    await poll()
  }
  const openMessage = (m: Message) => {
    void read([m.id])
    setOpen(false)
    const href = m.routeName ? routeOf(m.routeName) : undefined
    if (href) navigate(href)
  }

  const content = (
    <div style={{ width: 340 }}>
      {state.list.length ? (
        <List
          size="small"
          dataSource={state.list}
          renderItem={(m) => (
            <List.Item style={{ cursor: 'pointer' }} onClick={() => openMessage(m)}>
              <List.Item.Meta
                title={
                  <Space size={4}>
                    {typeField && <Tag color={enumOption(typeField, m.messageType).color}>{enumOption(typeField, m.messageType).label}</Tag>}
                    <span>{m.title}</span>
                  </Space>
                }
                description={
                  <>
                    <div>{m.content}</div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {formatDateTime(m.createdAt)}
                    </Typography.Text>
                  </>
                }
              />
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有未读消息" />
      )}
      <Space style={{ display: 'flex', justifyContent: 'space-between', marginTop: 8 }}>
        <Button size="small" type="link" disabled={!state.count} onClick={() => void read()}>
          全部标为已读
        </Button>
        <Button
          size="small"
          type="link"
          onClick={() => {
            setOpen(false)
            navigate('/constant/message-center')
          }}
        >
          查看全部消息
        </Button>
      </Space>
    </div>
  )
  return (
    <Popover content={content} title={`消息（${state.count} 条未读）`} trigger="click" open={open} onOpenChange={setOpen} placement="bottomRight">
      <Badge count={state.count} size="small">
        <BellOutlined style={{ fontSize: 18, cursor: 'pointer' }} aria-label="消息" />
      </Badge>
    </Popover>
  )
}
