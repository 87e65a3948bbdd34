// Payload validation: trim strings (spec noBlank), drop cleared optional values, then Ajv
// against the endpoint's schema. The first failure becomes one Chinese message naming the
// field; every failure is returned per field so a form can show each under its input.
import { Ajv, type ValidateFunction } from 'ajv'
import { BizError, type FieldError } from './errors.ts'
import { AT_LEAST_KEYWORD } from '../../config/at-least.ts'
import { FORMATS } from '../../config/payload-formats.ts'
import { payloadMessage, titleAt } from '../../config/payload-messages.ts'

function makeAjv(coerceTypes: boolean) {
  // verbose: errors carry their schema, so a pattern failure can say its x-patternMessage.
  const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes, useDefaults: false, multipleOfPrecision: 8, verbose: true })
  for (const [name, f] of Object.entries(FORMATS)) ajv.addFormat(name, f.pattern)
  ajv.addKeyword({ keyword: 'x-patternMessage', schemaType: 'string' })
  ajv.addKeyword({ ...AT_LEAST_KEYWORD })
  return ajv
}
const ajvJson = makeAjv(false)
const ajvQuery = makeAjv(true) // query strings carry only text

/** A JSON Schema as Ajv takes it (payload schemas are built from entity schemas in crud/payload-schemas.ts). */
export type JsonSchema = Record<string, any>

const compiled = new WeakMap<JsonSchema, ValidateFunction>()
const compiledQuery = new WeakMap<JsonSchema, ValidateFunction>()

function compile(schema: JsonSchema, fromQuery: boolean): ValidateFunction {
  const cache = fromQuery ? compiledQuery : compiled
  let v = cache.get(schema)
  if (!v) {
    v = (fromQuery ? ajvQuery : ajvJson).compile(schema)
    cache.set(schema, v)
  }
  return v
}

/** Trims strings and turns '' into null for optional properties, in place. */
export function normalize(payload: Record<string, unknown>, schema: JsonSchema): void {
  const required = new Set<string>(schema.required ?? [])
  for (const [key, prop] of Object.entries<JsonSchema>(schema.properties ?? {})) {
    if (!Object.prototype.hasOwnProperty.call(payload, key)) continue
    const value = payload[key]
    if (typeof value === 'string' && prop['x-trim'] !== false) {
      const t = value.trim()
      payload[key] = t === '' && !required.has(key) && !isFilterAny(prop) ? null : t
    }
  }
}
const isFilterAny = (prop: JsonSchema) => Array.isArray(prop.anyOf)

// Characters no field may hold: controls (PostgreSQL text cannot even store NUL), zero-width
// characters and direction overrides, with which a name can look like another one or reorder
// what is shown after it. Tab and line breaks stay allowed in text (a remark, an address), not
// in names, codes and accounts, which are one line.
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]/
const LINE_BREAKS = /[\t\n\r]/
const ONE_LINE_KEY = /(name|code|account)$/i

/** The path of the first string holding a character it may not, or null. Depth is bounded by json-shape. */
function findForbidden(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') {
    const key = path[path.length - 1] ?? ''
    return INVISIBLE.test(value) || (ONE_LINE_KEY.test(key) && LINE_BREAKS.test(value)) ? path : null
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const hit = findForbidden(v, [...path, k])
      if (hit) return hit
    }
  }
  return null
}

/** Validates in place (normalising first) and throws BizError with every field's message. */
export function validatePayload(payload: Record<string, unknown>, schema: JsonSchema, opts: { fromQuery?: boolean } = {}): void {
  // Trimmed first: a scanner's trailing Enter on a code is no forbidden character.
  normalize(payload, schema)
  const bad = findForbidden(payload)
  if (bad) {
    const message = `${titleAt(schema, bad) || '请求数据'}包含非法字符（控制字符、零宽字符或文字方向控制符）`
    throw new BizError(message, [{ field: bad.join('.'), message }])
  }
  const validate = compile(schema, !!opts.fromQuery)
  if (validate(payload)) return
  const seen = new Set<string>()
  const errors: FieldError[] = []
  // anyOf reports each branch; one message per field is enough.
  for (const e of validate.errors ?? []) {
    const fe: FieldError =
      e.keyword === 'anyOf'
        ? { field: e.instancePath.split('/').filter(Boolean).join('.'), message: `${titleAt(schema, e.instancePath.split('/').filter(Boolean))}格式不正确` }
        : payloadMessage(e, schema)
    if (e.schemaPath.includes('/anyOf/') && e.keyword !== 'anyOf') continue
    if (seen.has(fe.field)) continue
    seen.add(fe.field)
    errors.push(fe)
  }
  throw new BizError(errors[0]?.message ?? '请求数据格式错误', errors)
}
