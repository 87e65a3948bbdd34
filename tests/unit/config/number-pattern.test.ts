// The grammar of x-generated (src/config/number-pattern.ts) and check-config's refusal of a bad one.
import { describe, expect, it } from 'vitest'
import { counterKey, formatNumber, parseNumberPattern, type NumberPattern } from '../../../src/config/number-pattern.ts'
import { formatError, loadConfig } from '../../../src/config/load.ts'
import { edited } from './helpers.ts'

function parsed(text: string): NumberPattern {
  const p = parseNumberPattern(text)
  if ('error' in p) throw new Error(p.error)
  return p
}

describe('number patterns', () => {
  it('{yyyyMMdd} is the day, {seq:N} the counter padded to N, the rest literal', () => {
    const p = parsed('CK{yyyyMMdd}{seq:4}')
    expect(formatNumber(p, '20261122', 7)).toBe('CK202611220007')
    expect(formatNumber(parsed('BG{yyyyMMdd}{seq:5}'), '20261122', 12)).toBe('BG2026112200012')
    expect(formatNumber(parsed('FY{seq:4}'), '20261122', 3)).toBe('FY0003')
    expect(formatNumber(parsed('R-{yyyyMMdd}-{seq:2}-X'), '20300102', 9)).toBe('R-20300102-09-X')
    // A counter that outgrows its digits keeps counting rather than wrapping.
    expect(formatNumber(parsed('{seq:1}'), '20261122', 10)).toBe('10')
  })

  it('counts per day for a dated pattern and once for an undated one (the keys of the old numbers)', () => {
    expect(counterKey(parsed('CK{yyyyMMdd}{seq:4}'), '20261122')).toBe('CK20261122')
    expect(counterKey(parsed('FY{seq:4}'), '20261122')).toBe('FY')
    expect(parsed('CK{yyyyMMdd}{seq:4}').length).toBe(14)
  })

  it('refuses a pattern it cannot follow, saying what is wrong', () => {
    const error = (t: string) => (parseNumberPattern(t) as { error: string }).error
    expect(error('CK{yyyyMMdd}')).toBe('编号模式 "CK{yyyyMMdd}" 须恰好含一个 {seq:N}（流水号）')
    expect(error('{seq:2}{seq:2}')).toBe('编号模式 "{seq:2}{seq:2}" 须恰好含一个 {seq:N}（流水号）')
    expect(error('CK{yyyy}{seq:4}')).toBe('编号模式 "CK{yyyy}{seq:4}" 中的 {yyyy} 不可识别：只能用 {yyyyMMdd} 与 {seq:N}（N 为 1–9）')
    expect(error('CK{seq:0}')).toContain('{seq:0} 不可识别')
    expect(error('CK{seq:10}')).toContain('{seq:10} 不可识别')
    expect(error('CK{seq:4')).toBe('编号模式 "CK{seq:4" 的花括号不成对')
    expect(error('{yyyyMMdd}{yyyyMMdd}{seq:4}')).toBe('编号模式 "{yyyyMMdd}{yyyyMMdd}{seq:4}" 最多含一个 {yyyyMMdd}')
  })
})

describe('check-config', () => {
  const messages = (from: string, to: string) => loadConfig(edited('schemas/entities/purchase.json', from, to), { variant: 'prison' }).errors.map(formatError)
  const declared = '"x-generated": "CG{yyyyMMdd}{seq:4}"'

  it('refuses a malformed pattern at its file, line and column', () => {
    expect(messages(declared, '"x-generated": "CG{yyyyMMdd}"')).toEqual([
      'schemas/entities/purchase.json:11:56 编号模式 "CG{yyyyMMdd}" 须恰好含一个 {seq:N}（流水号）',
    ])
  })

  it('refuses a pattern longer than its field', () => {
    expect(messages(declared, '"maxLength": 8, "x-generated": "CG{yyyyMMdd}{seq:4}"')).toEqual([
      'schemas/entities/purchase.json:11:72 编号最长 14 个字符，超过字段的 maxLength 8',
    ])
  })

  it('accepts the fixture as it is', () => {
    expect(messages(declared, declared)).toEqual([])
  })
})
