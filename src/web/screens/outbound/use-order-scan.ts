// The shared logic of the fulfilment scanner pages: an order opened by a scanned number, and a
// feedback line (colour + sound) for every answer.
import { useCallback, useState } from 'react'
import { useSession } from '../../session/SessionProvider.tsx'
import { ApiError } from '../../api/types.ts'
import { beep } from '../inbound/scan-feedback.ts'
import type { FulfilOrder } from './types.ts'

export interface Outcome {
  ok: boolean
  text: string
}

export function useOrderScan(lookup: string) {
  const { api } = useSession()
  const [order, setOrder] = useState<FulfilOrder | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const say = useCallback((ok: boolean, text: string) => {
    setOutcome({ ok, text })
    beep(ok)
  }, [])
  const load = useCallback(
    async (ref: { id?: number; code?: string }) => {
      const o = await api.request<FulfilOrder>(lookup, ref, { ignoreError: true })
      setOrder(o)
      return o
    },
    [api, lookup],
  )
  const fail = useCallback((e: unknown) => say(false, e instanceof ApiError ? e.message : '网络或服务器异常，请重试'), [say])
  return { api, order, setOrder, outcome, say, load, fail }
}
