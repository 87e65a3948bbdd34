import { App, Form, Input, Modal } from 'antd'
import { useState } from 'react'
import { useConfig } from '../app/config-context.tsx'
import { useSession } from '../session/SessionProvider.tsx'
import { passwordForWire } from '../session/md5.ts'
import { CONFIRM_RULES, PASSWORD_RULES } from '../screens/login/password-rules.ts'

/** 修改密码 from the header: old password checked by the server, other sessions end. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const config = useConfig()
  const { api } = useSession()
  const { message } = App.useApp()
  const [form] = Form.useForm()
  const [busy, setBusy] = useState(false)
  const submit = async () => {
    const v = await form.validateFields()
    setBusy(true)
    try {
      const md5 = config.settings.isMd5
      await api.request('/user/upgrade/password', { oldPwd: passwordForWire(v.oldPwd, md5), newPwd: passwordForWire(v.newPwd, md5) })
      message.success('密码已修改，其他设备上的登录已失效')
      form.resetFields()
      onClose()
    } catch {
      // shown by the api client
    } finally {
      setBusy(false)
    }
  }
  return (
    <Modal open={open} title="修改密码" okText="确认修改" cancelText="取消" confirmLoading={busy} onOk={() => void submit()} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical">
        <Form.Item name="oldPwd" label="原密码" rules={[{ required: true, message: '请输入原密码' }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="newPwd" label="新密码" rules={PASSWORD_RULES}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirm" label="确认新密码" dependencies={['newPwd']} rules={CONFIRM_RULES}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  )
}
