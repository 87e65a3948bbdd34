// The registry's `source` widget: a select fed by the entry's option source, cascading on the
// values it depends on where it sits; a field of type array chooses several.
import type { OptionSource } from '../../../config/types.ts'
import { SourceSelect } from './SourceSelect.tsx'
import type { WidgetProps } from './widget-props.ts'

export function SourceWidget(p: WidgetProps) {
  return (
    <SourceSelect
      id={p.id}
      source={p.entry.source as OptionSource}
      values={p.values ?? {}}
      value={p.value}
      mode={p.field.type === 'array' ? 'multiple' : undefined}
      disabled={p.disabled}
      status={p.status}
      placeholder={p.placeholder ?? `请选择${p.label}`}
      ariaLabel={p.place === 'line' ? p.label : undefined}
      onChange={(v, option) => p.onChange?.(v, option)}
      style={p.place === 'filter' ? undefined : { width: '100%' }}
    />
  )
}
