// The configuration of the variant the server runs, in two parts: the public one (login
// settings, GET /app/config) fetched before anything renders, and the full one (settings,
// screens, entity schemas, calls, workflows; GET /app/config/full) fetched once signed in,
// so the login page neither waits for nor downloads what only the workspace uses.
import { createContext, useContext } from 'react'
import type { ClientConfig, PublicConfig } from '../../config/types.ts'
import type { ApiClient } from '../api/types.ts'

export type { ClientConfig, PublicConfig }

export const PublicConfigContext = createContext<PublicConfig | null>(null)

/** The login settings: everywhere, also without a session. */
export function usePublicConfig(): PublicConfig {
  const c = useContext(PublicConfigContext)
  if (!c) throw new Error('PublicConfigContext missing')
  return c
}

export const ConfigContext = createContext<ClientConfig | null>(null)

/** The full config: inside the signed-in workspace only (src/web/app/Workspace.tsx). */
export function useConfig(): ClientConfig {
  const c = useContext(ConfigContext)
  if (!c) throw new Error('ConfigContext missing')
  return c
}

export async function fetchPublicConfig(): Promise<PublicConfig> {
  const res = await fetch('/api/app/config')
  const body = await res.json()
  if (body.status !== 1) throw new Error(body.message || '无法加载系统配置')
  return body.data as PublicConfig
}

/** The browser keeps the answer and revalidates it (ETag): unchanged, it comes back as a 304. */
export const fetchFullConfig = (api: ApiClient) => api.request<ClientConfig>('/app/config/full', {}, { method: 'GET' })

/** An endpoint the server implements (planned ones are not in the client config). */
export const hasEndpoint = (config: ClientConfig, path: string) => Object.prototype.hasOwnProperty.call(config.endpoints, path)
