import type { EntityField, WmsConfig } from '../../../config/types.ts'

export interface EnumOption {
  value: string | number
  label: string
  color?: string
}

export function enumOptions(field: EntityField): EnumOption[] {
  return (field.enum ?? []).map((value, i) => ({
    value,
    label: field['x-enumNames']?.[i] ?? String(value),
    ...(field['x-enumColors']?.[i] ? { color: field['x-enumColors'][i] } : {}),
  }))
}

export function enumLabel(config: WmsConfig, entity: string, field: string, value: unknown): string {
  const f = config.entities[entity]?.properties[field]
  return enumOptions(f ?? ({} as EntityField)).find((o) => o.value === value)?.label ?? String(value ?? '')
}

/** Every enum of the config: `entity.field`, plus the global names fields publish (ETenantType …). */
export function allEnums(config: WmsConfig): Record<string, EnumOption[]> {
  const out: Record<string, EnumOption[]> = {}
  for (const [id, e] of Object.entries(config.entities)) {
    for (const [name, f] of Object.entries(e.properties)) {
      if (!f.enum || !f['x-enumNames']) continue
      out[`${id}.${name}`] = enumOptions(f)
      if (f['x-enumName']) out[f['x-enumName']] = enumOptions(f)
    }
  }
  return out
}
