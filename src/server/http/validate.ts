// Payload validation: trim strings (spec noBlank), drop cleared optional values, then Ajv
// against the endpoint's schema. The first failure becomes one Chinese message naming the
// field; every failure is returned per field so a form can show each under its input.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv'
import type { JsonSchema } from '../crud/payload-schemas.ts'
import { BizError, type FieldError } from './errors.ts'
import { FORMATS } from './formats.ts'

function makeAjv(coerceTypes: boolean) {
  const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes, useDefaults: false, multipleOfPrecision: 8 })
  for (const [name, f] of Object.entries(FORMATS)) ajv.addFormat(name, f.pattern)
  ajv.addKeyword({ keyword: 'x-patternMessage', schemaType: 'string' })
  return ajv
}
const ajvJson = makeAjv(false)
const ajvQuery = makeAjv(true) // query strings carry only text

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

function titleAt(schema: JsonSchema, path: string[]): string {
  let node: JsonSchema | undefined = schema
  let title = ''
  for (const seg of path) {
    if (!node) break
    node = /^\d+$/.test(seg) ? node.items : node.properties?.[seg]
    if (node?.title) title = node.title
    else if (!/^\d+$/.test(seg)) title = seg
  }
  return title
}

function message(e: ErrorObject, schema: JsonSchema): FieldError {
  const path = e.instancePath.split('/').filter(Boolean)
  const p = e.params as Record<string, any>
  if (e.keyword === 'required') path.push(p.missingProperty)
  if (e.keyword === 'additionalProperties') return { field: [...path, p.additionalProperty].join('.'), message: `不支持的字段：${p.additionalProperty}` }
  const field = path.join('.')
  const title = titleAt(schema, path) || '请求数据'
  switch (e.keyword) {
    case 'required':
      return { field, message: `${title}不能为空` }
    case 'type':
      return { field, message: `${title}格式不正确，应为${typeName(p.type)}` }
    case 'minLength':
      return { field, message: p.limit <= 1 ? `${title}不能为空` : `${title}长度不能少于 ${p.limit} 个字符` }
    case 'maxLength':
      return { field, message: `${title}长度不能超过 ${p.limit} 个字符` }
    case 'minimum':
    case 'exclusiveMinimum':
      return { field, message: `${title}不能小于 ${p.limit}` }
    case 'maximum':
    case 'exclusiveMaximum':
      return { field, message: `${title}不能大于 ${p.limit}` }
    case 'multipleOf':
      return { field, message: `${title}精度不正确（应为 ${p.multipleOf} 的整数倍）` }
    case 'enum':
    case 'const':
      return { field, message: `${title}取值不正确` }
    case 'format':
      return { field, message: `${title}格式不正确，${FORMATS[p.format]?.hint ?? ''}`.replace(/，$/, '') }
    case 'pattern':
      return { field, message: (e.parentSchema as JsonSchema)?.['x-patternMessage'] ?? `${title}格式不正确` }
    case 'minItems':
      return { field, message: `请至少选择 ${p.limit} 项${title}` }
    case 'maxItems':
      return { field, message: `${title}最多 ${p.limit} 项` }
    default:
      return { field, message: `${title}格式不正确` }
  }
}

const typeName = (t: string | string[]) =>
  ([] as string[])
    .concat(t)
    .filter((x) => x !== 'null')
    .map((x) => ({ string: '文本', integer: '整数', number: '数字', boolean: '是或否', object: '对象', array: '列表' })[x] ?? x)
    .join('或')

/** Validates in place (normalising first) and throws BizError with every field's message. */
export function validatePayload(payload: Record<string, unknown>, schema: JsonSchema, opts: { fromQuery?: boolean } = {}): void {
  normalize(payload, schema)
  const validate = compile(schema, !!opts.fromQuery)
  if (validate(payload)) return
  const seen = new Set<string>()
  const errors: FieldError[] = []
  // anyOf reports each branch; one message per field is enough.
  for (const e of validate.errors ?? []) {
    const fe = e.keyword === 'anyOf' ? { field: e.instancePath.split('/').filter(Boolean).join('.'), message: `${titleAt(schema, e.instancePath.split('/').filter(Boolean))}格式不正确` } : message(e, schema)
    if (e.schemaPath.includes('/anyOf/') && e.keyword !== 'anyOf') continue
    if (seen.has(fe.field)) continue
    seen.add(fe.field)
    errors.push(fe)
  }
  throw new BizError(errors[0]?.message ?? '请求数据格式错误', errors)
}
