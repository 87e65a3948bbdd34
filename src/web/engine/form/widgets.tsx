import type { WidgetProps } from '@rjsf/utils'
import type { OptionSource } from '../../../config/types.ts'
import { SourceSelect } from '../widgets/SourceSelect.tsx'
import { UploadWidget } from './UploadWidget.tsx'

/** rjsf widget for `source:` fields: options from an endpoint, cascading on dependsOn. */
export function SourceWidget(props: WidgetProps) {
  const source = props.options.source as OptionSource
  const values = (props.registry.formContext as { formData?: Record<string, unknown> } | undefined)?.formData ?? {}
  return (
    <SourceSelect
      id={props.id}
      mode={props.schema.type === 'array' ? 'multiple' : undefined}
      source={source}
      values={values}
      value={props.value}
      disabled={props.disabled || props.readonly}
      placeholder={props.placeholder || `请选择${props.label}`}
      onChange={(v) => props.onChange(v ?? (props.schema.type === 'array' ? [] : undefined))}
      style={{ width: '100%' }}
    />
  )
}

export const formWidgets = { source: SourceWidget, upload: UploadWidget }
