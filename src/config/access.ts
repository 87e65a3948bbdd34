// Who may call what, derived from screens.yaml (DESIGN §4: "a read belongs to the modules whose
// screens use it"). A menu screen is a module; it reaches the screens its actions, links, tabs
// and declared `opens` open (forms, details, prints), and every call those screens make — their
// endpoints, action endpoints, option sources — belongs to the module. A call may so belong to
// many modules (a warehouse dropdown): holding any one of them is enough.
// Calls of the shell's own screens (`access: session`) and calls marked `auth: session` are open
// to every signed-in user; `public` and `platform` are what they say.
import type { EndpointDef, ScreenAction, ScreenDef, ScreenField, WmsConfig } from './types.ts'
import { moduleScreens, screenEntries } from './menu.ts'

export type Access =
  | { kind: 'public' }
  | { kind: 'session' }
  | { kind: 'platform' }
  /** The menu modules (route names) whose users may call it; empty: nobody's yet (a lint error). */
  | { kind: 'modules'; modules: string[] }

const ACTION_GROUPS = ['toolbar', 'rowActions', 'bulkActions'] as const

function sourcesOf(fields: Record<string, ScreenField> | undefined): string[] {
  return Object.values(fields ?? {}).flatMap((f) => [...(f.source ? [f.source.endpoint] : []), ...sourcesOf(f.items)])
}

const actionsOf = (s: ScreenDef): ScreenAction[] => ACTION_GROUPS.flatMap((g) => Object.values(s[g] ?? {}))

/** The calls a screen makes itself (an import action also downloads its template, `<endpoint>/template`). */
export function callsOf(s: ScreenDef): string[] {
  return [
    ...Object.values(s.endpoints ?? {}),
    ...actionsOf(s).flatMap((a) => (a.endpoint ? (a.kind === 'import' ? [a.endpoint, `${a.endpoint}/template`] : [a.endpoint]) : [])),
    ...sourcesOf(s.filters),
    ...sourcesOf(s.fields),
    ...sourcesOf(s.lines),
  ]
}

/** The screens a screen opens: forms and routes of its actions, links of its columns, tabs, finance version, `opens`. */
export function opensOf(s: ScreenDef): string[] {
  return [
    ...actionsOf(s).flatMap((a) => [...(a.form ? [a.form] : []), ...(a.route ? [a.route] : [])]),
    ...Object.values(s.columns ?? {}).flatMap((c) => (c.link ? [c.link] : [])),
    ...Object.values(s.tabs ?? {}).map((t) => t.screen),
    ...(s.financeVersion ? [s.financeVersion] : []),
    ...(s.opens ?? []),
  ]
}

/** Every screen reachable from `start` (itself included). */
export function reachable(config: Pick<WmsConfig, 'screens'>, start: string): Set<string> {
  const seen = new Set<string>()
  const todo = [start]
  while (todo.length) {
    const key = todo.pop()!
    if (seen.has(key)) continue
    const s = Object.hasOwn(config.screens, key) ? config.screens[key] : undefined
    if (!s || s.kind === 'group') continue
    seen.add(key)
    todo.push(...opensOf(s))
  }
  return seen
}

/** Implemented calls no user may make in this config: no screen uses them and nothing marks them open. */
export function unownedEndpoints(config: WmsConfig): string[] {
  const model = accessModel(config)
  return Object.entries(config.endpoints)
    .filter(([path, e]) => e.op !== 'planned' && !e.prefix && (model.of(path) as { modules?: string[] }).modules?.length === 0)
    .map(([path]) => path)
}

export interface AccessModel {
  of(path: string): Access
  /** Screens no menu module and no shell screen reaches (their calls belong to nobody). */
  unreached: string[]
}

const cache = new WeakMap<WmsConfig, AccessModel>()

export function accessModel(config: WmsConfig): AccessModel {
  const hit = cache.get(config)
  if (hit) return hit
  const screens = config.screens
  // Screen → the modules that reach it; the shell's screens and what they reach.
  const reachedBy = new Map<string, Set<string>>()
  for (const [key] of moduleScreens(screens))
    for (const r of reachable(config, key)) {
      if (!reachedBy.has(r)) reachedBy.set(r, new Set())
      reachedBy.get(r)!.add(key)
    }
  const shell = new Set(screenEntries(screens).flatMap(([key, s]) => (s.access === 'session' ? [...reachable(config, key)] : [])))
  const modulesOf = new Map<string, Set<string>>()
  const give = (path: string, modules: Iterable<string>) => {
    if (!modulesOf.has(path)) modulesOf.set(path, new Set())
    for (const m of modules) modulesOf.get(path)!.add(m)
  }
  for (const [r, modules] of reachedBy) for (const path of callsOf(screens[r] as ScreenDef)) give(path, modules)
  for (const [path, e] of Object.entries(config.endpoints)) for (const s of e.screens ?? []) give(path, reachedBy.get(s) ?? [])
  const session = new Set([...shell].flatMap((r) => callsOf(screens[r] as ScreenDef)))
  const model: AccessModel = {
    of(path) {
      const e: EndpointDef | undefined = Object.hasOwn(config.endpoints, path) ? config.endpoints[path] : undefined
      if (e?.auth === 'public' || e?.auth === 'platform' || e?.auth === 'session') return { kind: e.auth }
      if (session.has(path)) return { kind: 'session' }
      return { kind: 'modules', modules: [...(modulesOf.get(path) ?? [])].sort() }
    },
    unreached: screenEntries(screens)
      .map(([k]) => k)
      .filter((k) => !reachedBy.has(k) && !shell.has(k)),
  }
  cache.set(config, model)
  return model
}
