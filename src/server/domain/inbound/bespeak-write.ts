// Saving a reservation: its number (YY + day + 4) on add, lines checked (no SKU and lot twice),
// totals summed in SQL, and edits only while it waits for review or was rejected.
import type { HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { isAdd, saveRecord } from '../masters/save.ts'
import { entityModel } from '../../crud/entity-model.ts'
import { insertLines, syncLines } from '../../crud/lines.ts'
import { write } from '../../kernel/define.ts'
import { labelsOf } from '../../../config/workflow-states.ts'

/** 待审核 and 已拒绝 (schemas/workflows/bespeak.yaml): only these may change. */
const EDITABLE = [0, 5]
const SALES_RETURN = 2

interface LineIn extends Record<string, unknown> {
  skuId: number
  batchNo?: string | null
}

export const saveBespeak = write(async (ctx) => {
  const lines = (ctx.payload.lines ?? []) as LineIn[]
  const seen = new Set<string>()
  lines.forEach((l, i) => {
    const k = `${l.skuId}|${l.batchNo ?? ''}`
    if (seen.has(k)) throw new BizError(`第 ${i + 1} 行与前面的商品和批次重复`, [{ field: `lines.${i}.skuId`, message: '商品和批次重复' }])
    seen.add(k)
  })
  // A sales return comes from a customer, not a supplier (cancel-reservation).
  if (ctx.payload.bespeakType === SALES_RETURN) {
    if (!ctx.payload.customerId) throw new BizError('退货预约须选择退货客户', [{ field: 'customerId', message: '请选择退货客户' }])
    ctx.payload.providerId = null
  }
  if (ctx.payload.storageId) {
    const storage = (await ctx.tx.query<{ status: number }>(`SELECT status FROM storage WHERE id = $1`, [ctx.payload.storageId])).rows[0]
    if (storage?.status !== 1) throw new BizError('所选仓库已停用或不存在', [{ field: 'storageId', message: '所选仓库已停用或不存在' }])
  }
  if (!isAdd(ctx)) {
    const cur = (await ctx.tx.query<{ status: number }>(`SELECT status FROM bespeak WHERE id = $1`, [ctx.payload.id])).rows[0]
    if (cur && !EDITABLE.includes(cur.status)) throw new BizError(`只有${labelsOf(ctx.config, 'bespeak', EDITABLE)}的预约可以修改`)
  }
  const saved = await saveRecord(ctx)
  const model = entityModel(ctx.config, 'bespeak')
  if (isAdd(ctx)) await insertLines(ctx, model, saved.id, lines)
  else if (ctx.payload.lines) await syncLines(ctx, model, saved.id, ctx.payload.lines)
  await refreshTotals(ctx, saved.id)
  return saved
})

/** The header's planned and received totals, from its lines. */
export async function refreshTotals(ctx: Pick<HandlerContext, 'tx'>, bespeakId: number): Promise<void> {
  await ctx.tx.query(
    `UPDATE bespeak b SET total_qty = t.qty, received_qty = t.received
       FROM (SELECT COALESCE(sum(qty), 0) AS qty, COALESCE(sum(received_qty), 0) AS received FROM bespeak_line WHERE bespeak_id = $1) t
      WHERE b.id = $1`,
    [bespeakId],
  )
}
