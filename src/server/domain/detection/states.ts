// 检测单's names and states (schemas/workflows/detectionOrder.yaml), in one place for its code.
import { STOCK_STATUS } from '../stock/index.ts'

/** The workflow id and the document type of its holds and postings. */
export const DETECTION = 'detectionOrder'
export const DRAFT = 0
export const PENDING = 10
export const REJECTED = 15
export const DONE = 20
export const VOIDED = 90
/** Only these can be changed (and voided). */
export const EDITABLE = [DRAFT, REJECTED]
/** The stock qualities a detection order inspects: 合格 and 不合格 (frozen stock is not inspected). */
export const INSPECTABLE = [STOCK_STATUS.normal, STOCK_STATUS.damaged]
/** The conclusion (detectionOrder.result) and the stock quality it leaves the goods in. */
export const PASSED = 1
export const FAILED = 2
export const qualityOf = (result: number) => (result === PASSED ? STOCK_STATUS.normal : STOCK_STATUS.damaged)
