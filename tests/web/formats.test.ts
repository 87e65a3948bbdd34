import { describe, expect, it } from 'vitest'
import type { EntityField } from '../../src/config/types.ts'
import {
  enumOption,
  formatAmount,
  formatDate,
  formatDateTime,
  formatOf,
  formatPercent,
  formatQuantity,
  formatSkuAttrs,
  formatValue,
  formatWith,
  formats,
  truncate,
} from '../../src/web/engine/formats.ts'
import { FORMAT_NAMES } from '../../src/web/engine/registry-names.ts'

const pad = (n: number) => String(n).padStart(2, '0')

describe('numbers', () => {
  it('formats amounts with 2 decimals and thousands separators', () => {
    expect(formatAmount(1234.5)).toBe('1,234.50')
    expect(formatAmount('1234567.891')).toBe('1,234,567.89')
    expect(formatAmount(0)).toBe('0.00')
    expect(formatAmount(-1234.5)).toBe('-1,234.50')
    expect(formatAmount('-0.001')).toBe('0.00')
    expect(formatAmount('1.005')).toBe('1.01')
    expect(formatAmount(null)).toBe('')
    expect(formatAmount(undefined)).toBe('')
    expect(formatAmount('')).toBe('')
    expect(formatAmount('abc')).toBe('abc')
    expect(formatAmount(Number.NaN)).toBe('')
  })

  it('formats quantities with up to 4 decimals and no trailing zeros', () => {
    expect(formatQuantity(12345)).toBe('12,345')
    expect(formatQuantity('1.5000')).toBe('1.5')
    expect(formatQuantity(0.00012)).toBe('0.0001')
    expect(formatQuantity(2.123456)).toBe('2.1235')
    expect(formatQuantity(null)).toBe('')
  })

  it('formats percents in percent units', () => {
    expect(formatPercent(13)).toBe('13%')
    expect(formatPercent('12.345')).toBe('12.35%')
    expect(formatPercent('')).toBe('')
    expect(formatPercent('n/a')).toBe('n/a')
  })
})

describe('dates', () => {
  it('formats date-times in local time', () => {
    expect(formatDateTime('2024-05-01T08:09:10')).toBe('2024-05-01 08:09:10')
    const iso = '2024-05-01T08:09:10.000Z'
    const d = new Date(iso)
    expect(formatDateTime(iso)).toBe(
      `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`,
    )
    expect(formatDateTime(d)).toBe(formatDateTime(iso))
    expect(formatDateTime(d.getTime())).toBe(formatDateTime(iso))
  })

  it('answers blank for empty values and the raw text for invalid dates', () => {
    expect(formatDateTime(null)).toBe('')
    expect(formatDateTime('')).toBe('')
    expect(formatDateTime('not a date')).toBe('not a date')
    expect(formatDateTime({})).toBe('[object Object]')
  })

  it('formats dates, keeping a bare date as written', () => {
    expect(formatDate('2024-05-01')).toBe('2024-05-01')
    expect(formatDate('2024-05-01T10:00:00')).toBe('2024-05-01')
    expect(formatDate(undefined)).toBe('')
  })
})

describe('formatSkuAttrs', () => {
  it('joins name:value pairs with ;', () => {
    expect(formatSkuAttrs({ 颜色: '红', 尺码: 'L' })).toBe('颜色:红;尺码:L')
    expect(formatSkuAttrs('{"颜色":"红","尺码":"L"}')).toBe('颜色:红;尺码:L')
    expect(
      formatSkuAttrs([
        { name: '颜色', value: '蓝' },
        { attrName: '重量', attrValue: 5 },
      ]),
    ).toBe('颜色:蓝;重量:5')
  })

  it('copes with text, empty and odd values', () => {
    expect(formatSkuAttrs('红色 L码')).toBe('红色 L码')
    expect(formatSkuAttrs(null)).toBe('')
    expect(formatSkuAttrs('{}')).toBe('')
    expect(formatSkuAttrs('42')).toBe('42')
    expect(formatSkuAttrs(['x'])).toBe('x')
    expect(formatSkuAttrs({ a: { b: 1 } })).toBe('a:{"b":1}')
  })
})

describe('truncate', () => {
  it('keeps short text and cuts long text at 25 characters by default', () => {
    expect(truncate('短文本')).toEqual({ text: '短文本', truncated: false })
    const long = '仓'.repeat(30)
    expect(truncate(long)).toEqual({ text: '仓'.repeat(25) + '…', truncated: true })
    expect(truncate('仓'.repeat(25))).toEqual({ text: '仓'.repeat(25), truncated: false })
  })

  it('counts code points and takes a custom length', () => {
    expect(truncate('😀😀😀', 2)).toEqual({ text: '😀😀…', truncated: true })
    expect(truncate('abcdef', 3)).toEqual({ text: 'abc…', truncated: true })
    expect(truncate(null)).toEqual({ text: '', truncated: false })
    expect(truncate(12345, 3)).toEqual({ text: '123…', truncated: true })
  })
})

