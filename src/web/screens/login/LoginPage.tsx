// 登录: account, password, remember account. The password goes as MD5 when the variant says
// so (spec §5). A mustChangePassword account goes to /reset first.
import { Button, Checkbox, Form, Input } from 'antd'
import { AuthCard } from './AuthCard.tsx'
import { LockOutlined, UserOutlined } from '@ant-design/icons'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { usePublicConfig } from '../../app/config-context.tsx'
import { useSession } from '../../session/SessionProvider.tsx'
import { createSessionStore } from '../../session/storage.ts'

export function LoginPage() {
  const config = usePublicConfig()
  const { login } = useSession()
  const navigate = useNavigate()
  const store = createSessionStore(config.settings.cachePrefix)
  const remembered = store.rememberedAccount()
  const [busy, setBusy] = useState(false)

  const submit = async (v: { account: string; password: string; remember: boolean }) => {
    setBusy(true)
    try {
      const s = await login(v.account, v.password)
      store.rememberAccount(v.remember ? v.account.trim() : null)
      navigate(s.userInfo.mustChangePassword ? '/reset?first=1' : '/home', { replace: true })
    } catch {
      // The api client already showed the server's message.
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthCard title={config.settings.systemName} subtitle={`${config.settings.companyName} · 仓储与供应链管理`}>
      <Form layout="vertical" size="large" onFinish={submit} initialValues={{ account: remembered ?? '', remember: !!remembered }} aria-label="登录">
        <Form.Item name="account" label="账号" rules={[{ required: true, whitespace: true, message: '请输入账号' }]}>
          <Input prefix={<UserOutlined />} placeholder="请输入账号" autoComplete="username" autoFocus={!remembered} />
        </Form.Item>
        <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
          <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="current-password" autoFocus={!!remembered} />
        </Form.Item>
        <Form.Item name="remember" valuePropName="checked" style={{ marginBottom: 12 }}>
          <Checkbox>记住账号</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          登录
        </Button>
        <div style={{ textAlign: 'right', marginTop: 12 }}>
          <Button type="link" size="small" onClick={() => navigate('/reset')}>
            修改密码
          </Button>
        </div>
      </Form>
    </AuthCard>
  )
}
