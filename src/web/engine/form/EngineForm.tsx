// The body of a form screen: the header fields (rjsf, antd theme, the server's Chinese
// messages, server errors on fields) and, for documents, the line items below them.
// FormDrawer and FormPage only frame it and decide what happens after saving.
import Form from '@rjsf/antd'
import { App, Spin, Typography } from 'antd'
import { forwardRef, useImperativeHandle, useRef } from 'react'
import type { RJSFValidationError } from '@rjsf/utils'
import { GridObjectTemplate } from './GridObjectTemplate.tsx'
import { ArrayTemplate } from './ArrayTemplate.tsx'
import { translateString } from './translate.ts'
import type { FormController } from './use-form-controller.ts'
import { chineseErrors, formValidator } from './validator.ts'
import { formWidgets } from './rjsf-widgets.tsx'
import { FieldTemplate } from './FieldTemplate.tsx'
import { InputTemplate } from './InputTemplate.tsx'
import { FORM_DEFAULTS } from './form-defaults.ts'
import { LineEditor } from '../lines/LineEditor.tsx'
import { resultText } from '../result-text.ts'
import { scrollToFirstError } from './scroll-to-error.ts'

export interface EngineFormHandle {
  submit(): void
}

export const EngineForm = forwardRef<EngineFormHandle, { c: FormController; onSaved(): void }>(function EngineForm({ c, onSaved }, ref) {
  const formRef = useRef<{ submit(): void } | null>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const { message, modal } = App.useApp()
  useImperativeHandle(ref, () => ({ submit: () => formRef.current?.submit() }))
  if (c.loading || !c.built) return <Spin />
  // A refused save: how many places need attention, and the first of them brought into view.
  const attention = (count: number) => {
    if (!count) return
    message.error(`有 ${count} 处需要修改，请查看标红的字段`)
    scrollToFirstError(rootRef.current)
  }
  // rjsf checks the header only: the lines are checked in the same round, so both show at once.
  const refusedOnClient = (errors: RJSFValidationError[]) => {
    const fields = new Set(errors.map((e) => e.property ?? e.stack))
    attention(fields.size + c.checkLines())
  }
  return (
    <div ref={rootRef}>
      <Form
        ref={formRef as never}
        schema={c.built.schema}
        uiSchema={{ ...c.built.uiSchema, 'ui:submitButtonOptions': { norender: true } }}
        formData={c.data}
        formContext={{ formData: c.data }}
        validator={formValidator}
        transformErrors={chineseErrors(c.built.schema)}
        translateString={translateString}
        templates={{ ObjectFieldTemplate: GridObjectTemplate, ArrayFieldTemplate: ArrayTemplate, FieldTemplate, BaseInputTemplate: InputTemplate }}
        widgets={formWidgets}
        extraErrors={c.serverErrors}
        showErrorList={false}
        onError={refusedOnClient}
        noHtml5Validate
        experimental_defaultFormStateBehavior={FORM_DEFAULTS}
        disabled={c.mode === 'view'}
        onChange={(e) => c.change(e.formData as Record<string, unknown>)}
        onSubmit={async () => {
          const saved = await c.save()
          if ('answer' in saved) {
            if (c.screen.result) modal.success({ title: '保存成功', content: resultText(c.screen.result, saved.answer), okText: '知道了' })
            else message.success(c.screen.submitText ? `已${c.screen.submitText}` : '保存成功')
            onSaved()
          } else if (c.screen.lines && !c.lines.length) message.error('请至少添加一行明细')
          else if (saved.refused) attention(saved.refused)
          else if (saved.message) message.error(saved.message)
        }}
      />
      {c.screen.lines && (
        <>
          <Typography.Title level={5} style={{ marginTop: 8 }}>
            明细
          </Typography.Title>
          <LineEditor
            entity={c.lineEntity}
            fields={c.screen.lines}
            lines={c.lines}
            onChange={c.setLines}
            header={c.data}
            headerTitle={(n) => (c.built?.schema.properties?.[n] as { title?: string } | undefined)?.title}
            errors={c.lineErrors}
            readOnly={c.mode === 'view'}
          />
        </>
      )}
    </div>
  )
})
