// Outbound print data (issue 7): the orders of every order print, and dispatch bills as manifests.
import type { HandlerRegistry } from '../../../kernel/handler.ts'
import { orderPrintData } from './orders.ts'
import { dispatchBillPrintData } from './dispatch-bills.ts'

export const outPrintHandlers: HandlerRegistry = {
  'outPrint.orders': orderPrintData,
  'outPrint.dispatchBills': dispatchBillPrintData,
}
