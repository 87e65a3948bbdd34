// The scan page's first step: a reservation by its number (scanned) or id, with its lines
// and what each still expects, so the page can show progress and ask for lots where needed.
import { BizError } from '../../kernel/errors.ts'
import { read } from '../../kernel/define.ts'

export const lookupBespeak = read(async (ctx) => {
  const { id, bespeakNo } = ctx.payload as { id?: number; bespeakNo?: string }
  if (!id && !bespeakNo) throw new BizError('请扫描或输入预约单号')
  const head = (
    await ctx.tx.query(
      `SELECT b.id, b.version, b.bespeak_no AS "bespeakNo", b.status, b.need_inspection AS "needInspection", b.total_qty AS "totalQty",
            b.received_qty AS "receivedQty", st.name AS "storageName", pr.name AS "providerName", b.purchase_no AS "purchaseNo"
       FROM bespeak b JOIN storage st ON st.tenant_id = b.tenant_id AND st.id = b.storage_id
  LEFT JOIN provider pr ON pr.tenant_id = b.tenant_id AND pr.id = b.provider_id
      WHERE ${id ? 'b.id = $1' : 'b.bespeak_no = $1'}`,
      [id ?? bespeakNo!.trim()],
    )
  ).rows[0]
  if (!head) throw new BizError(`没有预约单 ${bespeakNo ?? id}`)
  const lines = await ctx.tx.query(
    `SELECT l.id, l.sku_id AS "skuId", s.code AS "skuCode", s.barcode, s.attrs, p.name AS "productName", p.short_code AS "shortCode",
            p.batch_managed AS "batchManaged", p.expiry_managed AS "expiryManaged", l.qty, l.received_qty AS "receivedQty",
            l.batch_no AS "batchNo", l.expiry_date AS "expiryDate"
       FROM bespeak_line l JOIN sku s ON s.tenant_id = l.tenant_id AND s.id = l.sku_id JOIN product p ON p.tenant_id = s.tenant_id AND p.id = s.product_id
      WHERE l.bespeak_id = $1 ORDER BY l.id`,
    [head.id],
  )
  return { ...head, lines: lines.rows }
})
