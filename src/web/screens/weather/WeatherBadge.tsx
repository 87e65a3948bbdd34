// The header's current weather (spec §3): the server asks the provider, so no key is in the
// browser. The city found by IP location is kept (cached_city) and sent next time; the server's
// fallback 广州 is not kept, so a later visit may still be located. No answer: nothing shown.
import { Space, Tooltip, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { hasEndpoint, useConfig } from '../../app/config-context.tsx'
import { useSession } from '../../session/SessionProvider.tsx'
import { weatherGlyph } from './weather-icons.ts'

const WEATHER = '/home/weather'
export const CITY_KEY = 'cached_city'

export interface Weather {
  city: string
  temp: number
  feelsLike: number
  icon: string
  humidity: number
  text: string
  located: boolean
}

export function WeatherBadge() {
  const config = useConfig()
  const { api } = useSession()
  const [weather, setWeather] = useState<Weather | null>(null)
  const enabled = hasEndpoint(config, WEATHER)
  const key = config.settings.cachePrefix + CITY_KEY

  useEffect(() => {
    if (!enabled) return
    const city = localStorage.getItem(key)
    api.request<Weather | null>(WEATHER, city ? { city } : {}, { ignoreError: true }).then(
      (w) => {
        if (w?.located) localStorage.setItem(key, w.city)
        setWeather(w)
      },
      () => undefined,
    )
  }, [api, enabled, key])

  if (!weather) return null
  return (
    <Tooltip title={`${weather.city} ${weather.text}，体感 ${weather.feelsLike}℃，湿度 ${weather.humidity}%`}>
      <Space size={4} className="cy-weather" data-testid="weather" aria-label={`${weather.city}天气`}>
        <span aria-hidden>{weatherGlyph(weather.icon)}</span>
        <Typography.Text>{weather.city}</Typography.Text>
        <Typography.Text strong>{weather.temp}℃</Typography.Text>
        <Typography.Text type="secondary">
          {weather.text} · 体感 {weather.feelsLike}℃ · 湿度 {weather.humidity}%
        </Typography.Text>
      </Space>
    </Tooltip>
  )
}
