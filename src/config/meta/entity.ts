// Meta-schema of schemas/entities/<id>.json: JSON Schema draft-07 restricted to our vocabulary.

import type { EntityField, EntitySchema, FieldFormat } from '../types.ts'
import { anyValue, bool, described, freeObject, keysOf, mapOf, nonEmpty, num, obj, oneOfStrings, req, str, strings } from './helpers.ts'

export const FIELD_FORMATS = keysOf<FieldFormat>({
  amount: true,
  quantity: true,
  percent: true,
  date: true,
  datetime: true,
  enum: true,
  skuAttrs: true,
  image: true,
  file: true,
  text: true,
  bool: true,
})

export const FIELD_NAME_PATTERN = '^[a-z][A-Za-z0-9]*$'

type FieldType = EntityField['type']
type DbHints = NonNullable<EntityField['x-db']>
type FilterOp = NonNullable<EntityField['x-filter']>
type DefaultSort = NonNullable<EntitySchema['x-defaultSort']>

const nonNegative = { type: 'integer', minimum: 0 }

const fieldShape = obj<EntityField>({
  type: req(
    oneOfStrings(
      keysOf<FieldType>({
        string: true,
        integer: true,
        number: true,
        boolean: true,
        object: true,
        array: true,
      }),
    ),
  ),
  title: req(nonEmpty),
  description: str,
  format: str,
  pattern: str,
  minLength: nonNegative,
  maxLength: nonNegative,
  minimum: num,
  exclusiveMinimum: num,
  maximum: num,
  multipleOf: { type: 'number', exclusiveMinimum: 0 },
  enum: { type: 'array', minItems: 1, items: { type: ['string', 'number'] } },
  default: anyValue,
  readOnly: bool,
  items: freeObject,
  minItems: nonNegative,
  maxItems: nonNegative,
  properties: freeObject,
  additionalProperties: anyValue,
  'x-enumNames': strings,
  'x-enumColors': strings,
  'x-enumName': nonEmpty,
  'x-enumOf': nonEmpty,
  'x-ref': nonEmpty,
  'x-format': oneOfStrings(FIELD_FORMATS),
  'x-unique': { type: ['boolean', 'array'], items: { type: 'string' } },
  'x-filter': oneOfStrings(
    keysOf<FilterOp | 'none'>({
      eq: true,
      like: true,
      in: true,
      between: true,
      none: true,
    }),
  ),
  'x-trim': bool,
  'x-generated': nonEmpty,
  'x-secret': bool,
  'x-import': bool,
  'x-db': described<DbHints>(obj<DbHints>({ type: nonEmpty, column: nonEmpty, default: str, index: bool }), {
    type: 'SQL 列类型（默认按 JSON 类型）',
    column: '列名（默认 snake_case）',
    default: 'SQL 默认值表达式',
    index: '建索引',
  }),
  'x-patternMessage': nonEmpty,
  'x-atLeast': nonEmpty,
  'x-virtual': bool,
  'x-approvalDocType': nonEmpty,
})

