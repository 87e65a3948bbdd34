// 盘点's effects (spread into src/server/effects.ts) and, loaded with them, its verify-stock checks.
import type { EffectRegistry } from '../../kernel/handler.ts'
import { startTask } from './start.ts'
import { checkCounted, postDifferences, reopenTask, unlockTask } from './post.ts'
import './stock-check.ts'

export const inventoryEffects: EffectRegistry = {
  'inventoryTask.start': startTask,
  'inventoryTask.checkCounted': checkCounted,
  'inventoryTask.post': postDifferences,
  'inventoryTask.reopen': reopenTask,
  'inventoryTask.unlock': unlockTask,
}
