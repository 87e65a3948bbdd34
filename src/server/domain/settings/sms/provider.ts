// Where text messages go: a small provider interface, a registry by name, and the one HTTP
// seam the cloud providers use (tests plug a fake; this machine cannot reach the clouds).
// 'record' sends nothing: the outbox row alone shows what would have been sent.

export interface SmsResult {
  ok: boolean
  /** Chinese, shown in the outbox; never contains a key. */
  error?: string
}

export interface SmsProvider {
  send(phone: string, text: string): Promise<SmsResult>
}

/** The tenant's smsProvider row, as the factories need it. */
export interface ProviderSettings {
  signName: string | null
  accessKey: string | null
  secretKey: string | null
}

export interface HttpRequest {
  url: string
  headers: Record<string, string>
  body: string
}

export interface HttpAnswer {
  status: number
  body: string
}

export type SmsHttp = (req: HttpRequest) => Promise<HttpAnswer>

export const SMS_TIMEOUT_MS = 10_000

const fetchHttp: SmsHttp = async (req) => {
  const res = await fetch(req.url, { method: 'POST', headers: req.headers, body: req.body, signal: AbortSignal.timeout(SMS_TIMEOUT_MS) })
  return { status: res.status, body: await res.text() }
}

let http: SmsHttp = fetchHttp

/** Replaces the transport (tests); null restores the real one. */
export function setSmsHttp(h: SmsHttp | null): void {
  http = h ?? fetchHttp
}

/** The transport as of now, read at each send so a swap applies to providers already built. */
export const smsHttp: SmsHttp = (req) => http(req)

export type ProviderFactory = (settings: ProviderSettings) => SmsProvider

const registry = new Map<string, ProviderFactory>()

export function registerSmsProvider(name: string, factory: ProviderFactory): void {
  registry.set(name, factory)
}

export const RECORD = 'record'
export const recordOnly: SmsProvider = { send: async () => ({ ok: true }) }
registerSmsProvider(RECORD, () => recordOnly)

/** The provider of that name, or 'record' when the name is unknown. */
export function smsProviderFor(name: string, settings: ProviderSettings): { name: string; provider: SmsProvider } {
  const factory = registry.get(name)
  return factory ? { name, provider: factory(settings) } : { name: RECORD, provider: recordOnly }
}

/** A provider that cannot work without its keys says so in Chinese, before any request. */
export function missingKeys(title: string, s: ProviderSettings): SmsResult | null {
  const missing = [!s.accessKey && 'AccessKey', !s.secretKey && 'SecretKey', !s.signName && '短信签名'].filter(Boolean)
  return missing.length ? { ok: false, error: `${title}未配置 ${missing.join('、')}，请在“短信服务”中填写` } : null
}

/** Network failures become a result, never an exception: a business action must not fail for a text. */
export async function post(title: string, req: HttpRequest): Promise<HttpAnswer | SmsResult> {
  try {
    return await smsHttp(req)
  } catch (e) {
    const timeout = (e as Error)?.name === 'TimeoutError'
    return { ok: false, error: timeout ? `${title}连接超时` : `${title}连接失败` }
  }
}
