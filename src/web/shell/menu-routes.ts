// The user's menu and routes (spec §2 navigation rules). The server answers a flat module list;
// only modules naming a known screen (or group) of screens.yaml survive, the module name wins
// over the config title, and screens outside the menu (forms, details, prints) are added as
// always-present routes under their group, or under /constant when they have none. A screen of
// a group the user does not hold is routed when a held screen opens it (the server's access
// model, src/config/access.ts, lets its calls through for the same reason): an approver opens
// the purchase order of 采购审批 without holding 采购管理.
import type { ScreenDef, ScreenGroup, ScreensFile } from '../../config/types.ts'
import { inMenu } from '../../config/menu.ts'
import { reachable } from '../../config/access.ts'

/** One row of /module/usermenu (moduleType 1 group, 2 screen). */
export interface MenuModule {
  moduleId: number
  parentId: number | null
  moduleName: string
  url: string | null
  routerName: string | null
  isRoot?: boolean
  icon?: string | null
  orderNo: number
  moduleType: number
  /** Routed but left out of the side menu (menu administration). */
  hidden?: boolean
}

export interface MenuNode {
  id: number
  kind: 'group' | 'screen'
  /** Route name: the screen key, or the group key without its leading '/'. */
  routeName: string
  path: string
  title: string
  icon?: string
  children: MenuNode[]
}

export type MenuTree = MenuNode[]

export interface AppRoute {
  path: string
  routeName: string
  title: string
  /** Group key ('/basic') the route lives under; absent at the top level and under /constant. */
  group?: string
  screen: ScreenDef
}

export interface RouteMatch {
  route: AppRoute
  params: Record<string, string>
}

/** Where screens without a group live (spec §2 reused screens). */
export const CONSTANT_PREFIX = '/constant'

function groupOf(screens: ScreensFile, key: string): ScreenGroup | undefined {
  const g = screens[key]
  return key.startsWith('/') && g?.kind === 'group' ? (g as ScreenGroup) : undefined
}

function screenOf(screens: ScreensFile, key: string): ScreenDef | undefined {
  const s = screens[key]
  return !key.startsWith('/') && s && s.kind !== 'group' ? (s as ScreenDef) : undefined
}

function slash(p: string): string {
  return p.startsWith('/') ? p : `/${p}`
}

export function buildMenu(modules: readonly MenuModule[], screens: ScreensFile): MenuTree {
  const ids = new Set(modules.map((m) => m.moduleId))
  const children = new Map<number | null, MenuModule[]>()
  for (const m of modules) {
    // A module whose parent is missing from the answer is kept at the top level.
    const parent = m.parentId != null && ids.has(m.parentId) && m.parentId !== m.moduleId ? m.parentId : null
    const list = children.get(parent) ?? []
    list.push(m)
    children.set(parent, list)
  }
  const seen = new Set<number>() // guards against parent cycles in bad data
  const build = (parent: number | null, parentPath: string): MenuNode[] => {
    const out: MenuNode[] = []
    const list = [...(children.get(parent) ?? [])].sort((a, b) => a.orderNo - b.orderNo || a.moduleId - b.moduleId)
    for (const m of list) {
      if (seen.has(m.moduleId) || !m.routerName) continue
      seen.add(m.moduleId)
      const icon = m.icon ?? undefined
      if (m.moduleType === 1) {
        const g = groupOf(screens, `/${m.routerName}`)
        if (!g) continue
        const path = m.url ? slash(m.url) : `${parentPath}/${m.routerName}`
        const kids = build(m.moduleId, path)
        if (kids.length === 0) continue // spec: a group with no surviving child has no entry
        out.push({ id: m.moduleId, kind: 'group', routeName: m.routerName, path, title: m.moduleName || g.title, icon: icon ?? g.icon, children: kids })
      } else if (m.moduleType === 2) {
        const s = screenOf(screens, m.routerName)
        if (!s) continue
        const path = m.url ? slash(m.url) : `${parentPath}/${m.routerName}`
        out.push({ id: m.moduleId, kind: 'screen', routeName: m.routerName, path, title: m.moduleName || s.title, icon: icon ?? s.icon, children: [] })
      }
    }
    return out
  }
  return build(null, '')
}

