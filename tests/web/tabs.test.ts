import { describe, expect, it } from 'vitest'
import {
  HOME_PATH,
  MAX_TABS,
  cachedPaths,
  initialTabs,
  restoreTabs,
  serializeTabs,
  tabsReducer,
  type Tab,
  type TabsAction,
  type TabsState,
} from '../../src/web/shell/tabs.ts'

const t = (path: string, extra: Partial<Tab> = {}): Tab => ({ path, routeName: path.split('/')[2] ?? path, title: path, ...extra })
const run = (actions: TabsAction[], from: TabsState = initialTabs): TabsState => actions.reduce(tabsReducer, from)
const openAll = (...tabs: Tab[]): TabsState => run(tabs.map((tab) => ({ type: 'open', tab })))
const paths = (s: TabsState) => s.tabs.map((x) => x.path)

describe('open', () => {
  it('adds and activates a tab', () => {
    const s = openAll(t('/basic/a'), t('/basic/b'))
    expect(paths(s)).toEqual(['/basic/a', '/basic/b'])
    expect(s.active).toBe('/basic/b')
  })

  it('never makes home a tab', () => {
    const s = openAll(t('/basic/a'), { path: HOME_PATH, routeName: 'home', title: '首页' })
    expect(paths(s)).toEqual(['/basic/a'])
    expect(s.active).toBe(HOME_PATH)
  })

  it('activates an already open path without duplicating it', () => {
    const s = openAll(t('/basic/a'), t('/basic/b'), t('/basic/a', { title: 'other' }))
    expect(paths(s)).toEqual(['/basic/a', '/basic/b'])
    expect(s.active).toBe('/basic/a')
    expect(s.tabs[0].title).toBe('/basic/a')
  })

  it('replaces the tab of the same route opened with another path, in place', () => {
    const s = openAll({ path: '/x/detail/1', routeName: 'detail', title: '详情1', id: 1 }, t('/basic/b'), {
      path: '/x/detail/2',
      routeName: 'detail',
      title: '详情2',
      id: 2,
    })
    expect(paths(s)).toEqual(['/x/detail/2', '/basic/b'])
    expect(s.tabs[0].title).toBe('详情2')
    expect(s.active).toBe('/x/detail/2')
  })

  it('keeps a separate tab per id for keepAlive routes', () => {
    const s = openAll(
      { path: '/x/detail/1', routeName: 'detail', title: '1', id: 1, keepAlive: true },
      { path: '/x/detail/2', routeName: 'detail', title: '2', id: '2', keepAlive: true },
    )
    expect(paths(s)).toEqual(['/x/detail/1', '/x/detail/2'])
  })

  it('replaces a keepAlive route that carries no id', () => {
    const s = openAll(t('/x/list?a=1', { routeName: 'list', keepAlive: true }), t('/x/list?a=2', { routeName: 'list', keepAlive: true, id: '' }))
    expect(paths(s)).toEqual(['/x/list?a=2'])
  })

  it(`closes the oldest inactive tab beyond ${MAX_TABS}`, () => {
    const many = Array.from({ length: MAX_TABS }, (_, i) => t(`/g/r${i}`))
    let s = openAll(...many)
    s = tabsReducer(s, { type: 'open', tab: t('/g/r0') }) // r0 active: the oldest inactive is r1
    s = tabsReducer(s, { type: 'open', tab: t('/g/new') })
    expect(s.tabs).toHaveLength(MAX_TABS)
    expect(paths(s)).toContain('/g/r0')
    expect(paths(s)).not.toContain('/g/r1')
    expect(s.active).toBe('/g/new')
    s = tabsReducer(s, { type: 'open', tab: t('/g/newer') })
    expect(paths(s)).not.toContain('/g/r0')
    expect(paths(s).at(-1)).toBe('/g/newer')
  })
})

