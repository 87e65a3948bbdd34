// Which screens are menu modules: the unit a role is granted (sys_module rows of type 2, keyed by
// the route name). Shared by the module catalogue (server), the access model and the lint.
import type { ScreenDef, ScreenGroup, ScreensFile } from './types.ts'

const MENU_KINDS = new Set(['list', 'report', 'approval', 'custom'])

export function inMenu(s: ScreenDef): boolean {
  return s.menu ?? MENU_KINDS.has(s.kind)
}

/** Business screens are the tenants'; settings and ungrouped screens serve both, unless a screen says. */
export function audienceOf(s: ScreenDef): 'all' | 'platform' | 'tenant' {
  return s.audience ?? (s.group && s.group !== '/setting-mag' ? 'tenant' : 'all')
}

export const isGroup = (s: ScreenGroup | ScreenDef): s is ScreenGroup => s.kind === 'group'

/** Screens (not groups) by route name. */
export function screenEntries(screens: ScreensFile): [string, ScreenDef][] {
  return Object.entries(screens).filter((e): e is [string, ScreenDef] => !isGroup(e[1]))
}

/** The screens a role can be granted: menu entries that sit in a group. */
export function moduleScreens(screens: ScreensFile): [string, ScreenDef][] {
  return screenEntries(screens).filter(([, s]) => inMenu(s) && !!s.group)
}
