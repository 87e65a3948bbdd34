// 移库单's effects (spread into src/server/effects.ts) and, loaded with them, its verify-stock checks.
import type { EffectRegistry } from '../../kernel/handler.ts'
import { confirmMove, holdMove, releaseMove } from './post.ts'
import './stock-check.ts'

export const stockMoveEffects: EffectRegistry = {
  'stockMove.hold': holdMove,
  'stockMove.confirm': confirmMove,
  'stockMove.release': releaseMove,
}
