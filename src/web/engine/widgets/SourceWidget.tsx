// The registry's `source` widget: a select fed by the entry's option source, cascading on the
// values it depends on where it sits; a field of type array chooses several.
import type { OptionSource } from '../../../config/types.ts'
import { SourceSelect } from './SourceSelect.tsx'
import type { WidgetProps } from './widget-props.ts'

export function SourceWidget(p: WidgetProps) {
  const source = p.entry.source as OptionSource
  const parents = source.dependsOn === undefined ? [] : ([] as string[]).concat(source.dependsOn)
  const waitingFor = parents.map((d) => p.titleOf?.(d) ?? d).join('、')
  return (
    <SourceSelect
      id={p.id}
      source={source}
      values={p.values ?? {}}
      value={p.value}
      mode={p.field.type === 'array' ? 'multiple' : undefined}
      disabled={p.disabled}
      status={p.status}
      placeholder={p.placeholder ?? `请选择${p.label}`}
      waitingFor={waitingFor}
      ariaLabel={p.place === 'line' ? p.label : undefined}
      onChange={(v, option) => p.onChange?.(v, option)}
      style={p.place === 'filter' ? undefined : { width: '100%' }}
    />
  )
}
