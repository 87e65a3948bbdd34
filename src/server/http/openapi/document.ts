// The OpenAPI 3.1 document of the running config: every call of endpoints.yaml (after the
// variant's overlays) under /api, served at GET /api/openapi.json and read by /api/docs.
import type { WmsConfig } from '../../../config/types.ts'
import type { JsonSchema } from '../../kernel/validate-payload.ts'
import { AnswerSchemas } from './answers.ts'
import { operation } from './operation.ts'
import { noReadModules, type ReadModules } from './read-modules.ts'

const FAILURE: JsonSchema = {
  type: 'object',
  required: ['status', 'message'],
  properties: { status: { const: 0 }, message: { type: 'string', title: '中文原因' } },
}

/** `readModules` answers the modules of an endpoint (x-modules): point it at the config's access model. */
export function openApiDocument(config: WmsConfig, readModules: ReadModules = noReadModules): JsonSchema {
  const answers = new AnswerSchemas(config)
  const paths: JsonSchema = {}
  const tags = new Map<string, string | undefined>()
  const ids = new Set<string>()
  const plannedPrefixes: { prefix: string; note?: string }[] = []

  for (const [path, endpoint] of Object.entries(config.endpoints).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    // A prefix names a family of calls the catalogue does not list one by one: nothing to call.
    if (endpoint.prefix) {
      plannedPrefixes.push({ prefix: path, ...(endpoint.note ? { note: endpoint.note } : {}) })
      continue
    }
    const tag = tagOf(path)
    const entity = endpoint.entity ?? endpoint.payload
    if (!tags.get(tag) && entity) tags.set(tag, config.entities[entity]?.title)
    else if (!tags.has(tag)) tags.set(tag, undefined)
    const op = operation(config, path, endpoint, answers, tag, readModules)
    op.operationId = unique(op.operationId, ids)
    paths[path] = { [(endpoint.method ?? 'POST').toLowerCase()]: op }
  }

  return {
    openapi: '3.1.0',
    info: {
      title: `${config.settings?.systemName ?? '仓云 WMS'} 接口`,
      version: '1',
      description: `变体 ${config.variant}。每个接口答复信封 {status, data, message}，HTTP 200；status 0 时 message 为中文原因。`,
    },
    servers: [{ url: '/api' }],
    security: [{ token: [] }],
    tags: [...tags].sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, description]) => ({ name, ...(description ? { description } : {}) })),
    paths,
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'Authorization', description: '登录返回的令牌（也接受 "Bearer " 前缀）' },
      },
      schemas: { Failure: FAILURE, ...answers.schemas },
      responses: {
        BadRequest: { description: '请求体不是合法的 JSON', content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } } },
        TooLarge: { description: '请求数据过大', content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } } },
      },
    },
    'x-planned-prefixes': plannedPrefixes,
  }
}

/** The group of a call: its first path segment after a version (/v1/purchase/list → purchase). */
function tagOf(path: string): string {
  const segments = path.split('/').filter(Boolean)
  const first = /^v\d+$/.test(segments[0] ?? '') ? segments[1] : segments[0]
  return first ?? '/'
}

function unique(id: string, seen: Set<string>): string {
  let candidate = id
  for (let n = 2; seen.has(candidate); n++) candidate = `${id}_${n}`
  seen.add(candidate)
  return candidate
}
