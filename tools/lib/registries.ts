// Names config may refer to, collected from the code that implements them.
// The server's name list (src/server/registry-names.ts) may not exist yet: then nothing is
// checked, rather than every handler being reported as unknown.

import type { Registries } from '../../src/config/types.ts'

interface RegistryNames {
  handlerNames?: string[]
  effectNames?: string[]
}

export async function collectRegistries(): Promise<Registries> {
  const url = new URL('../../src/server/registry-names.ts', import.meta.url)
  let mod: RegistryNames
  try {
    mod = (await import(url.href)) as RegistryNames
  } catch (e) {
    if (isMissing(e, 'registry-names')) return {}
    throw e
  }
  const registries: Registries = {}
  if (mod.handlerNames) registries.handlers = new Set(mod.handlerNames)
  if (mod.effectNames) registries.effects = new Set(mod.effectNames)
  return registries
}

/** Only "that very file does not exist" is expected; a broken module must still fail loudly. */
function isMissing(e: unknown, name: string): boolean {
  const err = e as { code?: string; message?: string }
  return err?.code === 'ERR_MODULE_NOT_FOUND' && String(err.message).includes(name)
}
