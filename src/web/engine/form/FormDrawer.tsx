// A form screen opened from a list (add, edit, copy, view) in a drawer, with a warning
// before unsaved changes are lost.
import { App, Button, Drawer, Space } from 'antd'
import { useRef } from 'react'
import type { ClientConfig } from '../../../config/types.ts'
import type { OpenForm } from '../actions/use-action-runner.ts'
import { useFormController } from './use-form-controller.ts'
import { EngineForm, type EngineFormHandle } from './EngineForm.tsx'

const MODE_TITLE = { add: '新增', edit: '编辑', copy: '复制', view: '查看' } as const

interface Props {
  open: OpenForm
  config: ClientConfig
  onClose(saved: boolean): void
}

export function FormDrawer({ open, config, onClose }: Props) {
  const c = useFormController(config, open.form, open.mode, open.id, open.values)
  const { modal } = App.useApp()
  const form = useRef<EngineFormHandle>(null)
  const columns = c.screen.layout?.columns ?? 2
  const wide = columns >= 3 || !!c.screen.lines
  const title = c.screen.submitText ? c.screen.title : open.title && open.mode === 'add' ? open.title : `${MODE_TITLE[open.mode]}${c.screen.title}`

  const close = () => {
    if (!c.dirty || open.mode === 'view') return onClose(false)
    modal.confirm({
      title: '放弃修改？',
      content: '表单有未保存的修改，关闭后将丢失。',
      okText: '放弃修改',
      cancelText: '继续编辑',
      onOk: () => onClose(false),
    })
  }

  return (
    <Drawer
      open
      title={title}
      size={wide ? 1080 : columns === 2 ? 720 : 480}
      onClose={close}
      maskClosable={false}
      destroyOnHidden
      footer={
        open.mode === 'view' ? null : (
          <Space style={{ float: 'right' }}>
            <Button onClick={close}>取消</Button>
            <Button type="primary" loading={c.saving} onClick={() => form.current?.submit()}>
              {c.screen.submitText ?? '保存'}
            </Button>
          </Space>
        )
      }
    >
      <EngineForm ref={form} c={c} onSaved={() => onClose(true)} />
    </Drawer>
  )
}
