// A list screen: filters, toolbar, AG Grid with server paging and sorting, row and bulk
// actions, column chooser. All logic is in useListController; this file only renders.
import { Button, Pagination, Space, Typography } from 'antd'
import { ReloadOutlined } from '@ant-design/icons'
import { AgGridReact } from 'ag-grid-react'
import { PinnedRowModule } from 'ag-grid-community'
import type { ColDef, ColumnState, GridApi, ICellRendererParams } from 'ag-grid-community'
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useSession } from '../../session/SessionProvider.tsx'
import { ActionFormDrawer } from '../form/ActionFormDrawer.tsx'
import { useTabActivity } from '../providers/tab-activity.ts'
import { gridColumns } from './grid-columns.tsx'
import { ColumnChooser } from './ColumnChooser.tsx'
import { FilterBar } from './FilterBar.tsx'
import { gridLocale, gridTheme, registerGridModules } from './grid-setup.ts'
import { filterPayload, PAGE_SIZES, useListController, type ListController, type Row } from './use-list-controller.ts'
import { EmptyRows, type EmptyRowsParams } from './EmptyRows.tsx'
import type { EntitySchema } from '../../../config/types.ts'

registerGridModules()
const PINNED_ROWS = [PinnedRowModule]

// Upload, preview table and progress: loaded when an import opens, not with every list.
const ImportDialog = lazy(() => import('./ImportDialog.tsx').then((m) => ({ default: m.ImportDialog })))

const SORTABLE_IMPLICIT = new Set(['id', 'createdAt', 'updatedAt', 'version'])

interface ListScreenProps {
  screenKey: string
  rowExtra?: (row: Row) => React.ReactNode
  /** Filters set by the page around the list (a detail tab: {providerId: 7}); not shown, always sent. */
  fixed?: Record<string, unknown>
  /** Inside another screen (a detail tab): a grid of fixed height. */
  embedded?: boolean
  /** Width the rowExtra buttons need (default 56, one short button). */
  extraWidth?: number
  /** The row the screen's own row actions act on (an approval row → its document). */
  actionRow?: (row: Row) => Row
  /** Reloads the rows whenever it changes (after the page around the list changed data). */
  refreshKey?: number
  /** Shown when there are no rows (default 暂无数据). */
  emptyText?: string
  /** CSS height of the grid, when the page around the list takes room of its own. */
  height?: string
}

export function ListScreen(props: ListScreenProps) {
  return <ListView {...props} c={useListController(props.screenKey, props.fixed)} />
}

