// The columns of an import: the writable fields of the entity, then those of its lines (one
// spreadsheet row per line, the header fields repeated). Headers are the Chinese titles;
// a line field whose title could be mistaken for a header field gets the line's title in front.
import type { EntityField, WmsConfig } from '../../../config/types.ts'
import { entityModel, type EntityModel, type FieldModel } from '../entity-model.ts'

export interface ImportColumn {
  header: string
  name: string
  line: boolean
  field: EntityField
  column: string
  required: boolean
}

function usable(f: FieldModel): boolean {
  if (f.field['x-secret'] || f.field['x-import'] === false) return false
  if (f.field.type === 'array') return false
  return f.field.type !== 'object' || f.field['x-format'] === 'skuAttrs'
}

export function importColumns(config: WmsConfig, model: EntityModel): ImportColumn[] {
  const required = new Set(model.entity.required ?? [])
  // A required field with a default (销售类型: 自营) may be left out of the file.
  const must = (names: Set<string>, f: FieldModel) => names.has(f.name) && f.field.default === undefined
  const cols: ImportColumn[] = model.writable
    .filter(usable)
    .map((f) => ({ header: f.field.title, name: f.name, line: false, field: f.field, column: f.column, required: must(required, f) }))
  if (model.lines) {
    const child = entityModel(config, model.lines.entity)
    const childRequired = new Set(child.entity.required ?? [])
    const prefix = child.entity.title
    for (const f of child.writable.filter(usable)) {
      if (f.name === model.lines.parentField) continue
      const title = f.field.title
      const header = title.startsWith(prefix) || !cols.some((c) => c.header === title) ? title : prefix + title
      cols.push({ header, name: f.name, line: true, field: f.field, column: f.column, required: must(childRequired, f) })
    }
  }
  return cols
}

/** The field that groups rows into one document: the header's first unique field (商品编码). */
export function groupKey(model: EntityModel): string | undefined {
  return model.fields.find((f) => f.field['x-unique'] === true && !f.field['x-generated'])?.name
}
