// /v1/warehouse/frozen/unfreezePart {id, version?, lines: [{lineId, qty}]}: the quantities are
// checked against what is still frozen, then the workflow's unfreeze fires when nothing would stay
// frozen (→ 已解冻), else unfreezePart (stays 已冻结); both post through the same effect.
import { BizError } from '../../kernel/errors.ts'
import { NOT_FOUND } from '../../crud/rows.ts'
import { write } from '../../kernel/define.ts'
import { runTransition } from '../../workflow/run-transition.ts'
import { leavesNothing, linesOf, planPart } from './post.ts'
import { FROZEN } from './states.ts'

export const unfreezePart = write(async (ctx) => {
  const p = ctx.payload as { id: number; version?: number; remark?: string; lines: { lineId: number; qty: number }[] }
  const seen = (await ctx.tx.query(`SELECT 1 FROM stock_frozen WHERE id = $1 FOR UPDATE`, [p.id])).rows.length > 0
  if (!seen) throw new BizError(NOT_FOUND)
  const lines = await linesOf(ctx, p.id)
  planPart(lines, p.lines)
  const { id, ...rest } = p
  return runTransition(ctx, FROZEN, leavesNothing(lines, p.lines) ? 'unfreeze' : 'unfreezePart', id, rest)
})
