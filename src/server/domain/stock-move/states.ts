// 移库单's names and states (schemas/workflows/stockMove.yaml), in one place for its code.

/** The workflow id and the document type of its holds and postings. */
export const MOVE = 'stockMove'
export const NEW = 0
export const PENDING = 10
export const TO_CONFIRM = 20
export const DONE = 30
export const CLOSED = 90