const field = described<EntityField>(fieldShape, {
  type: 'JSON 类型：string、integer、number、boolean、object、array',
  title: '字段的中文名称：列、筛选、表单与提示都用它',
  description: '说明',
  format: '格式：JSON Schema 的 date、date-time、email 等，及 mobile、postcode、code、phone',
  pattern: '须匹配的正则表达式（配 x-patternMessage 给出中文提示）',
  minLength: '最少字符数',
  maxLength: '最多字符数（也决定数据列的长度）',
  minimum: '最小值',
  exclusiveMinimum: '须大于此值（如数量 > 0）',
  maximum: '最大值',
  multipleOf: '须为此数的整数倍（如 0.01：两位小数）',
  enum: '可取的值；中文名称写在 x-enumNames',
  default: '新增时的默认值',
  readOnly: '只读：客户端不能写入',
  items: 'array 的每项的 schema',
  minItems: '最少项数',
  maxItems: '最多项数',
  properties: 'object 的属性',
  additionalProperties: 'object 是否允许（或如何校验）未列出的属性',
  'x-enumNames': 'enum 各值的中文名称，顺序与 enum 相同',
  'x-enumColors': 'enum 各值的标签颜色（antd 颜色名），顺序与 enum 相同',
  'x-enumName': '以这个全局名称发布枚举（/common/enums，如 ETenantType）',
  'x-enumOf': '取另一个字段的 enum 与 x-enumNames，写作 实体.字段（如 approvalFlow.docType）：取值只在一处声明',
  'x-ref': '外键：所指的实体 id（同一租户）；列表会加上 <字段>Name',
  'x-format': '页面显示方式；缺省时按类型、格式、枚举推断',
  'x-unique': '唯一：true 在租户内唯一，或在租户及列出的字段范围内唯一',
  'x-filter': '列表筛选运算：eq、like、in、between；none 不可筛选；缺省时推断',
  'x-trim': '去掉首尾空白（字符串默认 true）',
  'x-generated':
    '新增时按模式生成编号，如 CK{yyyyMMdd}{seq:4}：文字原样保留（不含花括号）；{yyyyMMdd} 为业务日期（至多一个）；{seq:N} 为 N 位流水号（N 为 1–9，恰好一个），每个租户按编号中流水号以外的部分（如 CK20261122）各自计数，带日期的每天从 1 开始；已被占用的编号跳过。客户端只读，除非字段写 readOnly: false（可手工填写，留空时生成）',
  'x-secret': '只写（如 API 密钥）：可新增与修改，从不返回、记录或导出；修改时留空保留原值',
  'x-import': 'false：不是 .xlsx 导入的列（由专门的接口设置）',
  'x-db': '数据库提示：列类型、列名、默认值、索引',
  'x-patternMessage': 'pattern 不匹配时的中文提示',
  'x-atLeast': '本字段不能小于（日期：不能早于）同一对象中的另一字段，如 库存上限 ≥ 库存下限、到期日期 ≥ 起租日期；服务器与表单都检查',
  'x-virtual': '没有数据列：处理程序加到答复中的值（如用户的角色名）',
  'x-approvalDocType': '审批开关（业务配置“…需审批”）所属的审批单据类型；没有流程提交该类型时页面不显示这个字段',
})

const entityShape = obj<EntitySchema>({
  $id: req(nonEmpty),
  title: req(nonEmpty),
  type: req({ const: 'object' }),
  description: str,
  'x-table': nonEmpty,
  'x-scope': oneOfStrings(keysOf<NonNullable<EntitySchema['x-scope']>>({ tenant: true, global: true })),
  'x-dataScope': {
    oneOf: [
      { const: false },
      { type: 'object', additionalProperties: false, properties: { storage: { type: 'array', items: nonEmpty }, owner: { type: 'array', items: nonEmpty } } },
    ],
  },
  'x-label': nonEmpty,
  'x-defaultSort': described<DefaultSort>(
    obj<DefaultSort>({
      field: req(nonEmpty),
      order: req(oneOfStrings(keysOf<DefaultSort['order']>({ asc: true, desc: true }))),
    }),
    { field: '排序字段', order: 'asc 升序，desc 降序' },
  ),
  'x-lines': nonEmpty,
  'x-parent': nonEmpty,
  'x-workflow': nonEmpty,
  required: { type: 'array', items: { type: 'string' }, uniqueItems: true },
  properties: req(mapOf(field, FIELD_NAME_PATTERN, '字段名：小写字母开头，只含字母和数字')),
})

export const entityMeta = described<EntitySchema>(entityShape, {
  $id: '实体 id，与文件名相同',
  title: '实体的中文名称',
  type: '固定为 object',
  description: '说明',
  'x-table': '数据表名；只作请求体 schema 的实体（登录、区间等）没有',
  'x-scope': 'tenant（默认）：按租户行级隔离；global：平台数据，无租户',
  'x-dataScope': '数据范围：按仓库（storage）、货主（owner）限制用户可见的行的字段；默认取引用仓库、货主的字段；false 不限制',
  'x-label': '在下拉与 <引用>Name 列中代表记录的字段（默认 name）',
  'x-defaultSort': '列表的默认排序',
  'x-lines': '作为明细行编辑的子实体 id',
  'x-parent': '明细实体：保存父记录 id 的字段',
  'x-workflow': '实体的流程 id',
  required: '必填字段',
  properties: '字段：字段名 → 定义',
})
