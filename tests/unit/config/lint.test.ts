// Cross-reference lint on the merged config, each error located through provenance.

import { describe, expect, it } from 'vitest'
import { formatError, loadConfig } from '../../../src/config/load.ts'
import type { ConfigSource } from '../../../src/config/load.ts'
import type { Registries } from '../../../src/config/types.ts'
import { cleanSources, edited, withBroken } from './helpers.ts'

function load(sources: ConfigSource[], variant = 'prison', registries?: Registries) {
  return loadConfig(sources, { variant, registries })
}

const messages = (sources: ConfigSource[], variant = 'prison', registries?: Registries) => load(sources, variant, registries).errors.map(formatError)

describe('lint: the fixture cases', () => {
  it('an endpoint naming a missing entity', () => {
    const { errors, config } = load(withBroken('endpoints.yaml', 'endpoints-missing-entity.yaml'))
    expect(config).toBeNull()
    expect(errors).toEqual([
      {
        file: 'endpoints.yaml',
        line: 13,
        col: 36,
        message: '实体 "purchaseOrder" 不存在',
        pointer: '/endpoints/~1v1~1purchase~1export/entity',
      },
    ])
  })

  it('a screen column naming a missing field', () => {
    expect(load(withBroken('screens.yaml', 'screens-missing-field.yaml')).errors).toEqual([
      {
        file: 'screens.yaml',
        line: 45,
        col: 5,
        message: '字段 "weight" 不在实体 "purchase" 中',
        pointer: '/screens/purchase-order-mag/columns/weight',
      },
    ])
  })

  it('a workflow transition to an undeclared state', () => {
    expect(load(withBroken('schemas/workflows/purchase.yaml', 'workflow-bad-state.yaml')).errors).toEqual([
      {
        file: 'schemas/workflows/purchase.yaml',
        line: 16,
        col: 35,
        message: '状态 99 未在 states 中声明',
        pointer: '/workflows/purchase/transitions/close/to',
      },
    ])
  })

  it('an undeclared permission', () => {
    expect(load(withBroken('schemas/workflows/purchase.yaml', 'workflow-bad-permission.yaml')).errors).toEqual([
      {
        file: 'schemas/workflows/purchase.yaml',
        line: 13,
        col: 5,
        message: '权限 "采购单送审" 未在任何页面的 functions 中声明（是否想写 "采购单提交"？）',
        pointer: '/workflows/purchase/transitions/submitreview/permission',
      },
    ])
  })

  it('a variant overlay that adds a bad column names the variant file and line', () => {
    const sources = withBroken('schemas/variants/customer.yaml', 'customer-bad-column.yaml')
    expect(load(sources, 'customer').errors).toEqual([
      {
        file: 'schemas/variants/customer.yaml',
        line: 31,
        col: 7,
        message: '字段 "shortCode" 不在实体 "purchase" 中',
        pointer: '/screens/purchase-order-mag/columns/shortCode',
      },
    ])
    // The other variant does not carry the overlay.
    expect(load(sources, 'prison').errors).toEqual([])
  })

  it('a variant overlay that breaks a shape is located in the variant file', () => {
    const sources = withBroken('schemas/variants/customer.yaml', 'customer-bad-width.yaml')
    expect(load(sources, 'customer').errors).toEqual([
      {
        file: 'schemas/variants/customer.yaml',
        line: 26,
        col: 17,
        message: '"width" 应为 integer',
        pointer: '/screens/storage-mag/columns/remark/width',
      },
    ])
  })
})

