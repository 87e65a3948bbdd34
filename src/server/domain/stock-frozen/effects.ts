// 冻结单's effects (spread into src/server/effects.ts) and, loaded with them, its verify-stock checks.
import type { EffectRegistry } from '../../kernel/handler.ts'
import { freeze, unfreeze } from './post.ts'
import './stock-check.ts'

export const stockFrozenEffects: EffectRegistry = {
  'stockFrozen.freeze': freeze,
  'stockFrozen.unfreeze': unfreeze,
}
