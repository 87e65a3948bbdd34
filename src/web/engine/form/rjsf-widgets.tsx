// The widget registry inside rjsf forms. Names rjsf draws itself (text, textarea, password,
// date) keep its antd widgets, which tie in with its labels and validation; every other
// registered name (source, upload, enum, skuAttrs …) is the registry's widget behind an adapter.
import type { WidgetProps as RjsfWidgetProps } from '@rjsf/utils'
import type { ComponentType } from 'react'
import type { EntityField, ScreenField } from '../../../config/types.ts'
import { WIDGET_NAMES, type WidgetName } from '../registry-names.ts'
import { widgets } from '../widgets/registry.tsx'
import type { WidgetProps } from '../widgets/widget-props.ts'
import { TextareaWithCount } from './InputTemplate.tsx'

const RJSF_NATIVE = new Set<WidgetName>(['text', 'textarea', 'password', 'date'])

function adapt(W: ComponentType<WidgetProps>) {
  return function RjsfWidget(p: RjsfWidgetProps) {
    // form-schema.ts hands each field's schema field and screens.yaml entry in ui:options.
    const field = (p.options.field as EntityField | undefined) ?? (p.schema as unknown as EntityField)
    const entry = (p.options.entry as ScreenField | undefined) ?? { source: p.options.source as ScreenField['source'] }
    const empty = p.schema.type === 'array' ? [] : undefined
    return (
      <W
        id={p.id}
        name={p.name}
        value={p.value}
        onChange={(v) => p.onChange(v === null || v === undefined || v === '' ? empty : v)}
        field={field}
        entry={entry}
        place="form"
        label={p.label}
        placeholder={p.placeholder || undefined}
        disabled={p.disabled || p.readonly}
        status={p.rawErrors?.length ? 'error' : undefined}
        values={(p.registry.formContext as { formData?: Record<string, unknown> } | undefined)?.formData ?? {}}
        titleOf={(n) => (p.registry.rootSchema.properties?.[n] as { title?: string } | undefined)?.title}
      />
    )
  }
}

export const formWidgets = {
  ...Object.fromEntries(WIDGET_NAMES.filter((n) => !RJSF_NATIVE.has(n)).map((n) => [n, adapt(widgets[n])])),
  // rjsf's own textarea, with the length count under it.
  TextareaWidget: TextareaWithCount,
}
