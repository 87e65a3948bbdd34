// 加工单's names and states (schemas/workflows/productProcess.yaml), in one place for its code.

/** The workflow id and the document type of its holds and postings. */
export const PROCESS = 'productProcess'
export const NEW = 0
export const PENDING = 10
export const REJECTED = 15
export const PROCESSING = 20
export const DONE = 30
export const CANCELLED = 90
export const CLOSED = 91

/** What may still be edited or deleted: never started. */
export const EDITABLE = [NEW, REJECTED]

/** processType: 组合 makes kits from their components, 拆分 breaks kits into them. */
export const COMBINE = 1
export const SPLIT = 2

/** A line's role: a source (held at accept, issued at finish) or a target (received at finish). */
export const SOURCE = 1
export const TARGET = 2
