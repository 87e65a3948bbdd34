// rjsf's antd input without the range: given minimum/maximum, antd's InputNumber clamps the value
// on blur (99 999 999 999 became 1 000 000 000, issue 20). The form's validation still reads the
// full schema and shows the limit on the field; only what the input is told changes. A text with
// a maximum length shows its count against it.
import { Templates, Widgets } from '@rjsf/antd'
import type { BaseInputTemplateProps, WidgetProps } from '@rjsf/utils'
import { LengthCount } from './LengthCount.tsx'

const AntdInput = Templates.BaseInputTemplate!
const AntdTextarea = Widgets.TextareaWidget

export function InputTemplate(p: BaseInputTemplateProps) {
  const { minimum: _min, maximum: _max, exclusiveMinimum: _xmin, exclusiveMaximum: _xmax, ...schema } = p.schema
  return (
    <>
      <AntdInput {...p} schema={schema} />
      {!p.readonly && !p.disabled && <LengthCount value={p.value} max={p.schema.maxLength} />}
    </>
  )
}

export function TextareaWithCount(p: WidgetProps) {
  return (
    <>
      <AntdTextarea {...p} />
      {!p.readonly && !p.disabled && <LengthCount value={p.value} max={p.schema.maxLength} />}
    </>
  )
}
