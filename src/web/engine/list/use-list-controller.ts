// Headless list logic (react-admin style): data, paging, sort, filters, selection and the
// actions of one list screen. The view only renders what this returns. The state lives as
// long as the tab (keep-alive), so filters, page and sort survive leaving and returning.
import { App } from 'antd'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { EntitySchema, ScreenAction, ScreenDef } from '../../../config/types.ts'
import { useConfig } from '../../app/config-context.tsx'
import { useSession } from '../../session/SessionProvider.tsx'
import { usePermissions } from '../../permissions/Can.tsx'
import { can } from '../../permissions/can.ts'
import { evaluate } from '../conditions.ts'
import { defaultValue } from '../default-value.ts'
import { screenEntity } from '../schema-fields.ts'
import { clearOptionCache } from '../widgets/use-options.ts'
import { resultText } from '../result-text.ts'

export type Row = Record<string, any>
export const PAGE_SIZES = [10, 20, 50, 100, 200]

export interface Sort {
  field: string
  order: 'asc' | 'desc'
}

export interface OpenForm {
  form: string
  mode: 'add' | 'edit' | 'copy' | 'view'
  id?: number
  title?: string
  /** Values a record added here takes from where the list sits (a detail tab: the parent's id). */
  values?: Record<string, unknown>
}

export interface ListController {
  screenKey: string
  screen: ScreenDef
  entity?: EntitySchema
  rows: Row[]
  total: number
  loading: boolean
  pageIndex: number
  pageSize: number
  sort: Sort | null
  filters: Record<string, unknown>
  selection: Row[]
  exporting: boolean
  openForm: OpenForm | null
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
  run(key: string, action: ScreenAction, rows: Row[]): Promise<void>
  closeForm(saved: boolean): void
  exportRows(columns: string[]): Promise<void>
}

