// Approval document types that exist. A type exists once a workflow submits it (its `approval:`
// block names it); until then what belongs to it is advertised for nothing: its approval screen
// (kind approval, `docType`) would list nothing and its 业务配置 switch (a field with
// `x-approvalDocType`) would change nothing. The loaded config leaves both out, so the menu, the
// access model, the web app and the settings form never see them; check-config still checks them.
import type { ScreenDef, ScreensFile, WmsConfig } from './types.ts'

/** The document types some workflow submits for approval. */
export function submittedDocTypes(config: Pick<WmsConfig, 'workflows'>): Set<string> {
  return new Set(Object.values(config.workflows).flatMap((wf) => (wf.approval ? [wf.approval.docType] : [])))
}

/** The setting (a field of `entity`) that switches approval of a document type on and off, if any. */
export function approvalSwitch(config: Pick<WmsConfig, 'entities'>, entity: string, docType: string): string | undefined {
  const props = config.entities[entity]?.properties ?? {}
  return Object.keys(props).find((name) => props[name]['x-approvalDocType'] === docType)
}

/** The config without the approval screens and switch fields of document types that do not exist. */
export function withoutAbsentDocTypes(config: WmsConfig): WmsConfig {
  const exists = submittedDocTypes(config)
  const screens: ScreensFile = {}
  for (const [key, s] of Object.entries(config.screens)) {
    if (s.kind === 'group') {
      screens[key] = s
      continue
    }
    if (s.kind === 'approval' && s.docType && !exists.has(s.docType)) continue
    screens[key] = withoutAbsentSwitches(config, s, exists)
  }
  return { ...config, screens }
}

function withoutAbsentSwitches(config: WmsConfig, s: ScreenDef, exists: Set<string>): ScreenDef {
  const props = s.entity ? config.entities[s.entity]?.properties : undefined
  if (!props || !s.fields) return s
  const absent = (name: string) => {
    const docType = Object.hasOwn(props, name) ? props[name]['x-approvalDocType'] : undefined
    return docType !== undefined && !exists.has(docType)
  }
  if (!Object.keys(s.fields).some(absent)) return s
  return { ...s, fields: Object.fromEntries(Object.entries(s.fields).filter(([name]) => !absent(name))) }
}
