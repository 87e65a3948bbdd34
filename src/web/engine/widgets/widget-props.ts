// What every registered widget receives, wherever it sits: a form's field (through rjsf,
// form/rjsf-widgets.tsx), a line's cell (lines/LineEditor.tsx) or a list's filter
// (list/FilterBar.tsx, whose antd Form.Item gives value, onChange and id).
import type { EntityField, ScreenField, ScreenFilter } from '../../../config/types.ts'

export type WidgetPlace = 'form' | 'line' | 'filter'

export interface WidgetProps {
  value?: unknown
  /** The new value; a select fed by an endpoint gives the chosen option's row too (for `fill`). */
  onChange?(value: unknown, option?: Record<string, unknown>): void
  /** The schema field of the value: type, enum labels, limits, x-format. */
  field: EntityField
  /** The screens.yaml entry: source, placeholder … */
  entry: ScreenField | ScreenFilter
  place: WidgetPlace
  /** Key of the value in the form, line or filters (an upload sends it as the file's key). */
  name: string
  /** The field's title where it sits ("第 2 行数量" in a line); the accessible name without a label. */
  label: string
  id?: string
  placeholder?: string
  disabled?: boolean
  status?: 'error'
  /** The other values where the widget sits (the form, a line with its header, the filters): for dependsOn. */
  values?: Record<string, unknown>
  /** The title of another field where the widget sits: a cascading select names the one to choose first. */
  titleOf?(name: string): string | undefined
}
