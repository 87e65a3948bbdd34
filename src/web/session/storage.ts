// The persisted session (spec §4): the token in a SameSite cookie only (the one place both the
// API calls and <img src="/api/files/..."> read it; a second copy in local storage was one
// more place for it to leak from), the rest in local storage; wiped at logout. Every key carries the variant's cache prefix (cy_wms_ / jy_wms_) so two variants
// on one host do not share state, and clear() can find everything that is ours.
import type { LoginInfo } from '../../config/session-types.ts'

/** What a successful login answers, token included. */
export type StoredSession = LoginInfo & { token: string }

export interface SessionStore {
  save(s: StoredSession): void
  load(): StoredSession | null
  /** Removes every prefixed key (local, session storage, cookies) except the remembered account. */
  clear(): void
  rememberAccount(account: string | null): void
  rememberedAccount(): string | null
  /** Other per-user state (tabs, column state); removed by clear(). */
  saveJson(key: string, value: unknown): void
  loadJson<T = unknown>(key: string): T | null
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim()
      try {
        return decodeURIComponent(value)
      } catch {
        return value
      }
    }
  }
  return null
}

function cookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((p) => p.split('=')[0].trim())
    .filter(Boolean)
}

function writeCookie(name: string, value: string, expires?: Date): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  const until = expires && !Number.isNaN(expires.getTime()) ? `; expires=${expires.toUTCString()}` : ''
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax${until}${secure}`
}

function removeCookie(name: string): void {
  document.cookie = `${name}=; path=/; SameSite=Lax; max-age=0`
}

function parse<T>(raw: string | null): T | null {
  if (raw == null) return null
  try {
    return JSON.parse(raw) as T
  } catch {
    return null
  }
}

export function createSessionStore(prefix: string): SessionStore {
  const tokenKey = `${prefix}token`
  const sessionKey = `${prefix}session`
  const accountKey = `${prefix}remembered_account`
  // Namespaced so a caller's key can never overwrite the token or the session.
  const stateKey = (key: string) => `${prefix}state.${key}`

  function wipe(storage: Storage): void {
    const ours: string[] = []
    for (let i = 0; i < storage.length; i++) {
      const k = storage.key(i)
      if (k != null && k.startsWith(prefix) && k !== accountKey) ours.push(k)
    }
    ours.forEach((k) => storage.removeItem(k))
  }

  return {
    save(s) {
      const { token, ...rest } = s
      localStorage.removeItem(tokenKey)
      localStorage.setItem(sessionKey, JSON.stringify(rest))
      writeCookie(tokenKey, token, s.expiresAt ? new Date(s.expiresAt) : undefined)
    },
    load() {
      // A token an earlier version kept in local storage moves to the cookie once.
      const legacy = localStorage.getItem(tokenKey)
      if (legacy) {
        localStorage.removeItem(tokenKey)
        if (!readCookie(tokenKey)) writeCookie(tokenKey, legacy)
      }
      const token = readCookie(tokenKey)
      const rest = parse<Omit<StoredSession, 'token'>>(localStorage.getItem(sessionKey))
      if (!token || !rest || typeof rest !== 'object' || !rest.userInfo || !rest.tenantInfo) return null
      // A session past its expiry would only earn a -999 on the first call.
      if (rest.expiresAt && Date.parse(rest.expiresAt) <= Date.now()) return null
      return { ...rest, token }
    },
    clear() {
      wipe(localStorage)
      wipe(sessionStorage)
      cookieNames()
        .filter((n) => n.startsWith(prefix))
        .forEach(removeCookie)
    },
    rememberAccount(account) {
      if (account) localStorage.setItem(accountKey, account)
      else localStorage.removeItem(accountKey)
    },
    rememberedAccount() {
      return localStorage.getItem(accountKey)
    },
    saveJson(key, value) {
      localStorage.setItem(stateKey(key), JSON.stringify(value))
    },
    loadJson<T = unknown>(key: string) {
      return parse<T>(localStorage.getItem(stateKey(key)))
    },
  }
}
