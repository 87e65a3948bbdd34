// The session of spec §4: restored at start from cookie and local storage, filled by a
// login, emptied by logout whatever the server answers. It owns the api client so that a
// -999 or status 5 anywhere logs out here.
import { App } from 'antd'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { usePublicConfig } from '../app/config-context.tsx'
import { createApiClient } from '../api/client.ts'
import type { ApiClient, Notifier } from '../api/types.ts'
import { createSessionStore, type StoredSession } from './storage.ts'
import { passwordForWire } from './md5.ts'
import { heldFunctions } from '../permissions/can.ts'
import { PermissionsProvider } from '../permissions/Can.tsx'
import type { MenuModule } from '../shell/menu-routes.ts'

export interface SessionValue {
  session: StoredSession | null
  /** The flat module list of /module/usermenu (routes are built from it once per session). */
  modules: MenuModule[]
  /** False until the stored session has been checked at start. */
  ready: boolean
  api: ApiClient
  login(account: string, password: string): Promise<StoredSession>
  tokenLogin(token: string): Promise<StoredSession>
  logout(): Promise<void>
  changeStorage(storageId: number): Promise<void>
  /** Fetches the menu again (dev mode, after the server reloaded screens.yaml). */
  reloadMenu?(): Promise<void>
  /** Local-storage helpers scoped to the variant's prefix and the signed-in user. */
  userState: { load<T>(key: string): T | null; save(key: string, value: unknown): void }
}

/** Exported for component tests, which provide a session without signing in. */
export const SessionContext = createContext<SessionValue | null>(null)

export function useSession(): SessionValue {
  const s = useContext(SessionContext)
  if (!s) throw new Error('SessionContext missing')
  return s
}

/** Leaves the app for the login page, or for single sign-on when the variant configures one. */
export function goToLogin(sso: string) {
  if (sso) window.location.href = sso
  else if (!window.location.hash.startsWith('#/login')) window.location.hash = '#/login'
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const config = usePublicConfig()
  const { message, modal } = App.useApp()
  const store = useMemo(() => createSessionStore(config.settings.cachePrefix), [config])
  const [session, setSession] = useState<StoredSession | null>(() => store.load())
  const [modules, setModules] = useState<MenuModule[]>([])
  const [functions, setFunctions] = useState<Set<string>>(new Set())
  const [ready, setReady] = useState(false)
  const tokenRef = useRef<string | null>(session?.token ?? null)

  const clearAll = useCallback(() => {
    store.clear()
    tokenRef.current = null
    setSession(null)
    setModules([])
    setFunctions(new Set())
  }, [store])

  const api = useMemo(() => {
    const notifier: Notifier = {
      error: (text) => void message.error(text, 5),
      expiredModal: (title, content) =>
        new Promise<void>((resolve) => {
          modal.warning({ title, content, okText: '重新登录', onOk: () => resolve(), afterClose: () => resolve() })
        }),
    }
    return createApiClient({
      session: {
        getToken: () => tokenRef.current,
        // The client itself goes on to single sign-on when one is configured.
        logout: () => {
          clearAll()
          if (!config.settings.sso) goToLogin('')
        },
      },
      notifier,
      sso: () => config.settings.sso,
    })
  }, [config, message, modal, clearAll])

  const loadMenu = useCallback(async () => {
    const [mods, fns] = await Promise.all([
      api.request<MenuModule[]>('/module/usermenu', {}, { method: 'GET' }),
      api.request<{ moduleName: string }[]>('/module/usermenufunction', {}, { method: 'GET' }),
    ])
    setModules(mods)
    setFunctions(heldFunctions(fns))
  }, [api])

  const accept = useCallback(
    async (s: StoredSession) => {
      // A successful login clears earlier state (spec §4).
      store.clear()
      store.save(s)
      tokenRef.current = s.token
      setSession(s)
      await loadMenu()
      return s
    },
    [store, loadMenu],
  )

  const login = useCallback(
    async (account: string, password: string) =>
      accept(await api.request<StoredSession>('/login', { account: account.trim(), password: passwordForWire(password, config.settings.isMd5) })),
    [api, accept, config],
  )

  const tokenLogin = useCallback(async (token: string) => accept(await api.request<StoredSession>('/login/QYLogin', { token })), [api, accept])

  const logout = useCallback(async () => {
    try {
      await api.request('/login/loginout', {}, { ignoreError: true })
    } catch {
      // Logging out clears the local session whatever the server answers.
    }
    clearAll()
    goToLogin(config.settings.sso)
  }, [api, clearAll, config])

  const changeStorage = useCallback(
    async (storageId: number) => {
      const d = await api.request<{ storageId: number; storageName: string }>('/user/changeStorage', { storageId })
      setSession((s) => {
        if (!s) return s
        const next = { ...s, defaultStorage: d }
        store.save(next)
        return next
      })
    },
    [api, store],
  )

  // Restore at start: a stored token is checked by loading the menu (-999 logs out).
  useEffect(() => {
    if (!tokenRef.current) {
      setReady(true)
      return
    }
    loadMenu()
      .catch(() => undefined)
      .finally(() => setReady(true))
  }, [loadMenu])

  const userKey = session ? `u${session.userInfo.userId}_` : 'anon_'
  const userState = useMemo(
    () => ({
      load: <T,>(key: string) => store.loadJson<T>(userKey + key),
      save: (key: string, value: unknown) => store.saveJson(userKey + key, value),
    }),
    [store, userKey],
  )

  const value = useMemo<SessionValue>(
    () => ({ session, modules, ready, api, login, tokenLogin, logout, changeStorage, reloadMenu: loadMenu, userState }),
    [session, modules, ready, api, login, tokenLogin, logout, changeStorage, loadMenu, userState],
  )
  return (
    <SessionContext.Provider value={value}>
      <PermissionsProvider value={functions}>{children}</PermissionsProvider>
    </SessionContext.Provider>
  )
}
