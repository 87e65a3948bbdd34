// The lines of a stock-in as inspection and shelving need them: what was received, its lot
// and status, and the stock key of the goods still at the receiving location.
import type { Tx } from '../../db/types.ts'
import { BizError } from '../../kernel/errors.ts'
import type { StockKey, StockStatus } from '../stock/index.ts'

export interface StockInHead {
  id: number
  stockInNo: string
  status: number
  storageId: number
  locationId: number
  ownerId: number | null
}

export interface StockInLine {
  id: number
  skuId: number
  skuCode: string
  batchNo: string | null
  productionDate: string | null
  expiryDate: string | null
  stockStatus: StockStatus
  qty: number
  qualifiedQty: number
  shelvedQty: number
}

export async function lockStockIn(tx: Tx, id: number): Promise<StockInHead> {
  const head = (
    await tx.query<StockInHead>(
      `SELECT id, stock_in_no AS "stockInNo", status, storage_id AS "storageId", location_id AS "locationId", owner_id AS "ownerId" FROM stock_in WHERE id = $1 FOR UPDATE`,
      [id],
    )
  ).rows[0]
  if (!head) throw new BizError('入库单不存在或已被删除')
  return head
}

export async function stockInLines(tx: Tx, stockInId: number): Promise<StockInLine[]> {
  return (
    await tx.query<StockInLine>(
      `SELECT l.id, l.sku_id AS "skuId", s.code AS "skuCode", l.batch_no AS "batchNo", l.production_date AS "productionDate", l.expiry_date AS "expiryDate",
            l.stock_status AS "stockStatus", l.qty, l.qualified_qty AS "qualifiedQty", l.shelved_qty AS "shelvedQty"
       FROM stock_in_line l JOIN sku s ON s.tenant_id = l.tenant_id AND s.id = l.sku_id
      WHERE l.stock_in_id = $1 ORDER BY l.id FOR UPDATE OF l`,
      [stockInId],
    )
  ).rows
}

/** The line's goods at the receiving location, in the given status. */
export const receivedKey = (head: StockInHead, line: StockInLine, stockStatus: StockStatus): StockKey => ({
  storageId: head.storageId,
  locationId: head.locationId,
  skuId: line.skuId,
  ownerId: head.ownerId,
  batchNo: line.batchNo,
  productionDate: line.productionDate,
  expiryDate: line.expiryDate,
  stockStatus,
})
