// Headless list logic (react-admin style): data, paging, sort, filters, selection and the
// actions of one list screen. The view only renders what this returns. The state lives as
// long as the tab (keep-alive), so filters, page and sort survive leaving and returning.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { EntitySchema, ScreenAction, ScreenDef } from '../../../config/types.ts'
import { useSession } from '../../session/SessionProvider.tsx'
import type { Row } from '../row.ts'
import { useActionRunner, type ActionRunner } from '../actions/use-action-runner.ts'
import { useVisibleActions } from '../actions/visible-actions.ts'
import { defaultValue } from '../default-value.ts'
import { useConfig, useNotify } from '../providers/EngineProvider.tsx'
import { screenEntity } from '../schema-fields.ts'

export type { Row }
export const PAGE_SIZES = [10, 20, 50, 100, 200]

export interface Sort {
  field: string
  order: 'asc' | 'desc'
}

export interface ListController {
  screenKey: string
  screen: ScreenDef
  entity?: EntitySchema
  rows: Row[]
  total: number
  /** false: `total` is the server's estimate of a long list (shown as 约 N 条) until countExactly(). */
  totalExact: boolean
  countExactly(): void
  /** A report's 合计 row: its summed columns over every row the filters select (null: none). */
  totals: Record<string, number> | null
  loading: boolean
  pageIndex: number
  pageSize: number
  sort: Sort | null
  filters: Record<string, unknown>
  selection: Row[]
  exporting: boolean
  /** Runs the screen's actions (shared with detail and approval screens); its form is the one open. */
  actions: ActionRunner
  setPage(pageIndex: number, pageSize?: number): void
  setSort(sort: Sort | null): void
  search(filters: Record<string, unknown>): void
  reset(): void
  reload(): Promise<void>
  setSelection(rows: Row[]): void
  /** Actions shown for a row: permission held and visibleWhen true. */
  rowActions(row: Row): [string, ScreenAction][]
  toolbarActions(): [string, ScreenAction][]
  bulkActions(): [string, ScreenAction][]
  exportRows(columns: string[]): Promise<void>
}

/** Filters start at their configured defaults (see default-value.ts). */
function defaultFilters(screen: ScreenDef, session: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, f] of Object.entries(screen.filters ?? {})) if (f.default !== undefined) out[f.field ?? k] = defaultValue(f.default, session)
  return out
}

/** Filters as the server wants them: empty values dropped. */
export function filterPayload(filters: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(filters)) {
    if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.every((x) => x === null || x === undefined || x === ''))) continue
    out[k] = typeof v === 'string' ? v.trim() : v
  }
  return out
}

/** `fixed`: filters the user does not choose (a detail tab's parent id), sent with every call. */
export function useListController(screenKey: string, fixed?: Record<string, unknown>): ListController {
  const config = useConfig()
  const { api, session } = useSession()
  const notify = useNotify()
  const visibleActions = useVisibleActions()
  const screen = config.screens[screenKey] as ScreenDef
  const entity = screenEntity(config, screen)
  const listEndpoint = screen.endpoints?.list
  const [pageIndex, setPageIndex] = useState(1)
  const [pageSize, setPageSize] = useState<number>(screen.pageSize ?? 20)
  const [sort, setSortState] = useState<Sort | null>(null)
  const [filters, setFilters] = useState<Record<string, unknown>>(() => defaultFilters(screen, session))
  const [rows, setRows] = useState<Row[]>([])
  const [total, setTotal] = useState(0)
  const [totalExact, setTotalExact] = useState(true)
  // Asked once by the user for the current filters; forgotten when they change.
  const [exactCount, setExactCount] = useState(false)
  const [totals, setTotals] = useState<Record<string, number> | null>(null)
  const [loading, setLoading] = useState(false)
  const [selection, setSelection] = useState<Row[]>([])
  const [exporting, setExporting] = useState(false)
  const seq = useRef(0)
  // Stable across renders whatever object the caller builds.
  const fixedKey = JSON.stringify(fixed ?? null)
  const fixedValues = useMemo(() => JSON.parse(fixedKey) as Record<string, unknown> | null, [fixedKey])

  const load = useCallback(async () => {
    if (!listEndpoint) return
    const mine = ++seq.current
    setLoading(true)
    try {
      const data = await api.request<{ list: Row[]; total: number; totalExact?: boolean; totals?: Record<string, number> | null }>(listEndpoint, {
        ...filterPayload(filters),
        ...fixedValues,
        pageIndex,
        pageSize,
        ...(sort ? { sort } : {}),
        ...(exactCount ? { exactCount } : {}),
      })
      if (mine !== seq.current) return // an older answer arriving late
      setRows(data.list)
      setTotal(data.total)
      setTotalExact(data.totalExact !== false)
      setTotals(data.totals ?? null)
      setSelection([])
    } catch {
      // The failure was shown; the rows of the last good answer stay on screen.
    } finally {
      if (mine === seq.current) setLoading(false)
    }
  }, [api, listEndpoint, filters, fixedValues, pageIndex, pageSize, sort, exactCount])

  useEffect(() => {
    void load()
  }, [load])

  const actions = useActionRunner(load, fixedValues)

  const exportRows = useCallback(
    async (columns: string[]) => {
      const path = screen.endpoints?.export
      if (!path) return
      setExporting(true)
      const hide = notify.loading('正在导出，请稍候…')
      try {
        await api.download(path, { ...filterPayload(filters), ...fixedValues, ...(sort ? { sort } : {}), columns }, `${screen.title}.xlsx`)
      } finally {
        hide()
        setExporting(false)
      }
    },
    [api, screen, filters, fixedValues, sort, notify],
  )

  return useMemo<ListController>(
    () => ({
      screenKey,
      screen,
      entity,
      rows,
      total,
      totalExact,
      countExactly: () => setExactCount(true),
      totals,
      loading,
      pageIndex,
      pageSize,
      sort,
      filters,
      selection,
      exporting,
      actions,
      setPage: (p, s) => {
        if (s && s !== pageSize) {
          setPageSize(s)
          setPageIndex(1)
        } else setPageIndex(p)
      },
      setSort: (s) => {
        setSortState(s)
        setPageIndex(1)
      },
      search: (f) => {
        setFilters(f)
        setExactCount(false)
        setPageIndex(1)
        if (JSON.stringify(f) === JSON.stringify(filters) && pageIndex === 1) void load()
      },
      reset: () => {
        setFilters(defaultFilters(screen, session))
        setExactCount(false)
        setPageIndex(1)
        setSortState(null)
      },
      reload: load,
      setSelection,
      rowActions: (row) => visibleActions(screen.rowActions, row),
      toolbarActions: () => visibleActions(screen.toolbar).filter(([, a]) => a.kind !== 'export' || !!screen.endpoints?.export),
      bulkActions: () => visibleActions(screen.bulkActions),
      exportRows,
    }),
    [
      screenKey,
      screen,
      entity,
      rows,
      total,
      totalExact,
      totals,
      loading,
      pageIndex,
      pageSize,
      sort,
      filters,
      selection,
      exporting,
      actions,
      load,
      visibleActions,
      exportRows,
      session,
    ],
  )
}
