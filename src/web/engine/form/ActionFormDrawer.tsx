// The form an action opened (ActionRunner.form), in a drawer; rjsf and its validator load the
// first time one is opened.
import { lazy, Suspense } from 'react'
import type { ActionRunner } from '../actions/use-action-runner.ts'
import { useConfig } from '../providers/EngineProvider.tsx'

const FormDrawer = lazy(() => import('./FormDrawer.tsx').then((m) => ({ default: m.FormDrawer })))

export function ActionFormDrawer({ runner }: { runner: ActionRunner }) {
  const config = useConfig()
  if (!runner.form) return null
  return (
    <Suspense fallback={null}>
      <FormDrawer open={runner.form} config={config} onClose={runner.closeForm} />
    </Suspense>
  )
}
