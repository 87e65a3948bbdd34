// JSON Schemas of request payloads, derived from entity schemas per operation.
// Every object is closed (additionalProperties: false) and every string has a length limit,
// so unknown keys, __proto__ and oversized strings fail validation with a Chinese message.
import type { EndpointDef, EntityField, EntitySchema, WmsConfig } from '../../config/types.ts'
import { DEFAULT_STRING_LENGTH } from '../db/schema/table-model.ts'
import { entityModel, listFilters, sortableFields, type EntityModel } from './entity-model.ts'
import type { JsonSchema } from '../kernel/validate-payload.ts'

export const PAGE_SIZES = [10, 20, 50, 100, 200]
export const DEFAULT_PAGE_SIZE = 20
export const MAX_IDS = 500

const DROP = new Set(['readOnly', 'default'])

// Every number column is numeric(18,4), or numeric(18,2) for amounts (db/schema/table-model.ts):
// a value with more decimals would be rounded by the database and a larger one overflow, so both
// are refused by validation naming the field, unless the field declares its own step or range.
export const NUMBER_LIMIT = 99_999_999_999_999

/** The field (and the numbers nested in its items) with the column's step and range where it declares none. */
function withColumnLimits(field: JsonSchema): JsonSchema {
  const s: JsonSchema = { ...field }
  if (s.type === 'number') {
    s.multipleOf ??= s['x-format'] === 'amount' ? 0.01 : 0.0001
    if (s.maximum === undefined && s.exclusiveMaximum === undefined) s.maximum = NUMBER_LIMIT
    if (s.minimum === undefined && s.exclusiveMinimum === undefined) s.minimum = -NUMBER_LIMIT
  }
  if (s.items?.properties)
    s.items = { ...s.items, properties: Object.fromEntries(Object.entries<JsonSchema>(s.items.properties).map(([k, v]) => [k, withColumnLimits(v)])) }
  return s
}

/** One entity field as a payload property; optional fields also accept null (a cleared input). */
export function fieldSchema(field: EntityField, nullable: boolean): JsonSchema {
  const s: JsonSchema = {}
  for (const [k, v] of Object.entries(withColumnLimits(field))) if (!k.startsWith('x-') && !DROP.has(k)) s[k] = v
  // The x- keys validation reads: a pattern's message, and passwords kept as typed.
  if (field['x-patternMessage']) s['x-patternMessage'] = field['x-patternMessage']
  if (field['x-atLeast']) s['x-atLeast'] = field['x-atLeast']
  if (field['x-trim'] === false) s['x-trim'] = false
  // Image and file fields: kernel/file-refs.ts checks what they name once the payload is valid.
  if (field['x-format'] === 'image' || field['x-format'] === 'file') s['x-format'] = field['x-format']
  if (field.type === 'string' && s.maxLength === undefined) s.maxLength = DEFAULT_STRING_LENGTH
  if (field.type === 'string' && !nullable && s.minLength === undefined && !field.enum) s.minLength = 1
  if (field.type === 'array' && s.maxItems === undefined) s.maxItems = 1000
  if (nullable) {
    s.type = [field.type, 'null']
    if (s.enum) s.enum = [...s.enum, null]
  }
  return s
}

const idSchema = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER, title: 'ID' }
const closed = (properties: JsonSchema, required: string[] = [], title?: string): JsonSchema => ({
  type: 'object',
  additionalProperties: false,
  properties,
  required,
  ...(title ? { title } : {}),
})

function fieldProps(model: EntityModel, skip?: string): JsonSchema {
  const required = new Set(model.entity.required ?? [])
  const props: JsonSchema = {}
  // A field with a default is optional on create (the column default applies) but never null.
  for (const f of model.writable) if (f.name !== skip) props[f.name] = fieldSchema(f.field, !required.has(f.name) && f.field.default === undefined)
  return props
}

export const MAX_LINES = 1000

