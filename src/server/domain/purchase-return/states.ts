// 采购退货's names and states (schemas/workflows/purchaseReturn.yaml), in one place for its code.

/** The workflow id and the document type of its holds and postings. */
export const RETURN = 'purchaseReturn'
export const DRAFT = 0
export const PENDING = 10
export const REJECTED = 15
export const RETURNED = 20
export const VOIDED = 90
/** Only these can be changed, deleted (and voided). */
export const EDITABLE = [DRAFT, REJECTED]
/** Orders goods may have arrived against: 部分入库, 已入库, 已终止, 已关闭 (what arrived before closing). */
export const RETURNABLE_ORDERS = [30, 40, 80, 90]
/** Quality of a line (stock statuses): 合格 and 不合格. */
export const QUALITY_LABEL: Record<number, string> = { 1: '合格', 4: '不合格' }
