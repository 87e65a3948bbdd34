// Pieces the fulfilment scanner pages share: the number bar a scanner types into, the outcome
// line (colour follows the answer), and an order's title with its state tag.
import { Alert, Button, Card, Input, Space, Tag, Typography } from 'antd'
import type { ReactNode, Ref } from 'react'
import { useConfig } from '../../app/config-context.tsx'
import type { Outcome } from './use-order-scan.ts'

interface BarProps {
  label: string
  placeholder: string
  /** The text on the button beside the input. */
  button?: string
  autoFocus?: boolean
  value: string
  onChange(value: string): void
  /** Enter or the button, with the trimmed text (never empty). */
  onSubmit(value: string): void
  inputRef?: Ref<React.ComponentRef<typeof Input>>
}

export function ScanBar({ label, placeholder, button = '打开', autoFocus, value, onChange, onSubmit, inputRef }: BarProps) {
  const submit = () => value.trim() && onSubmit(value.trim())
  return (
    <Card size="small">
      <Space wrap>
        <Typography.Text strong>{label}</Typography.Text>
        <Input
          ref={inputRef}
          autoFocus={autoFocus}
          aria-label={label}
          placeholder={placeholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onPressEnter={submit}
          style={{ width: 300 }}
        />
        <Button onClick={submit}>{button}</Button>
      </Space>
    </Card>
  )
}

export function OutcomeLine({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null
  return (
    <Alert
      data-outcome={outcome.ok ? 'ok' : 'error'}
      type={outcome.ok ? 'success' : 'error'}
      showIcon
      message={<span style={{ fontSize: 18 }}>{outcome.text}</span>}
    />
  )
}

/** 订单号 with its state as the order workflow colours it, and whatever else the page adds. */
export function OrderTitle({ orderNo, status, children }: { orderNo: string; status: number; children?: ReactNode }) {
  const states = useConfig().workflows.outOrder?.states ?? {}
  return (
    <Space>
      <span>{orderNo}</span>
      <Tag color={states[status]?.color}>{states[status]?.label}</Tag>
      {children}
    </Space>
  )
}
