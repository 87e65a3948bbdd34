// Which registered widget edits a value when screens.yaml names none: from the option source,
// the schema field's format, enum and type, and for filters the operator (a date filter is a
// range unless it asks for one day).
import type { EntityField, ScreenField, ScreenFilter } from '../../../config/types.ts'
import type { WidgetName } from '../registry-names.ts'
import type { WidgetPlace } from './widget-props.ts'

export function chooseWidget(field: EntityField, entry: ScreenField | ScreenFilter, place: WidgetPlace): WidgetName {
  if (entry.widget) return entry.widget as WidgetName // a name check-config checked
  if (entry.source) return 'source'
  const numeric = field.type === 'integer' || field.type === 'number'
  const date = field.format === 'date' || field.format === 'date-time'
  if (place === 'filter') {
    const op = (entry as ScreenFilter).op
    if (field.enum) return 'enum'
    if (field.type === 'boolean') return 'bool'
    if (op === 'eq' && field.format === 'date') return 'date'
    if (op === 'between' || date) return 'dateRange'
    return numeric ? 'number' : 'text'
  }
  if (field['x-format'] === 'skuAttrs') return 'skuAttrs'
  if (field.enum) return 'enum'
  if (numeric) return 'number'
  if (field.format === 'date') return 'date'
  if (field.type === 'boolean') return 'bool'
  return 'text'
}
