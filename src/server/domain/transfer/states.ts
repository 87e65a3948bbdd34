// 调拨单's names and states (schemas/workflows/transfer.yaml), in one place for its code.

/** The workflow id and the document type of its holds and postings. */
export const TRANSFER = 'transfer'
export const NEW = 0
export const PENDING = 10
export const TO_SHIP = 15
export const SHIPPED = 20
export const PART_RECEIVED = 25
export const DONE = 30
export const CLOSED = 90
