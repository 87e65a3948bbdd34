import { describe, expect, it } from 'vitest'
import { applyComputes, compute } from '../../src/web/engine/lines/compute.ts'
import { validateLines } from '../../src/web/engine/lines/validate-lines.ts'
import type { EntitySchema } from '../../src/config/types.ts'

describe('line computations', () => {
  it('multiplies, adds, subtracts, divides and rounds over line fields', () => {
    const line = { qty: '3', price: 2.5, discount: 1 }
    expect(compute({ multiply: ['qty', 'price'] }, line)).toBe(7.5)
    expect(compute({ subtract: [{ multiply: ['qty', 'price'] }, 'discount'] }, line)).toBe(6.5)
    expect(compute({ add: ['qty', 10] }, line)).toBe(13)
    expect(compute({ divide: ['price', 0] }, line)).toBeNull()
    expect(compute({ round: [{ divide: [10, 3] }, 2] }, line)).toBe(3.33)
  })
  it('waits for every operand: a half-filled line computes nothing', () => {
    expect(compute({ multiply: ['qty', 'price'] }, { qty: 2 })).toBeNull()
    expect(applyComputes({ qty: 2 }, { amount: { compute: { multiply: ['qty', 'price'] } } })).toEqual({ qty: 2, amount: null })
  })
  it('rounds computed amounts to two decimals', () => {
    expect(applyComputes({ qty: 3, price: 0.1 }, { amount: { compute: { multiply: ['qty', 'price'] } } }).amount).toBe(0.3)
  })
})

describe('line validation', () => {
  const entity: EntitySchema = {
    $id: 'line',
    title: '明细',
    type: 'object',
    required: ['skuId', 'qty'],
    properties: {
      skuId: { type: 'integer', title: '商品' },
      qty: { type: 'number', title: '数量', exclusiveMinimum: 0 },
      batchNo: { type: 'string', title: '批次号' },
    },
  }
  it('names the line and the field of each problem', () => {
    const errors = validateLines([{ skuId: 1, qty: 2 }, { qty: 0 }, { skuId: 3, qty: -1, batchNo: '' }], { skuId: {}, qty: {}, batchNo: {} }, entity)
    expect(errors).toEqual({ 1: { skuId: '商品不能为空', qty: '数量必须大于 0' }, 2: { qty: '数量必须大于 0' } })
  })
})
