// 租赁合同's names and states (schemas/workflows/propertyContract.yaml), in one place for its code.

/** The workflow id (document log, approval instances) and the entity. */
export const CONTRACT = 'propertyContract'
export const DRAFT = 0
export const PENDING = 10
export const REJECTED = 15
export const ACTIVE = 20
export const EXPIRED = 30
export const TERMINATED = 40
/** Only these can be changed. */
export const EDITABLE = [DRAFT, REJECTED]
/** Contracts in these states hold their places: another party's contract may not overlap them. */
export const HOLDING = [PENDING, ACTIVE]
/** The threshold when a tenant has not set one (contractThreshold.warnDays). */
export const DEFAULT_WARN_DAYS = 30
