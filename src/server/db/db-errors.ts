// PostgreSQL errors a client can cause (a duplicate code, a reference to nothing, a row in
// use) become Chinese messages naming the field; anything else stays a server error.
import type { WmsConfig } from '../../config/types.ts'
import { tableModels } from './schema/table-model.ts'

interface PgLikeError {
  code?: string
  message?: string
  constraint?: string
  table?: string
  detail?: string
}

/** Messages of hand-written constraints (migrations that are not generated). */
const HAND_WRITTEN: Record<string, string> = {
  location_area_storage_fkey: '所选库区不属于该仓库',
  location_default_key: '每个仓库只能有一个默认库位',
  storage_default_key: '每个租户只能有一个主仓库',
  form_template_default_key: '每种单据只能有一个默认模板',
  stock_balance_qty_check: '库存不足：库存数量不能为负，也不能少于已分配数量',
}

export const RETRYABLE = new Set(['40001', '40P01'])

function constraintMessages(config: WmsConfig) {
  const unique = new Map<string, string>()
  const fk = new Map<string, { refTitle: string; tableTitle: string }>()
  const tableTitles = new Map<string, string>()
  for (const e of Object.values(config.entities)) if (e['x-table']) tableTitles.set(e['x-table'], e.title)
  for (const t of tableModels(config.entities)) {
    const entity = config.entities[t.entity]
    for (const i of t.indexes) {
      if (!i.unique) continue
      const col = i.columns[i.columns.length - 1]
      const field = Object.entries(entity.properties).find(([n, f]) => (f['x-db']?.column ?? n.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase())) === col)
      unique.set(i.name, `${field?.[1].title ?? col}已存在`)
    }
    for (const f of t.foreignKeys) fk.set(f.name, { refTitle: tableTitles.get(f.refTable) ?? f.refTable, tableTitle: entity.title })
  }
  return { unique, fk, tableTitles }
}

/** What the failed call sent: a value beyond a column's limit is found in it and named. */
export interface DbErrorContext {
  payload?: unknown
  /** The endpoint's entity (then its payload entity): whose field titles come first. */
  entities?: (string | undefined)[]
}

const INTEGER_LIMITS: Record<string, number> = { smallint: 2 ** 15, integer: 2 ** 31, bigint: 2 ** 63 }

/**
 * 22003 (numeric overflow) says neither table nor column: the limit is read from the error
 * (numeric(p,s) → 10^(p−s); integer types by name) and the payload's value at or beyond it
 * names the field. A value the server computed (an amount) keeps the generic message with the limit.
 */
function overflowMessage(err: PgLikeError, config: WmsConfig, ctx: DbErrorContext | undefined): string {
  const digits = /10\^(\d+)/.exec(err.detail ?? '')?.[1]
  // "integer out of range" (arithmetic) or 'value "…" is out of range for type integer' (input).
  const intType = /^(smallint|integer|bigint) out of range|out of range for type (smallint|integer|bigint)/
    .exec(err.message ?? '')
    ?.slice(1)
    .find(Boolean)
  const limit = digits ? 10 ** Number(digits) : intType ? INTEGER_LIMITS[intType] : null
  const range = digits ? `整数部分最多 ${digits} 位` : intType ? `不能超过 ${INTEGER_LIMITS[intType] - 1}` : ''
  const hits: Hit[] = []
  if (limit !== null) collectBeyond(ctx?.payload, limit, '', null, hits)
  // A phone number sent as a string is large too: only number fields are candidates.
  for (const hit of hits) {
    const title = numberFieldTitle(config, ctx?.entities ?? [], hit.key)
    if (title) return `${hit.line === null ? '' : `第 ${hit.line + 1} 行`}${title}超出允许范围${range ? `：${range}` : ''}`
  }
  return `数值超出允许范围${range ? `：${range}` : ''}`
}

interface Hit {
  key: string
  line: number | null
}

function collectBeyond(v: unknown, limit: number, key: string, line: number | null, hits: Hit[]): void {
  if (Array.isArray(v)) v.forEach((x, i) => collectBeyond(x, limit, key, x && typeof x === 'object' ? i : line, hits))
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) collectBeyond(x, limit, k, line, hits)
  else {
    const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN
    if (key && Number.isFinite(n) && Math.abs(n) >= limit) hits.push({ key, line })
  }
}

/** A payload key's title if it is a number field: the endpoint's own entities and their lines first, then any entity. */
function numberFieldTitle(config: WmsConfig, first: (string | undefined)[], key: string): string | undefined {
  const own = first.filter((id): id is string => !!id)
  const lines = own.map((id) => config.entities[id]?.['x-lines']).filter((id): id is string => !!id)
  const ids = [...own, ...lines, ...Object.keys(config.entities)]
  for (const id of ids) {
    const f = config.entities[id]?.properties?.[key]
    if (f?.title && (f.type === 'number' || f.type === 'integer')) return f.title
  }
  return undefined
}

const cache = new WeakMap<WmsConfig, ReturnType<typeof constraintMessages>>()

/** The Chinese message of a database error a client caused, or null for a server fault. */
export function translateDbError(e: unknown, config: WmsConfig, ctx?: DbErrorContext): string | null {
  const err = e as PgLikeError
  if (!err || typeof err.code !== 'string') return null
  let m = cache.get(config)
  if (!m) cache.set(config, (m = constraintMessages(config)))
  const name = err.constraint ?? ''
  if (HAND_WRITTEN[name]) return HAND_WRITTEN[name]
  switch (err.code) {
    case '23505':
      return m.unique.get(name) ?? '数据重复，已存在相同记录'
    case '23503': {
      if (/still referenced|仍然被|referenced from table/.test(err.detail ?? '')) {
        const from = /table "([^"]+)"/.exec(err.detail ?? '')?.[1]
        return `该记录已被${(from && m.tableTitles.get(from)) || '其他数据'}引用，不能删除`
      }
      const fk = m.fk.get(name)
      return fk ? `所选${fk.refTitle}不存在` : '关联的数据不存在'
    }
    case '23502':
      return '必填数据缺失'
    case '23514':
      return '数据不符合业务规则'
    case '22001':
      return '数据长度超出限制'
    case '22003':
      return overflowMessage(err, config, ctx)
    case '22007':
    case '22008':
      return '日期或时间格式不正确'
    case '22P02':
      return '数据格式不正确'
    case '22021':
      return '数据包含非法字符'
    case '40001':
    case '40P01':
      return '系统繁忙，请稍后重试'
    default:
      return null
  }
}
