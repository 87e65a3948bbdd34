// The effect of approval (accept 10 → 20, effect stockInVoucher.receive): every line is received
// at the voucher's location with its lot, owner and stock status through the stock module,
// one posting per line keyed (stockInVoucher, line id, receive) — a retried or repeated accept
// changes nothing. The location is checked again: it may have been disabled while the voucher
// waited, and then the approval is refused (nothing posted, the voucher still waits).
import type { Effect } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { receive, type StockStatus } from '../stock/index.ts'
import { checkLocation } from './validate.ts'
import { VOUCHER } from './states.ts'

interface Voucher {
  id: number
  voucherNo: string
  storageId: number
  locationId: number
  ownerId: number | null
  stockStatus: StockStatus
}

interface Line {
  id: number
  skuId: number
  qty: number
  batchNo: string | null
  productionDate: string | null
  expiryDate: string | null
}

export const receiveVoucher: Effect = async (ctx, row) => {
  const v = row as unknown as Voucher
  await checkLocation(ctx.tx, v.storageId, v.locationId)
  const lines = (
    await ctx.tx.query<Line>(
      `SELECT id, sku_id AS "skuId", qty, batch_no AS "batchNo", production_date AS "productionDate", expiry_date AS "expiryDate"
       FROM stock_in_voucher_line WHERE voucher_id = $1 ORDER BY id`,
      [v.id],
    )
  ).rows
  if (!lines.length) throw new BizError(`入库单 ${v.voucherNo} 没有明细，不能入库`)
  for (const l of lines) {
    await receive(
      ctx.tx,
      { docType: VOUCHER, docId: v.id, docNo: v.voucherNo, lineId: l.id },
      {
        storageId: v.storageId,
        locationId: v.locationId,
        skuId: l.skuId,
        ownerId: v.ownerId,
        batchNo: l.batchNo,
        productionDate: l.productionDate,
        expiryDate: l.expiryDate,
        stockStatus: v.stockStatus,
      },
      l.qty,
    )
  }
}