describe('lint: entities', () => {
  it('checks $id against the file name', () => {
    expect(messages(edited('schemas/entities/provider.json', '"$id": "provider"', '"$id": "supplier"'))).toEqual([
      'schemas/entities/provider.json:2:3 "$id" 应为 "provider"（与文件名相同）',
    ])
  })

  it('checks that x-atLeast names a comparable sibling', () => {
    const line = 'schemas/entities/purchaseLine.json'
    const price = '"price": { "type": "number", "title": "单价", "x-format": "amount" }'
    expect(messages(edited(line, price, price.replace(' }', ', "x-atLeast": "qty" }')))).toEqual([])
    expect(messages(edited(line, price, price.replace(' }', ', "x-atLeast": "cost" }')))).toEqual([
      'schemas/entities/purchaseLine.json:12:71 "x-atLeast" 所指字段 "cost" 不在 properties 中',
    ])
    expect(messages(edited(line, price, price.replace(' }', ', "x-atLeast": "skuCode" }')))).toEqual([
      'schemas/entities/purchaseLine.json:12:71 "x-atLeast" 只能比较数字与数字、日期与日期："skuCode" 与本字段不可比较',
    ])
  })

  it('checks required names, enum label counts and x-table names', () => {
    const sources = edited('schemas/entities/storage.json', '"x-enumColors": ["default", "success"]', '"x-enumColors": ["default"]')
    expect(messages(sources)).toEqual(['schemas/entities/storage.json:16:7 "x-enumColors" 有 1 项，enum 有 2 项'])
    expect(messages(edited('schemas/entities/provider.json', '"required": ["name"]', '"required": ["name", "code"]'))).toEqual([
      'schemas/entities/provider.json:6:24 必填字段 "code" 不在 properties 中',
    ])
    expect(messages(edited('schemas/entities/provider.json', '"x-table": "provider"', '"x-table": "storage"'))).toEqual([
      'schemas/entities/storage.json:5:3 表名 "storage" 已被实体 "provider" 使用',
    ])
    expect(messages(edited('schemas/entities/provider.json', '"x-table": "provider"', '"x-table": "Provider"'))).toEqual([
      'schemas/entities/provider.json:5:3 表名 "Provider" 应为 snake_case（小写字母、数字和 _）',
    ])
  })

  it('checks that x-ref names an entity with a table', () => {
    expect(messages(edited('schemas/entities/purchase.json', '"x-ref": "provider"', '"x-ref": "purchaseSettle"'))).toEqual([
      'schemas/entities/purchase.json:12:56 实体 "purchaseSettle" 没有 x-table，不是数据表',
    ])
  })

  it('checks x-label, x-defaultSort, x-lines and x-unique fields', () => {
    expect(messages(edited('schemas/entities/purchase.json', '"x-label": "purchaseNo"', '"x-label": "orderNo"'))).toEqual([
      'schemas/entities/purchase.json:6:3 字段 "orderNo" 不在实体 "purchase" 的 properties 中',
    ])
    expect(messages(edited('schemas/entities/storage.json', '"field": "createdAt"', '"field": "sortNo"'))).toEqual([
      'schemas/entities/storage.json:6:22 字段 "sortNo" 不在实体 "storage" 的 properties 中',
    ])
    expect(messages(edited('schemas/entities/purchase.json', '"x-lines": "purchaseLine"', '"x-lines": "purchaseLines"'))).toEqual([
      'schemas/entities/purchase.json:7:3 实体 "purchaseLines" 不存在（是否想写 "purchaseLine"？）',
    ])
    expect(messages(edited('schemas/entities/purchaseLine.json', '"x-unique": ["purchaseId"]', '"x-unique": ["orderId"]'))).toEqual([
      'schemas/entities/purchaseLine.json:10:68 字段 "orderId" 不在实体 "purchaseLine" 的 properties 中',
    ])
  })
})

