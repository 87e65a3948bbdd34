// 移库单 (stock move within a warehouse), registered in src/server/handlers.ts (its effects in
// ./effects.ts). submit, withdraw, confirm and close are op: transition; approval decisions are
// the engine's (stock-move-to-examine).
import type { HandlerRegistry } from '../../kernel/handler.ts'
import { createMove, deleteMove, updateMove } from './write.ts'
import { balanceOptions, linePage } from './read.ts'

export const stockMoveHandlers: HandlerRegistry = {
  'stockMove.create': createMove,
  'stockMove.update': updateMove,
  'stockMove.delete': deleteMove,
  'stockMove.lines': linePage,
  'stockMove.balanceOptions': balanceOptions,
}
