// A form screen opened from a list (add, edit, copy, view) in a drawer: rjsf with the antd
// theme, Chinese messages, server errors on the fields, a warning before losing changes.
import { App, Button, Drawer, Space, Spin } from 'antd'
import Form from '@rjsf/antd'
import { useRef } from 'react'
import type { ClientConfig } from '../../../config/types.ts'
import type { OpenForm } from '../list/use-list-controller.ts'
import { GridObjectTemplate } from './GridObjectTemplate.tsx'
import { translateString } from './translate.ts'
import { useFormController } from './use-form-controller.ts'
import { chineseErrors, formValidator } from './validator.ts'
import { formWidgets } from './widgets.tsx'

const MODE_TITLE = { add: '新增', edit: '编辑', copy: '复制', view: '查看' } as const

interface Props {
  open: OpenForm
  config: ClientConfig
  onClose(saved: boolean): void
}

export function FormDrawer({ open, config, onClose }: Props) {
  const c = useFormController(config, open.form, open.mode, open.id)
  const { message, modal } = App.useApp()
  const formRef = useRef<{ submit(): void } | null>(null)
  const columns = c.screen.layout?.columns ?? 2
  const title = open.title && open.mode === 'add' ? open.title : `${MODE_TITLE[open.mode]}${c.screen.title}`

  const close = () => {
    if (!c.dirty || open.mode === 'view') return onClose(false)
    modal.confirm({ title: '放弃修改？', content: '表单有未保存的修改，关闭后将丢失。', okText: '放弃修改', cancelText: '继续编辑', onOk: () => onClose(false) })
  }

  return (
    <Drawer
      open
      title={title}
      size={columns >= 3 ? 960 : columns === 2 ? 720 : 480}
      onClose={close}
      maskClosable={false}
      destroyOnHidden
      footer={
        open.mode === 'view' ? null : (
          <Space style={{ float: 'right' }}>
            <Button onClick={close}>取消</Button>
            <Button type="primary" loading={c.saving} onClick={() => formRef.current?.submit()}>
              保存
            </Button>
          </Space>
        )
      }
    >
      {c.loading || !c.built ? (
        <Spin />
      ) : (
        <Form
          ref={formRef as never}
          schema={c.built.schema}
          uiSchema={{ ...c.built.uiSchema, 'ui:submitButtonOptions': { norender: true } }}
          formData={c.data}
          formContext={{ formData: c.data }}
          validator={formValidator}
          transformErrors={chineseErrors(c.built.schema)}
          translateString={translateString}
          templates={{ ObjectFieldTemplate: GridObjectTemplate }}
          widgets={formWidgets}
          extraErrors={c.serverErrors}
          showErrorList={false}
          onError={() => undefined /* shown on the fields */}
          noHtml5Validate
          onChange={(e) => c.change(e.formData as Record<string, unknown>)}
          onSubmit={async () => {
            if (await c.save()) {
              message.success('保存成功')
              onClose(true)
            }
          }}
        />
      )}
    </Drawer>
  )
}
