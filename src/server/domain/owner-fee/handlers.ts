// 货主费用 (owner bill), registered in src/server/handlers.ts (its effect in ./effects.ts). The
// list, the record (Detail) and the export are generic; settle and void are op: transition.
import type { HandlerRegistry } from '../../kernel/handler.ts'
import { generateBill } from './generate.ts'
import { detailPage, linePage } from './read.ts'

export const ownerFeeHandlers: HandlerRegistry = {
  'ownerFee.generate': generateBill,
  'ownerFee.lines': linePage,
  'ownerFee.billDetail': detailPage,
}
