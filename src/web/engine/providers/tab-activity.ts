// Open tabs stay mounted and are hidden with CSS when not active (keep-alive). We do not
// use React <Activity> for this: it tears effects down while hidden, and imperative
// widgets (AG Grid, ECharts) lose their state when their effects are rebuilt. A screen
// learns that its tab was hidden or shown through this context, which the shell's KeepAlive fills.
import { createContext, useContext, useEffect, useRef } from 'react'

export const TabActiveContext = createContext(true)

export function useTabActive(): boolean {
  return useContext(TabActiveContext)
}

export function useTabActivity(handlers: { onShow?: () => void; onHide?: () => void }) {
  const active = useTabActive()
  const ref = useRef(handlers)
  ref.current = handlers
  const was = useRef(active)
  useEffect(() => {
    if (was.current === active) return
    was.current = active
    if (active) ref.current.onShow?.()
    else ref.current.onHide?.()
  }, [active])
}
