import { describe, expect, it } from 'vitest'
import type { ScreensFile } from '../../src/config/types.ts'
import { buildMenu, findRoute, groupRedirects, menuSelection, routesOf, type MenuModule, type MenuNode } from '../../src/web/shell/menu-routes.ts'

const screens: ScreensFile = {
  '/basic': { kind: 'group', title: '基础资料', icon: 'DatabaseOutlined', order: 10 },
  '/stock-mag': { kind: 'group', title: '库存管理', order: 60 },
  '/report': { kind: 'group', title: '报表中心', order: 120 },
  'warehouse-mag': { group: '/basic', kind: 'list', title: '仓库管理' },
  'warehouse-location': { group: '/basic', kind: 'list', title: '库位管理', icon: 'X' },
  'warehouse-area': { group: '/basic', kind: 'list', title: '库区管理', menu: false },
  'warehouse-edit': { kind: 'form', title: '仓库' },
  'payment-detail': { group: '/finance-mag', kind: 'detail', title: '付款详情', path: '/payment-detail/:id' },
  'stock-total': { group: '/stock-mag', kind: 'list', title: '库存总览' },
  'stock-print': { group: '/stock-mag', kind: 'print', title: '库存打印' },
  'goods-on-schedule': { group: '/report', kind: 'report', title: '临期' },
  'order-detail': { kind: 'detail', title: '订单详情', path: '/order-detail/:id' },
}

let nextId = 1
function mod(p: Partial<MenuModule> & { routerName: string | null }): MenuModule {
  return { moduleId: nextId++, parentId: null, moduleName: '', url: null, isRoot: false, icon: null, orderNo: 0, moduleType: 2, ...p }
}

function sample(): MenuModule[] {
  nextId = 1
  const basic = mod({ routerName: 'basic', moduleType: 1, moduleName: '基础', url: '/basic', orderNo: 10000, isRoot: true })
  const stock = mod({ routerName: 'stock-mag', moduleType: 1, moduleName: '库存', url: '/stock-mag', orderNo: 60000, isRoot: true })
  const report = mod({ routerName: 'report', moduleType: 1, moduleName: '报表', url: '/report', orderNo: 120000, isRoot: true })
  return [
    // deliberately out of order: the tree is sorted by orderNo
    mod({ routerName: 'warehouse-location', parentId: basic.moduleId, moduleName: '库位', url: '/basic/warehouse-location', orderNo: 10020 }),
    stock,
    report,
    mod({ routerName: 'warehouse-mag', parentId: basic.moduleId, moduleName: '仓库', url: '/basic/warehouse-mag', orderNo: 10010 }),
    basic,
    mod({ routerName: 'unknown-screen', parentId: basic.moduleId, moduleName: '旧页面', url: '/basic/unknown', orderNo: 10005 }),
    mod({ routerName: 'gone', parentId: report.moduleId, moduleName: '已下线报表', url: '/report/gone', orderNo: 120010 }),
  ]
}

describe('buildMenu', () => {
  it('builds a tree by parentId sorted by orderNo, titles from module names', () => {
    const tree = buildMenu(sample(), screens)
    expect(tree.map((n) => n.path)).toEqual(['/basic'])
    const basic = tree[0]
    expect(basic.kind).toBe('group')
    expect(basic.title).toBe('基础')
    expect(basic.icon).toBe('DatabaseOutlined') // config icon when the module has none
    expect(basic.children.map((c) => [c.routeName, c.title, c.path])).toEqual([
      ['warehouse-mag', '仓库', '/basic/warehouse-mag'],
      ['warehouse-location', '库位', '/basic/warehouse-location'],
    ])
  })

  it('drops unknown screens and groups left without children', () => {
    const tree = buildMenu(sample(), screens)
    const all = JSON.stringify(tree)
    expect(all).not.toContain('unknown-screen')
    expect(all).not.toContain('report') // its only child is unknown
    expect(all).not.toContain('stock-mag') // no child at all
  })

  it('ignores a group module whose routerName is not a group key, and modules without routerName', () => {
    nextId = 100
    const g = mod({ routerName: 'warehouse-mag', moduleType: 1, moduleName: 'x', url: '/x' })
    const tree = buildMenu([g, mod({ routerName: 'warehouse-mag', parentId: g.moduleId }), mod({ routerName: null })], screens)
    expect(tree).toEqual([])
  })

  it('keeps a screen whose parent is missing at the top level, falling back to the config title', () => {
    nextId = 200
    const tree = buildMenu([mod({ routerName: 'stock-total', parentId: 999, url: 'stock-mag/stock-total' })], screens)
    expect(tree).toEqual([
      { id: 200, kind: 'screen', routeName: 'stock-total', path: '/stock-mag/stock-total', title: '库存总览', icon: undefined, children: [] },
    ])
  })

  it('derives a path from the parent when the module has no url, and survives a parent cycle', () => {
    nextId = 300
    const g = mod({ routerName: 'basic', moduleType: 1, moduleName: '基础' })
    const a = mod({ routerName: 'warehouse-mag', parentId: g.moduleId, moduleName: '仓库' })
    const c1 = mod({ routerName: 'stock-total', parentId: 0 })
    const c2 = mod({ routerName: 'goods-on-schedule', parentId: c1.moduleId })
    c1.parentId = c2.moduleId
    const tree = buildMenu([g, a, c1, c2], screens)
    expect(tree.map((n) => n.path)).toEqual(['/basic'])
    expect(tree[0].children[0].path).toBe('/basic/warehouse-mag')
  })

  it('ignores module types other than group and screen', () => {
    nextId = 400
    const g = mod({ routerName: 'basic', moduleType: 1, url: '/basic' })
    expect(buildMenu([g, mod({ routerName: 'warehouse-mag', parentId: g.moduleId, moduleType: 3 })], screens)).toEqual([])
  })
})

