import { describe, expect, it } from 'vitest'
import { validatePayload } from '../../../src/server/kernel/validate-payload.ts'
import { BizError } from '../../../src/server/kernel/errors.ts'
import { fieldSchema } from '../../../src/server/crud/payload-schemas.ts'

const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'qty'],
  properties: {
    name: { type: 'string', title: '名称', minLength: 1, maxLength: 5 },
    qty: { type: 'number', title: '数量', minimum: 0, multipleOf: 0.01 },
    phone: { type: ['string', 'null'], title: '手机', format: 'mobile', maxLength: 20 },
    zip: { type: ['string', 'null'], title: '邮编', format: 'postcode', maxLength: 6 },
  },
}

function errorOf(payload: Record<string, unknown>): BizError {
  try {
    validatePayload(payload, schema)
  } catch (e) {
    return e as BizError
  }
  throw new Error('expected a validation error')
}

describe('payload validation', () => {
  it('trims, turns cleared optional values into null and accepts two decimals', () => {
    const p: Record<string, unknown> = { name: '  仓 ', qty: 1.1, phone: '   ' }
    validatePayload(p, schema)
    expect(p).toEqual({ name: '仓', qty: 1.1, phone: null })
  })
  it('keeps a field marked x-trim: false as typed (passwords)', () => {
    const withPassword = {
      type: 'object',
      properties: {
        name: fieldSchema({ type: 'string', title: '名称' }, true),
        password: fieldSchema({ type: 'string', title: '密码', 'x-trim': false }, false),
      },
    }
    const p: Record<string, unknown> = { name: ' a ', password: ' pa ss ' }
    validatePayload(p, withPassword)
    expect(p).toEqual({ name: 'a', password: ' pa ss ' })
  })
  it('names the field in Chinese for each rule', () => {
    expect(errorOf({ qty: 1 }).message).toBe('名称不能为空')
    expect(errorOf({ name: ' ', qty: 1 }).message).toBe('名称不能为空')
    expect(errorOf({ name: '123456', qty: 1 }).message).toBe('名称长度不能超过 5 个字符')
    expect(errorOf({ name: 'a', qty: -1 }).message).toBe('数量不能小于 0')
    expect(errorOf({ name: 'a', qty: 1.001 }).message).toBe('数量精度不正确（应为 0.01 的整数倍）')
    expect(errorOf({ name: 'a', qty: 'x' }).message).toBe('数量格式不正确，应为数字')
    expect(errorOf({ name: 'a', qty: 1, phone: '2345' }).message).toBe('手机格式不正确，应为以 1 开头的 11 位手机号码')
    expect(errorOf({ name: 'a', qty: 1, zip: '12345' }).message).toBe('邮编格式不正确，应为 6 位数字')
    expect(errorOf({ name: 'a', qty: 1, extra: 1 }).message).toBe('不支持的字段：extra')
  })
  it('gives a number without its own step or range the ones its numeric column keeps (never rounded or overflowing)', () => {
    const columns = {
      type: 'object',
      properties: {
        qty: fieldSchema({ type: 'number', title: '数量' }, false),
        price: fieldSchema({ type: 'number', title: '单价', 'x-format': 'amount' }, false),
        lines: fieldSchema({ type: 'array', title: '明细', items: { type: 'object', properties: { weight: { type: 'number', title: '重量' } } } }, false),
      },
    }
    const messages = (p: Record<string, unknown>) => {
      try {
        validatePayload(p, columns)
        return []
      } catch (e) {
        return (e as BizError).errors.map((x) => x.message)
      }
    }
    expect(messages({ qty: 1.2345, price: 0.1 + 0.2, lines: [{ weight: 2.5 }] })).toEqual([])
    expect(messages({ qty: 1.23456, price: 1.005, lines: [{ weight: 1e15 }] })).toEqual([
      '数量精度不正确（应为 0.0001 的整数倍）',
      '单价精度不正确（应为 0.01 的整数倍）',
      '重量不能大于 99999999999999',
    ])
  })
  it('reports every field, one message each', () => {
    expect(errorOf({ name: '', qty: 'x', phone: '1' }).errors.map((e) => e.field)).toEqual(['name', 'qty', 'phone'])
  })
})
