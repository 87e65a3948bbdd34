// The weather service (spec §3; QWeather's API: a city lookup answering a location list with
// ids, then the current weather with temp, feelsLike, icon, humidity, text) and the IP-location
// service that finds the visitor's city. Both are called from the server so the key never
// reaches a browser; the key comes from the environment only (variant settings are sent to every
// session). Answers are kept in memory for a while: a city's weather 10 minutes, an IP's city a
// day, and a failure 5 minutes, so a provider that is down costs one request and one log line
// per 5 minutes, never an error to the user.

export const DEFAULT_CITY = '广州'
const WEATHER_TTL_MS = 10 * 60_000
const IP_TTL_MS = 24 * 3600_000
const FAILURE_TTL_MS = 5 * 60_000
const TIMEOUT_MS = 5_000

export interface WeatherSettings {
  key: string
  /** Current weather: GET {weatherHost}/v7/weather/now?location=<id>&key= */
  weatherHost: string
  /** City lookup: GET {geoHost}/v2/city/lookup?location=<name>&key= */
  geoHost: string
  /** IP location, `{ip}` replaced: answers JSON with `city` (ip-api.com's shape). */
  ipCityUrl: string
}

export function weatherSettings(env: NodeJS.ProcessEnv = process.env): WeatherSettings | null {
  const key = env.WMS_WEATHER_KEY?.trim()
  if (!key) return null
  return {
    key,
    weatherHost: (env.WMS_WEATHER_HOST || 'https://devapi.qweather.com').replace(/\/+$/, ''),
    geoHost: (env.WMS_WEATHER_GEO_HOST || 'https://geoapi.qweather.com').replace(/\/+$/, ''),
    ipCityUrl: env.WMS_IP_CITY_URL || 'http://ip-api.com/json/{ip}?lang=zh-CN&fields=status,city',
  }
}

export interface CurrentWeather {
  city: string
  temp: number
  feelsLike: number
  icon: string
  humidity: number
  text: string
}

interface Kept<T> {
  value: T
  until: number
}
const weatherCache = new Map<string, Kept<CurrentWeather | null>>()
const ipCache = new Map<string, Kept<string | null>>()

/** Forgets what was kept (tests; a changed key). */
export function clearWeatherCache(): void {
  weatherCache.clear()
  ipCache.clear()
}

const warned = new Set<string>()
/** One log line per kind of trouble while it lasts (cleared by a success). */
export function warnOnce(kind: string, line: string): void {
  if (warned.has(kind)) return
  warned.add(kind)
  console.warn(`[weather] ${line}`)
}
const recovered = (kind: string) => warned.delete(kind)
export const resetWeatherWarnings = () => warned.clear()

async function getJson(url: string): Promise<any> {
  const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } })
  if (!res.ok) throw new Error(`HTTP ${res.status}`)
  return res.json()
}

function kept<T>(cache: Map<string, Kept<T>>, key: string, now: number): Kept<T> | undefined {
  const hit = cache.get(key)
  return hit && hit.until > now ? hit : undefined
}

/** The current weather of a city, or null when the provider cannot say (logged once). */
export async function currentWeather(s: WeatherSettings, city: string, now = Date.now()): Promise<CurrentWeather | null> {
  const hit = kept(weatherCache, city, now)
  if (hit) return hit.value
  let value: CurrentWeather | null = null
  try {
    const q = (location: string) => `location=${encodeURIComponent(location)}&key=${encodeURIComponent(s.key)}`
    const found = await getJson(`${s.geoHost}/v2/city/lookup?${q(city)}&number=1`)
    const place = found?.location?.[0]
    if (found?.code !== '200' || !place?.id) throw new Error(`城市查询答复 ${String(found?.code)}`)
    const answer = await getJson(`${s.weatherHost}/v7/weather/now?${q(String(place.id))}`)
    const n = answer?.now
    if (answer?.code !== '200' || !n) throw new Error(`实况天气答复 ${String(answer?.code)}`)
    value = {
      city: String(place.name ?? city),
      temp: Number(n.temp),
      feelsLike: Number(n.feelsLike),
      icon: String(n.icon),
      humidity: Number(n.humidity),
      text: String(n.text),
    }
    recovered('provider')
  } catch (e) {
    warnOnce('provider', `天气服务不可用（${(e as Error).message}），首页不显示天气`)
  }
  weatherCache.set(city, { value, until: now + (value ? WEATHER_TTL_MS : FAILURE_TTL_MS) })
  return value
}

const PRIVATE = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|::1$|fc|fd|fe80:|unknown$)/i

/** The city of a visitor's address, or null (a private address, or the service cannot say). */
export async function cityOfIp(s: WeatherSettings, ip: string, now = Date.now()): Promise<string | null> {
  const addr = ip.replace(/^::ffff:/, '')
  if (!addr || PRIVATE.test(addr)) return null
  const hit = kept(ipCache, addr, now)
  if (hit) return hit.value
  let city: string | null = null
  try {
    const answer = await getJson(s.ipCityUrl.replace('{ip}', encodeURIComponent(addr)))
    city = typeof answer?.city === 'string' && answer.city.trim() ? answer.city.trim().replace(/市$/, '') : null
    recovered('ip')
  } catch (e) {
    warnOnce('ip', `IP 定位服务不可用（${(e as Error).message}），天气使用默认城市${DEFAULT_CITY}`)
  }
  ipCache.set(addr, { value: city, until: now + (city ? IP_TTL_MS : FAILURE_TTL_MS) })
  return city
}
