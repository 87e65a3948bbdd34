// screens.yaml columns → AG Grid column definitions. A column that names a schema field
// gets its title, format, alignment and enum colours from the entity schema.
import { Tag } from 'antd'
import { lazy, Suspense } from 'react'
import type { ColDef, ICellRendererParams } from 'ag-grid-community'
import type { EntityField, EntitySchema, ScreenColumn } from '../../../config/types.ts'
import { enumOption, formatOf, formatValue, truncate } from '../formats.ts'
import { ordered, resolveField } from '../schema-fields.ts'
import type { Row } from './use-list-controller.ts'

// antd's Image (preview) loads with the first list that shows a file or picture column.
const FileValue = lazy(() => import('../widgets/FileValue.tsx').then((m) => ({ default: m.FileValue })))

const RIGHT = new Set(['amount', 'quantity', 'percent'])

function EnumCell({ field, value }: { field: EntityField; value: unknown }) {
  if (value === null || value === undefined) return null
  const o = enumOption(field, value)
  return <Tag color={o.color}>{o.label}</Tag>
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
      width: col.width ?? Math.max(100, Math.min(220, title.length * 16 + 48)),
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
      // Plain text through the grid's own cells, not a React renderer per cell: a 200-row page
      // painted in twice the time with one. A cut text shows in full in the grid's tooltip.
      const limit = col.ellipsis ?? 25
      def.valueFormatter = (p) => truncate(formatValue(field, p.value, format), limit).text
      def.tooltipValueGetter = (p) => {
        const text = formatValue(field, p.value, format)
        return truncate(text, limit).truncated ? text : undefined
      }
    } else {
      def.valueFormatter = (p) => formatValue(field, p.value, format)
    }
    return { key, title, def }
  })
}
