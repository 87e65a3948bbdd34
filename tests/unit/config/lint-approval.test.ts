// Lint of the approval engine's config: a workflow's `approval` names its own transitions and a
// document type of approvalFlow.docType; an approval screen names such a type.

import { describe, expect, it } from 'vitest'
import { formatError, loadConfig } from '../../../src/config/load.ts'
import type { ConfigSource } from '../../../src/config/load.ts'
import { cleanSources } from './helpers.ts'

const APPROVAL_FLOW = JSON.stringify({
  $id: 'approvalFlow',
  title: '审批流程',
  type: 'object',
  'x-table': 'approval_flow',
  properties: { docType: { type: 'string', title: '单据类型', maxLength: 32, enum: ['goods', 'purchase'], 'x-enumNames': ['商品', '采购单'] } },
})

/** The clean fixture plus approvalFlow, the purchase workflow with `approval` text appended, and extra screens. */
function sources(approval: string, screens = ''): ConfigSource[] {
  return [
    ...cleanSources().map((s) => {
      if (s.path === 'schemas/workflows/purchase.yaml') return { ...s, text: s.text + approval }
      if (s.path === 'screens.yaml') return { ...s, text: s.text + screens }
      return s
    }),
    { path: 'schemas/entities/approvalFlow.json', text: APPROVAL_FLOW },
  ]
}

const messages = (src: ConfigSource[]) => loadConfig(src, { variant: 'prison' }).errors.map(formatError)

// The fixture's purchase workflow: submitreview 0→10, accept 10→20, close 20→90.
describe('lint: approval', () => {
  it('accepts an approval naming the workflow’s transitions and a known type', () => {
    expect(messages(sources('approval: { docType: purchase, submit: submitreview, accept: accept, reject: close }\n'))).toEqual([
      'schemas/workflows/purchase.yaml:17:70 转换 "close" 的 from 应包含提交后的状态 10',
    ])
  })

  it('names a missing transition and an unknown document type', () => {
    expect(messages(sources('approval: { docType: purchases, submit: submitreview, accept: acept, reject: submitreview }\n'))).toEqual([
      'schemas/workflows/purchase.yaml:17:1 submit、accept、reject 应为三个不同的转换',
      'schemas/workflows/purchase.yaml:17:13 审批单据类型 "purchases" 不在 approvalFlow.docType 的取值中（是否想写 "purchase"？）',
      'schemas/workflows/purchase.yaml:17:55 流程 "purchase" 没有转换 "acept"（是否想写 "accept"？）',
      'schemas/workflows/purchase.yaml:17:70 转换 "submitreview" 的 from 应包含提交后的状态 10',
    ])
  })

  it('checks every field of a summary list, and refuses an empty list', () => {
    const wf = (summary: string) => `approval: { docType: purchase, submit: submitreview, accept: accept, reject: close, summary: ${summary} }\n`
    expect(messages(sources(wf('[purchaseNo, remrk]')))).toEqual([
      'schemas/workflows/purchase.yaml:17:70 转换 "close" 的 from 应包含提交后的状态 10',
      'schemas/workflows/purchase.yaml:17:107 字段 "remrk" 不在实体 "purchase" 中（是否想写 "remark"？）',
    ])
    expect(messages(sources(wf('[]')))).toEqual(['schemas/workflows/purchase.yaml:17:85 "summary" 至少要有 1 项'])
  })

  it('needs an approval screen to name a known document type', () => {
    const screens =
      '\npurchase-to-examine: { kind: approval, title: 采购审批 }\ngoods-to-examine: { kind: approval, title: 商品审批, docType: good }\nplain-list: { kind: list, title: 列表, entity: purchase, docType: purchase }\n'
    expect(messages(sources('', screens))).toEqual([
      expect.stringMatching(/^screens\.yaml:\d+:1 审批页（kind: approval）需要 "docType"$/),
      expect.stringMatching(/^screens\.yaml:\d+:\d+ 审批单据类型 "good" 不在 approvalFlow\.docType 的取值中（是否想写 "goods"？）$/),
      expect.stringMatching(/^screens\.yaml:\d+:\d+ 只有审批页（kind: approval）可以有 docType$/),
    ])
  })
})