/** Lines of a document: the child's fields without the parent link, an optional id (update). */
function linesSchema(config: WmsConfig, model: EntityModel): JsonSchema {
  const child = entityModel(config, model.lines!.entity)
  const skip = model.lines!.parentField
  const required = (child.entity.required ?? []).filter((r) => r !== skip && child.writable.some((f) => f.name === r && f.field.default === undefined))
  const item = closed({ ...fieldProps(child, skip), id: idSchema, version: { type: 'integer', minimum: 1, title: '版本' } }, required, child.entity.title)
  return { type: 'array', minItems: 1, maxItems: MAX_LINES, items: item, title: '明细' }
}

function writeSchema(config: WmsConfig, model: EntityModel, mode: 'create' | 'update'): JsonSchema {
  const required = new Set(model.entity.required ?? [])
  const props = fieldProps(model)
  if (model.lines) props.lines = linesSchema(config, model)
  // Required, unless the column has a default that applies when the field is left out.
  if (mode === 'create')
    return closed(
      props,
      model.writable.filter((f) => required.has(f.name) && f.field.default === undefined).map((f) => f.name),
      model.entity.title,
    )
  return closed({ ...props, id: idSchema, version: { type: 'integer', minimum: 1, title: '版本' } }, ['id', 'version'], model.entity.title)
}

function filterSchema(op: string, field: EntityField): JsonSchema {
  const base = fieldSchema({ ...field, minLength: undefined } as EntityField, true)
  delete base.minLength
  if (op === 'like') return { type: ['string', 'null'], maxLength: 100, title: field.title }
  if (op === 'between') {
    const item = field.type === 'string' ? { type: ['string', 'null'], maxLength: 40 } : { type: [field.type, 'null'] }
    return { type: ['array', 'null'], maxItems: 2, items: item, title: field.title }
  }
  if (op === 'in') return { type: ['array', 'null'], maxItems: MAX_IDS, items: { ...base, type: field.type }, title: field.title }
  // eq also takes a list (several statuses at once); '' from an empty select means no filter.
  return { anyOf: [base, { type: 'array', maxItems: MAX_IDS, items: { ...base, type: field.type } }, { const: '' }], title: field.title }
}

function listSchema(model: EntityModel, endpoint: EndpointDef, forExport: boolean): JsonSchema {
  const props: JsonSchema = {
    pageIndex: { type: 'integer', minimum: 1, maximum: 100000, title: '页码' },
    pageSize: { type: 'integer', enum: PAGE_SIZES, title: '每页条数' },
    sort: closed(
      {
        field: { type: 'string', enum: [...sortableFields(model).keys()], title: '排序字段' },
        order: { type: 'string', enum: ['asc', 'desc'], title: '排序方向' },
      },
      ['field'],
      '排序',
    ),
  }
  for (const [name, f] of listFilters(model, endpoint)) props[name] = filterSchema(f.op, f.field)
  // A long list answers an estimated total (count.ts); this asks for the exact one.
  if (!forExport) props.exactCount = { type: 'boolean', title: '精确计数' }
  if (forExport) {
    const exportable = model.fields.filter((f) => !f.field['x-secret']).map((f) => f.name)
    props.columns = {
      type: 'array',
      maxItems: 200,
      items: { type: 'string', enum: [...exportable, 'id', 'createdAt', 'updatedAt', ...model.refs.map((r) => r.key)] },
      title: '导出列',
    }
  }
  return closed(props)
}

