// Cross-field pairs (x-atLeast) in the engine form: the form's validator refuses 库存上限 below
// 库存下限 on the 库存上限 field, in the sentence the server gives, before anything is sent.
import { describe, expect, it } from 'vitest'
import type { EntitySchema, ScreenDef } from '../../src/config/types.ts'
import { buildForm } from '../../src/web/engine/form/form-schema.ts'
import { chineseErrors, formValidator } from '../../src/web/engine/form/validator.ts'

const entity = {
  $id: 'product',
  title: '商品',
  type: 'object',
  properties: {
    minStock: { type: 'number', title: '库存下限', minimum: 0 },
    maxStock: { type: 'number', title: '库存上限', minimum: 0, 'x-atLeast': 'minStock' },
    startDate: { type: 'string', title: '起租日期', format: 'date' },
    endDate: { type: 'string', title: '到期日期', format: 'date', 'x-atLeast': 'startDate' },
  },
} as EntitySchema
const screen = { kind: 'form', title: '商品', fields: { minStock: {}, maxStock: {}, startDate: {}, endDate: {} } } as unknown as ScreenDef
const { schema } = buildForm(entity, screen, 'add')
const errorsOf = (data: Record<string, unknown>) =>
  formValidator.validateFormData(data, schema, undefined, chineseErrors(schema)).errors.map((e) => ({ property: e.property, message: e.message }))

describe('x-atLeast in the form', () => {
  it('shows the refusal on the later field, naming both', () => {
    expect(errorsOf({ minStock: 10, maxStock: 5, startDate: '2026-05-02', endDate: '2026-05-01' })).toEqual([
      { property: '.maxStock', message: '库存上限不能小于库存下限' },
      { property: '.endDate', message: '到期日期不能早于起租日期' },
    ])
  })

  it('accepts pairs in order, equal, or with one side empty', () => {
    expect(errorsOf({ minStock: 5, maxStock: 5, startDate: '2026-05-01', endDate: '2026-06-01' })).toEqual([])
    expect(errorsOf({ maxStock: 5, endDate: '2026-06-01' })).toEqual([])
  })
})
