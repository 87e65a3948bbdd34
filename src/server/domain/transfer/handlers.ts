// 调拨单 (transfer between warehouses), registered in src/server/handlers.ts (its effects in
// ./effects.ts). submit, withdraw, ship and close are op: transition; approval decisions are the
// engine's (allocation-to-examine); receipts are receive.ts.
import type { HandlerRegistry } from '../../kernel/handler.ts'
import { createTransfer, deleteTransfer, updateTransfer } from './write.ts'
import { balanceOptions, closeDraft, linePage } from './read.ts'
import { receiveDraft, receiveTransfer } from './receive.ts'

export const transferHandlers: HandlerRegistry = {
  'transfer.create': createTransfer,
  'transfer.update': updateTransfer,
  'transfer.delete': deleteTransfer,
  'transfer.lines': linePage,
  'transfer.balanceOptions': balanceOptions,
  'transfer.receiveDraft': receiveDraft,
  'transfer.receive': receiveTransfer,
  'transfer.closeDraft': closeDraft,
}