describe('routesOf', () => {
  it('lists menu screens and always-present routes of visible groups and /constant', () => {
    const tree = buildMenu(sample(), screens)
    const routes = routesOf(tree, screens)
    expect(routes.map((r) => [r.path, r.routeName, r.title, r.group])).toEqual([
      ['/basic/warehouse-mag', 'warehouse-mag', '仓库', '/basic'],
      ['/basic/warehouse-location', 'warehouse-location', '库位', '/basic'],
      ['/basic/warehouse-area', 'warehouse-area', '库区管理', '/basic'],
      ['/constant/warehouse-edit', 'warehouse-edit', '仓库', undefined],
      ['/constant/order-detail/:id', 'order-detail', '订单详情', undefined],
    ])
    // print of /stock-mag and detail of /finance-mag are absent: those groups are not in this menu
    expect(routes.find((r) => r.routeName === 'stock-print')).toBeUndefined()
    expect(routes.find((r) => r.routeName === 'payment-detail')).toBeUndefined()
    expect(routes[0].screen).toBe(screens['warehouse-mag'])
  })

  it('adds a print route under its group once the group is in the menu', () => {
    nextId = 500
    const g = mod({ routerName: 'stock-mag', moduleType: 1, url: '/stock-mag', moduleName: '库存' })
    const routes = routesOf(buildMenu([g, mod({ routerName: 'stock-total', parentId: g.moduleId, url: '/stock-mag/stock-total' })], screens), screens)
    expect(routes.map((r) => r.path)).toContain('/stock-mag/stock-print')
  })

  it('lists a menu screen once even if two modules name it', () => {
    nextId = 600
    const g = mod({ routerName: 'basic', moduleType: 1, url: '/basic' })
    const mods = [
      g,
      mod({ routerName: 'warehouse-mag', parentId: g.moduleId, url: '/basic/warehouse-mag' }),
      mod({ routerName: 'warehouse-mag', parentId: g.moduleId, url: '/basic/wm2', orderNo: 5 }),
    ]
    const routes = routesOf(buildMenu(mods, screens), screens).filter((r) => r.routeName === 'warehouse-mag')
    expect(routes).toHaveLength(1)
  })

  it('routes a screen of an unheld group that a held screen opens (an approver opens the purchase order), and nothing else of that group', () => {
    nextId = 700
    const approvals: ScreensFile = {
      '/purchase-mag': { kind: 'group', title: '采购管理' },
      '/to-examine': { kind: 'group', title: '审批中心' },
      'purchase-order-mag': { group: '/purchase-mag', kind: 'list', title: '采购订单', rowActions: { edit: { title: '编辑', form: 'purchase-edit' } } },
      'purchase-edit': { group: '/purchase-mag', kind: 'form', title: '采购单' },
      'purchase-detail': {
        group: '/purchase-mag',
        kind: 'detail',
        title: '采购单详情',
        path: '/purchase-detail/:id',
        tabs: { lines: { title: '明细', screen: 'purchase-lines', param: 'purchaseId' } },
      },
      'purchase-lines': { group: '/purchase-mag', kind: 'list', title: '采购明细', menu: false },
      'purchase-to-examine': {
        group: '/to-examine',
        kind: 'approval',
        title: '采购审批',
        rowActions: { purchase: { title: '查看采购单', route: 'purchase-detail' } },
      },
    }
    const g = mod({ routerName: 'to-examine', moduleType: 1, url: '/to-examine' })
    const routes = routesOf(
      buildMenu([g, mod({ routerName: 'purchase-to-examine', parentId: g.moduleId, url: '/to-examine/purchase-to-examine' })], approvals),
      approvals,
    )
    expect(routes.map((r) => r.path)).toEqual(['/to-examine/purchase-to-examine', '/purchase-mag/purchase-detail/:id', '/purchase-mag/purchase-lines'])
    expect(findRoute(routes, '/purchase-mag/purchase-detail/42')).toMatchObject({ route: { routeName: 'purchase-detail' }, params: { id: '42' } })
  })

  it('gives only /constant routes for an empty menu', () => {
    expect(routesOf(buildMenu([], screens), screens).map((r) => r.path)).toEqual(['/constant/warehouse-edit', '/constant/order-detail/:id'])
  })
})

