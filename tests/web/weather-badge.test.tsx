// The header's weather: what the server answers is shown (city, temperature, feels like,
// humidity, text); a city found by IP is kept (cached_city) and sent next time, the fallback is
// not; no answer shows nothing and no error toast.
import { render, screen, waitFor } from '@testing-library/react'
import { App } from 'antd'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ClientConfig } from '../../src/config/types.ts'
import { createApiClient } from '../../src/web/api/client.ts'
import { ConfigProviders } from '../../src/web/app/ConfigProviders.tsx'
import { SessionContext, type SessionValue } from '../../src/web/session/SessionProvider.tsx'
import { WeatherBadge } from '../../src/web/screens/weather/WeatherBadge.tsx'

const sent: unknown[] = []
let answer: unknown = null
const server = setupServer(
  http.post('*/api/home/weather', async ({ request }) => {
    sent.push(await request.json())
    return HttpResponse.json({ status: 1, message: '操作成功', data: answer })
  }),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  sent.length = 0
  localStorage.clear()
})
afterAll(() => server.close())

const config = {
  variant: 'test',
  settings: { systemName: '仓云', cachePrefix: 't_' },
  endpoints: { '/home/weather': { op: 'custom' } },
  workflows: {},
  entities: {},
  screens: {},
} as unknown as ClientConfig

const toasts: string[] = []
const api = createApiClient({
  session: { getToken: () => 't'.repeat(30), logout: () => undefined },
  notifier: { error: (m: string) => void toasts.push(m), expiredModal: async () => undefined },
})
const session = { api, session: { token: 't'.repeat(30) } } as unknown as SessionValue

const show = () =>
  render(
    <App>
      <ConfigProviders config={config}>
        <SessionContext.Provider value={session}>
          <WeatherBadge />
        </SessionContext.Provider>
      </ConfigProviders>
    </App>,
  )

describe('weather in the header', () => {
  it('shows the current weather and keeps the city found by IP', async () => {
    answer = { city: '杭州', temp: 19, feelsLike: 17, icon: '305', humidity: 88, text: '小雨', located: true }
    show()
    const badge = await screen.findByTestId('weather')
    expect(badge).toHaveTextContent('杭州')
    expect(badge).toHaveTextContent('19℃')
    expect(badge).toHaveTextContent('小雨 · 体感 17℃ · 湿度 88%')
    expect(badge).toHaveTextContent('☂')
    expect(sent).toEqual([{}])
    expect(localStorage.getItem('t_cached_city')).toBe('杭州')
  })

  it('sends the kept city, and does not keep the fallback city', async () => {
    localStorage.setItem('t_cached_city', '杭州')
    answer = { city: '杭州', temp: 20, feelsLike: 20, icon: '100', humidity: 40, text: '晴', located: true }
    const first = show()
    expect(await screen.findByTestId('weather')).toHaveTextContent('20℃')
    expect(sent).toEqual([{ city: '杭州' }])
    first.unmount()

    localStorage.clear()
    answer = { city: '广州', temp: 28, feelsLike: 31, icon: '101', humidity: 70, text: '多云', located: false }
    show()
    expect(await screen.findByTestId('weather')).toHaveTextContent('广州')
    expect(localStorage.getItem('t_cached_city')).toBeNull()
  })

  it('shows nothing and no error when the server has no weather', async () => {
    answer = null
    show()
    await waitFor(() => expect(sent).toHaveLength(1))
    // Let the answer arrive and render (nothing) before looking.
    await new Promise((r) => setTimeout(r, 20))
    expect(screen.queryByTestId('weather')).toBeNull()
    expect(toasts).toEqual([])
  })
})
