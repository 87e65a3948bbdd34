// A configured default (a list filter's or a form field's): a plain value, `{ session: 'a.b' }`
// read from the signed-in session (the current warehouse), or `{ today: n }` — the date n days
// from today as YYYY-MM-DD, in the browser's time zone like the date pickers, or `{ startOf: 'month' }`
// — the first day of this month (a report's period).
import dayjs from 'dayjs'
import { readPath } from './conditions.ts'

export function defaultValue(d: unknown, session: unknown): unknown {
  if (!d || typeof d !== 'object' || Array.isArray(d)) return d
  const spec = d as { session?: unknown; today?: unknown; startOf?: unknown }
  if (typeof spec.session === 'string') return readPath(session, spec.session) ?? undefined
  if (typeof spec.today === 'number') return dayjs().add(spec.today, 'day').format('YYYY-MM-DD')
  if (spec.startOf === 'month') return dayjs().startOf('month').format('YYYY-MM-DD')
  return d
}
