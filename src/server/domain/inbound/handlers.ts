// Inbound handlers (issue 6): reservations, scan-in; transitions run through the workflow runtime.
// Importing tiles registers home tile 1.
import './tiles.ts'
import type { HandlerRegistry } from '../../kernel/handler.ts'
import { saveBespeak } from './bespeak-write.ts'
import { bespeakFromPurchase } from './bespeak-from-purchase.ts'
import { lookupBespeak } from './lookup.ts'
import { scanIn } from './receiving.ts'
import { stockInLinesRead } from './stock-in-read.ts'
import { arrivalSummary } from './arrival-summary.ts'
import { inspectionReport, submitInspection } from './inspection.ts'
import { closeShelving, confirmShelving, suggestShelving } from './shelving.ts'

export const inboundHandlers: HandlerRegistry = {
  'bespeak.save': saveBespeak,
  'bespeak.fromPurchase': bespeakFromPurchase,
  'inScan.lookup': lookupBespeak,
  'inScan.scan': scanIn,
  'stockIn.lines': stockInLinesRead,
  'stockIn.arrivalSummary': arrivalSummary,
  'inspection.submit': submitInspection,
  'inspection.report': inspectionReport,
  'shelf.suggest': suggestShelving,
  'shelf.confirm': confirmShelving,
  'shelf.close': closeShelving,
}
