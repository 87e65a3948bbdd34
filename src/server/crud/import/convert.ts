// A cell → the value the entity field takes: labels of enums and booleans as shown in the
// app (启用, 是), dates from Excel dates or text, SKU attributes from 颜色:红;尺码:L.
import type { EntityField } from '../../../config/types.ts'
import { parseSkuAttrs, SKU_ATTRS_HINT } from '../../../config/sku-attrs.ts'

export class CellError extends Error {}

const TRUE = new Set(['是', 'true', '1', 'y', 'yes', '√'])
const FALSE = new Set(['否', 'false', '0', 'n', 'no', '×'])

function dateText(v: unknown): string {
  if (v instanceof Date) return v.toISOString().slice(0, 10)
  const s = String(v).trim().replace(/[/.]/g, '-')
  if (!/^\d{4}-\d{1,2}-\d{1,2}$/.test(s)) throw new CellError('应为日期，如 2026-11-22')
  const [y, m, d] = s.split('-').map(Number)
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
}

/** The value of a non-reference field; null for an empty cell. */
export function convertCell(field: EntityField, raw: unknown): unknown {
  if (raw === null || raw === undefined || String(raw).trim() === '') return null
  if (field.enum) {
    const text = String(raw).trim()
    const byLabel = field['x-enumNames']?.indexOf(text) ?? -1
    if (byLabel >= 0) return field.enum[byLabel]
    const byValue = field.enum.find((e) => String(e) === text)
    if (byValue !== undefined) return byValue
    throw new CellError(`应为 ${(field['x-enumNames'] ?? field.enum.map(String)).join('、')} 之一`)
  }
  switch (field.type) {
    case 'boolean': {
      const t = String(raw).trim().toLowerCase()
      if (TRUE.has(t)) return true
      if (FALSE.has(t)) return false
      throw new CellError('应填“是”或“否”')
    }
    case 'integer':
    case 'number': {
      const n = typeof raw === 'number' ? raw : Number(String(raw).replace(/,/g, '').trim())
      if (!Number.isFinite(n)) throw new CellError('应为数字')
      if (field.type === 'integer' && !Number.isInteger(n)) throw new CellError('应为整数')
      return n
    }
    case 'object': {
      const attrs = parseSkuAttrs(String(raw))
      if (!attrs) throw new CellError(SKU_ATTRS_HINT)
      return attrs
    }
    default:
      if (field.format === 'date') return dateText(raw)
      if (raw instanceof Date) return raw.toISOString()
      // Long digit strings (barcodes) arrive as numbers from Excel; keep every digit.
      return typeof raw === 'number' && Number.isInteger(raw) ? BigInt(raw).toString() : String(raw).trim()
  }
}
