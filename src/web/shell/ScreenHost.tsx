import { Result, Spin } from 'antd'
import { memo, Suspense } from 'react'
import type { ScreenDef } from '../../config/types.ts'
import { useConfig } from '../app/config-context.tsx'
import { useSession } from '../session/SessionProvider.tsx'
import { screenComponent } from '../engine/registry.ts'
import { ScreenErrorBoundary } from './ScreenErrorBoundary.tsx'

/** Renders a route's screen by its kind, inside its own error boundary; finance users get the finance version (spec §6). */
export function ScreenHost({ screenKey, params }: { screenKey: string; params: Record<string, string> }) {
  const config = useConfig()
  const { session } = useSession()
  let key = screenKey
  const first = config.screens[key] as ScreenDef
  if (session?.userInfo.isFinance && first.financeVersion && config.screens[first.financeVersion]) key = first.financeVersion
  const screen = config.screens[key] as ScreenDef
  const Component = screenComponent(screen)
  if (!Component) return <Result status="warning" title="页面暂不可用" subTitle={`页面“${screen.title}”的组件尚未注册`} />
  return (
    <ScreenErrorBoundary title={screen.title}>
      <Suspense fallback={<Spin style={{ display: 'block', margin: 48 }} />}>
        <Component screenKey={key} params={params} />
      </Suspense>
    </ScreenErrorBoundary>
  )
}

/** Open tabs stay mounted; navigating elsewhere must not re-render every one of them. */
export const KeptScreen = memo(ScreenHost, (a, b) => a.screenKey === b.screenKey && JSON.stringify(a.params) === JSON.stringify(b.params))
