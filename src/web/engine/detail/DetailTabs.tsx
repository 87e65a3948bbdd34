// The related lists of a detail screen (screens.yaml `tabs`) beside the record itself: each
// tab is a list screen filtered by the record's id, whose add forms give new rows that id.
import { Tabs } from 'antd'
import type { ReactNode } from 'react'
import type { ScreenDef, ScreensFile, ScreenTab } from '../../../config/types.ts'
import { ListScreen } from '../list/ListScreen.tsx'
import { ordered } from '../schema-fields.ts'

interface Props {
  screens: ScreensFile
  tabs: Record<string, ScreenTab>
  recordId: unknown
  /** The record's own view, the first tab. */
  children: ReactNode
}

export function DetailTabs({ screens, tabs, recordId, children }: Props) {
  const items = [
    { key: '__record', label: '基本信息', children },
    ...ordered(tabs).map(([key, t]) => ({
      key,
      label: t.title ?? (screens[t.screen] as ScreenDef | undefined)?.title ?? key,
      // Rendered when first opened (antd's default), then kept with its filters and page.
      children: <ListScreen screenKey={t.screen} fixed={{ [t.param]: recordId }} embedded />,
    })),
  ]
  return <Tabs items={items} />
}
