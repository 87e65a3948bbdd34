// Chinese messages for payload validation errors, shared by the server (Ajv) and the web
// forms (rjsf), so a user reads the same sentence whichever side caught the mistake.
import { atLeastMessage } from './at-least.ts'
import { FORMATS } from './payload-formats.ts'

export type JsonSchema = Record<string, any>

export interface FieldError {
  field: string
  message: string
}

/** The parts of an Ajv error we read (rjsf errors are mapped to this shape). */
export interface AjvLikeError {
  keyword: string
  instancePath: string
  params: Record<string, any>
  parentSchema?: JsonSchema
}

export function titleAt(schema: JsonSchema, path: string[]): string {
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

export function payloadMessage(e: AjvLikeError, schema: JsonSchema): FieldError {
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
      return { field, message: tooLong(title, p.limit) }
    case 'minimum':
      return { field, message: tooSmall(title, p.limit) }
    case 'exclusiveMinimum':
      return { field, message: tooSmall(title, p.limit, true) }
    case 'maximum':
    case 'exclusiveMaximum':
      return { field, message: tooLarge(title, p.limit) }
    case 'multipleOf':
      return { field, message: tooPrecise(title, p.multipleOf) }
    case 'enum':
    case 'const':
      return { field, message: `${title}取值不正确` }
    case 'format':
      return { field, message: `${title}格式不正确，${FORMATS[p.format]?.hint ?? ''}`.replace(/，$/, '') }
    case 'pattern':
      return { field, message: (e.parentSchema as JsonSchema)?.['x-patternMessage'] ?? `${title}格式不正确` }
    case 'minItems':
      return { field, message: `请至少选择 ${p.limit} 项${title}` }
    case 'x-atLeast': {
      const other = String((e.parentSchema as JsonSchema)?.['x-atLeast'] ?? '')
      const format = (e.parentSchema as JsonSchema)?.format
      return { field, message: atLeastMessage(title, titleAt(schema, [...path.slice(0, -1), other]) || other, format === 'date' || format === 'date-time') }
    }
    case 'maxItems':
      return { field, message: `${title}最多 ${p.limit} 项` }
    default:
      return { field, message: `${title}格式不正确` }
  }
}

/** The range sentences, also used by web inputs that check a value before it is sent. */
export const tooSmall = (title: string, limit: number, exclusive = false) => (exclusive ? `${title}必须大于 ${limit}` : `${title}不能小于 ${limit}`)
export const tooLarge = (title: string, limit: number) => `${title}不能大于 ${limit}`
export const tooLong = (title: string, limit: number) => `${title}长度不能超过 ${limit} 个字符`
export const tooPrecise = (title: string, step: number) => `${title}精度不正确（应为 ${step} 的整数倍）`

const typeName = (t: string | string[]) =>
  ([] as string[])
    .concat(t)
    .filter((x) => x !== 'null')
    .map((x) => ({ string: '文本', integer: '整数', number: '数字', boolean: '是或否', object: '对象', array: '列表' })[x] ?? x)
    .join('或')