const sorted = (map?: Record<string, ScreenAction>) => Object.entries(map ?? {}).sort((a, b) => (a[1].order ?? 99) - (b[1].order ?? 99))

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
  const held = usePermissions()
  const { message, modal } = App.useApp()
  const screen = config.screens[screenKey] as ScreenDef
  const entity = screenEntity(config, screen)
  const listEndpoint = screen.endpoints?.list
  const [pageIndex, setPageIndex] = useState(1)
  const [pageSize, setPageSize] = useState<number>(screen.pageSize ?? 20)
  const [sort, setSortState] = useState<Sort | null>(null)
  const [filters, setFilters] = useState<Record<string, unknown>>(() => defaultFilters(screen, session))
  const [rows, setRows] = useState<Row[]>([])
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(false)
  const [selection, setSelection] = useState<Row[]>([])
  const [exporting, setExporting] = useState(false)
  const [openForm, setOpenForm] = useState<OpenForm | null>(null)
  const seq = useRef(0)
  // Stable across renders whatever object the caller builds.
  const fixedKey = JSON.stringify(fixed ?? null)
  const fixedValues = useMemo(() => JSON.parse(fixedKey) as Record<string, unknown> | null, [fixedKey])

  const load = useCallback(async () => {
    if (!listEndpoint) return
    const mine = ++seq.current
    setLoading(true)
    try {
      const data = await api.request<{ list: Row[]; total: number }>(listEndpoint, {
        ...filterPayload(filters),
        ...fixedValues,
        pageIndex,
        pageSize,
        ...(sort ? { sort } : {}),
      })
      if (mine !== seq.current) return // an older answer arriving late
      setRows(data.list)
      setTotal(data.total)
      setSelection([])
    } catch {
      // The failure was shown; the rows of the last good answer stay on screen.
    } finally {
      if (mine === seq.current) setLoading(false)
    }
  }, [api, listEndpoint, filters, fixedValues, pageIndex, pageSize, sort])

  useEffect(() => {
    void load()
  }, [load])

  const scopes = useCallback((row?: Row) => ({ row, session: session ?? undefined, settings: config.settings }), [session, config])
  const visible = useCallback((a: ScreenAction, row?: Row) => can(held, a.permission) && evaluate(a.visibleWhen, scopes(row)), [held, scopes])

  const run = useCallback(
    async (key: string, action: ScreenAction, targets: Row[]) => {
      if (action.form) {
        setOpenForm({
          form: action.form,
          mode: action.mode ?? (targets[0] ? 'edit' : 'add'),
          id: targets[0]?.id,
          title: action.title,
          ...(fixedValues ? { values: fixedValues } : {}),
        })
        return
      }
      if (action.kind === 'print' && action.route) {
        // A print page opens in its own window with the chosen records (?<param>=1,2,3).
        window.open(`#/print/${action.route}?${action.param ?? 'ids'}=${targets.map((r) => r.id).join(',')}`, '_blank')
        return
      }
      if (action.route) {
        window.location.hash = '#' + routeHref(config.screens, action.route, targets[0])
        return
      }
      if (!action.endpoint) return
      const go = async () => {
        const payload =
          targets.length > 1 || action.kind === 'batch'
            ? { ids: targets.map((r) => r.id), ...(action.payload ?? {}) }
            : { id: targets[0]?.id, ...(action.payload ?? {}) }
        const answer = await api.request(action.endpoint!, payload)
        // An answer with passed: false (a check that found problems) is shown as a warning.
        const failed = (answer as { passed?: boolean } | null)?.passed === false
        if (action.result)
          (failed ? modal.warning : modal.success)({
            title: `${action.title ?? key}${failed ? '未通过' : '成功'}`,
            content: resultText(action.result, answer),
            okText: '知道了',
          })
        else message.success(`${action.title ?? key}成功`)
        clearOptionCache()
        await load()
      }
      if (action.confirm) {
        modal.confirm({
          title: action.title ?? '确认',
          content: action.confirm,
          okText: '确定',
          cancelText: '取消',
          okButtonProps: { danger: !!action.danger },
          onOk: () => go().catch(() => undefined),
        })
      } else await go().catch(() => undefined)
    },
    [api, config, load, message, modal, fixedValues],
  )

  const exportRows = useCallback(
    async (columns: string[]) => {
      const path = screen.endpoints?.export
      if (!path) return
      setExporting(true)
      const hide = message.loading('正在导出，请稍候…', 0)
      try {
        await api.download(path, { ...filterPayload(filters), ...fixedValues, ...(sort ? { sort } : {}), columns }, `${screen.title}.xlsx`)
      } finally {
        hide()
        setExporting(false)
      }
    },
    [api, screen, filters, fixedValues, sort, message],
  )

  return useMemo<ListController>(
    () => ({
      screenKey,
      screen,
      entity,
      rows,
      total,
      loading,
      pageIndex,
      pageSize,
      sort,
      filters,
      selection,
      exporting,
      openForm,
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
        setPageIndex(1)
        if (JSON.stringify(f) === JSON.stringify(filters) && pageIndex === 1) void load()
      },
      reset: () => {
        setFilters(defaultFilters(screen, session))
        setPageIndex(1)
        setSortState(null)
      },
      reload: load,
      setSelection,
      rowActions: (row) => sorted(screen.rowActions).filter(([, a]) => visible(a, row)),
      toolbarActions: () => sorted(screen.toolbar).filter(([, a]) => visible(a) && (a.kind !== 'export' || !!screen.endpoints?.export)),
      bulkActions: () => sorted(screen.bulkActions).filter(([, a]) => visible(a)),
      run,
      closeForm: (saved) => {
        setOpenForm(null)
        if (saved) {
          clearOptionCache()
          void load()
        }
      },
      exportRows,
    }),
    [
      screenKey,
      screen,
      entity,
      rows,
      total,
      loading,
      pageIndex,
      pageSize,
      sort,
      filters,
      selection,
      exporting,
      openForm,
      load,
      visible,
      run,
      exportRows,
      session,
    ],
  )
}

/** The hash path of a screen, with :id filled from a row. */
export function routeHref(screens: Record<string, unknown>, route: string, row?: Row): string {
  const s = screens[route] as ScreenDef | undefined
  const base = s?.group ? `${s.group}/${route}` : `/constant/${route}`
  const path = s?.path ? (s.group ? `${s.group}${s.path}` : s.path) : base
  return path.replace(/:([A-Za-z]+)/g, (_, k) => encodeURIComponent(String(row?.[k] ?? '')))
}
