// Dates as the API sends them (YYYY-MM-DD text, never a Date or dayjs object): one day, or a
// range [from, to] where either end may stay open.
import { DatePicker } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import type { WidgetProps } from './widget-props.ts'

const DAY = 'YYYY-MM-DD'
const toDay = (v: unknown) => (typeof v === 'string' && v ? dayjs(v) : null)
const fromDay = (d: Dayjs | null | undefined) => (d ? d.format(DAY) : null)

export function DateWidget(p: WidgetProps) {
  const filter = p.place === 'filter'
  return (
    <DatePicker
      id={p.id}
      aria-label={p.place === 'line' ? p.label : undefined}
      disabled={p.disabled}
      status={p.status}
      style={filter ? undefined : { width: '100%' }}
      placeholder={p.placeholder ?? (filter ? `请选择${p.label}` : undefined)}
      value={toDay(p.value)}
      onChange={(d) => p.onChange?.(fromDay(d))}
    />
  )
}

export function DateRangeWidget(p: WidgetProps) {
  const range = Array.isArray(p.value) ? p.value : []
  return (
    <DatePicker.RangePicker
      id={p.id}
      disabled={p.disabled}
      status={p.status}
      allowEmpty={[true, true]}
      value={range.length ? [toDay(range[0]), toDay(range[1])] : null}
      onChange={(ds) => p.onChange?.(ds ? [fromDay(ds[0]), fromDay(ds[1])] : undefined)}
    />
  )
}
