// 采购退货's effects (spread into src/server/effects.ts) and, loaded with them, its verify-stock checks.
import type { EffectRegistry } from '../../kernel/handler.ts'
import { holdReturn, releaseReturn, shipReturn } from './post.ts'
import './stock-check.ts'

export const purchaseReturnEffects: EffectRegistry = {
  'purchaseReturn.hold': holdReturn,
  'purchaseReturn.release': releaseReturn,
  'purchaseReturn.ship': shipReturn,
}
