// The config fetched at start, for the app's own screens and for the engine, with the engine's
// other seams: antd notifications and navigation by the hash router's address (print pages open
// in a window of their own).
import { useMemo, type ReactNode } from 'react'
import type { ClientConfig } from '../../config/types.ts'
import { EngineProvider, type EngineValue } from '../engine/providers/EngineProvider.tsx'
import type { Navigation } from '../engine/providers/navigation.ts'
import { useAntdNotifier } from '../shell/antd-notifier.ts'
import { ConfigContext } from './config-context.tsx'

// The HashRouter follows the address, so these work from anywhere (inside the router or not).
const hashNavigation: Navigation = {
  go: (path) => void (window.location.hash = '#' + path),
  back: () => window.history.back(),
  openWindow: (path) => void window.open('#' + path, '_blank'),
}

export function ConfigProviders({ config, children }: { config: ClientConfig; children: ReactNode }) {
  const notifier = useAntdNotifier()
  const value = useMemo<EngineValue>(() => ({ config, notifier, navigation: hashNavigation }), [config, notifier])
  return (
    <ConfigContext.Provider value={config}>
      <EngineProvider value={value}>{children}</EngineProvider>
    </ConfigContext.Provider>
  )
}
