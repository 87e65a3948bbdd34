// One bill's lines and the rows behind them as pages (detail tabs, BillDetail). Joined to the
// bill, so a bill outside the caller's data scope shows neither.
import { Params } from '../../crud/select.ts'
import { sqlPage } from '../../crud/sql-page.ts'
import { read } from '../../kernel/define.ts'

const idOf = (v: unknown) => (typeof v === 'number' ? v : 0)

/** /v1/PropertyFinance/OwnerFee/lines {billId}: the lines with how many rows each came from. */
export const linePage = read(async (ctx) => {
  const p = new Params()
  const where = [`l.bill_id = ${p.add(idOf(ctx.payload.billId))}`]
  const select = `l.id, l.bill_id AS "billId", l.charge_type AS "chargeType", l.fee_id AS "feeId", l.contract_id AS "contractId", l.charge_name AS "chargeName",
    l.billing_basis AS "billingBasis", l.unit, l.qty, l.price, l.amount,
    (SELECT count(*)::int FROM owner_fee_detail d WHERE d.tenant_id = l.tenant_id AND d.line_id = l.id) AS "detailCount"`
  const from = `owner_fee_line l JOIN owner_fee f ON f.tenant_id = l.tenant_id AND f.id = l.bill_id`
  return sqlPage(ctx.tx, { select, from, where, sortable: {}, order: 'l.id' }, p, ctx.payload)
})

/** /v1/PropertyFinance/OwnerFee/BillDetail {billId, lineId?}: the rows behind the bill or one line. */
export const detailPage = read(async (ctx) => {
  const p = new Params()
  const where = [`d.bill_id = ${p.add(idOf(ctx.payload.billId))}`]
  if (ctx.payload.lineId !== undefined) where.push(`d.line_id = ${p.add(idOf(ctx.payload.lineId))}`)
  const select = `d.id, d.bill_id AS "billId", d.line_id AS "lineId", l.charge_name AS "chargeName", to_char(d.biz_date, 'YYYY-MM-DD') AS "bizDate",
    d.sku_id AS "skuId", s.code AS "skuCode", pr.name AS "productName", d.doc_type AS "docType", d.doc_id AS "docId", d.doc_no AS "docNo",
    d.ledger_id AS "ledgerId", d.qty, d.amount`
  const from = `owner_fee_detail d
    JOIN owner_fee f ON f.tenant_id = d.tenant_id AND f.id = d.bill_id
    JOIN owner_fee_line l ON l.tenant_id = d.tenant_id AND l.id = d.line_id
    LEFT JOIN sku s ON s.tenant_id = d.tenant_id AND s.id = d.sku_id
    LEFT JOIN product pr ON pr.tenant_id = s.tenant_id AND pr.id = s.product_id`
  return sqlPage(ctx.tx, { select, from, where, sortable: {}, order: 'd.line_id, d.id' }, p, ctx.payload)
})
