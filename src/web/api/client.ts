// The api client: one axios instance that applies the spec's error catalogue (§8) to every
// call, so screens only see resolved data or a rejected ApiError.
import axios, { AxiosHeaders } from 'axios'
import type { AxiosAdapter, AxiosResponse } from 'axios'
import { ApiError } from './types.ts'
import type { ApiClient, ErrorReport, ErrorReporter, Notifier, RequestOptions, SessionHooks } from './types.ts'
import { COMPRESS_QUALITY, THUMB_QUALITY, THUMB_SIZE, canvasImageTools } from './image.ts'
import type { ImageTools } from './image.ts'

export const TIMEOUT_MS = 120_000
export const TOAST_DEBOUNCE_MS = 1000
export const DISABLED_LOGOUT_DELAY_MS = 2000
export const DEFAULT_ERROR = '网络或服务器异常，请稍后再试！'
export const EXPIRED_MESSAGE = '登录已过期，请重新登录'
const WORKBOOK_TYPE = /spreadsheetml|ms-excel|octet-stream/i

export interface ApiClientOptions {
  baseURL?: string
  session: SessionHooks
  notifier: Notifier
  /** Overrides the module-wide reporter (setErrorReporter) for this client. */
  reporter?: ErrorReporter
  /** Single sign-on address; when non-empty the browser goes there after a forced logout. */
  sso?: () => string | ''
  /** Canvas work for uploads; tests pass a fake (jsdom has no canvas). */
  image?: ImageTools
  /** How to leave for the SSO page; window.location.assign unless a test replaces it. */
  navigate?: (url: string) => void
  /** How a workbook reaches the user; a link click unless a test replaces it. */
  saveFile?: (blob: Blob, name: string) => void
  /** Transport; axios's own (XHR) unless a test needs blobs, multipart or timeouts jsdom+msw cannot give. */
  adapter?: AxiosAdapter
}

interface Envelope {
  status?: number
  result?: string | number
  data?: unknown
  message?: string
}

// The default reporter: one line, no token, no payload (the URL is the path without query).
const consoleReporter: ErrorReporter = {
  report: (e) => console.warn(`[api] ${e.method} ${e.url} ${e.httpStatus ?? 'network'}: ${e.message}`),
}
let defaultReporter: ErrorReporter = consoleReporter

/** Plug the error-reporting service used by every client without its own reporter. */
export function setErrorReporter(reporter: ErrorReporter | null): void {
  defaultReporter = reporter ?? consoleReporter
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype
}

/** noBlank / filter-null (spec §5): trim strings, drop null and undefined, recursively. */
export function cleanPayload<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T
  if (Array.isArray(value)) return value.filter((v) => v != null).map(cleanPayload) as T
  if (!isPlainObject(value)) return value
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) if (v != null) out[k] = cleanPayload(v)
  return out as T
}

function asEnvelope(body: unknown): Envelope | null {
  return isPlainObject(body) ? (body as Envelope) : null
}

function parseJson(text: string): Envelope | null {
  try {
    return asEnvelope(JSON.parse(text))
  } catch {
    return null
  }
}

/** File name from Content-Disposition: RFC 5987 `filename*=UTF-8''…` first, then `filename=`. */
export function fileNameFrom(disposition: string | undefined, fallback: string): string {
  const cd = disposition ?? ''
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(cd)
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''))
    } catch {
      // malformed escape: fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(cd)
  if (plain) return plain[1].trim()
  return /\.xlsx?$/i.test(fallback) ? fallback : `${fallback}.xlsx`
}

