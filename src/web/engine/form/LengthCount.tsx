// The "12 / 16" under a text field of an engine form: the maximum length is shown while typing and
// turns red past it. Nothing is cut (antd's maxLength would); validation refuses with a message.
import { Typography } from 'antd'

export function LengthCount({ value, max }: { value: unknown; max?: number }) {
  if (max === undefined) return null
  const n = typeof value === 'string' ? [...value].length : 0
  return (
    <div style={{ textAlign: 'right', lineHeight: '18px' }}>
      <Typography.Text type={n > max ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
        {n} / {max}
      </Typography.Text>
    </div>
  )
}
