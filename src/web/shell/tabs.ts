// Open-page tabs (spec §2): home is never a tab, no duplicates, a route reopened with another
// path replaces its tab unless it is keepAlive with a record id, tabs close singly or all but
// one, and the list is persisted. A pure reducer so the shell and tests share one behaviour.

export const HOME_PATH = '/home'
export const MAX_TABS = 20

export interface Tab {
  path: string
  routeName: string
  title: string
  /** Not kept alive when the user leaves it. */
  noCache?: boolean
  keepAlive?: boolean
  /** Record id the route carries (`:id`); a keepAlive route with an id gets one tab per id. */
  id?: string | number
}

export interface TabsState {
  tabs: Tab[]
  /** Active path; HOME_PATH when no tab is active. */
  active: string
}

export type TabsAction =
  | { type: 'open'; tab: Tab }
  | { type: 'close'; path: string }
  | { type: 'closeOthers'; path: string }
  | { type: 'closeAll' }
  | { type: 'retitle'; path: string; title: string }

export const initialTabs: TabsState = { tabs: [], active: HOME_PATH }

function hasId(t: Tab): boolean {
  return t.id !== undefined && t.id !== null && t.id !== ''
}

function open(state: TabsState, tab: Tab): TabsState {
  // Re-opening what is already active changes nothing (same object: no re-render).
  if (tab.path === HOME_PATH) return state.active === HOME_PATH ? state : { ...state, active: HOME_PATH }
  if (state.tabs.some((t) => t.path === tab.path)) return state.active === tab.path ? state : { ...state, active: tab.path }
  const separate = tab.keepAlive && hasId(tab)
  const same = separate ? -1 : state.tabs.findIndex((t) => t.routeName === tab.routeName)
  if (same >= 0) {
    // Another record of the same screen: reuse its slot rather than piling up tabs.
    const tabs = state.tabs.slice()
    tabs[same] = { ...tab }
    return { tabs, active: tab.path }
  }
  let tabs = [...state.tabs, { ...tab }]
  if (tabs.length > MAX_TABS) {
    // Tabs are kept in opening order: the first one not active is the oldest.
    const victim = tabs.findIndex((t) => t.path !== state.active && t.path !== tab.path)
    tabs = tabs.filter((_, i) => i !== victim)
  }
  return { tabs, active: tab.path }
}

function close(state: TabsState, path: string): TabsState {
  const i = state.tabs.findIndex((t) => t.path === path)
  if (i < 0) return state
  const tabs = state.tabs.filter((_, j) => j !== i)
  if (state.active !== path) return { tabs, active: state.active }
  // Right neighbour, else left, else home.
  const next = state.tabs[i + 1] ?? state.tabs[i - 1]
  return { tabs, active: next ? next.path : HOME_PATH }
}

export function tabsReducer(state: TabsState, action: TabsAction): TabsState {
  switch (action.type) {
    case 'open':
      return open(state, action.tab)
    case 'close':
      return close(state, action.path)
    case 'closeOthers': {
      const keep = state.tabs.filter((t) => t.path === action.path)
      return { tabs: keep, active: keep.length ? action.path : HOME_PATH }
    }
    case 'closeAll':
      return { tabs: [], active: HOME_PATH }
    case 'retitle': {
      if (!state.tabs.some((t) => t.path === action.path)) return state
      return { ...state, tabs: state.tabs.map((t) => (t.path === action.path ? { ...t, title: action.title } : t)) }
    }
    default:
      return state
  }
}

/** Paths whose pages stay mounted (keep-alive) when the user leaves them. */
export function cachedPaths(state: TabsState): string[] {
  return state.tabs.filter((t) => !t.noCache).map((t) => t.path)
}

export function serializeTabs(state: TabsState): string {
  return JSON.stringify({ tabs: state.tabs, active: state.active })
}

function asTab(v: unknown): Tab | undefined {
  if (!v || typeof v !== 'object') return undefined
  const o = v as Record<string, unknown>
  if (typeof o.path !== 'string' || typeof o.routeName !== 'string' || !o.path || o.path === HOME_PATH) return undefined
  const tab: Tab = { path: o.path, routeName: o.routeName, title: typeof o.title === 'string' ? o.title : '' }
  if (o.noCache === true) tab.noCache = true
  if (o.keepAlive === true) tab.keepAlive = true
  if (typeof o.id === 'string' || typeof o.id === 'number') tab.id = o.id
  return tab
}

/**
 * Tabs saved by serializeTabs; tabs whose route no longer exists are dropped. Never throws:
 * stored text may come from an older build or be corrupted.
 */
export function restoreTabs(json: string | null | undefined, knownPaths: Iterable<string> | ((path: string) => boolean)): TabsState {
  let data: unknown
  try {
    data = JSON.parse(json ?? '')
  } catch {
    return { tabs: [], active: HOME_PATH }
  }
  let known: (path: string) => boolean
  if (typeof knownPaths === 'function') known = knownPaths
  else {
    const set = new Set(knownPaths)
    known = (p) => set.has(p)
  }
  const raw = data && typeof data === 'object' ? (data as { tabs?: unknown; active?: unknown }) : {}
  const tabs: Tab[] = []
  for (const item of Array.isArray(raw.tabs) ? raw.tabs : []) {
    const tab = asTab(item)
    if (tab && !tabs.some((t) => t.path === tab.path) && known(tab.path)) tabs.push(tab)
  }
  const kept = tabs.slice(-MAX_TABS)
  const active = typeof raw.active === 'string' && kept.some((t) => t.path === raw.active) ? raw.active : HOME_PATH
  return { tabs: kept, active }
}
