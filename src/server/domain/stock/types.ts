// The vocabulary of the stock module (DOMAIN §2): a stock key names one balance row, a posting
// reference names the document line that moves stock and makes the move idempotent.

// transit (在途): goods shipped by a transfer and not yet received, kept in the target warehouse at
// its default location (src/server/domain/transfer/); never available, allocated or counted.
export const STOCK_STATUS = { normal: 1, qc: 2, frozen: 3, damaged: 4, transit: 5 } as const
export type StockStatus = (typeof STOCK_STATUS)[keyof typeof STOCK_STATUS]

/** Everything that tells two balance rows apart. Absent lot fields and owner mean "none". */
export interface StockKey {
  storageId: number
  locationId: number
  skuId: number
  ownerId?: number | null
  batchNo?: string | null
  productionDate?: string | null
  expiryDate?: string | null
  stockStatus: StockStatus
}

/**
 * Which document line a posting belongs to. (docType, lineId, operation, seq) is the idempotency
 * key: posting it again, by a retry or a double scan, changes nothing. Use seq to post one line
 * several times on purpose (a line shelved to two locations: seq 1 and 2).
 */
/** The document type of opening stock (期初): posted as receipts, received on no business day. */
export const OPENING_DOC = 'opening'

export interface PostingRef {
  docType: string
  docId?: number | null
  docNo?: string | null
  lineId?: number | null
  seq?: number
}

export interface BalanceRow {
  id: number
  storageId: number
  locationId: number
  skuId: number
  ownerId: number | null
  batchNo: string | null
  productionDate: string | null
  expiryDate: string | null
  stockStatus: StockStatus
  onHand: number
  allocated: number
}

/** What a posting did: posted false when its key was already taken (nothing changed). */
export interface PostResult {
  posted: boolean
}
