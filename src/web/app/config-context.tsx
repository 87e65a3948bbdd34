// The client config (settings, screens, entity schemas) of the variant the server runs,
// fetched once before anything renders.
import { createContext, useContext } from 'react'
import type { ClientConfig } from '../../config/types.ts'

export type { ClientConfig }

export const ConfigContext = createContext<ClientConfig | null>(null)

export function useConfig(): ClientConfig {
  const c = useContext(ConfigContext)
  if (!c) throw new Error('ConfigContext missing')
  return c
}

export async function fetchClientConfig(): Promise<ClientConfig> {
  const res = await fetch('/api/app/config')
  const body = await res.json()
  if (body.status !== 1) throw new Error(body.message || '无法加载系统配置')
  return body.data as ClientConfig
}

/** An endpoint the server implements (planned ones are not in the client config). */
export const hasEndpoint = (config: ClientConfig, path: string) => Object.prototype.hasOwnProperty.call(config.endpoints, path)
