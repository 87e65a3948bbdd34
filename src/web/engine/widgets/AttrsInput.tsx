import { Input } from 'antd'
import { useEffect, useState } from 'react'
import { formatSkuAttrs } from '../formats.ts'
import type { WidgetProps } from './widget-props.ts'
import { parseSkuAttrs, SKU_ATTRS_HINT } from '../../../config/sku-attrs.ts'

/** The registry's `skuAttrs` widget. Text ↔ attributes: what the user types (颜色:红;尺码:L) is kept as {颜色: 红, 尺码: L}. */
export function AttrsInput({ id, value, onChange, label, place, disabled, status }: WidgetProps) {
  const [text, setText] = useState(formatSkuAttrs(value))
  const [bad, setBad] = useState(false)
  useEffect(() => setText(formatSkuAttrs(value)), [value])
  return (
    <Input
      id={id}
      aria-label={place === 'line' ? label : undefined}
      disabled={disabled}
      value={text}
      placeholder="颜色:红;尺码:L"
      status={bad ? 'error' : status}
      title={bad ? SKU_ATTRS_HINT : undefined}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => {
        const parsed = text.trim() ? parseSkuAttrs(text) : null
        setBad(!!text.trim() && !parsed)
        if (!text.trim() || parsed) onChange?.(parsed && Object.keys(parsed).length ? parsed : null)
      }}
    />
  )
}
