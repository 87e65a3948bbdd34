// #/print/<screen>?…: a print page of screens.yaml (kind print) on its own, without the menu
// and tabs, so the browser prints only the document. Pages are hand-written components.
import { Result, Spin } from 'antd'
import { Suspense } from 'react'
import { useParams, useSearchParams } from 'react-router-dom'
import type { ScreenDef } from '../../../config/types.ts'
import { useConfig } from '../../app/config-context.tsx'
import { customScreens } from '../../engine/registry.ts'
import './print.css'

export function PrintHost() {
  const config = useConfig()
  const { name = '' } = useParams()
  const [query] = useSearchParams()
  const screen = config.screens[name] as ScreenDef | undefined
  const Component = screen?.kind === 'print' && screen.component ? customScreens[screen.component] : undefined
  if (!Component) return <Result status="404" title="打印页面不存在" />
  document.title = screen!.title
  return (
    <div className="cy-print" data-screen={name}>
      <Suspense fallback={<Spin style={{ display: 'block', margin: 48 }} />}>
        <Component screenKey={name} params={Object.fromEntries(query.entries())} />
      </Suspense>
    </div>
  )
}
