// 报损's effects (spread into src/server/effects.ts) and, loaded with them, its verify-stock checks.
import type { EffectRegistry } from '../../kernel/handler.ts'
import { holdReport, releaseReport, writeOffReport } from './post.ts'
import './stock-check.ts'

export const lossEffects: EffectRegistry = {
  'lossReport.hold': holdReport,
  'lossReport.release': releaseReport,
  'lossReport.writeOff': writeOffReport,
}
