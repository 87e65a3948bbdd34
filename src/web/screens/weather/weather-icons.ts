// The provider's weather codes (QWeather: 1xx sky, 3xx rain, 4xx snow, 5xx haze and dust, 9xx
// hot/cold) as a text symbol the header can show without an icon font or a colour-emoji font
// (symbols of the BMP that common CJK and Latin fonts carry).
export function weatherGlyph(icon: string): string {
  const code = Number(icon)
  if (code === 100 || code === 900) return '☀'
  if (code === 150) return '☾'
  if (code >= 101 && code <= 153) return '☁'
  if (code >= 302 && code <= 304) return '⚡'
  if (code >= 300 && code < 400) return '☂'
  if ((code >= 400 && code < 500) || code === 901) return '❄'
  if (code >= 500 && code < 600) return '≋'
  return '☁'
}
