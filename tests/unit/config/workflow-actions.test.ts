// A screen that names its workflow gets the transitions with an endpoint as row actions,
// expanded once by the loader (after the variant's overlays, before the lint).

import { describe, expect, it } from 'vitest'
import { formatError, loadConfig } from '../../../src/config/load.ts'
import type { ConfigSource } from '../../../src/config/load.ts'
import type { ScreenDef } from '../../../src/config/types.ts'
import { cleanSources, edited } from './helpers.ts'

const SCREEN = 'purchase-order-mag'
const load = (sources: ConfigSource[], variant = 'prison') => loadConfig(sources, { variant })
const actionsOf = (sources: ConfigSource[], variant = 'prison') => (load(sources, variant).config!.screens[SCREEN] as ScreenDef).rowActions
const messages = (sources: ConfigSource[], variant = 'prison') => load(sources, variant).errors.map(formatError)

/** The fixture's purchase list with these rowActions lines (two-space indented YAML). */
const withRowActions = (yaml: string) => edited('screens.yaml', '  workflow: purchase\n', `  workflow: purchase\n  rowActions:\n${yaml}`)

const SUBMIT = {
  title: '提交审核',
  endpoint: '/v1/purchase/submitreview',
  confirm: '确认提交审核？',
  permission: '采购单提交',
  visibleWhen: { status: { eq: 0 } },
}
const CLOSE = { title: '关闭', endpoint: '/v1/purchase/close', permission: '采购单关闭', visibleWhen: { status: { eq: 20 } } }

describe('row actions from the workflow', () => {
  it('gives one action per transition with an endpoint; approval-fired ones get none', () => {
    expect(actionsOf(cleanSources())).toEqual({ submitreview: SUBMIT, close: CLOSE })
  })

  it('shows a transition from several states with in, on the workflow’s state field', () => {
    const sources = edited('schemas/workflows/purchase.yaml', '    from: [0]\n', '    from: [0, 10]\n').map((s) =>
      s.path === 'schemas/workflows/purchase.yaml' ? { ...s, text: s.text.replace('entity: purchase\n', 'entity: purchase\nfield: storageId\n') } : s,
    )
    expect(actionsOf(sources)!.submitreview.visibleWhen).toEqual({ storageId: { in: [0, 10] } })
  })

  it('lets the screen override some keys and leave a transition out with null', () => {
    const actions = actionsOf(
      withRowActions(
        ['    view: { title: 查看, route: purchase-edit, order: 0 }', '    submitreview: { title: 送审, order: 3 }', '    close: null', ''].join('\n'),
      ),
    )
    expect(actions).toEqual({
      view: { title: '查看', route: 'purchase-edit', order: 0 },
      submitreview: { ...SUBMIT, title: '送审', order: 3 },
    })
    // The screen's own entries keep their places in the map.
    expect(Object.keys(actions!)).toEqual(['view', 'submitreview'])
  })

  it('replaces a condition whole rather than merging two conditions into one', () => {
    const actions = actionsOf(withRowActions('    close: { visibleWhen: { status: { in: [20, 30] } } }\n'))
    expect(actions!.close.visibleWhen).toEqual({ status: { in: [20, 30] } })
  })

  it('expands after the variant’s overlays, so a variant changing a transition changes the buttons', () => {
    const sources = edited(
      'schemas/variants/customer.yaml',
      '  /v1/purchase/settlement: { handler: purchase.settleCustomer }\n',
      '  /v1/purchase/settlement: { handler: purchase.settleCustomer }\nworkflows:\n  purchase: { transitions: { close: { confirm: 关闭后不能再入库，确认？ } } }\n',
    )
    expect(actionsOf(sources, 'customer')!.close.confirm).toBe('关闭后不能再入库，确认？')
    expect(actionsOf(sources, 'prison')!.close.confirm).toBeUndefined()
  })

  it('leaves a screen without a workflow, and a form naming one, as they are', () => {
    const form = load(cleanSources()).config!.screens['purchase-edit'] as ScreenDef
    expect(form.rowActions).toBeUndefined()
    const sources = edited('screens.yaml', '  title: 采购单\n  entity: purchase\n', '  title: 采购单\n  entity: purchase\n  workflow: purchase\n')
    expect(messages(sources)).toEqual(['screens.yaml:53:3 workflow 只用于列表、详情和审批页（kind: list, detail, approval），本页为 kind: form'])
  })
})

describe('lint of the expanded actions', () => {
  it('locates a problem of a generated action at the transition', () => {
    const sources = edited('schemas/workflows/purchase.yaml', '    permission: 采购单提交\n', '    permission: 采购单送审\n')
    // The transition and the action it gives are one line: reported once.
    expect(messages(sources)).toEqual(['schemas/workflows/purchase.yaml:13:5 权限 "采购单送审" 未在任何页面的 functions 中声明（是否想写 "采购单提交"？）'])
  })

  it('locates a problem the screen wrote at the screen', () => {
    expect(messages(withRowActions('    close: { permission: 采购单关掉 }\n'))).toEqual([
      'screens.yaml:36:14 权限 "采购单关掉" 未在任何页面的 functions 中声明（是否想写 "采购单关闭"？）',
    ])
  })

  it('reports a null that removes nothing', () => {
    expect(messages(withRowActions('    accept: null\n'))).toEqual([
      'screens.yaml:36:5 流程 "purchase" 没有带接口（endpoint）的转换 "accept"，null 去不掉任何动作',
    ])
    expect(messages(edited('screens.yaml', '    edit: { form: storage-edit, mode: edit, permission: 仓库编辑 }\n', '    edit: null\n'))).toEqual([
      'screens.yaml:20:5 只有指定了 workflow 的页面才能用 null 去掉流程生成的动作',
    ])
  })

  it('reports a workflow of another entity', () => {
    const sources = edited(
      'screens.yaml',
      '  entity: storage\n  endpoints: { list: /storage/list,',
      '  entity: storage\n  workflow: purchase\n  endpoints: { list: /storage/list,',
    )
    expect(messages(sources)).toContain('screens.yaml:9:3 流程 "purchase" 属于实体 "purchase"，不是本页的实体 "storage"')
  })
})
