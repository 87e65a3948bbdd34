// Dev mode (npm run dev, Vite's dev server): the server says when an edit of the config files
// was loaded (fetch the full config again; the open screens re-render with their tabs and
// filters) or refused (a notice with the check-config messages, until closed or fixed). The
// production build drops all of it: import.meta.env.DEV is false there.
import { App } from 'antd'
import { useEffect } from 'react'
import type { ApiClient } from '../api/types.ts'
import { fetchFullConfig, type ClientConfig } from './config-context.tsx'

const NOTICE = 'dev-config'

interface DevEvent {
  kind: 'config' | 'error'
  version?: number
  title?: string
  messages?: string[]
}

export function useDevConfigReload(api: ApiClient, onConfig: (config: ClientConfig) => void, reloadMenu?: () => Promise<void>): void {
  const { notification } = App.useApp()
  useEffect(() => {
    if (!import.meta.env.DEV) return
    // The session cookie signs the stream in (EventSource sends no Authorization header).
    const source = new EventSource('/api/dev/events')
    let version: number | undefined
    source.addEventListener('config', (m) => {
      const e = JSON.parse(m.data) as DevEvent
      notification.destroy(NOTICE)
      // The first event says which config the page already has (or a restarted server's).
      if (version !== undefined && e.version !== version) {
        // Menu names and new screens come from the modules the server synced from screens.yaml.
        Promise.all([fetchFullConfig(api), reloadMenu?.()]).then(
          ([c]) => onConfig(c),
          () => undefined,
        )
        notification.success({ key: NOTICE, message: '配置已重新加载', duration: 2 })
      }
      version = e.version
    })
    source.addEventListener('error', (m) => {
      // Also fired, without data, when the connection drops; EventSource reconnects by itself.
      if (!(m instanceof MessageEvent)) return
      const e = JSON.parse(m.data) as DevEvent
      notification.error({
        key: NOTICE,
        message: e.title,
        description: <pre style={{ whiteSpace: 'pre-wrap', margin: 0, fontSize: 12 }}>{e.messages?.join('\n')}</pre>,
        duration: 0,
      })
    })
    return () => source.close()
  }, [api, onConfig, reloadMenu, notification])
}