/** The list drawn from a controller the caller holds (a report also draws its chart from it). */
export function ListView({
  c,
  screenKey,
  rowExtra,
  fixed,
  embedded,
  extraWidth = 56,
  actionRow,
  refreshKey,
  emptyText,
  height,
}: ListScreenProps & { c: ListController }) {
  const reload = useRef(c.reload)
  reload.current = c.reload
  useEffect(() => {
    if (refreshKey) void reload.current()
  }, [refreshKey])
  const { userState } = useSession()
  const gridApi = useRef<GridApi<Row> | null>(null)
  const stateKey = `cols_${screenKey}`
  const [, bump] = useState(0)
  const [importing, setImporting] = useState<string | null>(null)

  const built = useMemo(
    () => gridColumns(c.entity, c.screen.columns, (name) => SORTABLE_IMPLICIT.has(name) || !!c.entity?.properties[name]),
    [c.entity, c.screen.columns],
  )

  // The actions cell reads the controller when it renders, so the column definitions do not
  // change with every controller state (rows, loading, selection): new definitions made AG Grid
  // rebuild its columns and re-render every cell several times per page of data.
  const controller = useRef(c)
  controller.current = c
  const rowActions = c.screen.rowActions
  const actionsCol = useMemo<ColDef<Row> | null>(() => {
    if (!Object.keys(rowActions ?? {}).length && !rowExtra) return null
    return {
      colId: '__actions',
      headerName: '操作',
      pinned: 'right',
      sortable: false,
      resizable: false,
      // Wide enough for the actions a row can show at once (toggles like 启用/停用 exclude each other).
      width:
        32 +
        (rowExtra ? extraWidth : 0) +
        Object.values(rowActions ?? {})
          .filter((a) => !a.visibleWhen || a.danger || !a.payload)
          .reduce((w, a) => w + Math.max(2, (a.title ?? '').length) * 14 + 16, 0),
      cellRenderer: (p: ICellRendererParams<Row>) => {
        if (p.node.rowPinned) return null
        const row = p.data!
        const c = controller.current
        const actions = c.rowActions(row)
        return (
          <Space size={0} wrap={false}>
            {rowExtra?.(row)}
            {actions.map(([key, a]) => (
              <Button key={key} type="link" size="small" danger={a.danger} onClick={() => void c.actions.run(key, a, [actionRow ? actionRow(row) : row])}>
                {a.title ?? key}
              </Button>
            ))}
          </Space>
        )
      },
    }
  }, [rowActions, rowExtra, extraWidth, actionRow])

  const columnDefs = useMemo(() => [...built.map((b) => b.def), ...(actionsCol ? [actionsCol] : [])], [built, actionsCol])
  // A report's 合计 row stays under the rows, its title in the first column.
  const firstKey = built[0]?.def.field
  const pinnedBottom = useMemo(() => (c.totals && firstKey ? [{ ...c.totals, id: '__totals', [firstKey]: '合计' }] : undefined), [c.totals, firstKey])

  // Column order, width and visibility are the user's, per screen; sort is the controller's.
  const saveColumns = useCallback(() => {
    const api = gridApi.current
    if (!api) return
    userState.save(
      stateKey,
      api.getColumnState().map(({ sort: _s, sortIndex: _i, ...rest }) => rest),
    )
    bump((n) => n + 1)
  }, [userState, stateKey])

  const onGridReady = useCallback(
    (api: GridApi<Row>) => {
      gridApi.current = api
      const saved = userState.load<ColumnState[]>(stateKey)
      if (saved) api.applyColumnState({ state: saved, applyOrder: true })
      bump((n) => n + 1)
    },
    [userState, stateKey],
  )

  // Keep the grid's scroll position across tab switches (keep-alive hides, not unmounts).
  const firstRow = useRef(0)
  useTabActivity({
    onHide: () => {
      firstRow.current = gridApi.current?.getFirstDisplayedRowIndex() ?? 0
    },
    onShow: () => {
      requestAnimationFrame(() => {
        gridApi.current?.redrawRows()
        if (firstRow.current > 0) gridApi.current?.ensureIndexVisible(firstRow.current, 'top')
      })
    },
  })

  const visibleColumns = built.map((b) => ({ key: b.key, title: b.title, visible: gridApi.current?.getColumn(b.key)?.isVisible() ?? !b.def.hide }))
  const toolbar = c.toolbarActions()
  const bulk = c.bulkActions()
  const shownFilters = Object.fromEntries(Object.entries(c.screen.filters ?? {}).filter(([k, f]) => !fixed || !Object.hasOwn(fixed, f.field ?? k)))
  const hasFilters = Object.keys(shownFilters).length > 0
  const addAction = toolbar.find(([, a]) => a.form && a.mode !== 'edit' && a.mode !== 'view')?.[1]
  const filtered = Object.keys(filterPayload(c.filters)).length > 0
  const addTitle = addAction ? (addAction.title ?? '新增') : undefined
  const emptyParams = useMemo<EmptyRowsParams>(() => ({ text: emptyText, filtered, addTitle }), [emptyText, filtered, addTitle])

  return (
    <div className="cy-screen" data-screen={screenKey}>
      {hasFilters && (
        <FilterBar name={`filter-${screenKey}`} entity={c.entity} filters={shownFilters} values={c.filters} onSearch={c.search} onReset={c.reset} />
      )}
      <div className="cy-toolbar">
        {toolbar.map(([key, a]) =>
          a.kind === 'import' ? (
            <Button key={key} onClick={() => setImporting(a.endpoint ?? null)}>
              {a.title ?? '导入'}
            </Button>
          ) : a.kind === 'export' ? (
            <Button
              key={key}
              loading={c.exporting}
              onClick={() =>
                void c.exportRows(
                  visibleColumns
                    .filter((v) => v.visible)
                    .map((v) => v.key)
                    .filter(exportable(c.entity)),
                )
              }
            >
              {a.title ?? '导出'}
            </Button>
          ) : (
            <Button key={key} type={a.form && a.mode !== 'edit' ? 'primary' : 'default'} danger={a.danger} onClick={() => void c.actions.run(key, a, [])}>
              {a.title ?? key}
            </Button>
          ),
        )}
        {bulk.map(([key, a]) => (
          <Button
            key={key}
            danger={a.danger}
            disabled={!c.selection.length}
            onClick={() => void c.actions.run(key, { ...a, kind: a.kind === 'print' ? 'print' : 'batch' }, c.selection)}
          >
            {a.title ?? key}
            {c.selection.length ? `（${c.selection.length}）` : ''}
          </Button>
        ))}
        <span className="spacer" />
        {c.totalExact ? (
          <Typography.Text type="secondary">共 {c.total} 条</Typography.Text>
        ) : (
          <Typography.Text type="secondary">
            约 {c.total} 条
            <Button type="link" size="small" onClick={c.countExactly}>
              精确计数
            </Button>
          </Typography.Text>
        )}
        <Button icon={<ReloadOutlined />} onClick={() => void c.reload()} aria-label="刷新" />
        <ColumnChooser
          columns={visibleColumns}
          onToggle={(key, visible) => {
            gridApi.current?.setColumnsVisible([key], visible)
            saveColumns()
          }}
          onReset={() => {
            gridApi.current?.resetColumnState()
            userState.save(stateKey, null)
            bump((n) => n + 1)
          }}
        />
      </div>
      <div className="cy-grid" style={{ height: height ?? (embedded ? 380 : 'calc(100vh - 290px)'), minHeight: 200 }}>
        <AgGridReact<Row>
          theme={gridTheme}
          localeText={gridLocale}
          rowData={c.rows}
          // Only a report's grid pins its 合计 row: registered for all grids, the pinned-row module kept a
          // detail tab's 新增 form from opening (tests/web/providers-detail-tabs.test.tsx).
          modules={c.screen.kind === 'report' ? PINNED_ROWS : undefined}
          pinnedBottomRowData={pinnedBottom}
          columnDefs={columnDefs}
          loading={c.loading}
          getRowId={(p) => String(p.data.id)}
          rowSelection={bulk.length ? { mode: 'multiRow', checkboxes: true, headerCheckbox: true, enableClickSelection: false } : undefined}
          // The checkbox stays the first column even when the document number is pinned left.
          selectionColumnDef={{ pinned: 'left' }}
          onSelectionChanged={(e) => c.setSelection(e.api.getSelectedRows())}
          onGridReady={(e) => onGridReady(e.api)}
          onColumnMoved={(e) => e.finished && saveColumns()}
          onColumnResized={(e) => e.finished && e.source === 'uiColumnResized' && saveColumns()}
          onSortChanged={(e) => {
            const s = e.api.getColumnState().find((col) => col.sort)
            const field = s ? (e.api.getColumn(s.colId)?.getColDef().field ?? s.colId) : null
            c.setSort(field && s?.sort ? { field, order: s.sort } : null)
          }}
          suppressMultiSort
          // A hidden tab measures zero width; with few columns, drawing them all is cheaper than a blank grid.
          suppressColumnVirtualisation
          tooltipShowDelay={300}
          noRowsOverlayComponent={EmptyRows}
          noRowsOverlayComponentParams={emptyParams}
        />
      </div>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 12 }}>
        <Pagination
          current={c.pageIndex}
          pageSize={c.pageSize}
          total={c.total}
          pageSizeOptions={PAGE_SIZES}
          showSizeChanger
          showQuickJumper
          showTotal={(t) => (c.totalExact ? `共 ${t} 条` : `约 ${t} 条`)}
          onChange={(p, s) => c.setPage(p, s)}
        />
      </div>
      {importing && (
        <Suspense fallback={null}>
          <ImportDialog
            endpoint={importing}
            title={c.entity?.title ?? c.screen.title}
            onClose={(imported) => {
              setImporting(null)
              if (imported) void c.reload()
            }}
          />
        </Suspense>
      )}
      <ActionFormDrawer runner={c.actions} />
    </div>
  )
}

/** Columns an export can carry: not the grid's own (__…), not virtual fields (a list handler computes those). */
const exportable = (entity: EntitySchema | undefined) => (key: string) => !key.startsWith('__') && !entity?.properties[key]?.['x-virtual']
