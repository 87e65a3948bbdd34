// 制单入库 (manual stock-in voucher), registered in src/server/handlers.ts (its effect in
// ./effects.ts). Transitions (submit, withdraw, void) are op: transition; 同意 and 驳回
// are the approval engine's own handlers (approving.accept / approving.reject).
import type { HandlerRegistry } from '../../kernel/handler.ts'
import { createVoucher, updateVoucher } from './write.ts'
import { decisionOf, getVoucher, linePage, listVouchers } from './read.ts'

export const stockInVoucherHandlers: HandlerRegistry = {
  'stockInVoucher.list': listVouchers,
  'stockInVoucher.get': getVoucher,
  'stockInVoucher.create': createVoucher,
  'stockInVoucher.update': updateVoucher,
  'stockInVoucher.lines': linePage,
  'stockInVoucher.decision': decisionOf,
}
