// The condition language of visibleWhen / enabledWhen (DESIGN §3): plain data read against
// named scopes, never eval. `{status: {eq: 1}, qty: {gt: 0}}` means all fields hold; a bare
// value means eq; `all`, `any`, `not` combine; `scope` picks the object the fields come from
// (row by default, inherited by nested conditions); dotted names read nested values.
// A malformed condition answers false (hide rather than offer a wrong action) and
// conditionProblems says why, for the config lint.
import type { Condition } from '../../config/types.ts'

export type ScopeName = 'row' | 'form' | 'session' | 'settings'

export interface Scopes {
  row?: unknown
  form?: unknown
  session?: unknown
  settings?: unknown
}

export const SCOPES: readonly ScopeName[] = ['row', 'form', 'session', 'settings']
export const OPS = ['eq', 'ne', 'in', 'nin', 'gt', 'gte', 'lt', 'lte', 'empty', 'truthy'] as const
export type Op = (typeof OPS)[number]

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

function isOp(k: string): k is Op {
  return (OPS as readonly string[]).includes(k)
}

// ---------------------------------------------------------------- problems

function operandProblem(op: Op, v: unknown): string | undefined {
  switch (op) {
    case 'in':
    case 'nin':
      return Array.isArray(v) ? undefined : 'needs a list'
    case 'empty':
    case 'truthy':
      return typeof v === 'boolean' ? undefined : 'needs true or false'
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      return typeof v === 'number' || typeof v === 'string' ? undefined : 'needs a number or a string'
    default:
      return typeof v === 'object' && v !== null ? 'needs a plain value' : undefined
  }
}

function collect(cond: unknown, at: string, out: string[]): void {
  const where = (k: string) => (at ? `${at}.${k}` : k)
  if (!isPlainObject(cond)) {
    out.push(`${at || 'condition'}: must be an object`)
    return
  }
  for (const [key, value] of Object.entries(cond)) {
    if (key === 'scope') {
      if (!SCOPES.includes(value as ScopeName)) out.push(`${where(key)}: unknown scope ${JSON.stringify(value)} (row, form, session, settings)`)
    } else if (key === 'all' || key === 'any') {
      if (!Array.isArray(value)) out.push(`${where(key)}: must be a list of conditions`)
      else value.forEach((c, i) => collect(c, `${where(key)}[${i}]`, out))
    } else if (key === 'not') {
      collect(value, where(key), out)
    } else if (key === '' || key.split('.').some((s) => s === '')) {
      out.push(`${where(JSON.stringify(key))}: bad field name`)
    } else if (Array.isArray(value)) {
      out.push(`${where(key)}: a bare list is ambiguous, use {in: [...]}`)
    } else if (isPlainObject(value)) {
      const ops = Object.keys(value)
      if (ops.length === 0) out.push(`${where(key)}: no operator`)
      for (const op of ops) {
        if (!isOp(op)) out.push(`${where(key)}: unknown op ${JSON.stringify(op)}`)
        else {
          const p = operandProblem(op, value[op])
          if (p) out.push(`${where(key)}.${op}: ${p}`)
        }
      }
    }
    // any other bare value is an eq test
  }
}

/** What is wrong with a condition (empty when it is well formed); undefined and null are fine. */
export function conditionProblems(cond: unknown): string[] {
  if (cond === undefined || cond === null) return []
  const out: string[] = []
  collect(cond, '', out)
  return out
}

// ---------------------------------------------------------------- evaluation

/** Value at a dotted path; a key containing the dot itself wins over walking. */
export function readPath(obj: unknown, path: string): unknown {
  if (!isPlainObject(obj) && !Array.isArray(obj)) return undefined
  if (Object.hasOwn(obj, path)) return (obj as Record<string, unknown>)[path]
  let cur: unknown = obj
  for (const seg of path.split('.')) {
    if (cur === null || typeof cur !== 'object' || !Object.hasOwn(cur, seg)) return undefined
    cur = (cur as Record<string, unknown>)[seg]
  }
  return cur
}

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (a == null || b == null) return a == null && b == null // missing field equals null
  // Ids and codes arrive as numbers or as numeric strings depending on the call.
  if ((typeof a === 'number' && typeof b === 'string') || (typeof a === 'string' && typeof b === 'number')) {
    return b !== '' && a !== '' && Number(a) === Number(b)
  }
  return false
}

function compare(a: unknown, b: unknown): number | undefined {
  const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN)
  if (typeof a === 'number' || typeof b === 'number') {
    const x = num(a)
    const y = num(b)
    return Number.isNaN(x) || Number.isNaN(y) ? undefined : x - y
  }
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0 // ISO dates, codes
  return undefined
}

function isEmpty(v: unknown): boolean {
  if (v == null) return true
  if (typeof v === 'string') return v.trim() === ''
  if (Array.isArray(v)) return v.length === 0
  if (isPlainObject(v)) return Object.keys(v).length === 0
  return false
}

function test(op: Op, actual: unknown, operand: unknown): boolean {
  switch (op) {
    case 'eq':
      return equal(actual, operand)
    case 'ne':
      return !equal(actual, operand)
    case 'in':
      return (operand as unknown[]).some((o) => equal(actual, o))
    case 'nin':
      return !(operand as unknown[]).some((o) => equal(actual, o))
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte': {
      const c = compare(actual, operand)
      if (c === undefined) return false
      return op === 'gt' ? c > 0 : op === 'gte' ? c >= 0 : op === 'lt' ? c < 0 : c <= 0
    }
    case 'empty':
      return isEmpty(actual) === operand
    case 'truthy':
      return Boolean(actual) === operand
  }
}

function run(cond: Record<string, unknown>, scopes: Scopes, inherited: ScopeName): boolean {
  const scope = (cond.scope as ScopeName | undefined) ?? inherited
  for (const [key, value] of Object.entries(cond)) {
    if (key === 'scope') continue
    if (key === 'all') {
      if (!(value as Record<string, unknown>[]).every((c) => run(c, scopes, scope))) return false
    } else if (key === 'any') {
      if (!(value as Record<string, unknown>[]).some((c) => run(c, scopes, scope))) return false
    } else if (key === 'not') {
      if (run(value as Record<string, unknown>, scopes, scope)) return false
    } else {
      const actual = readPath(scopes[scope], key)
      if (isPlainObject(value)) {
        for (const [op, operand] of Object.entries(value)) if (!test(op as Op, actual, operand)) return false
      } else if (!equal(actual, value)) return false
    }
  }
  return true
}

// Conditions come from the config and are evaluated per row: check each object once.
const checked = new WeakMap<object, boolean>()

/** Whether the condition holds; undefined (no condition) holds, a malformed one does not. */
export function evaluate(cond: Condition | undefined | null, scopes: Scopes): boolean {
  if (cond === undefined || cond === null) return true
  if (typeof cond !== 'object') return false
  let ok = checked.get(cond)
  if (ok === undefined) {
    ok = conditionProblems(cond).length === 0
    checked.set(cond, ok)
  }
  return ok && run(cond as Record<string, unknown>, scopes ?? {}, 'row')
}
