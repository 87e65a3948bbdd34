// Handlers of the order slice (catalogue §7.6, §7.10): orders, allocation, cancellation,
// 退拣单 and write-off, registered in src/server/handlers.ts. Plain transitions (accept,
// reject, resubmit, cancel, cancelRequest) are op: transition with their effects in cancel.ts.
// Importing return-picking.ts registers home tile 14.
import type { HandlerRegistry } from '../../kernel/handler.ts'
import { createOrder, updateOrder } from './orders/write.ts'
import { cancelledList, getOrder, linePage, logPage, orderDetail } from './orders/read.ts'
import { allocationById, allocationList, orderAllocations } from './orders/allocations.ts'
import { cancelApprovalOrder } from './orders/approval-detail.ts'
import { allot, allotBatch, releaseOne, unallot } from './allocation.ts'
import { completeReturnPicking, returnPickingDetail, returnPickingExists, returnPickingPrint } from './return-picking.ts'
import { writeOff, writeOffList } from './write-off.ts'

export const orderHandlers: HandlerRegistry = {
  'order.create': createOrder,
  'order.update': updateOrder,
  'order.get': getOrder,
  'order.detail': orderDetail,
  'order.lines': linePage,
  'order.logs': logPage,
  'order.cancelledList': cancelledList,
  'order.cancelApprovalOrder': cancelApprovalOrder,
  'order.writeOff': writeOff,
  'order.writeOffList': writeOffList,
  'allocation.allot': allot,
  'allocation.allotBatch': allotBatch,
  'allocation.unallot': unallot,
  'allocation.releaseOne': releaseOne,
  'allocation.list': allocationList,
  'allocation.byId': allocationById,
  'allocation.ofOrder': orderAllocations,
  'returnPicking.detail': returnPickingDetail,
  'returnPicking.complete': completeReturnPicking,
  'returnPicking.print': returnPickingPrint,
  'returnPicking.exists': returnPickingExists,
}
