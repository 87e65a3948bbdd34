// Home tiles 4–13 (spec §2, DOMAIN §4): approvals of one document type waiting at a node the
// user may act on, in the current warehouse (documents without a warehouse always count).
import { registerTileCounter } from '../home/tiles.ts'
import { countWaiting } from './queries.ts'

const TILE_DOC_TYPES: [homeModular: number, docType: string][] = [
  [4, 'goods'],
  [5, 'purchase'],
  [6, 'orderCancel'],
  [7, 'inventory'],
  [8, 'stockOut'],
  [9, 'loss'],
  [10, 'purchaseExchange'],
  [11, 'move'],
  [12, 'process'],
  [13, 'abStockOut'],
]

export function registerApprovalTiles(): void {
  for (const [n, docType] of TILE_DOC_TYPES) registerTileCounter(n, (tx, s) => countWaiting(tx, s.userId, docType, s.storageId))
}
