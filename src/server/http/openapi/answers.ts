// What a call answers, as JSON Schema for the OpenAPI document: the envelope of every call and
// the `data` each generic operation puts in it (crud/*.ts), with an entity's row as a component.
import type { EndpointDef, EntityField, WmsConfig } from '../../../config/types.ts'
import { IMPLICIT_FIELD_DEFS } from '../../../config/fields.ts'
import { entityModel } from '../../crud/entity-model.ts'
import type { JsonSchema } from '../../kernel/validate-payload.ts'

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Components the answers refer to; a row schema is added the first time an entity needs it. */
export class AnswerSchemas {
  readonly schemas: Record<string, JsonSchema> = {}

  constructor(private readonly config: WmsConfig) {}

  /** `data` of a successful call; undefined when nothing more than "any" can be said. */
  data(endpoint: EndpointDef): JsonSchema | undefined {
    const entity = endpoint.op === 'transition' ? this.config.workflows[endpoint.workflow!]?.entity : endpoint.entity
    const row = () => this.row(entity!)
    switch (endpoint.op) {
      case 'list': {
        const page = object({ list: { type: 'array', items: row() }, total: int('总数'), pageIndex: int('页码'), pageSize: int('每页条数') }, '一页记录')
        // Only in the answer of a long list (crud/count.ts), so not required.
        page.properties.totalExact = { type: 'boolean', const: false, description: '总数为估计值（超过一万条时）；带 exactCount: true 再查得精确总数' }
        return page
      }
      case 'options':
        return { type: 'array', items: { ...object({ value: int('值（记录 ID）'), label: { type: 'string', title: '名称' } }), additionalProperties: true } }
      case 'get':
        return this.withLines(entity!)
      case 'single':
        return { anyOf: [row(), { type: 'null' }], description: '租户的唯一一条记录，尚未保存时为 null' }
      case 'upsert':
      case 'transition':
        return row()
      case 'create':
        return object({ id: int('新记录 ID') })
      case 'update':
      case 'toggle':
        return object({ id: int('ID'), version: int('新版本') })
      case 'delete':
        return object({ deleted: int('删除条数') })
      default:
        return endpoint.upload ? object({ result: { const: '000' }, path: { type: 'string', title: '文件路径' } }, '上传结果') : undefined
    }
  }

  /** The envelope every call answers with HTTP 200 (DESIGN.md §4). */
  envelope(data: JsonSchema | undefined, upload: boolean): JsonSchema {
    return {
      type: 'object',
      required: ['status', 'message'],
      properties: {
        status: { type: 'integer', enum: [0, 1, 5], description: '1 成功；0 失败（message 为中文原因）；5 账号或租户已停用、会话已结束' },
        message: { type: 'string', title: '提示' },
        result: { type: 'string', description: upload ? "'000' 上传成功" : "'-999' 登录已过期，请重新登录" },
        ...(upload ? { path: { type: 'string', title: '文件路径' } } : {}),
        data: data ?? { description: '见接口说明' },
      },
    }
  }

  /** `#/components/schemas/<entity>Row`: a record as lists and get answer it. */
  row(entityId: string): JsonSchema {
    const name = `${entityId}Row`
    if (!this.schemas[name]) {
      this.schemas[name] = {} // a line entity may refer back to its parent
      this.schemas[name] = this.rowSchema(entityId)
    }
    return { $ref: `#/components/schemas/${name}` }
  }

  private withLines(entityId: string): JsonSchema {
    const model = entityModel(this.config, entityId)
    if (!model.lines) return this.row(entityId)
    return { allOf: [this.row(entityId), object({ lines: { type: 'array', items: this.row(model.lines.entity), title: '明细' } })] }
  }

  private rowSchema(entityId: string): JsonSchema {
    const model = entityModel(this.config, entityId)
    const props: JsonSchema = {}
    for (const [name, field] of Object.entries(IMPLICIT_FIELD_DEFS)) props[name] = shown(field)
    for (const [name, field] of Object.entries(model.entity.properties)) {
      if (field['x-secret']) continue
      props[name] = field['x-virtual'] ? { ...shown(field), description: '由处理程序加入（无数据列）' } : shown(field)
    }
    // Each reference brings its record's label (storageId → storageName).
    for (const f of model.fields) {
      const ref = model.refs.find((r) => r.column === f.column)
      if (ref) props[ref.key] = { type: ['string', 'null'], title: f.field.title, description: `${f.name} 所指记录的名称` }
    }
    if (model.scope === 'tenant') {
      props.createdByName = { type: ['string', 'null'], title: '创建人姓名' }
      props.updatedByName = { type: ['string', 'null'], title: '更新人姓名' }
    }
    return { type: 'object', title: model.entity.title, required: ['id', 'version'], properties: props }
  }
}

/** A field as it reads in an answer: its type (or null), title, format, enum and labels. */
function shown(field: EntityField): JsonSchema {
  const s: JsonSchema = { type: [field.type, 'null'], title: field.title }
  for (const key of ['description', 'format', 'items', 'properties'] as const) if (field[key] !== undefined) s[key] = field[key]
  if (field.enum) s.enum = [...field.enum, null]
  if (field['x-enumNames']) s['x-enumNames'] = field['x-enumNames']
  return s
}

const int = (title: string): JsonSchema => ({ type: 'integer', title })

function object(properties: JsonSchema, title?: string): JsonSchema {
  return { type: 'object', ...(title ? { title } : {}), required: Object.keys(properties), properties }
}
