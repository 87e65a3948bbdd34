import { Input } from 'antd'
import { useEffect, useState } from 'react'
import { formatSkuAttrs } from '../formats.ts'
import { parseSkuAttrs, SKU_ATTRS_HINT } from '../../../config/sku-attrs.ts'

/** Text ↔ attributes: what the user types (颜色:红;尺码:L) is kept as {颜色: 红, 尺码: L}. */
export function AttrsInput({
  value,
  onChange,
  label,
  status,
}: {
  value: unknown
  onChange(v: Record<string, string> | null): void
  label: string
  status?: 'error'
}) {
  const [text, setText] = useState(formatSkuAttrs(value))
  const [bad, setBad] = useState(false)
  useEffect(() => setText(formatSkuAttrs(value)), [value])
  return (
    <Input
      aria-label={label}
      value={text}
      placeholder="颜色:红;尺码:L"
      status={bad ? 'error' : status}
      title={bad ? SKU_ATTRS_HINT : undefined}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => {
        const parsed = text.trim() ? parseSkuAttrs(text) : null
        setBad(!!text.trim() && !parsed)
        if (!text.trim() || parsed) onChange(parsed && Object.keys(parsed).length ? parsed : null)
      }}
    />
  )
}
