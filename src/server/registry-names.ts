// Names the config lint checks endpoints and workflows against (used by check-config).
import { handlers } from './handlers.ts'
import { effects } from './effects.ts'

export const handlerNames: string[] = Object.keys(handlers)
export const effectNames: string[] = Object.keys(effects)