const status: EntityField = { type: 'integer', title: '状态', enum: [0, 1, 2], 'x-enumNames': ['停用', '启用'], 'x-enumColors': ['red', 'green'] }

describe('enumOption', () => {
  it('answers label and colour', () => {
    expect(enumOption(status, 1)).toEqual({ label: '启用', color: 'green' })
    expect(enumOption(status, '0')).toEqual({ label: '停用', color: 'red' })
  })

  it('falls back for missing names, colours and unknown values', () => {
    expect(enumOption(status, 2)).toEqual({ label: '2', color: 'default' })
    expect(enumOption(status, 9)).toEqual({ label: '9', color: 'default' })
    expect(enumOption({ type: 'string', title: 'x' }, 'a')).toEqual({ label: 'a', color: 'default' })
    expect(enumOption(status, null)).toEqual({ label: '', color: 'default' })
  })
})

describe('formatOf and formatValue', () => {
  it('infers the format', () => {
    const f = (p: Partial<EntityField>): EntityField => ({ type: 'string', title: 't', ...p })
    expect(formatOf(f({ type: 'number', 'x-format': 'amount' }))).toBe('amount')
    expect(formatOf(f({ type: 'integer' }))).toBe('text')
    expect(formatOf(status)).toBe('enum')
    expect(formatOf(f({ format: 'date-time' }))).toBe('datetime')
    expect(formatOf(f({ format: 'date' }))).toBe('date')
    expect(formatOf(f({ type: 'boolean' }))).toBe('bool')
    expect(formatOf(f({ type: 'object' }))).toBe('text')
    expect(formatOf(f({ type: 'object', 'x-format': 'skuAttrs' }))).toBe('skuAttrs')
    expect(formatOf(f({ format: 'mobile' }))).toBe('text')
  })

  it('formats values for exports and details', () => {
    expect(formatValue({ type: 'number', title: '金额', 'x-format': 'amount' }, 1000)).toBe('1,000.00')
    expect(formatValue(status, 1)).toBe('启用')
    expect(formatValue({ type: 'boolean', title: 'b' }, true)).toBe('是')
    expect(formatValue({ type: 'boolean', title: 'b' }, false)).toBe('否')
    expect(formatValue({ type: 'boolean', title: 'b' }, null)).toBe('')
    expect(formatValue({ type: 'object', title: 'o', 'x-format': 'skuAttrs' }, { 色: '红' })).toBe('色:红')
    expect(formatValue({ type: 'object', title: 'o' }, { a: 1 })).toBe('{"a":1}')
    expect(formatValue({ type: 'array', title: 'o', 'x-format': 'image' }, ['/a.png', { url: '/b.png' }])).toBe('/a.png,/b.png')
    expect(formatValue({ type: 'string', title: 'f', 'x-format': 'file' }, 'a.pdf, b.pdf')).toBe('a.pdf,b.pdf')
    expect(formatValue({ type: 'integer', title: 'n' }, 7)).toBe('7')
    expect(formatValue({ type: 'integer', title: 'q', 'x-format': 'quantity' }, 1200)).toBe('1,200')
    expect(formatValue({ type: 'number', title: 'p', 'x-format': 'percent' }, 6)).toBe('6%')
    expect(formatValue({ type: 'number', title: 'p' }, 6, 'amount')).toBe('6.00') // a column's format wins
    expect(formatValue({ type: 'number', title: 'p', 'x-format': 'amount' }, 6, '')).toBe('6.00')
  })
})

describe('registry', () => {
  // The names config may use are FORMAT_NAMES (check-config checks them): no format joins at run time.
  it('has exactly the formats of the name list; another name shows plain text', () => {
    expect(Object.keys(formats).sort()).toEqual([...FORMAT_NAMES].sort())
    expect(Object.keys(formats).sort()).toEqual(['amount', 'bool', 'date', 'datetime', 'enum', 'file', 'image', 'percent', 'quantity', 'skuAttrs', 'text'])
    expect(formatWith('no-such-format', 5)).toBe('5')
    expect(formatWith('toString', 5)).toBe('5') // inherited names are not formats
    expect(formatWith('enum', 1)).toBe('1') // enum without a field
  })
})
