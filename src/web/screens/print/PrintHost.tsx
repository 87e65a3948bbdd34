// #/print/<screen>?…: a print page of screens.yaml (kind print) on its own, without the menu
// and tabs, so the browser prints only the document. Pages are hand-written components. Actions
// open it in a new tab; a 关闭/返回 button (not printed) leads back wherever it was reached.
import { ArrowLeftOutlined } from '@ant-design/icons'
import { Button, Result, Spin } from 'antd'
import { Suspense } from 'react'
import { useNavigate, useParams, useSearchParams } from 'react-router-dom'
import type { ScreenDef } from '../../../config/types.ts'
import { useConfig } from '../../app/config-context.tsx'
import { customScreens } from '../../engine/registry.ts'
import './print.css'

export function PrintHost() {
  const config = useConfig()
  const { name = '' } = useParams()
  const [query] = useSearchParams()
  const navigate = useNavigate()
  // Opened by the shell (window.open): closing the tab returns to it. Reached by a link or URL in
  // this tab: back in history, or home when there is none.
  const opened = !!window.opener
  const back = () => (opened ? window.close() : window.history.length > 1 ? navigate(-1) : navigate('/home'))
  const backButton = (
    <div className="cy-print-back">
      <Button icon={<ArrowLeftOutlined />} onClick={back}>
        {opened ? '关闭' : '返回'}
      </Button>
    </div>
  )
  const screen = config.screens[name] as ScreenDef | undefined
  const Component = screen?.kind === 'print' && screen.component ? customScreens[screen.component] : undefined
  if (!Component) return <Result status="404" title="打印页面不存在" extra={backButton} />
  document.title = screen!.title
  return (
    <div className="cy-print" data-screen={name}>
      {backButton}
      <Suspense fallback={<Spin style={{ display: 'block', margin: 48 }} />}>
        <Component screenKey={name} params={Object.fromEntries(query.entries())} />
      </Suspense>
    </div>
  )
}
