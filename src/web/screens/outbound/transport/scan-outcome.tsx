// The answer to the last scan on the transport scanner pages: a large green or red line and a
// beep (scan-feedback.ts), so a user looking at the goods hears it and sees it at a glance.
import { Alert } from 'antd'
import { useState } from 'react'
import { beep } from '../../inbound/scan-feedback.ts'

export interface Outcome {
  ok: boolean
  text: string
}

export function useScanOutcome() {
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const say = (ok: boolean, text: string) => {
    setOutcome({ ok, text })
    beep(ok)
  }
  return { outcome, say }
}

export function ScanOutcome({ outcome }: { outcome: Outcome | null }) {
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
