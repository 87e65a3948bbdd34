// 加工单's effects (spread into src/server/effects.ts) and, loaded with them, its verify-stock checks.
import type { EffectRegistry } from '../../kernel/handler.ts'
import { finishProcess, holdSources, releaseSources } from './post.ts'
import './stock-check.ts'

export const productProcessEffects: EffectRegistry = {
  'productProcess.hold': holdSources,
  'productProcess.finish': finishProcess,
  'productProcess.release': releaseSources,
}
