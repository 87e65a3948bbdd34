// One way to run a screen action, for list, detail and approval screens alike: open its form,
// open its print page or screen, or call its endpoint — after a confirmation when it has one —
// then say so (or show its result), forget cached options and reload what the screen shows.
// The user is told and moved only through the engine's providers (notifier, navigation).
import { useCallback, useMemo, useRef, useState } from 'react'
import type { ScreenAction } from '../../../config/types.ts'
import { useSession } from '../../session/SessionProvider.tsx'
import { useConfig, useNavigation, useNotify } from '../providers/EngineProvider.tsx'
import { resultText } from '../result-text.ts'
import { clearOptionCache } from '../widgets/use-options.ts'
import type { Row } from '../row.ts'
import { printHref, routeHref } from './route-href.ts'

/** A form an action opened (add, edit, copy, view), shown in a drawer by the screen. */
export interface OpenForm {
  form: string
  mode: 'add' | 'edit' | 'copy' | 'view'
  id?: number
  title?: string
  /** Values a record added here takes from where the screen sits (a detail tab: the parent's id). */
  values?: Record<string, unknown>
}

export interface ActionRunner {
  /** Runs an action on target rows: one row (a row action, a detail's record), the selection (bulk) or none (toolbar). */
  run(key: string, action: ScreenAction, targets: Row[]): Promise<void>
  /** The form an action opened, until it is closed. */
  form: OpenForm | null
  closeForm(saved: boolean): void
}

/**
 * `reload`: what the screen shows again after a call or a saved form.
 * `fixed`: values given to the records added from here (a detail tab's parent id).
 */
export function useActionRunner(reload: () => Promise<void> | void, fixed?: Record<string, unknown> | null): ActionRunner {
  const config = useConfig()
  const { api } = useSession()
  const notify = useNotify()
  const navigation = useNavigation()
  const [form, setForm] = useState<OpenForm | null>(null)
  // The latest reload, without making every run a new function.
  const latest = useRef(reload)
  latest.current = reload

  const run = useCallback(
    async (key: string, action: ScreenAction, targets: Row[]) => {
      const title = action.title ?? key
      if (action.form) {
        setForm({
          form: action.form,
          mode: action.mode ?? (targets[0] ? 'edit' : 'add'),
          id: targets[0]?.id,
          title: action.title,
          ...(fixed ? { values: fixed } : {}),
        })
        return
      }
      if (action.kind === 'print' && action.route) return navigation.openWindow(printHref(action.route, action.param, targets))
      if (action.route) return navigation.go(routeHref(config.screens, action.route, targets[0], action))
      const endpoint = action.endpoint
      if (!endpoint) return
      const call = async () => {
        const payload =
          targets.length > 1 || action.kind === 'batch'
            ? { ids: targets.map((r) => r.id), ...(action.payload ?? {}) }
            : { id: targets[0]?.id, ...(action.payload ?? {}) }
        const answer = await api.request(endpoint, payload)
        // An answer with passed: false (a check that found problems) is shown as a warning.
        const failed = (answer as { passed?: boolean } | null)?.passed === false
        if (action.result) notify.result({ title: `${title}${failed ? '未通过' : '成功'}`, content: resultText(action.result, answer), warning: failed })
        else notify.success(`${title}成功`)
        clearOptionCache()
        await latest.current()
      }
      // A refusal was shown by the api client; the screen stays as it is.
      const attempt = () => call().catch(() => undefined)
      if (action.confirm) notify.confirm({ title, content: action.confirm, danger: action.danger, onOk: attempt })
      else await attempt()
    },
    [api, config, notify, navigation, fixed],
  )

  const closeForm = useCallback((saved: boolean) => {
    setForm(null)
    if (!saved) return
    clearOptionCache()
    void latest.current()
  }, [])

  return useMemo(() => ({ run, form, closeForm }), [run, form, closeForm])
}
