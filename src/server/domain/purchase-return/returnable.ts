// How much of a purchase line may still go back to the supplier: received − returned − what
// other returns waiting for approval (待审核) take. Saving checks it without a lock; submitting
// checks it again after locking the order (every writer of an order locks its header first), so
// two returns submitted at once queue on the order and cannot together exceed what arrived.
import type { Tx } from '../../db/types.ts'
import { refuse } from '../document-checks.ts'
import { covers } from '../stock/qty.ts'
import { PENDING } from './states.ts'

export interface ReturnLineIn {
  purchaseLineId: number
  locationId?: number | null
  batchNo?: string | null
  stockStatus: 1 | 4
  qty: number
  reason?: string | null
}

interface OrderLine {
  id: number
  purchaseId: number
  skuCode: string
  returnable: number
}

/** The order's lines by id with what each may still return (this return's own lines not counted). */
export async function returnableLines(tx: Tx, purchaseId: number, returnId: number | null): Promise<Map<number, OrderLine>> {
  const r = await tx.query<OrderLine>(
    `SELECT l.id, l.purchase_id AS "purchaseId", s.code AS "skuCode",
            l.received_qty - l.returned_qty - COALESCE((
              SELECT sum(rl.qty) FROM purchase_return_line rl JOIN purchase_return r ON r.tenant_id = rl.tenant_id AND r.id = rl.return_id
               WHERE rl.purchase_line_id = l.id AND r.status = ${PENDING} AND r.id IS DISTINCT FROM $2::bigint), 0) AS returnable
       FROM purchase_line l JOIN sku s ON s.tenant_id = l.tenant_id AND s.id = l.sku_id
      WHERE l.purchase_id = $1`,
    [purchaseId, returnId],
  )
  return new Map(r.rows.map((l) => [Number(l.id), { ...l, returnable: Number(l.returnable) }]))
}

/** Refuses, naming the line, a line of another order or a quantity above what its order line may still return (lines of one order line counted together). */
export function checkReturnable(orderLines: Map<number, OrderLine>, lines: Pick<ReturnLineIn, 'purchaseLineId' | 'qty'>[]): void {
  const wanted = new Map<number, { qty: number; first: number }>()
  lines.forEach((l, i) => {
    if (!orderLines.has(Number(l.purchaseLineId))) refuse(`lines.${i}.purchaseLineId`, '不是所选采购单的明细', `第 ${i + 1} 行不是所选采购单的明细`)
    const seen = wanted.get(Number(l.purchaseLineId))
    wanted.set(Number(l.purchaseLineId), { qty: (seen?.qty ?? 0) + Number(l.qty), first: seen?.first ?? i })
  })
  for (const [id, w] of wanted) {
    const o = orderLines.get(id)!
    const left = Math.max(0, o.returnable)
    if (!covers(left, w.qty))
      refuse(`lines.${w.first}.qty`, `退货数量超过可退数量 ${left}`, `第 ${w.first + 1} 行：${o.skuCode} 已入库未退的可退数量 ${left}，本次退货 ${w.qty}`)
  }
}
