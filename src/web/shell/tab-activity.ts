// A tab's screen stays mounted when the user switches tabs (React <Activity> keep-alive).
// Activity tears effects down while hidden and sets them up again when shown, so a screen
// learns it was hidden or shown through an effect's cleanup and setup.
import { useEffect, useRef } from 'react'

export function useTabActivity(handlers: { onShow?: () => void; onHide?: () => void }) {
  const ref = useRef(handlers)
  ref.current = handlers
  useEffect(() => {
    ref.current.onShow?.()
    return () => ref.current.onHide?.()
  }, [])
}
