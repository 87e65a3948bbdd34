// One endpoint of endpoints.yaml as an OpenAPI operation: its payload is the very schema the
// server validates with (crud/payload-schemas.ts), its answer the envelope around what the
// operation returns, its auth and permission as the dispatcher checks them (http/dispatch.ts).
import type { EndpointDef, WmsConfig } from '../../../config/types.ts'
import { writePermission } from '../../../config/write-permission.ts'
import { payloadSchema } from '../../crud/payload-schemas.ts'
import type { JsonSchema } from '../../kernel/validate-payload.ts'
import { XLSX, type AnswerSchemas } from './answers.ts'
import type { ReadModules } from './read-modules.ts'

export type Auth = 'public' | 'token' | 'platform'

const json = (schema: JsonSchema) => ({ 'application/json': { schema } })
const FAILURE = { $ref: '#/components/schemas/Failure' }
const COMMON_FAILURES = { '400': { $ref: '#/components/responses/BadRequest' }, '413': { $ref: '#/components/responses/TooLarge' } }

export function authOf(endpoint: EndpointDef): Auth {
  return endpoint.auth === 'public' ? 'public' : endpoint.auth === 'platform' ? 'platform' : 'token'
}

export function operation(config: WmsConfig, path: string, endpoint: EndpointDef, answers: AnswerSchemas, tag: string, readModules: ReadModules): JsonSchema {
  const auth = authOf(endpoint)
  const permission = writePermission(config, endpoint)
  const modules = readModules(path) ?? []
  const op: JsonSchema = {
    tags: [tag],
    summary: summaryOf(config, path, endpoint),
    ...(endpoint.note ? { description: endpoint.note } : {}),
    operationId: operationId(path),
    ...(auth === 'public' ? { security: [] } : {}),
    'x-auth': auth,
    'x-op': endpoint.op,
    ...(permission ? { 'x-permission': permission } : {}),
    ...(modules.length ? { 'x-modules': modules } : {}),
  }
  if (endpoint.op === 'planned') {
    return { ...op, deprecated: true, responses: { '501': { description: `尚未开放${endpoint.note ? `：${endpoint.note}` : ''}`, content: json(FAILURE) } } }
  }
  Object.assign(op, request(config, endpoint))
  const envelope = answers.envelope(answers.data(endpoint), endpoint.upload !== undefined)
  const ok =
    endpoint.op === 'export' || endpoint.op === 'importTemplate'
      ? {
          description: '.xlsx 文件（UTF-8 文件名）；失败时为 JSON 信封',
          content: { [XLSX]: { schema: { type: 'string', contentMediaType: XLSX } }, ...json(envelope) },
        }
      : { description: '信封 {status, data, message}', content: json(envelope) }
  return { ...op, responses: { '200': ok, ...COMMON_FAILURES } }
}

const OP_LABELS: Partial<Record<EndpointDef['op'], string>> = {
  list: '列表',
  get: '详情',
  create: '新增',
  update: '编辑',
  delete: '删除',
  toggle: '状态切换',
  export: '导出',
  options: '下拉选项',
  single: '读取',
  upsert: '保存',
  import: '导入',
  importTemplate: '导入模板',
}

/** The endpoint's title; without one, what it does to which entity (仓库列表), else its path. */
function summaryOf(config: WmsConfig, path: string, endpoint: EndpointDef): string {
  if (endpoint.title) return endpoint.title
  if (endpoint.op === 'transition') {
    const wf = config.workflows[endpoint.workflow!]
    const t = wf?.transitions[endpoint.transition!]
    return t ? `${config.entities[wf.entity]?.title ?? ''}${t.title}` : path
  }
  const label = OP_LABELS[endpoint.op]
  const entity = endpoint.entity !== undefined ? config.entities[endpoint.entity] : undefined
  return label && entity ? `${entity.title}${label}` : path
}

/** Body (JSON or multipart) or query parameters, as the endpoint takes its payload. */
function request(config: WmsConfig, endpoint: EndpointDef): JsonSchema {
  const schema = payloadSchema(config, endpoint)
  if ((endpoint.method ?? 'POST') === 'GET' || endpoint.in === 'query') {
    const required = new Set<string>(schema.required ?? [])
    const parameters = Object.entries<JsonSchema>(schema.properties ?? {}).map(([name, s]) => ({ name, in: 'query', required: required.has(name), schema: s }))
    return parameters.length ? { parameters } : {}
  }
  const required = (schema.required?.length ?? 0) > 0
  if (endpoint.upload === 'multipart') return { requestBody: { required, content: { 'multipart/form-data': { schema: asMultipart(schema) } } } }
  return { requestBody: { required, content: json(schema) } }
}

/** A multipart payload: the fields the server reads as File objects are binary parts. */
function asMultipart(schema: JsonSchema): JsonSchema {
  const properties: JsonSchema = {}
  for (const [name, s] of Object.entries<JsonSchema>(schema.properties ?? {})) {
    const types = ([] as unknown[]).concat(s.type)
    properties[name] = types.includes('object') ? { title: s.title, type: 'string', contentMediaType: 'application/octet-stream' } : s
  }
  return { ...schema, properties }
}

/** A readable, unique id: /v1/purchase/list → v1_purchase_list. */
export function operationId(path: string): string {
  return path.replace(/^\//, '').replace(/[^A-Za-z0-9]+/g, '_') || 'root'
}
