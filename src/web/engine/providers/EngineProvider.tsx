// The engine's seams, filled by the app (src/web/app/EngineProviders.tsx): the config it renders,
// how it notifies and asks (Notifier) and how it moves between screens (Navigation). Nothing in
// the engine reaches the app, the shell or a UI kit's global API except through here.
import { createContext, useContext, type ReactNode } from 'react'
import type { ClientConfig } from '../../../config/types.ts'
import type { Navigation } from './navigation.ts'
import type { Notifier } from './notifier.ts'

export interface EngineValue {
  config: ClientConfig
  notifier: Notifier
  navigation: Navigation
}

const EngineContext = createContext<EngineValue | null>(null)

export function EngineProvider({ value, children }: { value: EngineValue; children: ReactNode }) {
  return <EngineContext.Provider value={value}>{children}</EngineContext.Provider>
}

function useEngine(): EngineValue {
  const v = useContext(EngineContext)
  if (!v) throw new Error('EngineProvider missing')
  return v
}

export const useConfig = (): ClientConfig => useEngine().config
export const useNotify = (): Notifier => useEngine().notifier
export const useNavigation = (): Navigation => useEngine().navigation
