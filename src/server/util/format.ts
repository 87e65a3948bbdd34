// Server-side display formats (exports, prints). Times are shown in the business time zone.
/** The business time zone: a day (a bill's period, a day's closing stock) starts and ends there. */
export const TZ = process.env.WMS_TIMEZONE || 'Asia/Shanghai'

const dtf = new Intl.DateTimeFormat('sv-SE', {
  timeZone: TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
})

/** yyyy-mm-dd hh:mm:ss (spec §5) in the business time zone. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? iso : dtf.format(d).replace('T', ' ')
}

/** SKU attributes {颜色: 红, 尺码: L} → 颜色:红;尺码:L */
export function formatSkuAttrs(v: unknown): string {
  if (!v || typeof v !== 'object') return String(v ?? '')
  return Object.entries(v as Record<string, unknown>)
    .map(([k, x]) => `${k}:${x}`)
    .join(';')
}

/** A moment's day (yyyy-MM-dd) in the business time zone. */
export const businessDate = (now: Date) => formatDateTime(now.toISOString()).slice(0, 10)
