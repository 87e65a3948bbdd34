// 报损's names and states (schemas/workflows/lossReport.yaml), in one place for its code.

/** The workflow id and the document type of its holds and postings. */
export const LOSS = 'lossReport'
export const DRAFT = 0
export const PENDING = 10
export const REJECTED = 15
export const WRITTEN_OFF = 20
export const VOIDED = 90
/** Only these can be changed (and voided). */
export const EDITABLE = [DRAFT, REJECTED]
/** Quality of a line (stock statuses): 合格 and 不合格; frozen stock is not written off. */
export const QUALITY_LABEL: Record<number, string> = { 1: '合格', 4: '不合格' }
