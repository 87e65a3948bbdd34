import { Select } from 'antd'
import type { OptionSource } from '../../../config/types.ts'
import { useSession } from '../../session/SessionProvider.tsx'
import { useOptions } from './use-options.ts'

export interface SourceSelectProps {
  source: OptionSource
  /** Values of the surrounding form, for dependsOn. */
  values: Record<string, unknown>
  value?: unknown
  onChange?: (v: unknown) => void
  placeholder?: string
  disabled?: boolean
  allowClear?: boolean
  mode?: 'multiple'
  id?: string
  style?: React.CSSProperties
}

/** A select whose options come from an endpoint, searchable, waiting for the fields it depends on. */
export function SourceSelect({ source, values, value, onChange, placeholder, disabled, allowClear = true, mode, id, style }: SourceSelectProps) {
  const { api } = useSession()
  const { options, loading, waiting } = useOptions(api, source, values)
  return (
    <Select
      id={id}
      style={{ minWidth: 160, ...style }}
      mode={mode}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear={allowClear}
      loading={loading}
      disabled={disabled || waiting}
      placeholder={waiting ? '请先选择上级' : (placeholder ?? '请选择')}
      options={options.map((o) => ({ value: o.value, label: o.label }))}
      value={value === null ? undefined : (value as string | number | undefined)}
      onChange={(v) => onChange?.(v ?? null)}
    />
  )
}
