// screens.yaml columns → AG Grid column definitions. A column that names a schema field
// gets its title, format, alignment and enum colours from the entity schema.
import { Tag } from 'antd'
import { lazy, Suspense } from 'react'
import type { ColDef, ICellRendererComp, ICellRendererParams } from 'ag-grid-community'
import type { EntityField, EntitySchema, ScreenColumn } from '../../../config/types.ts'
import { enumOption, formatOf, formatValue, truncate } from '../formats.ts'
import { ordered, resolveField } from '../schema-fields.ts'
import type { Row } from '../row.ts'

// antd's Image (preview) loads with the first list that shows a file or picture column.
const FileValue = lazy(() => import('../widgets/FileValue.tsx').then((m) => ({ default: m.FileValue })))

const RIGHT = new Set(['amount', 'quantity', 'percent'])
/** Widths a value of the format needs whatever its title (a timestamp is not cut at 1600 px). */
const MIN_WIDTH: Record<string, number> = { datetime: 168, date: 112 }

function EnumCell({ field, value }: { field: EntityField; value: unknown }) {
  if (value === null || value === undefined) return null
  const o = enumOption(field, value)
  return <Tag color={o.color}>{o.label}</Tag>
}

/** A text cell without React: a React renderer (a portal) per cell made a 200-row page paint in
 *  about half again the time. The text is cut at `limit` characters, the whole of it as title. */
class TextCell implements ICellRendererComp<Row> {
  private el = document.createElement('span')
  init(p: ICellRendererParams<Row> & { limit: number }) {
    this.refresh(p)
  }
  getGui() {
    return this.el
  }
  refresh(p: ICellRendererParams<Row> & { limit?: number }) {
    const text = p.valueFormatted ?? String(p.value ?? '')
    const cut = truncate(text, p.limit ?? 25)
    this.el.textContent = cut.text
    if (cut.truncated) this.el.title = text
    else this.el.removeAttribute('title')
    return true
  }
}

export interface BuiltColumn {
  key: string
  title: string
  def: ColDef<Row>
}

export function gridColumns(
  entity: EntitySchema | undefined,
  columns: Record<string, ScreenColumn> | undefined,
  sortable: (name: string) => boolean,
): BuiltColumn[] {
  return ordered(columns).map(([key, col]) => {
    const r = resolveField(entity, key, col.field)
    const field = r.field
    const format = (col.format as string | undefined) ?? formatOf(field)
    const title = col.title ?? field.title
    const def: ColDef<Row> = {
      colId: key,
      field: r.name,
      headerName: title,
      // A column sized by config keeps its width; the others share what the screen has left
      // (no white gap before the pinned 操作 column) and never shrink below what they need.
      ...(col.width ? { width: col.width } : { flex: 1, minWidth: Math.max(MIN_WIDTH[format] ?? 100, Math.min(220, title.length * 16 + 48)) }),
      hide: !!col.hidden,
      pinned: col.pinned ?? null,
      sortable: col.sortable ?? ((!r.derived || ['createdAt', 'updatedAt', 'id'].includes(r.name)) && sortable(r.name)),
      resizable: true,
      cellClass: RIGHT.has(format) ? 'ag-right-aligned-cell' : undefined,
      headerClass: RIGHT.has(format) ? 'ag-right-aligned-header' : undefined,
    }
    if (format === 'enum' || format === 'bool') {
      const f =
        format === 'bool'
          ? ({ ...field, enum: [true, false], 'x-enumNames': ['是', '否'], 'x-enumColors': ['green', 'default'] } as unknown as EntityField)
          : field
      def.cellRenderer = (p: ICellRendererParams<Row>) => <EnumCell field={f} value={p.value} />
    } else if (format === 'image' || format === 'file') {
      def.cellRenderer = (p: ICellRendererParams<Row>) => (
        <Suspense fallback={null}>
          <FileValue value={p.value} image={format === 'image'} />
        </Suspense>
      )
    } else if (['text', 'skuAttrs'].includes(format) || field.type === 'string') {
      def.valueFormatter = (p) => formatValue(field, p.value, format)
      def.cellRenderer = TextCell
      def.cellRendererParams = { limit: col.ellipsis ?? 25 }
    } else {
      def.valueFormatter = (p) => formatValue(field, p.value, format)
    }
    // The 合计 row's title is text whatever the column's format.
    const format0 = def.valueFormatter
    if (typeof format0 === 'function') def.valueFormatter = (p) => (p.node?.rowPinned && typeof p.value === 'string' ? p.value : format0(p))
    return { key, title, def }
  })
}
