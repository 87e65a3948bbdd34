// 制单入库's names and states (schemas/workflows/stockInVoucher.yaml), in one place for its code.

/** The workflow id, the approval document type and the stock postings' document type. */
export const VOUCHER = 'stockInVoucher'
export const DRAFT = 0
export const PENDING = 10
export const REJECTED = 15
export const RECEIVED = 20
export const VOIDED = 90
/** Only these can be changed (and voided). */
export const EDITABLE = [DRAFT, REJECTED]
