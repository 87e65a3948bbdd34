// check-config checks `widget:`, `format:` and `component:` against the web engine's name lists
// (src/web/engine/registry-names.ts through tools/lib/registries.ts): a misspelled name is an
// error at its file:line:col with the nearest registered name, not a blank screen at run time.

import { describe, expect, it } from 'vitest'
import { formatError, loadConfig } from '../../../src/config/load.ts'
import type { ConfigSource } from '../../../src/config/load.ts'
import { webRegistries } from '../../../tools/lib/registries.ts'
import { cleanSources, edited } from './helpers.ts'

const messages = (sources: ConfigSource[]) => loadConfig(sources, { variant: 'prison', registries: webRegistries() }).errors.map(formatError)

describe('lint: web registry names', () => {
  it('accepts the registered names the fixture uses', () => {
    expect(messages(cleanSources())).toEqual([])
  })

  it('reports a misspelled widget of a form field, a line and a filter with "did you mean"', () => {
    expect(messages(edited('screens.yaml', 'remark: { widget: textarea } }', 'remark: { widget: texarea } }'))).toEqual([
      'screens.yaml:27:43 控件 "texarea" 未注册（是否想写 "textarea"？）',
    ])
    expect(messages(edited('screens.yaml', '    qty: {}\n', '    qty: { widget: numbr }\n'))).toEqual([
      'screens.yaml:60:12 控件 "numbr" 未注册（是否想写 "number"？）',
    ])
    expect(messages(edited('screens.yaml', '    purchaseNo: {}\n', '    purchaseNo: { widget: txt }\n'))).toEqual([
      'screens.yaml:37:19 控件 "txt" 未注册（是否想写 "text"？）',
    ])
  })

  it('reports an unknown column format and component', () => {
    expect(messages(edited('screens.yaml', '    totalAmount: {}\n', '    totalAmount: { format: amout }\n'))).toEqual([
      'screens.yaml:44:20 格式 "amout" 未注册（是否想写 "amount"？）',
    ])
    const custom = 'storage-edit:\n  kind: form\n'
    expect(messages(edited('screens.yaml', custom, `${custom}  component: print-purchse\n`))).toEqual([
      'screens.yaml:24:3 组件 "print-purchse" 未注册（是否想写 "print-purchase"？）',
    ])
  })
})
