// 报损 (loss report), registered in src/server/handlers.ts (its effects in ./effects.ts). Lists,
// the record and the export are generic; transitions (submit, withdraw, void) are op: transition;
// approval decisions are the engine's (loss-report-to-examine).
import type { HandlerRegistry } from '../../kernel/handler.ts'
import { createReport, updateReport } from './write.ts'
import { linePage } from './read.ts'

export const lossHandlers: HandlerRegistry = {
  'lossReport.create': createReport,
  'lossReport.update': updateReport,
  'lossReport.lines': linePage,
}
