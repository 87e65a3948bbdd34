// Reading moves: one move's lines as a page (detail tab) and the balance rows a line may move, as options.
import { Params } from '../../crud/select.ts'
import { sqlPage } from '../../crud/sql-page.ts'
import { read } from '../../kernel/define.ts'
import { balanceRowOptions } from '../stock/index.ts'
import { MOVABLE } from './validate.ts'

/** /v1/warehouse/move/lines {moveId}: the lines with SKU, product, both locations, owner and lot. */
export const linePage = read(async (ctx) => {
  const p = new Params()
  const where = [`l.move_id = ${p.add(typeof ctx.payload.moveId === 'number' ? ctx.payload.moveId : 0)}`]
  const select = `l.id, l.move_id AS "moveId", l.balance_id AS "balanceId", l.sku_id AS "skuId", l.location_id AS "locationId", l.to_location_id AS "toLocationId",
    l.stock_status AS "stockStatus", l.qty, l.batch_no AS "batchNo", l.production_date AS "productionDate", l.expiry_date AS "expiryDate",
    s.code AS "skuCode", s.attrs, p.name AS "productName", u.name AS "unitName", loc.code AS "locationCode", t.code AS "toLocationCode", o.name AS "ownerName"`
  // Through the header, so a user kept to other warehouses (its data scope) reads no line of it.
  const from = `stock_move_line l
    JOIN stock_move h ON h.tenant_id = l.tenant_id AND h.id = l.move_id
    JOIN sku s ON s.tenant_id = l.tenant_id AND s.id = l.sku_id
    JOIN product p ON p.tenant_id = s.tenant_id AND p.id = s.product_id
    LEFT JOIN unit u ON u.tenant_id = p.tenant_id AND u.id = p.unit_id
    LEFT JOIN location loc ON loc.tenant_id = l.tenant_id AND loc.id = l.location_id
    LEFT JOIN location t ON t.tenant_id = l.tenant_id AND t.id = l.to_location_id
    LEFT JOIN product_owner o ON o.tenant_id = l.tenant_id AND o.id = l.owner_id`
  return sqlPage(ctx.tx, { select, from, where, sortable: {}, order: 'l.id' }, p, ctx.payload)
})

/** /v1/warehouse/move/balances {storageId, ownerId?, keyword?}: [{value, label}] of 合格 and 不合格 rows with stock available. */
export const balanceOptions = read((ctx) => balanceRowOptions(ctx.tx, ctx.payload, MOVABLE as never))
