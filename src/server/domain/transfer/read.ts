// Reading transfers: one transfer's lines as a page (detail tab, and options of the receipt form)
// and the balance rows a line may take, as options.
import { Params } from '../../crud/select.ts'
import { sqlPage } from '../../crud/sql-page.ts'
import { read } from '../../kernel/define.ts'
import { BizError } from '../../kernel/errors.ts'
import { NOT_FOUND } from '../../crud/rows.ts'
import { balanceRowOptions } from '../stock/index.ts'
import { TRANSFERABLE } from './validate.ts'

/** /v1/warehouse/allocation/lines {transferId}: the lines with SKU, product, location, owner, lot and shipped / received / in transit. */
export const linePage = read(async (ctx) => {
  const p = new Params()
  const where = [`l.transfer_id = ${p.add(typeof ctx.payload.transferId === 'number' ? ctx.payload.transferId : 0)}`]
  const transit = 'l.shipped_qty - l.received_qty - l.lost_qty'
  const select = `l.id, l.transfer_id AS "transferId", l.balance_id AS "balanceId", l.sku_id AS "skuId", l.location_id AS "locationId", l.stock_status AS "stockStatus",
    l.qty, l.shipped_qty AS "shippedQty", l.received_qty AS "receivedQty", l.lost_qty AS "lostQty", ${transit} AS "transitQty",
    l.batch_no AS "batchNo", l.production_date AS "productionDate", l.expiry_date AS "expiryDate",
    s.code AS "skuCode", s.attrs, p.name AS "productName", u.name AS "unitName", loc.code AS "locationCode", o.name AS "ownerName",
    s.code || ' ' || p.name || COALESCE(' · 批次 ' || l.batch_no, '') || ' · 在途 ' || trim_scale(${transit}) AS label`
  // Through the header, so a user kept to other warehouses (its data scope) reads no line of it.
  const from = `transfer_order_line l
    JOIN transfer_order h ON h.tenant_id = l.tenant_id AND h.id = l.transfer_id
    JOIN sku s ON s.tenant_id = l.tenant_id AND s.id = l.sku_id
    JOIN product p ON p.tenant_id = s.tenant_id AND p.id = s.product_id
    LEFT JOIN unit u ON u.tenant_id = p.tenant_id AND u.id = p.unit_id
    LEFT JOIN location loc ON loc.tenant_id = l.tenant_id AND loc.id = l.location_id
    LEFT JOIN product_owner o ON o.tenant_id = l.tenant_id AND o.id = l.owner_id`
  return sqlPage(ctx.tx, { select, from, where, sortable: {}, order: 'l.id' }, p, ctx.payload)
})

/** /v1/warehouse/allocation/balances {storageId, ownerId?, keyword?}: [{value, label}] of 合格 and 不合格 rows with stock available. */
export const balanceOptions = read((ctx) => balanceRowOptions(ctx.tx, ctx.payload, TRANSFERABLE as never))

/** /v1/warehouse/allocation/closeDraft {id}: the 关闭 form's start — what is still in transit, and no reason yet. */
export const closeDraft = read(async (ctx) => {
  const r = await ctx.tx.query(`SELECT id, version, transit_qty AS "transitQty" FROM transfer_order WHERE id = $1`, [ctx.payload.id])
  if (!r.rows[0]) throw new BizError(NOT_FOUND)
  return r.rows[0]
})
