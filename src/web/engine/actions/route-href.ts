// App paths of screens and print pages, as actions open them.
import type { ScreenAction, ScreenDef } from '../../../config/types.ts'
import type { Row } from '../row.ts'

/** The app path of a screen, with :id (or any :param) filled from a row (the field `params` names, else
 *  the same name), and `query` filters from the row's fields as the query string (a report's drill-down). */
export function routeHref(screens: Record<string, unknown>, route: string, row?: Row, link: Pick<ScreenAction, 'params' | 'query'> = {}): string {
  const s = screens[route] as ScreenDef | undefined
  const base = s?.group ? `${s.group}/${route}` : `/constant/${route}`
  const path = s?.path ? (s.group ? `${s.group}${s.path}` : s.path) : base
  const filled = path.replace(/:([A-Za-z]+)/g, (_, k) => encodeURIComponent(String(row?.[link.params?.[k] ?? k] ?? '')))
  const query = Object.entries(link.query ?? {})
    .filter(([, field]) => row?.[field] !== undefined && row?.[field] !== null && row?.[field] !== '')
    .map(([key, field]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(row![field]))}`)
  return query.length ? `${filled}?${query.join('&')}` : filled
}

/** The app path of a print page for the chosen records (?<param>=1,2,3). */
export function printHref(route: string, param: string | undefined, rows: Row[]): string {
  return `/print/${route}?${param ?? 'ids'}=${rows.map((r) => r.id).join(',')}`
}
