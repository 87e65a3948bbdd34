// 制单出库, AB门出库 and 备货单 (issue 7, O4), registered in src/server/handlers.ts (effects in
// ./vouchers/effects.ts). One set of handlers serves both voucher kinds: the endpoint's entity or
// options.docType says which (vouchers/kinds.ts). Submit, withdraw and void are op: transition;
// accept and reject are the approval engine's handlers fixed to stockOut / abStockOut.
import type { HandlerRegistry } from '../../kernel/handler.ts'
import { createVoucher, updateVoucher } from './vouchers/write.ts'
import { getVoucher, linePage, listVouchers } from './vouchers/read.ts'
import { certificateAdd, certificateDelete, certificateGet, certificatePage, certificateSave } from './vouchers/certificates.ts'
import { addTemp, approvalDetails } from './vouchers/approval-details.ts'
import { createPreparation, deletePreparation, listPreparations, preparationLines, preparationToVoucher, updatePreparation } from './vouchers/preparation.ts'

export const outVoucherHandlers: HandlerRegistry = {
  'outVoucher.list': listVouchers,
  'outVoucher.get': getVoucher,
  'outVoucher.create': createVoucher,
  'outVoucher.update': updateVoucher,
  'outVoucher.lines': linePage,
  'outVoucher.certificatePage': certificatePage,
  'outVoucher.certificateGet': certificateGet,
  'outVoucher.certificateSave': certificateSave,
  'outVoucher.certificateAdd': certificateAdd,
  'outVoucher.certificateDelete': certificateDelete,
  'outVoucher.approvalDetails': approvalDetails,
  'outVoucher.addTemp': addTemp,
  'preparation.list': listPreparations,
  'preparation.create': createPreparation,
  'preparation.update': updatePreparation,
  'preparation.delete': deletePreparation,
  'preparation.lines': preparationLines,
  'preparation.toVoucher': preparationToVoucher,
}
