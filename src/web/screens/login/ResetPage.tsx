// 修改密码 without a session (spec: /reset needs no login): the account and old password sign
// in, the new one replaces it. Also where a first login with mustChangePassword lands.
import { Button, Form, Input, App } from 'antd'
import { AuthCard } from './AuthCard.tsx'
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { usePublicConfig } from '../../app/config-context.tsx'
import { useSession } from '../../session/SessionProvider.tsx'
import { passwordForWire } from '../../session/md5.ts'
import { CONFIRM_RULES, PASSWORD_RULES } from './password-rules.ts'

export function ResetPage() {
  const config = usePublicConfig()
  const { session, login, api, logout } = useSession()
  const navigate = useNavigate()
  const { message } = App.useApp()
  const [params] = useSearchParams()
  const first = params.get('first') === '1' && !!session
  const [busy, setBusy] = useState(false)

  const submit = async (v: { account?: string; oldPwd: string; newPwd: string }) => {
    setBusy(true)
    try {
      if (!first) await login(v.account!, v.oldPwd)
      const md5 = config.settings.isMd5
      await api.request('/user/upgrade/password', { oldPwd: passwordForWire(v.oldPwd, md5), newPwd: passwordForWire(v.newPwd, md5) })
      message.success('密码已修改')
      navigate('/home', { replace: true })
    } catch {
      // messages shown by the api client
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthCard title={first ? '首次登录请修改密码' : '修改密码'}>
      <Form layout="vertical" size="large" onFinish={submit} aria-label="修改密码">
        {!first && (
          <Form.Item name="account" label="账号" rules={[{ required: true, whitespace: true, message: '请输入账号' }]}>
            <Input placeholder="请输入账号" autoComplete="username" />
          </Form.Item>
        )}
        <Form.Item name="oldPwd" label="原密码" rules={[{ required: true, message: '请输入原密码' }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="newPwd" label="新密码" rules={PASSWORD_RULES} hasFeedback>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirm" label="确认新密码" dependencies={['newPwd']} hasFeedback rules={CONFIRM_RULES}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          确认修改
        </Button>
        <div style={{ textAlign: 'right', marginTop: 12 }}>
          <Button type="link" size="small" onClick={() => (first ? void logout() : navigate('/login'))}>
            返回登录
          </Button>
        </div>
      </Form>
    </AuthCard>
  )
}
