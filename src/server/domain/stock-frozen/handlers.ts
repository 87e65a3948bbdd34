// 冻结单 (stock freeze), registered in src/server/handlers.ts (its effects in ./effects.ts).
// freeze and unfreeze are op: transition; unfreezePart picks one of the two transitions.
import type { HandlerRegistry } from '../../kernel/handler.ts'
import { createFrozen, deleteFrozen, updateFrozen } from './write.ts'
import { balanceOptions, linePage, unfreezeDraft } from './read.ts'
import { unfreezePart } from './unfreeze-part.ts'

export const stockFrozenHandlers: HandlerRegistry = {
  'stockFrozen.create': createFrozen,
  'stockFrozen.update': updateFrozen,
  'stockFrozen.delete': deleteFrozen,
  'stockFrozen.lines': linePage,
  'stockFrozen.balanceOptions': balanceOptions,
  'stockFrozen.unfreezeDraft': unfreezeDraft,
  'stockFrozen.unfreezePart': unfreezePart,
}