/** Menu screens (path = module url) plus the always-present routes, one route per name. */
export function routesOf(tree: MenuTree, screens: ScreensFile): AppRoute[] {
  const routes: AppRoute[] = []
  const names = new Set<string>()
  const groupPaths = new Map<string, string>() // group key → its path in this menu
  const walk = (nodes: MenuNode[], group: string | undefined): void => {
    for (const n of nodes) {
      if (n.kind === 'group') {
        const key = `/${n.routeName}`
        if (!groupPaths.has(key)) groupPaths.set(key, n.path)
        walk(n.children, key)
      } else if (!names.has(n.routeName)) {
        names.add(n.routeName)
        routes.push({ path: n.path, routeName: n.routeName, title: n.title, group, screen: screenOf(screens, n.routeName)! })
      }
    }
  }
  walk(tree, undefined)
  const opened = new Set(routes.flatMap((r) => [...reachable({ screens }, r.routeName)]))
  for (const [key, value] of Object.entries(screens)) {
    const s = screenOf(screens, key)
    if (!s || inMenu(s) || names.has(key)) continue
    const sub = s.path ? slash(s.path) : `/${key}`
    if (s.group) {
      // Under a group the user may see, or opened by a screen they hold; otherwise unreachable.
      const base = groupPaths.get(s.group) ?? (opened.has(key) ? s.group : undefined)
      if (base === undefined) continue
      routes.push({ path: `${base}${sub}`, routeName: key, title: s.title, group: s.group, screen: value as ScreenDef })
    } else {
      routes.push({ path: `${CONSTANT_PREFIX}${sub}`, routeName: key, title: s.title, screen: value as ScreenDef })
    }
    names.add(key)
  }
  return routes
}

function firstScreen(n: MenuNode): string | undefined {
  if (n.kind === 'screen') return n.path
  for (const c of n.children) {
    const p = firstScreen(c)
    if (p) return p
  }
  return undefined
}

/** Spec: a group route goes to its first child (followed down to a screen). */
export function groupRedirects(tree: MenuTree): Record<string, string> {
  const out: Record<string, string> = {}
  const walk = (nodes: MenuNode[]): void => {
    for (const n of nodes) {
      if (n.kind !== 'group') continue
      const first = firstScreen(n)
      if (first) out[n.path] = first
      walk(n.children)
    }
  }
  walk(tree)
  return out
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s // a malformed escape is kept as typed rather than failing the navigation
  }
}

function segments(p: string): string[] {
  return p.split('/').filter(Boolean)
}

/** The route for a location path (query and trailing slash ignored); `:name` segments match any value. */
export function findRoute(routes: readonly AppRoute[], path: string): RouteMatch | undefined {
  const clean = path.split(/[?#]/)[0]
  const want = segments(clean)
  const exact = routes.find((r) => segments(r.path).join('/') === want.join('/'))
  if (exact) return { route: exact, params: {} }
  for (const route of routes) {
    const pattern = segments(route.path)
    if (pattern.length !== want.length) continue
    const params: Record<string, string> = {}
    const ok = pattern.every((seg, i) => {
      if (seg.startsWith(':')) {
        params[seg.slice(1)] = safeDecode(want[i])
        return true
      }
      return seg === want[i]
    })
    if (ok) return { route, params }
  }
  return undefined
}

/**
 * The side menu's state for a path, however it was reached (menu, URL, tab, link): the entry of
 * the screen (or of the page under it, /x/list/3) selected and every group above it open. A
 * screen outside the menu (a form, a detail) opens the group it lives under.
 */
export function menuSelection(tree: MenuTree, path: string): { selected: string[]; open: string[] } {
  const under = (p: string) => path === p || path.startsWith(p + '/')
  let best: { node: MenuNode; groups: string[] } | null = null
  const walk = (nodes: MenuNode[], groups: string[]): void => {
    for (const n of nodes) {
      if (!under(n.path)) continue
      if (!best || n.path.length > best.node.path.length) best = { node: n, groups }
      if (n.kind === 'group') walk(n.children, [...groups, n.path])
    }
  }
  walk(tree, [])
  const found = best as { node: MenuNode; groups: string[] } | null
  if (!found) return { selected: [], open: [] }
  return found.node.kind === 'group' ? { selected: [], open: [...found.groups, found.node.path] } : { selected: [found.node.path], open: found.groups }
}
