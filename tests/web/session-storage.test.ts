// Persisted session (spec §4): save/load round trip, restore from cookie or local storage,
// clear() wipes our prefix only and keeps the remembered account.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSessionStore } from '../../src/web/session/storage.ts'
import type { StoredSession } from '../../src/web/session/storage.ts'

const P = 'cy_wms_'

function session(over: Partial<StoredSession> = {}): StoredSession {
  return {
    token: 'tok=1;x',
    account: 'demo',
    tenantId: 2,
    tenantInfo: { tenantId: 2, tenantName: '仓云演示', tenantCode: 'T002', tenantType: { value: 1, name: '标准租户' } },
    userInfo: {
      userId: 9,
      account: 'demo',
      userName: '演示',
      realName: '张三',
      phone: null,
      userType: { value: 2, name: '租户用户' },
      tenantType: { value: 1, name: '标准租户' },
      mustChangePassword: false,
      isFinance: false,
    },
    defaultStorage: { storageId: 3, storageName: '一号仓' },
    ...over,
  }
}

function cookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split(';')
      .map((c) => c.trim())
      .filter(Boolean)
      .map((c) => [c.slice(0, c.indexOf('=')), decodeURIComponent(c.slice(c.indexOf('=') + 1))]),
  )
}

function clearCookies() {
  for (const name of Object.keys(cookies())) document.cookie = `${name}=; path=/; max-age=0`
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  clearCookies()
})
afterEach(() => vi.useRealTimers())

describe('createSessionStore', () => {
  it('round-trips the login answer: token in the cookie only, the rest under <prefix>session', () => {
    const store = createSessionStore(P)
    store.save(session())
    expect(cookies()[`${P}token`]).toBe('tok=1;x')
    expect(localStorage.getItem(`${P}token`)).toBeNull()
    expect(JSON.parse(localStorage.getItem(`${P}session`) ?? '{}')).not.toHaveProperty('token')
    expect(createSessionStore(P).load()).toEqual(session())
  })

  it('moves a token an earlier version left in local storage into the cookie, the cookie winning', () => {
    const store = createSessionStore(P)
    store.save(session())
    localStorage.setItem(`${P}token`, 'from-local')
    expect(store.load()?.token).toBe('tok=1;x')
    expect(localStorage.getItem(`${P}token`)).toBeNull()
    clearCookies()
    localStorage.setItem(`${P}token`, 'from-local')
    expect(store.load()?.token).toBe('from-local')
    expect(cookies()[`${P}token`]).toBe('from-local')
    expect(localStorage.getItem(`${P}token`)).toBeNull()
  })

  it('answers null with nothing stored, without a token, with corrupt data, or past expiry', () => {
    vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z'), toFake: ['Date'] })
    const store = createSessionStore(P)
    expect(store.load()).toBeNull()
    store.save(session())
    localStorage.removeItem(`${P}token`)
    clearCookies()
    expect(store.load()).toBeNull()
    localStorage.setItem(`${P}token`, 't')
    localStorage.setItem(`${P}session`, '{not json')
    expect(store.load()).toBeNull()
    store.save(session({ expiresAt: '2024-12-31T23:59:59Z' }))
    expect(store.load()).toBeNull()
    store.save(session({ expiresAt: '2025-01-01T08:00:00Z' }))
    expect(store.load()?.expiresAt).toBe('2025-01-01T08:00:00Z')
  })

  it('writes a path=/ SameSite=Lax cookie that expires with the session and no later', () => {
    const writes: string[] = []
    const desc = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!
    vi.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => {
      writes.push(v)
      desc.set!.call(document, v)
    })
    const store = createSessionStore(P)
    store.save(session())
    store.save(session({ expiresAt: '2030-05-06T07:08:09Z' }))
    vi.restoreAllMocks()
    expect(writes[0]).toBe(`${P}token=${encodeURIComponent('tok=1;x')}; path=/; SameSite=Lax`)
    expect(writes[1]).toBe(`${P}token=${encodeURIComponent('tok=1;x')}; path=/; SameSite=Lax; expires=Mon, 06 May 2030 07:08:09 GMT`)
  })

  it('clear() removes every prefixed key from local and session storage and the cookies, keeping other prefixes and the remembered account', () => {
    const store = createSessionStore(P)
    store.save(session())
    store.rememberAccount('demo')
    store.saveJson('tabs', ['/home'])
    sessionStorage.setItem(`${P}cache`, '1')
    document.cookie = `${P}typeId=4; path=/`
    localStorage.setItem('jy_wms_token', 'other-variant')
    document.cookie = 'jy_wms_token=other; path=/'
    store.clear()
    expect(store.load()).toBeNull()
    expect(store.loadJson('tabs')).toBeNull()
    expect(sessionStorage.getItem(`${P}cache`)).toBeNull()
    expect(Object.keys(cookies()).filter((k) => k.startsWith(P))).toEqual([])
    expect(store.rememberedAccount()).toBe('demo')
    expect(localStorage.getItem('jy_wms_token')).toBe('other-variant')
    expect(cookies().jy_wms_token).toBe('other')
  })

  it('remembers and forgets the account', () => {
    const store = createSessionStore(P)
    expect(store.rememberedAccount()).toBeNull()
    store.rememberAccount('admin')
    expect(createSessionStore(P).rememberedAccount()).toBe('admin')
    expect(createSessionStore('jy_wms_').rememberedAccount()).toBeNull()
    store.rememberAccount(null)
    expect(store.rememberedAccount()).toBeNull()
  })

  it('saveJson/loadJson keep per-user state under the prefix without touching the session', () => {
    const store = createSessionStore(P)
    store.save(session())
    store.saveJson('session', { hijack: true })
    store.saveJson('columns:stock', [{ colId: 'sku', width: 120 }])
    expect(store.loadJson('columns:stock')).toEqual([{ colId: 'sku', width: 120 }])
    expect(store.load()).toEqual(session())
    expect(Object.keys(localStorage).every((k) => k.startsWith(P))).toBe(true)
    expect(store.loadJson('missing')).toBeNull()
  })
})
