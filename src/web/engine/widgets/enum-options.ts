import type { EntityField } from '../../../config/types.ts'

/** Static options of an enum field, with the labels and colours of the schema. */
export function enumSelectOptions(field: EntityField): { value: string | number; label: string; color?: string }[] {
  return (field.enum ?? []).map((value, i) => ({ value, label: field['x-enumNames']?.[i] ?? String(value), color: field['x-enumColors']?.[i] }))
}

export const BOOL_OPTIONS = [
  { value: true, label: '是' },
  { value: false, label: '否' },
]
