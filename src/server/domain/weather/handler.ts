// /home/weather: the header's current weather. The city is the one the browser kept
// (cached_city), else the visitor's by IP location, else 广州. No key, no network or a provider
// in trouble: null (the header shows nothing) and a line in the log, never an error. Runs
// outside any transaction: a slow provider must not hold the database.
import { outsideTx } from '../../kernel/define.ts'
import { cityOfIp, currentWeather, DEFAULT_CITY, warnOnce, weatherSettings } from './provider.ts'

export const homeWeather = outsideTx(async (ctx) => {
  const s = weatherSettings()
  if (!s) {
    warnOnce('key', '未配置天气服务密钥（WMS_WEATHER_KEY），首页不显示天气')
    return null
  }
  const given = typeof ctx.payload?.city === 'string' ? ctx.payload.city.trim() : ''
  const located = given ? null : await cityOfIp(s, ctx.request.ip)
  const weather = await currentWeather(s, given || located || DEFAULT_CITY)
  // located: the browser keeps the city (cached_city) only when it was found, not the fallback.
  return weather && { ...weather, located: !!(given || located) }
})