describe('lint: endpoints', () => {
  it('needs an entity with a table for CRUD operations', () => {
    expect(messages(edited('endpoints.yaml', '/storage/options: { op: options, entity: storage }', '/storage/options: { op: options }'))).toEqual([
      'endpoints.yaml:6:1 op "options" 需要 "entity"',
    ])
  })

  it('checks transitions both ways', () => {
    const sources = edited('endpoints.yaml', 'transition: close }', 'transition: submitreview }')
    expect(messages(sources)).toEqual([
      'endpoints.yaml:11:59 流程 "purchase" 的转换 "submitreview" 的 endpoint 应为 "/v1/purchase/close"（现为 "/v1/purchase/submitreview"）',
      'schemas/workflows/purchase.yaml:16:43 接口 "/v1/purchase/close" 指向流程 "purchase" 的转换 "submitreview"，应为 "purchase" 的 "close"',
    ])
  })

  it('checks handler, prefix, method, toggle field and filters', () => {
    expect(messages(edited('endpoints.yaml', 'op: custom, handler: purchase.settle,', 'op: custom,'))).toEqual([
      'endpoints.yaml:12:1 op "custom" 需要 "handler"',
    ])
    expect(
      messages(
        edited('endpoints.yaml', '/v1/purchase/list: { op: list, entity: purchase }', '/v1/purchase/list: { op: list, entity: purchase, prefix: true }'),
      ),
    ).toEqual(['endpoints.yaml:8:50 "prefix: true" 只能用于 op planned 或 custom'])
    expect(messages(edited('endpoints.yaml', '/storage/add: { op: create,', '/storage/add: { op: create, method: GET,'))).toEqual([
      'endpoints.yaml:3:29 op "create" 不能用 GET',
    ])
    expect(messages(edited('endpoints.yaml', 'field: status, param: type', 'field: state, param: type'))).toEqual([
      'endpoints.yaml:5:49 字段 "state" 不在实体 "storage" 的 properties 中（是否想写 "status"？）',
    ])
    expect(messages(edited('endpoints.yaml', 'filters: { name: like, status: eq }', 'filters: { name: like, state: eq }'))).toEqual([
      'endpoints.yaml:1:68 字段 "state" 不在实体 "storage" 中（是否想写 "status"？）',
    ])
  })

  it('checks handler and effect names only against the registries given', () => {
    const registries: Registries = { handlers: new Set(['purchase.settle']), effects: new Set(['purchase.close']) }
    expect(messages(cleanSources(), 'prison', registries)).toEqual([])
    expect(messages(cleanSources(), 'customer', registries)).toEqual(['schemas/variants/customer.yaml:31:30 处理函数 "purchase.settleCustomer" 未注册'])
    expect(messages(cleanSources(), 'prison', { handlers: new Set(), effects: new Set() })).toEqual([
      'endpoints.yaml:12:40 处理函数 "purchase.settle" 未注册',
      'schemas/workflows/purchase.yaml:16:92 效果 "purchase.close" 未注册',
    ])
  })
})

describe('lint: screens', () => {
  it('accepts implicit columns and <ref>Name columns', () => {
    expect(messages(cleanSources())).toEqual([])
  })

  it('checks group, endpoints, forms, routes and option sources', () => {
    expect(messages(edited('screens.yaml', '  group: /basic\n', '  group: /base\n'))).toEqual(['screens.yaml:5:3 菜单组 "/base" 不存在'])
    expect(messages(edited('screens.yaml', 'toggle: /storage/status', 'toggle: /storage/state'))).toEqual([
      'screens.yaml:9:37 接口 "/storage/state" 不存在（是否想写 "/storage/status"？）',
    ])
    expect(messages(edited('screens.yaml', 'add: { form: purchase-edit }', 'add: { form: purchase-order-mag }'))).toEqual([
      'screens.yaml:46:12 页面 "purchase-order-mag" 不是表单（kind: list）',
    ])
    expect(messages(edited('screens.yaml', 'link: detail }', 'link: detail }\n    more: { title: 更多 }'))).toEqual([
      'screens.yaml:42:5 字段 "more" 不在实体 "purchase" 中',
    ])
    expect(messages(edited('screens.yaml', 'dependsOn: providerId', 'dependsOn: ownerId'))).toEqual([
      'screens.yaml:56:56 "dependsOn" 的 "ownerId" 应为同一组中的另一个字段',
    ])
  })

  it('lets a line’s source depend on a header field, not on an unknown one', () => {
    expect(messages(edited('screens.yaml', '    skuCode: {}\n', '    skuCode: { source: { endpoint: /provider/options, dependsOn: providerId } }\n'))).toEqual(
      [],
    )
    expect(messages(edited('screens.yaml', '    skuCode: {}\n', '    skuCode: { source: { endpoint: /provider/options, dependsOn: ownerId } }\n'))).toEqual([
      'screens.yaml:59:55 "dependsOn" 的 "ownerId" 应为同一组中的另一个字段',
    ])
  })

  it('checks line fields against the x-lines entity', () => {
    expect(messages(edited('screens.yaml', '    qty: {}\n', '    quantity: {}\n'))).toEqual(['screens.yaml:60:5 字段 "quantity" 不在实体 "purchaseLine" 中'])
  })

  it('needs an entity or a list endpoint on a list screen', () => {
    expect(messages(edited('screens.yaml', '  title: 采购订单\n  entity: purchase\n', '  title: 采购订单\n'))).toEqual([
      'screens.yaml:29:1 列表页需要 "entity" 或 "endpoints.list"',
    ])
  })
})

