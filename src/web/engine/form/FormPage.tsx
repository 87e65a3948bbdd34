// A form screen opened as a page (its own route, e.g. from a link) rather than a drawer.
import { App, Button, Card, Space, Spin } from 'antd'
import Form from '@rjsf/antd'
import { useRef } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { useConfig } from '../../app/config-context.tsx'
import { GridObjectTemplate } from './GridObjectTemplate.tsx'
import { translateString } from './translate.ts'
import { useFormController, type FormMode } from './use-form-controller.ts'
import { chineseErrors, formValidator } from './validator.ts'
import { formWidgets } from './widgets.tsx'

export function FormPage({ screenKey }: { screenKey: string }) {
  const config = useConfig()
  const [params] = useSearchParams()
  const id = Number(params.get('id')) || undefined
  const mode = ((params.get('mode') as FormMode | null) ?? (id ? 'edit' : 'add')) as FormMode
  const c = useFormController(config, screenKey, mode, id)
  const navigate = useNavigate()
  const { message } = App.useApp()
  const formRef = useRef<{ submit(): void } | null>(null)
  return (
    <div className="cy-screen" data-screen={screenKey}>
      <Card title={c.screen.title} variant="borderless" extra={mode !== 'view' && (
        <Space>
          <Button onClick={() => navigate(-1)}>返回</Button>
          <Button type="primary" loading={c.saving} onClick={() => formRef.current?.submit()}>保存</Button>
        </Space>
      )}>
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
                navigate(-1)
              }
            }}
          />
        )}
      </Card>
    </div>
  )
}