describe('groupRedirects', () => {
  it('maps every group path to its first child', () => {
    expect(groupRedirects(buildMenu(sample(), screens))).toEqual({ '/basic': '/basic/warehouse-mag' })
  })

  it('follows a nested group down to its first screen', () => {
    nextId = 700
    const outer = mod({ routerName: 'basic', moduleType: 1, url: '/basic', orderNo: 1 })
    const inner = mod({ routerName: 'stock-mag', moduleType: 1, url: '/basic/stock-mag', parentId: outer.moduleId, orderNo: 1 })
    const leaf = mod({ routerName: 'stock-total', url: '/basic/stock-mag/stock-total', parentId: inner.moduleId })
    const later = mod({ routerName: 'warehouse-mag', url: '/basic/warehouse-mag', parentId: outer.moduleId, orderNo: 2 })
    expect(groupRedirects(buildMenu([outer, inner, leaf, later], screens))).toEqual({
      '/basic': '/basic/stock-mag/stock-total',
      '/basic/stock-mag': '/basic/stock-mag/stock-total',
    })
  })
})

describe('findRoute', () => {
  const routes = routesOf(buildMenu(sample(), screens), screens)

  it('matches exact paths, ignoring query and trailing slash', () => {
    expect(findRoute(routes, '/basic/warehouse-mag')?.route.routeName).toBe('warehouse-mag')
    expect(findRoute(routes, '/basic/warehouse-mag/?a=1')?.route.routeName).toBe('warehouse-mag')
  })

  it('matches :params and decodes them', () => {
    const m = findRoute(routes, '/constant/order-detail/CK%2001')
    expect(m?.route.routeName).toBe('order-detail')
    expect(m?.params).toEqual({ id: 'CK 01' })
    expect(findRoute(routes, '/constant/order-detail/%E0')?.params).toEqual({ id: '%E0' })
  })

  it('answers undefined for unknown paths', () => {
    expect(findRoute(routes, '/basic/nope')).toBeUndefined()
    expect(findRoute(routes, '/constant/order-detail')).toBeUndefined()
  })
})

describe('menuSelection', () => {
  const node = (path: string, kind: MenuNode['kind'], children: MenuNode[] = []): MenuNode => ({ id: 0, kind, routeName: path, path, title: path, children })
  // A group inside a group, and two entries where one's path begins with the other's.
  const tree = [
    node('/out', 'group', [
      node('/out/ship', 'group', [node('/out/ship/order', 'screen'), node('/out/ship/order-sum', 'screen')]),
      node('/out/cancel', 'screen'),
    ]),
    node('/basic', 'group', [node('/basic/warehouse-mag', 'screen')]),
  ]

  it('selects the entry of a screen reached by its URL and opens every group above it', () => {
    expect(menuSelection(tree, '/out/ship/order-sum')).toEqual({ selected: ['/out/ship/order-sum'], open: ['/out', '/out/ship'] })
  })

  it('selects the entry of a page under a menu path (a record of the list)', () => {
    expect(menuSelection(tree, '/out/ship/order/42')).toEqual({ selected: ['/out/ship/order'], open: ['/out', '/out/ship'] })
  })

  it('opens the group of a screen outside the menu (a form or detail of that group)', () => {
    expect(menuSelection(tree, '/basic/warehouse-edit')).toEqual({ selected: [], open: ['/basic'] })
  })

  it('selects nothing for a path outside every group', () => {
    expect(menuSelection(tree, '/constant/order-detail/3')).toEqual({ selected: [], open: [] })
  })

  it('works on the tree built from the user modules', () => {
    const built = buildMenu(sample(), screens)
    expect(menuSelection(built, '/basic/warehouse-location')).toEqual({ selected: ['/basic/warehouse-location'], open: ['/basic'] })
  })
})
