// One Ajv error → one short Chinese message naming the key, plus the pointer it is about.
// Unknown keys point at the key itself; everything else at the value's key.

import type { ErrorObject } from 'ajv'
import { escapeToken, parsePointer } from './pointer.ts'
import { didYouMean, suggest } from './suggest.ts'

export interface ShapeIssue {
  /** Pointer relative to the validated value. */
  pointer: string
  message: string
  /** For collapsing: the unknown key's closest allowed key, or the missing key. */
  unknownFor?: string
  missing?: string
}

type Params = Record<string, unknown>

export function describeAjvError(e: ErrorObject, namePrefix: string): ShapeIssue {
  const params = e.params as Params
  const parent = (e.parentSchema ?? {}) as Record<string, unknown>
  const name = keyName(namePrefix + e.instancePath)
  const at = e.instancePath

  switch (e.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty)
      const pointer = `${at}/${escapeToken(key)}`
      const allowed = parent.properties ? Object.keys(parent.properties as object) : undefined
      if (!allowed) return { pointer, message: `键 "${key}" 不合规${rule(parent)}` }
      return {
        pointer,
        message: `未知的键 "${key}"${didYouMean(key, allowed)}`,
        unknownFor: suggest(key, allowed),
      }
    }
    case 'propertyNames': {
      const key = String(params.propertyName)
      return { pointer: `${at}/${escapeToken(key)}`, message: `键 "${key}" 不合规${rule(parent)}` }
    }
    case 'required': {
      const key = String(params.missingProperty)
      return { pointer: at, message: `缺少必填项 "${key}"`, missing: key }
    }
    case 'type':
      return { pointer: at, message: `${subject(name)}应为 ${list(params.type, ' 或 ')}` }
    case 'enum':
      return { pointer: at, message: `${quoted(name)} 取值应为 ${list(params.allowedValues, '、')}` }
    case 'const':
      return { pointer: at, message: `${quoted(name)} 取值应为 ${String(params.allowedValue)}` }
    case 'pattern':
      return { pointer: at, message: `${quoted(name)} 格式不对${rule(parent, `应匹配 ${params.pattern}`)}` }
    case 'minLength':
      return {
        pointer: at,
        message: params.limit === 1 ? `${quoted(name)} 不能为空` : `${quoted(name)} 至少 ${params.limit} 个字符`,
      }
    case 'minItems':
      return { pointer: at, message: `${quoted(name)} 至少要有 ${params.limit} 项` }
    case 'uniqueItems':
      return { pointer: at, message: `${quoted(name)} 有重复项（第 ${Number(params.j) + 1} 项与第 ${Number(params.i) + 1} 项）` }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { pointer: at, message: `${quoted(name)} 应 ${params.comparison} ${params.limit}` }
    default:
      return { pointer: at, message: `${quoted(name)} ${e.message ?? e.keyword}` }
  }
}

/** The key a pointer ends with, for messages: `width`, `filterFinance[0]`, '' for the root. */
export function keyName(pointer: string): string {
  const segs = parsePointer(pointer)
  let name = ''
  for (const s of segs) name = /^\d+$/.test(s) && name ? `${name}[${s}]` : s
  return name
}

function quoted(name: string): string {
  return name ? `"${name}"` : '根节点'
}

function subject(name: string): string {
  return name ? `"${name}" ` : '根节点'
}

function list(values: unknown, sep: string): string {
  return (Array.isArray(values) ? values : [values]).map(String).join(sep)
}

/** The naming rule of a map, from its schema's description: `（路由名：…）`. */
function rule(schema: Record<string, unknown>, fallback?: string): string {
  const text = typeof schema.description === 'string' ? schema.description : fallback
  return text ? `（${text}）` : ''
}
