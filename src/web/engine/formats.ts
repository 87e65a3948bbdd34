// Display formats shared by grids, details, exports and prints (spec §5: amounts with 2
// decimals and thousands separators, times as yyyy-mm-dd h:i:s; §9: truncation at 25).
// A registry keyed by format name (registry-names.ts) so screens.yaml can name a format and
// check-config can check it.
import dayjs from 'dayjs'
import type { EntityField, FieldFormat } from '../../config/types.ts'
import type { FormatName } from './registry-names.ts'

export type FormatFn = (value: unknown, field?: EntityField) => string

function blank(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === 'string' && v.trim() === '')
}

// Numeric strings go to Intl as strings, so decimals from the API are rounded exactly.
function numeric(v: unknown): number | string | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return v.trim()
  if (typeof v === 'bigint') return v.toString()
  return undefined
}

const AMOUNT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'negative' })
const QUANTITY = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 4, signDisplay: 'negative' })
const PERCENT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2, signDisplay: 'negative' })

function withNumber(v: unknown, nf: Intl.NumberFormat): string {
  if (blank(v) || (typeof v === 'number' && !Number.isFinite(v))) return ''
  const n = numeric(v)
  // A value that is not a number is shown as sent rather than hidden.
  return n === undefined ? String(v) : nf.format(n as number)
}

/** '1,234.50'; null and '' → ''. */
export function formatAmount(v: unknown): string {
  return withNumber(v, AMOUNT)
}

/** Up to 4 decimals without trailing zeros: '1,234.5', '0.0001'. */
export function formatQuantity(v: unknown): string {
  return withNumber(v, QUANTITY)
}

/** The value is already in percent units (13 → '13%'). */
export function formatPercent(v: unknown): string {
  const s = withNumber(v, PERCENT)
  return s && numeric(v) !== undefined ? `${s}%` : s
}

function withDate(v: unknown, pattern: string): string {
  if (blank(v)) return ''
  if (typeof v !== 'string' && typeof v !== 'number' && !(v instanceof Date)) return String(v)
  const d = dayjs(v)
  return d.isValid() ? d.format(pattern) : String(v)
}

/** Local time, 'YYYY-MM-DD HH:mm:ss' (spec §5). */
export function formatDateTime(v: unknown): string {
  return withDate(v, 'YYYY-MM-DD HH:mm:ss')
}

export function formatDate(v: unknown): string {
  // A bare date must not shift a day through a time zone: keep it as written.
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v.trim())) return v.trim()
  return withDate(v, 'YYYY-MM-DD')
}

function text(v: unknown): string {
  if (blank(v)) return ''
  if (typeof v === 'object') {
    try {
      return JSON.stringify(v)
    } catch {
      return String(v)
    }
  }
  return String(v)
}

/** {颜色: 红, 尺码: L} (object or JSON text; also [{name, value}]) → '颜色:红;尺码:L'. */
export function formatSkuAttrs(v: unknown): string {
  if (blank(v)) return ''
  let obj: unknown = v
  if (typeof v === 'string') {
    try {
      obj = JSON.parse(v)
    } catch {
      return v // already plain text
    }
  }
  if (Array.isArray(obj)) {
    return obj
      .map((a) => {
        if (!a || typeof a !== 'object') return text(a)
        const o = a as Record<string, unknown>
        return `${text(o.name ?? o.key ?? o.attrName)}:${text(o.value ?? o.attrValue)}`
      })
      .join(';')
  }
  if (obj && typeof obj === 'object')
    return Object.entries(obj)
      .map(([k, val]) => `${k}:${text(val)}`)
      .join(';')
  return text(obj)
}

/** Cut to n characters (code points: a Chinese character or an emoji counts one) plus '…'. */
export function truncate(value: unknown, n = 25): { text: string; truncated: boolean } {
  const s = blank(value) ? '' : String(value)
  const chars = Array.from(s)
  if (chars.length <= n) return { text: s, truncated: false }
  return { text: chars.slice(0, Math.max(0, n)).join('') + '…', truncated: true }
}

function sameValue(a: unknown, b: unknown): boolean {
  // The API may send '1' for an enum of numbers (query strings, exports).
  return a === b || (a !== null && b !== null && a !== undefined && b !== undefined && String(a) === String(b))
}

/** Label and antd tag colour of an enum value. */
export function enumOption(field: EntityField, value: unknown): { label: string; color: string } {
  if (value === null || value === undefined) return { label: '', color: 'default' }
  const i = (field.enum ?? []).findIndex((e) => sameValue(e, value))
  if (i < 0) return { label: String(value), color: 'default' }
  return { label: field['x-enumNames']?.[i] ?? String(field.enum![i]), color: field['x-enumColors']?.[i] ?? 'default' }
}

/** The field's x-format, or what its type, format and enum imply. */
export function formatOf(field: EntityField): FieldFormat {
  if (field['x-format']) return field['x-format']
  if (field.enum?.length) return 'enum'
  if (field.type === 'boolean') return 'bool'
  if (field.type === 'string' && field.format === 'date-time') return 'datetime'
  if (field.type === 'string' && field.format === 'date') return 'date'
  return 'text'
}

function files(v: unknown): string {
  if (blank(v)) return ''
  const list = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [v]
  return list
    .map((f) => (f && typeof f === 'object' ? text((f as Record<string, unknown>).url ?? (f as Record<string, unknown>).name) : text(f)))
    .map((s) => s.trim())
    .filter(Boolean)
    .join(',')
}

export const formats: Record<FormatName, FormatFn> = {
  amount: (v) => formatAmount(v),
  quantity: (v) => formatQuantity(v),
  percent: (v) => formatPercent(v),
  date: (v) => formatDate(v),
  datetime: (v) => formatDateTime(v),
  enum: (v, field) => (field ? enumOption(field, v).label : text(v)),
  skuAttrs: (v) => formatSkuAttrs(v),
  image: files,
  file: files,
  text,
  bool: (v) => (blank(v) ? '' : v === true || v === 1 || v === '1' || v === 'true' ? '是' : '否'),
}

/** Display text by format name; an unknown name falls back to plain text. */
export function formatWith(name: string, value: unknown, field?: EntityField): string {
  return (Object.hasOwn(formats, name) ? formats[name as FormatName] : text)(value, field)
}

/** Display text of a field value, for exports and details; a column's format overrides the field's. */
export function formatValue(field: EntityField, value: unknown, format?: FieldFormat | string): string {
  return formatWith(format || formatOf(field), value, field)
}
