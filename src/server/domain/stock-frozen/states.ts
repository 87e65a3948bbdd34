// 冻结单's names and states (schemas/workflows/stockFrozen.yaml), in one place for its code.

/** The workflow id and the stock postings' document type. */
export const FROZEN = 'stockFrozen'
export const NEW = 0
export const FROZEN_STATE = 10
export const UNFROZEN = 20
