// The meta-schemas by name, so callers validate with validateShape('screens', …).

import { demoMeta } from './demo.ts'
import { endpointsMeta } from './endpoints.ts'
import { entityMeta } from './entity.ts'
import { screensMeta } from './screens.ts'
import { variantMeta } from './variant.ts'
import { workflowMeta } from './workflow.ts'

export const metaSchemas = {
  entity: entityMeta,
  endpoints: endpointsMeta,
  screens: screensMeta,
  workflow: workflowMeta,
  variant: variantMeta,
  demo: demoMeta,
} as const

export type MetaName = keyof typeof metaSchemas
