// The structure of an OpenAPI 3.1 document, written from the specification (3.1.0 §4.8) for the
// objects our document uses: required fields, the allowed keys of each object (plus x-
// extensions), path and response-code patterns. Schema Objects are checked apart, against the
// JSON Schema 2020-12 meta-schema, and every $ref must resolve.
import { Ajv2020 } from 'ajv/dist/2020.js'

const ext = { '^x-': {} }
const closed = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: 'object',
  properties,
  required,
  patternProperties: ext,
  additionalProperties: false,
})
const schemaObject = { type: ['object', 'boolean'] }
const ref = closed({ $ref: { type: 'string' }, summary: { type: 'string' }, description: { type: 'string' } }, ['$ref'])
const orRef = (def: string) => ({ if: { required: ['$ref'] }, then: ref, else: { $ref: `#/$defs/${def}` } })
const content = { type: 'object', additionalProperties: { $ref: '#/$defs/mediaType' } }

const structure = {
  $defs: {
    mediaType: closed({ schema: schemaObject, encoding: { type: 'object' }, example: {}, examples: { type: 'object' } }),
    parameter: {
      ...closed(
        {
          name: { type: 'string' },
          in: { enum: ['query', 'header', 'path', 'cookie'] },
          description: { type: 'string' },
          required: { type: 'boolean' },
          deprecated: { type: 'boolean' },
          schema: schemaObject,
          content,
        },
        ['name', 'in'],
      ),
      oneOf: [{ required: ['schema'] }, { required: ['content'] }],
      if: { properties: { in: { const: 'path' } } },
      then: { properties: { required: { const: true } }, required: ['required'] },
    },
    response: closed({ description: { type: 'string' }, headers: { type: 'object' }, content, links: { type: 'object' } }, ['description']),
    operation: closed({
      tags: { type: 'array', items: { type: 'string' } },
      summary: { type: 'string' },
      description: { type: 'string' },
      operationId: { type: 'string' },
      parameters: { type: 'array', items: orRef('parameter') },
      requestBody: orRef('requestBody'),
      responses: {
        type: 'object',
        properties: { default: orRef('response') },
        patternProperties: { '^[1-5][0-9X]{2}$': orRef('response'), ...ext },
        additionalProperties: false,
      },
      deprecated: { type: 'boolean' },
      security: { type: 'array', items: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } },
    }),
    requestBody: closed({ description: { type: 'string' }, content, required: { type: 'boolean' } }, ['content']),
    pathItem: {
      type: 'object',
      properties: { summary: { type: 'string' }, description: { type: 'string' }, parameters: { type: 'array' } },
      patternProperties: { '^(get|put|post|delete|options|head|patch|trace)$': { $ref: '#/$defs/operation' }, ...ext },
      additionalProperties: false,
    },
  },
  ...closed(
    {
      openapi: { type: 'string', pattern: '^3\\.1\\.\\d+(-.+)?$' },
      info: closed({ title: { type: 'string' }, summary: { type: 'string' }, description: { type: 'string' }, version: { type: 'string' } }, [
        'title',
        'version',
      ]),
      servers: { type: 'array', items: closed({ url: { type: 'string' }, description: { type: 'string' } }, ['url']) },
      security: { type: 'array' },
      tags: { type: 'array', items: closed({ name: { type: 'string' }, description: { type: 'string' } }, ['name']) },
      paths: { type: 'object', patternProperties: { '^/': { $ref: '#/$defs/pathItem' }, ...ext }, additionalProperties: false },
      components: closed({
        schemas: { type: 'object', propertyNames: { pattern: '^[a-zA-Z0-9._-]+$' }, additionalProperties: schemaObject },
        responses: { type: 'object', additionalProperties: orRef('response') },
        securitySchemes: {
          type: 'object',
          additionalProperties: {
            type: 'object',
            required: ['type'],
            properties: { type: { enum: ['apiKey', 'http', 'mutualTLS', 'oauth2', 'openIdConnect'] } },
            if: { properties: { type: { const: 'apiKey' } } },
            then: { required: ['name', 'in'], properties: { in: { enum: ['query', 'header', 'cookie'] } } },
          },
        },
      }),
    },
    ['openapi', 'info'],
  ),
}

/** Everything wrong with the document's structure, as readable lines (empty when valid). */
export function openApiProblems(doc: any): string[] {
  const ajv = new Ajv2020({ allErrors: true, strict: false })
  const problems: string[] = []
  if (!ajv.validate(structure, doc)) problems.push(...(ajv.errors ?? []).map((e) => `${e.instancePath} ${e.message}`))
  // Schema Objects: every `schema` of a media type or parameter, and the components.
  const schemas: [string, unknown][] = Object.entries(doc.components?.schemas ?? {}).map(([k, s]) => [`#/components/schemas/${k}`, s])
  for (const [path, item] of Object.entries<any>(doc.paths ?? {})) {
    for (const [method, op] of Object.entries<any>(item)) {
      for (const p of op.parameters ?? []) schemas.push([`${path} ${method} ?${p.name}`, p.schema])
      for (const [type, m] of Object.entries<any>(op.requestBody?.content ?? {})) schemas.push([`${path} ${method} body ${type}`, m.schema])
      for (const [code, r] of Object.entries<any>(op.responses ?? {}))
        for (const [type, m] of Object.entries<any>(r.content ?? {})) schemas.push([`${path} ${method} ${code} ${type}`, m.schema])
    }
  }
  for (const [where, s] of schemas) if (!ajv.validateSchema(s as object)) problems.push(`${where}: ${ajv.errorsText(ajv.errors)}`)
  // Every $ref points at something in the document.
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(walk)
    if (!v || typeof v !== 'object') return
    for (const [k, x] of Object.entries(v)) {
      if (k === '$ref' && typeof x === 'string' && resolvePointer(doc, x) === undefined) problems.push(`$ref ${x} 无法解析`)
      else walk(x)
    }
  }
  walk(doc)
  const ids = Object.values<any>(doc.paths ?? {}).flatMap((item) => Object.values<any>(item).map((op) => op.operationId))
  const dup = ids.filter((id, i) => ids.indexOf(id) !== i)
  if (dup.length) problems.push(`operationId 重复：${dup.join(', ')}`)
  return problems
}

function resolvePointer(doc: any, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined
  return ref
    .slice(2)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((node, seg) => (node && typeof node === 'object' ? node[seg] : undefined), doc)
}