describe('lint: a screen filter against its list call', () => {
  it('a filter, or a tab param, the list call would refuse, and an op other than the call filters by', () => {
    expect(messages(withBroken('screens.yaml', 'screens-filters.yaml'))).toEqual([
      'screens.yaml:11:34 筛选 "status" 的 op 为 like，接口 "/storage/list" 按 eq 筛选',
      'screens.yaml:11:57 接口 "/storage/list" 不接受筛选 "createdAt"',
      'screens.yaml:70:38 页面 "storage-mag" 的列表接口 "/storage/list" 不接受筛选 "code"',
    ])
  })

  it('suggests the accepted filter closest to the name', () => {
    const sources = edited('endpoints.yaml', 'filters: { name: like, status: eq }', 'filters: { name: like, status: eq, createdBy: eq }')
    const screens = sources.find((s) => s.path === 'screens.yaml')!
    screens.text = screens.text.replace('filters: { name: {}, status: {} }', 'filters: { name: {}, status: {}, createdAt: {} }')
    expect(messages(sources)).toEqual(['screens.yaml:11:36 接口 "/storage/list" 不接受筛选 "createdAt"（是否想写 "createdBy"？）'])
  })

  it('an endpoint filter on a name without a column (a reference label) is refused where it is declared', () => {
    const sources = edited(
      'endpoints.yaml',
      '/v1/purchase/list: { op: list, entity: purchase }',
      '/v1/purchase/list: { op: list, entity: purchase, filters: { storageName: like } }',
    )
    expect(messages(sources)).toEqual(['endpoints.yaml:8:61 字段 "storageName" 没有数据列（引用名称或虚拟字段），不能作筛选'])
  })
})

describe('lint: workflows', () => {
  it('checks the entity and the state field', () => {
    expect(messages(edited('schemas/workflows/purchase.yaml', 'entity: purchase\n', 'entity: purchase\nfield: state\n'))).toEqual([
      'schemas/workflows/purchase.yaml:2:1 字段 "state" 不在实体 "purchase" 的 properties 中（是否想写 "status"？）',
    ])
  })

  it('needs a transition endpoint to be op transition', () => {
    expect(messages(edited('schemas/workflows/purchase.yaml', 'endpoint: /v1/purchase/close', 'endpoint: /v1/purchase/export'))).toEqual([
      'endpoints.yaml:11:59 流程 "purchase" 的转换 "close" 的 endpoint 应为 "/v1/purchase/close"（现为 "/v1/purchase/export"）',
      'schemas/workflows/purchase.yaml:16:43 接口 "/v1/purchase/export" 应为 op: transition（现为 export）',
    ])
  })
})

describe('lint beside other errors: every usable part is linted, nothing misleading is added', () => {
  it('a JSON syntax error in one entity does not stop the lint, nor make its references errors', () => {
    // screens, endpoints and purchase.storageId all name the storage entity that did not parse.
    const sources = withBroken('schemas/entities/storage.json', 'storage-trailing-comma.json', ['screens.yaml', 'screens-missing-field.yaml'])
    expect(messages(sources)).toEqual([
      'schemas/entities/storage.json:19:68 JSON 语法错误：多余的逗号（JSON 不允许末尾逗号）',
      'screens.yaml:45:5 字段 "weight" 不在实体 "purchase" 中',
    ])
  })

  it('a variant with a syntax error gives that one message; the other variants are linted', () => {
    const sources = withBroken('schemas/variants/prison.yaml', 'prison-syntax.yaml', ['screens.yaml', 'screens-missing-field.yaml'])
    expect(messages(sources, 'prison')).toEqual([
      'schemas/variants/prison.yaml:5:3 YAML 语法错误：Flow sequence in block collection must be sufficiently indented and end with a ]',
    ])
    expect(messages(sources, 'customer')).toEqual([
      'schemas/variants/prison.yaml:5:3 YAML 语法错误：Flow sequence in block collection must be sufficiently indented and end with a ]',
      'screens.yaml:45:5 字段 "weight" 不在实体 "purchase" 中',
    ])
  })

  it('a shape error in one screen leaves that screen out, and the lint of the rest runs', () => {
    // storage-mag opens the storage-edit form, which is left out: no "页面不存在" for it.
    const sources = withBroken('screens.yaml', 'screens-edit-span.yaml', ['endpoints.yaml', 'endpoints-missing-entity.yaml'])
    expect(messages(sources)).toEqual(['endpoints.yaml:13:36 实体 "purchaseOrder" 不存在', 'screens.yaml:27:61 "span" 应为 integer'])
  })
})
