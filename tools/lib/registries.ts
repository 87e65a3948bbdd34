// Names config may refer to, collected from the code that implements them: handlers and
// effects from the server's list, widgets, formats and hand-written components from the web
// engine's (src/web/engine/registry-names.ts, a plain module the registries are typed against).
// The server's name list (src/server/registry-names.ts) may not exist yet: then nothing is
// checked, rather than every handler being reported as unknown.

import type { Registries } from '../../src/config/types.ts'
import { COMPONENT_NAMES, FORMAT_NAMES, WIDGET_NAMES } from '../../src/web/engine/registry-names.ts'

interface RegistryNames {
  handlerNames?: string[]
  effectNames?: string[]
}

/** The web engine's names: what `widget:`, `format:` and `component:` in screens.yaml may say. */
export function webRegistries(): Registries {
  return { widgets: new Set(WIDGET_NAMES), formats: new Set(FORMAT_NAMES), components: new Set(COMPONENT_NAMES) }
}

export async function collectRegistries(): Promise<Registries> {
  const registries = webRegistries()
  const url = new URL('../../src/server/registry-names.ts', import.meta.url)
  let mod: RegistryNames
  try {
    mod = (await import(url.href)) as RegistryNames
  } catch (e) {
    if (isMissing(e, 'registry-names')) return registries
    throw e
  }
  if (mod.handlerNames) registries.handlers = new Set(mod.handlerNames)
  if (mod.effectNames) registries.effects = new Set(mod.effectNames)
  return registries
}

/** Only "that very file does not exist" is expected; a broken module must still fail loudly. */
function isMissing(e: unknown, name: string): boolean {
  const err = e as { code?: string; message?: string }
  return err?.code === 'ERR_MODULE_NOT_FOUND' && String(err.message).includes(name)
}
