// Third-party platforms a shop signs in to: DHT (订货平台) and BPS. This machine cannot reach
// them, so the one HTTP seam is replaceable (tests plug a fake) and the address comes from the
// environment (WMS_DHT_URL, WMS_BPS_URL). Decision, as the spec names only the calls: POST JSON
// {account, password, shopCode}; the platform answers {code: 0, data: {token, url?}} on success,
// {code: ≠0, message} otherwise. Failures become Chinese messages, never exceptions.

export type ShopPlatform = 'DHT' | 'BPS'

export const PLATFORM_TITLES: Record<ShopPlatform, string> = { DHT: 'DHT 订货平台', BPS: 'BPS 平台' }
const URL_ENV: Record<ShopPlatform, string> = { DHT: 'WMS_DHT_URL', BPS: 'WMS_BPS_URL' }
export const PLATFORM_TIMEOUT_MS = 10_000

export interface PlatformRequest {
  url: string
  headers: Record<string, string>
  body: string
}
export interface PlatformAnswer {
  status: number
  body: string
}
export type PlatformHttp = (req: PlatformRequest) => Promise<PlatformAnswer>

const fetchHttp: PlatformHttp = async (req) => {
  const res = await fetch(req.url, { method: 'POST', headers: req.headers, body: req.body, signal: AbortSignal.timeout(PLATFORM_TIMEOUT_MS) })
  return { status: res.status, body: await res.text() }
}

let http: PlatformHttp = fetchHttp

/** Replaces the transport (tests); null restores the real one. */
export function setShopPlatformHttp(h: PlatformHttp | null): void {
  http = h ?? fetchHttp
}

export type PlatformLogin = { ok: true; token: string; url: string | null } | { ok: false; error: string }

export async function platformLogin(platform: ShopPlatform, cred: { account: string; password: string; shopCode: string }): Promise<PlatformLogin> {
  const title = PLATFORM_TITLES[platform]
  const url = process.env[URL_ENV[platform]]
  if (!url) return { ok: false, error: `未配置 ${title}地址（${URL_ENV[platform]}），无法登录` }
  let res: PlatformAnswer
  try {
    res = await http({ url, headers: { 'content-type': 'application/json' }, body: JSON.stringify(cred) })
  } catch (e) {
    return { ok: false, error: (e as Error)?.name === 'TimeoutError' ? `${title}连接超时` : `${title}连接失败` }
  }
  let answer: { code?: unknown; message?: unknown; msg?: unknown; data?: { token?: unknown; url?: unknown } } = {}
  try {
    answer = JSON.parse(res.body)
  } catch {
    // not JSON: reported below with the HTTP status
  }
  const token = answer?.data?.token
  if (res.status === 200 && answer?.code === 0 && typeof token === 'string' && token) {
    return { ok: true, token, url: typeof answer.data?.url === 'string' ? answer.data.url : null }
  }
  const why = answer?.message ?? answer?.msg ?? (answer?.code !== undefined ? `错误码 ${String(answer.code)}` : `HTTP ${res.status}`)
  return { ok: false, error: `${title}登录失败：${String(why).slice(0, 200)}` }
}
