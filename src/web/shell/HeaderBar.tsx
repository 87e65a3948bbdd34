// Header: collapse, where am I, the weather, current warehouse switch, message bell, the user with change
// password and logout.
import { App, Avatar, Button, Dropdown, Select, Space, Typography } from 'antd'
import { IdcardOutlined, LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, KeyOutlined, UserOutlined } from '@ant-design/icons'
import { useNavigate } from 'react-router-dom'
import { useEffect, useState } from 'react'
import { useSession } from '../session/SessionProvider.tsx'
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx'
import { MessageBell } from './MessageBell.tsx'
import { WeatherBadge } from '../screens/weather/WeatherBadge.tsx'

function StorageSwitch() {
  const { api, session, changeStorage } = useSession()
  const { message } = App.useApp()
  const [options, setOptions] = useState<{ value: number; label: string }[]>([])
  useEffect(() => {
    api.request<{ value: number; label: string }[]>('/user/storages').then(
      (rows) => setOptions(rows.map((r) => ({ value: r.value, label: r.label }))),
      () => undefined,
    )
  }, [api])
  if (!options.length) return null
  return (
    <Select
      aria-label="当前仓库"
      style={{ width: 200 }}
      value={session?.defaultStorage?.storageId}
      placeholder="选择仓库"
      options={options}
      onChange={(id: number) =>
        changeStorage(id).then(
          () => message.success('已切换仓库'),
          () => undefined,
        )
      }
    />
  )
}

export function HeaderBar({
  collapsed,
  onToggle,
  title,
  routeOf,
}: {
  collapsed: boolean
  onToggle(): void
  title: string
  routeOf: (routeName: string) => string | undefined
}) {
  const { session, logout } = useSession()
  const { modal } = App.useApp()
  const [pwOpen, setPwOpen] = useState(false)
  const navigate = useNavigate()
  return (
    <>
      <Button type="text" icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />} onClick={onToggle} aria-label="折叠菜单" />
      <Typography.Text strong>{title}</Typography.Text>
      <span className="spacer" />
      <WeatherBadge />
      <StorageSwitch />
      <MessageBell routeOf={routeOf} />
      <Dropdown
        menu={{
          items: [
            { key: 'account', icon: <IdcardOutlined />, label: '账户信息' },
            { key: 'password', icon: <KeyOutlined />, label: '修改密码' },
            { type: 'divider' },
            { key: 'logout', icon: <LogoutOutlined />, label: '退出登录' },
          ],
          onClick: (e) => {
            if (e.key === 'account') navigate('/constant/account-info')
            else if (e.key === 'password') setPwOpen(true)
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