export function payloadSchema(config: WmsConfig, endpoint: EndpointDef): JsonSchema {
  if (endpoint.op === 'transition') return transitionSchema(config, endpoint)
  if (endpoint.payload) return entityPayloadSchema(config.entities[endpoint.payload])
  if (!endpoint.entity) return closed({})
  const model = entityModel(config, endpoint.entity)
  switch (endpoint.op) {
    case 'list':
      return listSchema(model, endpoint, false)
    case 'export':
      return listSchema(model, endpoint, true)
    case 'options': {
      const s = listSchema(model, endpoint, false)
      s.properties.keyword = { type: ['string', 'null'], maxLength: 100, title: '关键字' }
      return s
    }
    case 'import':
      return closed(
        {
          mode: { type: 'string', enum: ['preview', 'commit'], title: '导入步骤' },
          file: { type: 'string', maxLength: 41_000_000, pattern: '^[A-Za-z0-9+/=\\s]*$', title: '文件' },
          fileName: { type: 'string', maxLength: 200, title: '文件名' },
          jobId: { type: 'string', maxLength: 64, pattern: '^[0-9a-f-]+$', title: '导入任务' },
        },
        ['mode'],
      )
    case 'importTemplate':
      return closed({})
    case 'get':
      return closed({ id: idSchema }, ['id'])
    case 'delete':
      return closed({ id: idSchema, ids: { type: 'array', minItems: 1, maxItems: MAX_IDS, items: idSchema, title: '所选记录' } })
    case 'toggle': {
      const f = model.byName.get(endpoint.field ?? 'status')!
      return closed({ id: idSchema, [endpoint.param ?? 'status']: fieldSchema(f.field, false) }, ['id', endpoint.param ?? 'status'])
    }
    case 'create':
      return writeSchema(config, model, 'create')
    case 'upsert': {
      // The create body plus the version read (absent before the first save).
      const s = writeSchema(config, model, 'create')
      s.properties.version = { type: ['integer', 'null'], minimum: 1, title: '版本' }
      return s
    }
    case 'update':
      return writeSchema(config, model, 'update')
    default:
      return closed({})
  }
}

/** A workflow transition: the document's id, the version read, a remark, and the fields of the
 *  endpoint's payload schema when it names one (what the transition's effect needs). */
function transitionSchema(config: WmsConfig, endpoint: EndpointDef): JsonSchema {
  const extra = endpoint.payload ? entityPayloadSchema(config.entities[endpoint.payload]) : closed({})
  const text = { type: ['string', 'null'], maxLength: 500 }
  return closed(
    {
      ...extra.properties,
      id: idSchema,
      version: { type: ['integer', 'null'], minimum: 1, title: '版本' },
      remark: { ...text, title: '备注' },
      opinion: { ...text, title: '意见' },
    },
    [...new Set(['id', ...(extra.required ?? [])])],
    extra.title,
  )
}

/** A payload-only entity (or any entity) as a closed schema honouring its required list. */
export function entityPayloadSchema(entity: EntitySchema): JsonSchema {
  const required = new Set(entity.required ?? [])
  const props: JsonSchema = {}
  for (const [name, field] of Object.entries(entity.properties)) props[name] = fieldSchema(field, !required.has(name) && field.default === undefined)
  return closed(props, [...required], entity.title)
}

/**
 * A form sends back what it read: on create and update, derived and read-only keys
 * (createdAt, storageName, isDefault …) are dropped before validation instead of refused.
 * Unknown keys still fail.
 */
export function dropDerivedKeys(config: WmsConfig, endpoint: EndpointDef, payload: Record<string, unknown>): void {
  if ((endpoint.op !== 'create' && endpoint.op !== 'update' && endpoint.op !== 'upsert') || !endpoint.entity) return
  const keep = endpoint.op === 'update' ? new Set(['id', 'version']) : endpoint.op === 'upsert' ? new Set(['version']) : new Set<string>()
  const model = entityModel(config, endpoint.entity)
  for (const key of model.ignoredOnWrite) if (!keep.has(key)) delete payload[key]
  // Lines sent back as read: keep their id (update) and drop what they derive.
  if (model.lines && Array.isArray(payload.lines)) {
    const child = entityModel(config, model.lines.entity)
    for (const line of payload.lines as Record<string, unknown>[]) {
      if (!line || typeof line !== 'object') continue
      for (const key of child.ignoredOnWrite) if (key !== 'id' && key !== 'version') delete line[key]
      delete line[model.lines.parentField]
      if (endpoint.op === 'create') delete line.id
    }
  }
}
