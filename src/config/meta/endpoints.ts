// Meta-schema of endpoints.yaml: a map path → EndpointDef.

import type { EndpointDef, EndpointOp } from '../types.ts'
import { bool, freeObject, keysOf, mapOf, nonEmpty, obj, oneOfStrings, req, str } from './helpers.ts'

export const ENDPOINT_OPS = keysOf<EndpointOp>({
  list: true,
  get: true,
  create: true,
  update: true,
  delete: true,
  toggle: true,
  export: true,
  options: true,
  single: true,
  upsert: true,
  import: true,
  importTemplate: true,
  custom: true,
  transition: true,
  planned: true,
})

export const FILTER_OPS = keysOf<NonNullable<EndpointDef['filters']>[string]>({
  eq: true,
  like: true,
  in: true,
  between: true,
})

export const ENDPOINT_PATH_PATTERN = '^/[^\\s]*$'

export const endpointDef = obj<EndpointDef>({
  op: req(oneOfStrings(ENDPOINT_OPS)),
  title: str,
  method: oneOfStrings(keysOf<NonNullable<EndpointDef['method']>>({ GET: true, POST: true })),
  prefix: bool,
  entity: nonEmpty,
  payload: nonEmpty,
  handler: nonEmpty,
  workflow: nonEmpty,
  transition: nonEmpty,
  field: nonEmpty,
  param: nonEmpty,
  auth: oneOfStrings(
    keysOf<NonNullable<EndpointDef['auth']>>({
      public: true,
      session: true,
      platform: true,
    }),
  ),
  permission: nonEmpty,
  screens: { type: 'array', items: nonEmpty, minItems: 1 },
  filters: mapOf(oneOfStrings(FILTER_OPS)),
  mine: nonEmpty,
  where: freeObject,
  in: oneOfStrings(keysOf<NonNullable<EndpointDef['in']>>({ body: true, query: true })),
  upload: oneOfStrings(keysOf<NonNullable<EndpointDef['upload']>>({ multipart: true, base64: true })),
  options: freeObject,
  catalogue: nonEmpty,
  note: str,
})

export const endpointsMeta = mapOf(endpointDef, ENDPOINT_PATH_PATTERN, '接口路径：以 / 开头，不含空白')
