// Header: collapse, where am I, current warehouse switch, message bell (when the server has
// messages), the user with change password and logout.
import { App, Avatar, Badge, Button, Dropdown, Select, Space, Typography } from 'antd'
import { BellOutlined, LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, KeyOutlined, UserOutlined } from '@ant-design/icons'
import { useEffect, useState } from 'react'
import { hasEndpoint, useConfig } from '../app/config-context.tsx'
import { useSession } from '../session/SessionProvider.tsx'
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx'

const NEW_MESSAGE = '/v1/message/NewMessage'

function StorageSwitch() {
  const { api, session, changeStorage } = useSession()
  const { message } = App.useApp()
  const [options, setOptions] = useState<{ value: number; label: string }[]>([])
  useEffect(() => {
    api.request<{ value: number; label: string }[]>('/storage/options', { status: 1 }).then(
      (rows) => setOptions(rows.map((r) => ({ value: r.value, label: r.label }))),
      () => undefined,
    )
  }, [api])
  return (
    <Select
      aria-label="当前仓库"
      style={{ width: 200 }}
      value={session?.defaultStorage?.storageId}
      placeholder="选择仓库"
      options={options}
      onChange={(id: number) => changeStorage(id).then(() => message.success('已切换仓库'), () => undefined)}
    />
  )
}

function MessageBell() {
  const config = useConfig()
  const { api } = useSession()
  const [count, setCount] = useState(0)
  const enabled = hasEndpoint(config, NEW_MESSAGE)
  useEffect(() => {
    if (!enabled) return
    const poll = () => api.request<{ count?: number }>(NEW_MESSAGE, { messageTypes: [1, 2, 3, 4] }, { ignoreError: true }).then((d) => setCount(d?.count ?? 0), () => undefined)
    void poll()
    const t = setInterval(poll, 60_000)
    return () => clearInterval(t)
  }, [api, enabled])
  if (!enabled) return null
  return (
    <Badge count={count} size="small">
      <BellOutlined style={{ fontSize: 18 }} aria-label="消息" />
    </Badge>
  )
}

export function HeaderBar({ collapsed, onToggle, title }: { collapsed: boolean; onToggle(): void; title: string }) {
  const { session, logout } = useSession()
  const { modal } = App.useApp()
  const [pwOpen, setPwOpen] = useState(false)
  return (
    <>
      <Button type="text" icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />} onClick={onToggle} aria-label="折叠菜单" />
      <Typography.Text strong>{title}</Typography.Text>
      <span className="spacer" />
      <StorageSwitch />
      <MessageBell />
      <Dropdown
        menu={{
          items: [
            { key: 'password', icon: <KeyOutlined />, label: '修改密码' },
            { type: 'divider' },
            { key: 'logout', icon: <LogoutOutlined />, label: '退出登录' },
          ],
          onClick: (e) => {
            if (e.key === 'password') setPwOpen(true)
            else modal.confirm({ title: '退出登录', content: '确定要退出登录吗？', okText: '退出', cancelText: '取消', onOk: () => logout() })
          },
        }}
      >
        <Space style={{ cursor: 'pointer' }} data-testid="user-menu">
          <Avatar size="small" icon={<UserOutlined />} />
          <span>{session?.userInfo.realName}</span>
        </Space>
      </Dropdown>
      <ChangePasswordDialog open={pwOpen} onClose={() => setPwOpen(false)} />
    </>
  )
}
