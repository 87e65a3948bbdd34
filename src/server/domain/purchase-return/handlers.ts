// 采购退货 (purchase return), registered in src/server/handlers.ts (its effects in ./effects.ts).
// Lists, the record and the export are generic; submit, withdraw and void are op: transition;
// approval decisions are the engine's (purchase-return-approval).
import type { HandlerRegistry } from '../../kernel/handler.ts'
import { createReturn, deleteReturn, updateReturn } from './write.ts'
import { lineOptions, linePage, locationOptions, purchaseOptions } from './read.ts'
import { returnPrint } from './print.ts'

export const purchaseReturnHandlers: HandlerRegistry = {
  'purchaseReturn.create': createReturn,
  'purchaseReturn.update': updateReturn,
  'purchaseReturn.delete': deleteReturn,
  'purchaseReturn.lines': linePage,
  'purchaseReturn.purchaseOptions': purchaseOptions,
  'purchaseReturn.lineOptions': lineOptions,
  'purchaseReturn.locationOptions': locationOptions,
  'purchaseReturn.print': returnPrint,
}
