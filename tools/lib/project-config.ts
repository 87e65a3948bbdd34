// The tools' config: a config with mistakes prints check-config's lines (file:line:col message)
// and exits 1, not a stack trace a newcomer has to read past.
import type { WmsConfig } from '../../src/config/types.ts'
import { loadProjectConfig } from '../../src/server/config/project-config.ts'

export function projectConfigOrExit(variant?: string): WmsConfig {
  try {
    return loadProjectConfig({ variant })
  } catch (e) {
    console.error((e as Error).message)
    process.exit(1)
  }
}
