// 检测单's effects (spread into src/server/effects.ts) and, loaded with them, its verify-stock checks.
import type { EffectRegistry } from '../../kernel/handler.ts'
import { holdOrder, postOrder, releaseOrder } from './post.ts'
import './stock-check.ts'

export const detectionEffects: EffectRegistry = {
  'detectionOrder.hold': holdOrder,
  'detectionOrder.release': releaseOrder,
  'detectionOrder.post': postOrder,
}
