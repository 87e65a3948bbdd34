// Choose the stock-in to work on (inspection or shelving): the ones in the given states, by number.
import { Select } from 'antd'
import { useEffect, useState } from 'react'
import { useSession } from '../../session/SessionProvider.tsx'

export function StockInPicker({
  statuses,
  value,
  onChange,
  reload,
}: {
  statuses: number[]
  value: number | null
  onChange(id: number | null): void
  reload: number
}) {
  const { api } = useSession()
  const [options, setOptions] = useState<{ value: number; label: string }[]>([])
  useEffect(() => {
    api.request<{ value: number; label: string }[]>('/v1/stockIn/options', { status: statuses }).then(
      (rows) => setOptions(rows.map((r) => ({ value: r.value, label: r.label }))),
      () => setOptions([]),
    )
  }, [api, statuses, reload])
  return (
    <Select
      aria-label="入库单"
      showSearch
      optionFilterProp="label"
      allowClear
      placeholder="选择入库单"
      style={{ width: 260 }}
      value={value ?? undefined}
      options={options}
      onChange={(v) => onChange(v ?? null)}
      notFoundContent="没有待处理的入库单"
    />
  )
}