function saveWithLink(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.appendChild(a)
  a.click()
  a.remove()
  // Revoking right after click can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

const is2xx = (status: number) => status >= 200 && status < 300

// Header lookup that is case-insensitive whatever shape the adapter answered with.
function header(res: AxiosResponse, name: string): string | undefined {
  const v = AxiosHeaders.from(res.headers as Record<string, string>).get(name)
  return v == null ? undefined : String(v)
}

export function createApiClient(opts: ApiClientOptions): ApiClient {
  const { session, notifier } = opts
  const image = opts.image ?? canvasImageTools
  const navigate = opts.navigate ?? ((url: string) => window.location.assign(url))
  const saveFile = opts.saveFile ?? saveWithLink
  const http = axios.create({
    baseURL: opts.baseURL ?? '/api',
    timeout: TIMEOUT_MS,
    // Every answer goes through the envelope rules below, whatever its HTTP status.
    validateStatus: () => true,
    ...(opts.adapter ? { adapter: opts.adapter } : {}),
  })
  http.interceptors.request.use((config) => {
    const token = session.getToken()
    if (token) config.headers.set('Authorization', token)
    return config
  })

  let lastToastAt = -Infinity
  let expiring = false
  let disabling = false

  const report = (e: ErrorReport) => {
    try {
      ;(opts.reporter ?? defaultReporter).report(e)
    } catch {
      // a broken reporter must not change what the user sees
    }
  }

  // Failure toast, at most one per second: later ones within the second are dropped.
  const toast = (text: string) => {
    const now = Date.now()
    if (now - lastToastAt < TOAST_DEBOUNCE_MS) return
    lastToastAt = now
    notifier.error(text)
  }

  const leave = async () => {
    try {
      await session.logout()
    } catch {
      // logout clears local state regardless of the server (spec §4)
    }
    const url = opts.sso?.()
    if (url) navigate(url)
  }

  // -999: one modal however many calls expire together, then logout.
  const expire = (message: string) => {
    if (expiring) return
    expiring = true
    notifier
      .expiredModal('提示', message)
      .then(leave, leave)
      .finally(() => {
        expiring = false
      })
  }

  // Status 5: the message, then one logout 2 s later however many calls answered 5.
  const disable = (message: string) => {
    if (disabling) return
    disabling = true
    notifier.error(message)
    setTimeout(() => {
      void leave().finally(() => {
        disabling = false
      })
    }, DISABLED_LOGOUT_DELAY_MS)
  }

  /** Applies §8 to a failed answer (env null for no envelope) and builds the rejection. */
  const fail = (env: Envelope | null, httpStatus: number | undefined, ro: RequestOptions): ApiError => {
    const result = env?.result == null ? undefined : String(env.result)
    if (result === '-999') {
      const message = env?.message || EXPIRED_MESSAGE
      expire(message)
      return new ApiError(message, env?.status ?? null, result, env?.data, httpStatus)
    }
    const message = env?.message || DEFAULT_ERROR
    if (env?.status === 5) disable(message)
    else if (!ro.ignoreError) toast(message)
    return new ApiError(message, env?.status ?? null, result, env?.data, httpStatus)
  }

  /** Reports a non-2xx answer unless its envelope says 3 or 5 (not errors for the reporter). */
  const reportAnswer = (res: AxiosResponse, env: Envelope | null, method: string, path: string) => {
    if (is2xx(res.status) || env?.status === 3 || env?.status === 5) return
    report({ url: path, method, httpStatus: res.status, message: env?.message || res.statusText || `HTTP ${res.status}` })
  }

  /** Network error or timeout: always reported, then shown like any other failure. */
  const networkFailure = (e: unknown, method: string, path: string, ro: RequestOptions): ApiError => {
    const message = axios.isAxiosError(e) ? (e.code === 'ECONNABORTED' || e.code === 'ETIMEDOUT' ? 'timeout' : e.message) : String(e)
    report({ url: path, method, message })
    return fail(null, undefined, ro)
  }

  async function send(method: 'GET' | 'POST', path: string, config: Parameters<typeof http.request>[0], ro: RequestOptions) {
    try {
      return await http.request({ ...config, url: path, method })
    } catch (e) {
      throw networkFailure(e, method, path, ro)
    }
  }

  async function request<T = unknown>(path: string, payload?: unknown, ro: RequestOptions = {}): Promise<T> {
    const method = ro.method ?? 'POST'
    const body = ro.noBlank ? cleanPayload(payload ?? {}) : (payload ?? {})
    const progress = ro.onUploadProgress
    const res = await send(
      method,
      path,
      method === 'GET'
        ? { params: body }
        : {
            data: body,
            ...(progress
              ? { onUploadProgress: (e: { loaded: number; total?: number }) => progress(e.total ? Math.round((e.loaded / e.total) * 100) : 0) }
              : {}),
          },
      ro,
    )
    const env = asEnvelope(res.data)
    if (is2xx(res.status) && env?.status === 1) return env.data as T
    reportAnswer(res, env, method, path)
    throw fail(env, res.status, ro)
  }

  async function download(path: string, payload: unknown, fallbackName: string): Promise<void> {
    const res = await send('POST', path, { data: payload ?? {}, responseType: 'blob' }, {})
    const type = header(res, 'content-type') ?? ''
    const blob = res.data as Blob
    if (is2xx(res.status) && WORKBOOK_TYPE.test(type)) {
      saveFile(blob, fileNameFrom(header(res, 'content-disposition'), fallbackName))
      return
    }
    // Not a workbook: the answer is a JSON envelope explaining why (spec §8 export failure).
    const env = parseJson(await blob.text())
    reportAnswer(res, env, 'POST', path)
    if (env && String(env.result) === '000') return
    throw fail(env, res.status, {})
  }

  async function uploadImage(file: File, key: string): Promise<{ path: string; thumbnail: string }> {
    const [compressed, thumb] = await Promise.all([image.compress(file, COMPRESS_QUALITY), image.thumbnail(file, THUMB_SIZE, THUMB_SIZE, THUMB_QUALITY)])
    const jpg = file.name.replace(/\.[^.]*$/, '') + '.jpg'
    const form = new FormData()
    form.append('file', compressed, jpg)
    form.append('key', key)
    form.append('thumbnail', thumb, `thumb_${jpg}`)
    const path = '/v1/upload/image'
    const res = await send('POST', path, { data: form }, {})
    const env = asEnvelope(res.data)
    // The answer is `{result: '000', path}`; accept it wrapped in an envelope's data as well.
    const inner = asEnvelope(env?.data)
    const pick = (k: 'result' | 'path' | 'thumbnail') => (env as Record<string, unknown> | null)?.[k] ?? (inner as Record<string, unknown> | null)?.[k]
    if (is2xx(res.status) && String(pick('result')) === '000') {
      return { path: String(pick('path') ?? ''), thumbnail: String(pick('thumbnail') ?? '') }
    }
    reportAnswer(res, env, 'POST', path)
    throw fail(env, res.status, {})
  }

  return { request, download, uploadImage }
}
