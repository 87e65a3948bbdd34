// Meta-schema of schemas/entities/<id>.json: JSON Schema draft-07 restricted to our vocabulary.

import type { EntityField, EntitySchema, FieldFormat } from '../types.ts'
import { anyValue, bool, freeObject, keysOf, mapOf, nonEmpty, num, obj, oneOfStrings, req, str, strings } from './helpers.ts'

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

const field = obj<EntityField>({
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
  'x-db': obj<DbHints>({ type: nonEmpty, column: nonEmpty, default: str, index: bool }),
  'x-patternMessage': nonEmpty,
  'x-virtual': bool,
})

export const entityMeta = obj<EntitySchema>({
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
  'x-defaultSort': obj<DefaultSort>({
    field: req(nonEmpty),
    order: req(oneOfStrings(keysOf<DefaultSort['order']>({ asc: true, desc: true }))),
  }),
  'x-lines': nonEmpty,
  'x-parent': nonEmpty,
  'x-workflow': nonEmpty,
  required: { type: 'array', items: { type: 'string' }, uniqueItems: true },
  properties: req(mapOf(field, FIELD_NAME_PATTERN, '字段名：小写字母开头，只含字母和数字')),
})
