import type { ReactNode } from 'react'
import { TabActiveContext } from '../engine/providers/tab-activity.ts'

/** A tab's content: mounted once, hidden (not unmounted) while another tab is active. */
export function KeepAlive({ active, children }: { active: boolean; children: ReactNode }) {
  return (
    <TabActiveContext.Provider value={active}>
      <div style={active ? undefined : { display: 'none' }} aria-hidden={!active}>
        {children}
      </div>
    </TabActiveContext.Provider>
  )
}
