// The function key a caller must hold to use an endpoint: its own, else (a transition endpoint)
// its workflow transition's. One rule for the dispatcher that checks it and the documents that show it.
import type { EndpointDef, WmsConfig } from './types.ts'

export function writePermission(config: WmsConfig, endpoint: EndpointDef): string | undefined {
  if (endpoint.permission) return endpoint.permission
  if (endpoint.op !== 'transition') return undefined
  return config.workflows[endpoint.workflow!]?.transitions[endpoint.transition!]?.permission
}
