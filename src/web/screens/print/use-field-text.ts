import { useCallback } from 'react'
import { useConfig } from '../../app/config-context.tsx'
import { formatValue } from '../../engine/formats.ts'

/** A value as its entity field shows it (enum label, date, quantity), e.g. text('stockIn', 'status', 10) → 待上架. */
export function useFieldText() {
  const config = useConfig()
  return useCallback(
    (entity: string, field: string, value: unknown) => {
      const f = config.entities[entity]?.properties[field]
      return f ? formatValue(f, value) : String(value ?? '')
    },
    [config],
  )
}
