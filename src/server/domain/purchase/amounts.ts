// Money of a purchase order, always computed in SQL from the stored lines (never from what a
// client sends). Convention (含税价, as Chinese suppliers quote): price is tax-inclusive;
//   amount    = round(qty × price, 2)                          含税金额
//   taxAmount = round(amount × taxRate / (100 + taxRate), 2)   税额 (price-inclusive tax)
// A line without a tax rate takes its product's (商品税率), else 0. Header totals are sums
// of the lines; totalAmount − totalTax is the amount before tax (不含税金额).
import type { Tx } from '../../db/types.ts'

export async function recomputePurchase(tx: Tx, purchaseId: number): Promise<void> {
  await tx.query(
    `UPDATE purchase_line l SET tax_rate = COALESCE(p.tax_rate, 0)
       FROM sku s JOIN product p ON p.tenant_id = s.tenant_id AND p.id = s.product_id
      WHERE l.purchase_id = $1 AND l.tax_rate IS NULL AND s.tenant_id = l.tenant_id AND s.id = l.sku_id`,
    [purchaseId],
  )
  await tx.query(
    `UPDATE purchase_line SET amount = round(qty * price, 2),
            tax_amount = round(round(qty * price, 2) * COALESCE(tax_rate, 0) / (100 + COALESCE(tax_rate, 0)), 2)
      WHERE purchase_id = $1`,
    [purchaseId],
  )
  await recomputeTotals(tx, purchaseId)
}

/** Header sums of the lines (quantities ordered, received and returned, amounts, tax). */
export async function recomputeTotals(tx: Tx, purchaseId: number): Promise<void> {
  await tx.query(
    `UPDATE purchase h SET total_qty = s.q, total_amount = s.a, total_tax = s.t, received_qty = s.r, returned_qty = s.b
       FROM (SELECT COALESCE(sum(qty), 0) AS q, COALESCE(sum(amount), 0) AS a, COALESCE(sum(tax_amount), 0) AS t, COALESCE(sum(received_qty), 0) AS r,
                    COALESCE(sum(returned_qty), 0) AS b
               FROM purchase_line WHERE purchase_id = $1) s
      WHERE h.id = $1`,
    [purchaseId],
  )
}
