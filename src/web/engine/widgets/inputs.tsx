// The plain inputs of the widget registry. In a filter they are compact and clearable (empty
// means "all"); in a line's cell or a form they fill their column and show errors.
import { Input, InputNumber, Select } from 'antd'
import type { CSSProperties } from 'react'
import { BOOL_OPTIONS, enumSelectOptions } from './enum-options.ts'
import type { WidgetProps } from './widget-props.ts'

const FULL: CSSProperties = { width: '100%' }
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v))
// The maximum length is shown as a counter that turns red past it; maxLength would cut what was
// typed or pasted without a word, so the form's validation refuses it with a message instead.
const counter = (max?: number) => (max === undefined ? undefined : { show: true, max })

/** The props every antd control takes the same way. */
function common(p: WidgetProps) {
  return { id: p.id, disabled: p.disabled, status: p.status, 'aria-label': p.place === 'line' ? p.label : undefined }
}

export function TextWidget(p: WidgetProps) {
  if (p.place === 'filter')
    return (
      <Input
        {...common(p)}
        allowClear
        value={text(p.value)}
        onChange={(e) => p.onChange?.(e.target.value)}
        placeholder={p.placeholder ?? `请输入${p.label}`}
        style={{ width: 180 }}
      />
    )
  return (
    <Input {...common(p)} value={text(p.value)} count={counter(p.field.maxLength)} placeholder={p.placeholder} onChange={(e) => p.onChange?.(e.target.value)} />
  )
}

export function TextareaWidget(p: WidgetProps) {
  return (
    <Input.TextArea
      {...common(p)}
      rows={4}
      value={text(p.value)}
      count={counter(p.field.maxLength)}
      placeholder={p.placeholder}
      onChange={(e) => p.onChange?.(e.target.value)}
      style={FULL}
    />
  )
}

export function PasswordWidget(p: WidgetProps) {
  return (
    <Input.Password
      {...common(p)}
      value={text(p.value)}
      placeholder={p.placeholder}
      autoComplete="new-password"
      onChange={(e) => p.onChange?.(e.target.value)}
    />
  )
}

// No min, max or precision: antd would clamp and round on blur. The schema's range and step are
// checked by the form's validation, which names the field and the limit.
export function NumberWidget(p: WidgetProps) {
  const filter = p.place === 'filter'
  return (
    <InputNumber
      {...common(p)}
      style={filter ? { width: 140 } : FULL}
      value={p.value as number | null | undefined}
      placeholder={p.placeholder ?? (filter ? p.label : undefined)}
      onChange={(v) => p.onChange?.(v)}
    />
  )
}

function OptionsSelect(p: WidgetProps & { options: { value: unknown; label: string }[]; minWidth: number }) {
  const filter = p.place === 'filter'
  return (
    <Select
      {...common(p)}
      allowClear={filter}
      style={filter ? { minWidth: p.minWidth } : FULL}
      placeholder={p.placeholder ?? (filter ? '全部' : undefined)}
      value={p.value as never}
      options={p.options as never}
      onChange={(v) => p.onChange?.(v)}
    />
  )
}

export function EnumWidget(p: WidgetProps) {
  return <OptionsSelect {...p} options={enumSelectOptions(p.field)} minWidth={140} />
}

export function BoolWidget(p: WidgetProps) {
  return <OptionsSelect {...p} options={BOOL_OPTIONS} minWidth={100} />
}