describe('close', () => {
  const three = () => openAll(t('/g/a'), t('/g/b'), t('/g/c'))

  it('activates the right neighbour when closing the active tab', () => {
    const s = run(
      [
        { type: 'open', tab: t('/g/b') },
        { type: 'close', path: '/g/b' },
      ],
      three(),
    )
    expect(paths(s)).toEqual(['/g/a', '/g/c'])
    expect(s.active).toBe('/g/c')
  })

  it('activates the left neighbour when there is no right one', () => {
    const s = run([{ type: 'close', path: '/g/c' }], three())
    expect(s.active).toBe('/g/b')
  })

  it('goes home when the last tab closes', () => {
    const s = run([{ type: 'close', path: '/g/a' }], openAll(t('/g/a')))
    expect(s).toEqual({ tabs: [], active: HOME_PATH })
  })

  it('keeps the active tab when closing another, and ignores unknown paths', () => {
    const s = run([{ type: 'close', path: '/g/a' }], three())
    expect(s.active).toBe('/g/c')
    const same = three()
    expect(tabsReducer(same, { type: 'close', path: '/nope' })).toBe(same)
  })

  it('closes all but one', () => {
    const s = run([{ type: 'closeOthers', path: '/g/a' }], three())
    expect(paths(s)).toEqual(['/g/a'])
    expect(s.active).toBe('/g/a')
    expect(run([{ type: 'closeOthers', path: HOME_PATH }], three())).toEqual({ tabs: [], active: HOME_PATH })
  })

  it('closes all', () => {
    expect(run([{ type: 'closeAll' }], three())).toEqual({ tabs: [], active: HOME_PATH })
  })
})

describe('retitle and cache', () => {
  it('renames one tab', () => {
    const s = run([{ type: 'retitle', path: '/g/a', title: '新标题' }], openAll(t('/g/a'), t('/g/b')))
    expect(s.tabs.map((x) => x.title)).toEqual(['新标题', '/g/b'])
    const same = openAll(t('/g/a'))
    expect(tabsReducer(same, { type: 'retitle', path: '/x', title: 'y' })).toBe(same)
  })

  it('leaves noCache tabs out of the kept-alive paths', () => {
    expect(cachedPaths(openAll(t('/g/a', { noCache: true }), t('/g/b')))).toEqual(['/g/b'])
  })

  it('ignores unknown actions', () => {
    const s = openAll(t('/g/a'))
    expect(tabsReducer(s, { type: 'nope' } as unknown as TabsAction)).toBe(s)
  })
})

describe('persistence', () => {
  it('round-trips', () => {
    const s = openAll(t('/g/a', { noCache: true }), { path: '/g/d/1', routeName: 'd', title: 'D', keepAlive: true, id: 1 })
    expect(restoreTabs(serializeTabs(s), ['/g/a', '/g/d/1'])).toEqual(s)
  })

  it('drops tabs whose route no longer exists and falls back to home', () => {
    const s = openAll(t('/g/a'), t('/g/gone'))
    const r = restoreTabs(serializeTabs(s), (p) => p === '/g/a')
    expect(paths(r)).toEqual(['/g/a'])
    expect(r.active).toBe(HOME_PATH)
  })

  it('never throws on bad input', () => {
    for (const bad of [null, undefined, '', '{', 'null', '42', '"x"', '[]', '{"tabs":5}', '{"tabs":[null,1,{"path":3},{"path":"/home","routeName":"h"}]}']) {
      expect(restoreTabs(bad, ['/home'])).toEqual({ tabs: [], active: HOME_PATH })
    }
  })

  it('cleans odd tab entries, drops duplicates and caps the count', () => {
    const tabs = [
      { path: '/g/a', routeName: 'a', title: 7, noCache: 'yes', extra: 1 },
      { path: '/g/a', routeName: 'a', title: 'dup' },
      ...Array.from({ length: MAX_TABS + 2 }, (_, i) => ({ path: `/g/r${i}`, routeName: `r${i}`, title: '' })),
    ]
    const r = restoreTabs(JSON.stringify({ tabs, active: '/g/r5' }), () => true)
    expect(r.tabs).toHaveLength(MAX_TABS)
    expect(r.tabs[0].path).toBe('/g/r2')
    expect(r.active).toBe('/g/r5')
    const small = restoreTabs(JSON.stringify({ tabs: tabs.slice(0, 2) }), () => true)
    expect(small.tabs).toEqual([{ path: '/g/a', routeName: 'a', title: '' }])
  })
})
