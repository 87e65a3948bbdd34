// Reading freezes: one freeze's lines as a page (detail tab, and options of the unfreeze form), the
// unfreeze form's starting values, and the 合格 balance rows a line may freeze, as options.
import { Params } from '../../crud/select.ts'
import { sqlPage } from '../../crud/sql-page.ts'
import { read } from '../../kernel/define.ts'
import { BizError } from '../../kernel/errors.ts'
import { NOT_FOUND } from '../../crud/rows.ts'
import { balanceRowOptions, STOCK_STATUS } from '../stock/index.ts'

/** /v1/warehouse/frozen/lines {frozenId}: the lines with SKU, product, location and what is still frozen. */
export const linePage = read(async (ctx) => {
  const p = new Params()
  const where = [`l.frozen_id = ${p.add(typeof ctx.payload.frozenId === 'number' ? ctx.payload.frozenId : 0)}`]
  const select = `l.id, l.frozen_id AS "frozenId", l.balance_id AS "balanceId", l.sku_id AS "skuId", l.location_id AS "locationId", l.qty, l.unfrozen_qty AS "unfrozenQty",
    l.qty - l.unfrozen_qty AS "remainingQty", l.batch_no AS "batchNo", l.production_date AS "productionDate", l.expiry_date AS "expiryDate",
    s.code AS "skuCode", s.attrs, p.name AS "productName", u.name AS "unitName", loc.code AS "locationCode", o.name AS "ownerName",
    loc.code || ' · ' || s.code || ' ' || p.name || COALESCE(' · 批次 ' || l.batch_no, '') || ' · 尚冻结 ' || trim_scale(l.qty - l.unfrozen_qty) AS label`
  // Through the header, so a user kept to other warehouses (its data scope) reads no line of it.
  const from = `stock_frozen_line l
    JOIN stock_frozen h ON h.tenant_id = l.tenant_id AND h.id = l.frozen_id
    JOIN sku s ON s.tenant_id = l.tenant_id AND s.id = l.sku_id
    JOIN product p ON p.tenant_id = s.tenant_id AND p.id = s.product_id
    LEFT JOIN unit u ON u.tenant_id = p.tenant_id AND u.id = p.unit_id
    LEFT JOIN location loc ON loc.tenant_id = l.tenant_id AND loc.id = l.location_id
    LEFT JOIN product_owner o ON o.tenant_id = l.tenant_id AND o.id = l.owner_id`
  return sqlPage(ctx.tx, { select, from, where, sortable: {}, order: 'l.id' }, p, ctx.payload)
})

/** /v1/warehouse/frozen/unfreezeDraft {id}: the 部分解冻 form's start — every line still frozen, with all that is left. */
export const unfreezeDraft = read(async (ctx) => {
  const id = ctx.payload.id as number
  const head = (await ctx.tx.query<{ id: number; version: number }>(`SELECT id, version FROM stock_frozen WHERE id = $1`, [id])).rows[0]
  if (!head) throw new BizError(NOT_FOUND)
  const lines = await ctx.tx.query<{ lineId: number; qty: number }>(
    `SELECT id AS "lineId", qty - unfrozen_qty AS qty FROM stock_frozen_line WHERE frozen_id = $1 AND qty > unfrozen_qty ORDER BY id`,
    [id],
  )
  return { ...head, lines: lines.rows }
})

/** /v1/warehouse/frozen/balances {storageId, ownerId?, keyword?}: [{value, label}] of 合格 rows with stock available. */
export const balanceOptions = read((ctx) => balanceRowOptions(ctx.tx, ctx.payload, [STOCK_STATUS.normal]))
