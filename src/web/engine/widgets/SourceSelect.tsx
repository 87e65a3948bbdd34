import { Select } from 'antd'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import type { OptionSource } from '../../../config/types.ts'
import { useSession } from '../../session/SessionProvider.tsx'
import { loadOptions, sourcePayload, useOptions, type Option } from './use-options.ts'

// Tree options are rare (areas, categories): antd's Tree and TreeSelect load when one shows.
const TreeSourceSelect = lazy(() => import('./TreeSourceSelect.tsx').then((m) => ({ default: m.TreeSourceSelect })))

export interface SourceSelectProps {
  source: OptionSource
  /** Values of the surrounding form (or line), for dependsOn. */
  values: Record<string, unknown>
  value?: unknown
  /** The chosen value and its option row (for `fill`). */
  onChange?: (v: unknown, row?: Record<string, unknown>) => void
  placeholder?: string
  /** The titles of the fields this select waits for (供应商): "请先选择供应商" until they are chosen. */
  waitingFor?: string
  disabled?: boolean
  allowClear?: boolean
  mode?: 'multiple'
  id?: string
  /** Accessible name where no <label for=id> names the control (grid cells). */
  ariaLabel?: string
  style?: React.CSSProperties
  /** A line's cell with an error shows it (forms show theirs under the field). */
  status?: 'error'
}

const SEARCH_DEBOUNCE_MS = 300

/**
 * A select whose options come from an endpoint, waiting for the fields it depends on. With
 * `search`, options are looked up on the server as the user types (SKUs: thousands of them),
 * and the chosen option stays labelled even when a later search no longer lists it. An answer
 * of nested options (the category tree) is shown as a tree select.
 */
export function SourceSelect({
  source,
  values,
  value,
  onChange,
  placeholder,
  waitingFor,
  disabled,
  allowClear = true,
  mode,
  id,
  ariaLabel,
  style,
  status,
}: SourceSelectProps) {
  const { api } = useSession()
  const initial = useOptions(api, source, values)
  const [found, setFound] = useState<Option[] | null>(null)
  const [searching, setSearching] = useState(false)
  const [chosen, setChosen] = useState<Option | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const search = (keyword: string) => {
    clearTimeout(timer.current)
    const payload = sourcePayload(source, values)
    if (!payload) return
    timer.current = setTimeout(() => {
      setSearching(true)
      loadOptions(api, source, { ...payload, keyword })
        .then(setFound, () => setFound([]))
        .finally(() => setSearching(false))
    }, SEARCH_DEBOUNCE_MS)
  }

  const options = found ?? initial.options
  const placeholderText = initial.waiting ? `请先选择${waitingFor || '上级'}` : (placeholder ?? '请选择')
  if (options.some((o) => o.children)) {
    return (
      <Suspense fallback={<Select loading disabled style={style} placeholder={placeholderText} />}>
        <TreeSourceSelect
          options={options}
          value={value}
          onChange={onChange}
          placeholder={placeholderText}
          disabled={disabled || initial.waiting}
          allowClear={allowClear}
          multiple={mode === 'multiple'}
          loading={initial.loading}
          id={id}
          ariaLabel={ariaLabel}
          style={style}
        />
      </Suspense>
    )
  }
  const shown = chosen && !options.some((o) => o.value === chosen.value) ? [chosen, ...options] : options
  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      status={status}
      style={{ minWidth: 160, ...style }}
      mode={mode}
      showSearch={source.search ? { filterOption: false, onSearch: search } : { optionFilterProp: 'label' }}
      allowClear={allowClear}
      loading={initial.loading || searching}
      disabled={disabled || initial.waiting}
      placeholder={placeholderText}
      notFoundContent={searching ? '查询中…' : '无匹配数据'}
      options={shown.map((o) => ({ value: o.value, label: o.label }))}
      value={value === null ? undefined : (value as string | number | undefined)}
      onChange={(v) => {
        const option = shown.find((o) => o.value === v) ?? null
        setChosen(option)
        onChange?.(v ?? null, option?.raw)
      }}
    />
  )
}
