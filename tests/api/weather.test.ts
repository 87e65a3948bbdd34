// /home/weather (spec §3): the server asks the weather provider (msw stands in for QWeather and the
// IP-location service) so no key reaches the browser; no key, or a provider down, answers null
// with one log line, never an error.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setupServer } from 'msw/node'
import { http, HttpResponse } from 'msw'
import { startApi, type TestApi } from '../support/api.ts'
import { cityOfIp, clearWeatherCache, resetWeatherWarnings, weatherSettings } from '../../src/server/domain/weather/provider.ts'

const GEO = 'https://geo.weather.test'
const NOW = 'https://api.weather.test'
const IP = 'https://ip.weather.test'
const CITIES: Record<string, { id: string; name: string }> = { 广州: { id: '101280101', name: '广州' }, 杭州: { id: '101210101', name: '杭州' } }

let asked: string[] = []
const server = setupServer(
  http.get(`${GEO}/v2/city/lookup`, ({ request }) => {
    const u = new URL(request.url)
    asked.push(`city ${u.searchParams.get('location')} ${u.searchParams.get('key')}`)
    const c = CITIES[u.searchParams.get('location') ?? '']
    return HttpResponse.json(c ? { code: '200', location: [c] } : { code: '404', location: [] })
  }),
  http.get(`${NOW}/v7/weather/now`, ({ request }) => {
    const id = new URL(request.url).searchParams.get('location')
    asked.push(`now ${id}`)
    return HttpResponse.json({ code: '200', now: { temp: id === '101280101' ? '28' : '19', feelsLike: '30', icon: '101', humidity: '76', text: '多云' } })
  }),
  http.get(`${IP}/json/:ip`, ({ params }) => HttpResponse.json(params.ip === '113.108.0.1' ? { status: 'success', city: '杭州市' } : { status: 'fail' })),
)

let api: TestApi
let token: string
const ENV = { WMS_WEATHER_KEY: 'k-secret', WMS_WEATHER_GEO_HOST: GEO, WMS_WEATHER_HOST: NOW, WMS_IP_CITY_URL: `${IP}/json/{ip}` }
const saved = Object.fromEntries(Object.keys(ENV).map((k) => [k, process.env[k]]))
let warn: ReturnType<typeof vi.spyOn>

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'bypass' })
  api = await startApi()
  token = await api.login('keeper')
})
afterAll(async () => {
  server.close()
  await api.close()
})
beforeEach(() => {
  Object.assign(process.env, ENV)
  asked = []
  clearWeatherCache()
  resetWeatherWarnings()
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  for (const [k, v] of Object.entries(saved))
    if (v === undefined) delete process.env[k]
    else process.env[k] = v
  server.resetHandlers()
  warn.mockRestore()
})

const weather = async (payload: object = {}) => {
  const r = await api.call('/home/weather', payload, { token })
  expect(r.http).toBe(200)
  expect(r.body.status).toBe(1)
  return r.body.data
}

describe('weather', () => {
  it('answers the current weather of the kept city, keeping the key on the server', async () => {
    const r = await api.call('/home/weather', { city: '杭州' }, { token })
    expect(r.body.data).toEqual({ city: '杭州', temp: 19, feelsLike: 30, icon: '101', humidity: 76, text: '多云', located: true })
    expect(JSON.stringify(r.body)).not.toContain('k-secret')
    expect(asked).toEqual(['city 杭州 k-secret', 'now 101210101'])
  })

  it('falls back to 广州 when the visitor cannot be located, and says it was not located', async () => {
    expect(await weather()).toMatchObject({ city: '广州', temp: 28, located: false })
  })

  it('asks the provider once per city while the answer is fresh', async () => {
    await weather({ city: '杭州' })
    await weather({ city: '杭州' })
    expect(asked.filter((a) => a.startsWith('now'))).toHaveLength(1)
  })

  it('shows nothing without a key and logs one line, asking nobody', async () => {
    delete process.env.WMS_WEATHER_KEY
    expect(await weather()).toBeNull()
    expect(await weather({ city: '杭州' })).toBeNull()
    expect(asked).toEqual([])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0][0])).toContain('WMS_WEATHER_KEY')
  })

  it('shows nothing when the provider is down or refuses, with one log line', async () => {
    server.use(http.get(`${NOW}/v7/weather/now`, () => HttpResponse.json({ code: '401' }, { status: 401 })))
    expect(await weather({ city: '杭州' })).toBeNull()
    expect(await weather({ city: '杭州' })).toBeNull()
    server.use(http.get(`${GEO}/v2/city/lookup`, () => HttpResponse.error()))
    expect(await weather({ city: '广州' })).toBeNull()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0][0])).toContain('天气服务不可用')
  })

  it('finds the visitor city from a public address and never asks about a private one', async () => {
    const s = weatherSettings()!
    expect(await cityOfIp(s, '113.108.0.1')).toBe('杭州')
    expect(await cityOfIp(s, '::ffff:8.8.8.8')).toBeNull()
    expect(await cityOfIp(s, '192.168.1.20')).toBeNull()
    expect(await cityOfIp(s, '127.0.0.1')).toBeNull()
  })

  it('refuses a city name longer than the field allows', async () => {
    const r = await api.call('/home/weather', { city: '城'.repeat(40) }, { token })
    expect(r.body.status).toBe(0)
    expect(r.body.message).toContain('城市')
  })
})
