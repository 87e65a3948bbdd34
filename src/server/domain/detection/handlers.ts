// 检测方案 and 检测单 (detection), registered in src/server/handlers.ts (the order's effects in
// ./effects.ts). Lists, records, options and the export are generic; the order's transitions are
// op: transition; approval decisions are the engine's (detection-order-approval).
import type { HandlerRegistry } from '../../kernel/handler.ts'
import { createScheme, deleteScheme, itemPage, updateScheme } from './scheme.ts'
import { createOrder, updateOrder } from './order-write.ts'
import { balanceOptions, resultPage } from './order-read.ts'

export const detectionHandlers: HandlerRegistry = {
  'detectionScheme.create': createScheme,
  'detectionScheme.update': updateScheme,
  'detectionScheme.delete': deleteScheme,
  'detectionScheme.items': itemPage,
  'detectionOrder.create': createOrder,
  'detectionOrder.update': updateOrder,
  'detectionOrder.results': resultPage,
  'detectionOrder.balanceOptions': balanceOptions,
}
