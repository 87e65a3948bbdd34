// Approval document types: their Chinese names (approvalFlow.docType's enum, the one place
// they are declared), the business-config switch of each (declared on its field), and the approval screen that lists
// each (screens.yaml, kind approval) for messages and links.
import type { ScreenDef, WmsConfig } from '../../../config/types.ts'
import type { Strategy } from '../settings/strategy.ts'
import { approvalSwitch } from '../../../config/doc-types.ts'

export function docTypeLabel(config: WmsConfig, docType: string): string {
  const f = config.entities.approvalFlow?.properties.docType
  const i = f?.enum?.indexOf(docType) ?? -1
  return i >= 0 ? (f?.['x-enumNames']?.[i] ?? docType) : docType
}

/** 业务配置 "…需审批" (the tenantStrategy field naming the type, x-approvalDocType): off means the type needs no approval (the engine accepts at once). Types without a switch always follow their flow. */
export function strategySwitch(config: WmsConfig, docType: string): keyof Strategy | undefined {
  return approvalSwitch(config, 'tenantStrategy', docType) as keyof Strategy | undefined
}

/** The route name of the approval screen of a document type, if screens.yaml has one. */
export function approvalRoute(config: WmsConfig, docType: string): string | undefined {
  for (const [key, s] of Object.entries(config.screens)) {
    if (s.kind === 'approval' && (s as ScreenDef).docType === docType) return key
  }
  return undefined
}
