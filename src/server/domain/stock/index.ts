// The one way stock changes (DOMAIN §2). Every document calls these inside its own tenant
// transaction; they write balance, ledger and allocation rows together, lock balance rows in
// id order, and are idempotent per (document type, line, operation, seq). Serialization
// failures and deadlocks are retried a bounded number of times by the transaction runner
// (db/tenant-tx.ts withRetry), never here.
export { receive, move, adjust, issue, type MoveTarget } from './operations.ts'
export { allocate, release, type AllocationLine, type AllocatedLine } from './allocate.ts'
export { holdAt, holdRow, freeAt, type HoldLine } from './hold.ts'
export { releaseAllocation, type ReleasedAllocation } from './release-one.ts'
export { pickMove, type PickMove } from './pick-move.ts'
export { lockPlaces, unlockPlaces, assertPlacesFree, type Place, type PlaceLockRef } from './place-lock.ts'
export { StockShortage, type Shortage } from './errors.ts'
export { verifyStock, registerStockCheck, type StockCheck, type CheckOutcome } from './verify.ts'
export { postingsOnlyWhen, holdsOnlyWhen } from './document-checks.ts'
export { balanceRowOptions, type BalanceRowQuery } from './read/balance-options.ts'
export { STOCK_STATUS, OPENING_DOC, type StockKey, type StockStatus, type PostingRef } from './types.ts'
