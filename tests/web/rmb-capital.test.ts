// 大写金额 on printed purchase orders: the PBOC writing rules.
import { describe, expect, it } from 'vitest'
import { rmbCapital } from '../../src/web/screens/print/rmb-capital.ts'

describe('rmbCapital', () => {
  it.each([
    [0, '零元整'],
    [16, '壹拾陆元整'],
    [280.01, '贰佰捌拾元零壹分'],
    [1409.5, '壹仟肆佰零玖元伍角'],
    [6007.14, '陆仟零柒元壹角肆分'],
    [0.05, '伍分'],
    [0.5, '伍角'],
    [10010, '壹万零壹拾元整'],
    [100000, '壹拾万元整'],
    [1000001, '壹佰万零壹元整'],
    [325000.23, '叁拾贰万伍仟元贰角叁分'],
    [100000000, '壹亿元整'],
    [-12.3, '负壹拾贰元叁角'],
  ])('%s → %s', (v, text) => expect(rmbCapital(v)).toBe(text))

  it('rounds to the fen and gives nothing for no amount', () => {
    expect(rmbCapital(249.975)).toBe('贰佰肆拾玖元玖角捌分')
    expect(rmbCapital(null)).toBe('')
    expect(rmbCapital('abc')).toBe('')
  })
})
