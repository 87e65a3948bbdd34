// 加工单 (processing order), registered in src/server/handlers.ts (its effects in ./effects.ts).
// submit, withdraw, finish, cancel and close are op: transition; approval decisions are the
// engine's (product-process-examine).
import type { HandlerRegistry } from '../../kernel/handler.ts'
import { createProcess, deleteProcess, updateProcess } from './write.ts'
import { linePage } from './read.ts'

export const productProcessHandlers: HandlerRegistry = {
  'productProcess.create': createProcess,
  'productProcess.update': updateProcess,
  'productProcess.delete': deleteProcess,
  'productProcess.lines': linePage,
}
