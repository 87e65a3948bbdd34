// App paths of screens and print pages, as actions open them.
import type { ScreenDef } from '../../../config/types.ts'
import type { Row } from '../row.ts'

/** The app path of a screen, with :id (or any :param) filled from a row. */
export function routeHref(screens: Record<string, unknown>, route: string, row?: Row): string {
  const s = screens[route] as ScreenDef | undefined
  const base = s?.group ? `${s.group}/${route}` : `/constant/${route}`
  const path = s?.path ? (s.group ? `${s.group}${s.path}` : s.path) : base
  return path.replace(/:([A-Za-z]+)/g, (_, k) => encodeURIComponent(String(row?.[k] ?? '')))
}

/** The app path of a print page for the chosen records (?<param>=1,2,3). */
export function printHref(route: string, param: string | undefined, rows: Row[]): string {
  return `/print/${route}?${param ?? 'ids'}=${rows.map((r) => r.id).join(',')}`
}
