// A form screen of screens.yaml + its entity schema → the JSON Schema and uiSchema rjsf
// renders. Titles, enums, formats and validation come from the entity; the screen says
// which fields, in which order, with which widget and width.
import type { RJSFSchema, UiSchema } from '@rjsf/utils'
import type { EntityField, EntitySchema, ScreenDef, ScreenField } from '../../../config/types.ts'
import { ordered, resolveField } from '../schema-fields.ts'

export interface BuiltForm {
  schema: RJSFSchema
  uiSchema: UiSchema
  fields: string[]
}

function propertySchema(field: EntityField, nullable: boolean): RJSFSchema {
  const s: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(field)) if (!k.startsWith('x-')) s[k] = v
  delete s.readOnly
  // Entity descriptions are notes for developers (English); users get the screen's `help`.
  delete s.description
  if (field['x-patternMessage']) s['x-patternMessage'] = field['x-patternMessage']
  if (field['x-atLeast']) s['x-atLeast'] = field['x-atLeast']
  if (field.enum) {
    delete s.enum
    s.oneOf = field.enum.map((v, i) => ({ const: v, title: field['x-enumNames']?.[i] ?? String(v) }))
  }
  if (nullable && field.type !== 'boolean' && field.type !== 'array' && field.type !== 'object') s.type = [field.type, 'null']
  return s as RJSFSchema
}

export function buildForm(entity: EntitySchema, screen: ScreenDef, mode: 'add' | 'edit' | 'copy' | 'view'): BuiltForm {
  const properties: Record<string, RJSFSchema> = {}
  const required: string[] = []
  const uiSchema: UiSchema = { 'ui:order': [], 'ui:options': { columns: screen.layout?.columns ?? 2 } }
  const entityRequired = new Set(entity.required ?? [])
  for (const [key, f] of ordered(screen.fields)) {
    const r = resolveField(entity, key, f.field)
    if (r.derived) continue
    const isRequired = f.required ?? entityRequired.has(r.name)
    properties[r.name] = { ...propertySchema(r.field, !isRequired), ...(f.title ? { title: f.title } : {}) }
    if (isRequired) required.push(r.name)
    ;(uiSchema['ui:order'] as string[]).push(r.name)
    const ui: Record<string, unknown> = {}
    // The schema field and the entry, for the registry's widgets (form/rjsf-widgets.tsx).
    const options: Record<string, unknown> = { span: f.span ?? 1, field: r.field, entry: f }
    if (f.source) {
      ui['ui:widget'] = 'source'
      options.source = f.source
    } else if (f.widget) ui['ui:widget'] = f.widget
    else if (r.field.type === 'string' && (r.field.maxLength ?? 0) > 200) ui['ui:widget'] = 'textarea'
    // A secret (API key) is never sent to the browser: an empty input keeps the stored one.
    if (r.field['x-secret'] && !f.widget) ui['ui:widget'] = 'password'
    if (f.placeholder) ui['ui:placeholder'] = f.placeholder
    else if (r.field['x-secret']) ui['ui:placeholder'] = '已保存的不显示，留空则保持不变'
    else if (!f.source && !r.field.enum && r.field.type !== 'boolean' && r.field.type !== 'array') ui['ui:placeholder'] = `请输入${f.title ?? r.field.title}`
    if (f.help) ui['ui:help'] = f.help
    if (f.hidden) ui['ui:widget'] = 'hidden'
    if (mode === 'view' || f.readOnly || r.field.readOnly) ui['ui:disabled'] = true
    if (f.items) ui.items = itemsUi(f.items)
    ui['ui:options'] = options
    uiSchema[r.name] = ui
  }
  return { schema: { type: 'object', properties, required }, uiSchema, fields: uiSchema['ui:order'] as string[] }
}

/** The uiSchema of each item of an array of objects (approval nodes): widgets, sources, order. */
export function itemsUi(items: Record<string, ScreenField>): UiSchema {
  const list = ordered(items)
  const ui: UiSchema = { 'ui:order': [...list.map(([k, f]) => f.field ?? k), '*'], 'ui:options': { columns: Math.min(3, list.length) } }
  for (const [key, f] of list) {
    const one: Record<string, unknown> = {}
    const options: Record<string, unknown> = { span: f.span ?? 1 }
    if (f.source) {
      one['ui:widget'] = 'source'
      options.source = f.source
    } else if (f.widget) one['ui:widget'] = f.widget
    if (f.title) one['ui:title'] = f.title
    if (f.placeholder) one['ui:placeholder'] = f.placeholder
    if (f.help) one['ui:help'] = f.help
    one['ui:options'] = options
    ui[f.field ?? key] = one
  }
  return ui
}

/** What goes into the form from a record: only the form's fields, null as absent. */
export function formDataOf(record: Record<string, unknown> | null, fields: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  // A settings record not saved yet reads as null: the form starts empty.
  if (!record) return out
  for (const f of fields) if (record[f] !== null && record[f] !== undefined) out[f] = record[f]
  return out
}
