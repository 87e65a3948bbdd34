// The one widget registry (DESIGN §5): every input of forms, line cells and filters by name.
// Typed against WIDGET_NAMES (registry-names.ts), which check-config checks `widget:` names
// against: a name missing here, or one here that is not in the list, fails the type check.
import type { ComponentType } from 'react'
import type { WidgetName } from '../registry-names.ts'
import { AttrsInput } from './AttrsInput.tsx'
import { DateRangeWidget, DateWidget } from './date-widgets.tsx'
import { BoolWidget, EnumWidget, NumberWidget, PasswordWidget, TextareaWidget, TextWidget } from './inputs.tsx'
import { SourceWidget } from './SourceWidget.tsx'
import { UploadWidget } from './UploadWidget.tsx'
import type { WidgetProps } from './widget-props.ts'

export const widgets: Record<WidgetName, ComponentType<WidgetProps>> = {
  text: TextWidget,
  textarea: TextareaWidget,
  password: PasswordWidget,
  number: NumberWidget,
  enum: EnumWidget,
  bool: BoolWidget,
  date: DateWidget,
  dateRange: DateRangeWidget,
  source: SourceWidget,
  upload: UploadWidget,
  skuAttrs: AttrsInput,
}

/** The registered widget of that name (a name outside the list falls back to text). */
export function Widget({ widget, ...props }: WidgetProps & { widget: WidgetName }) {
  const W = Object.hasOwn(widgets, widget) ? widgets[widget] : TextWidget
  return <W {...props} />
}
