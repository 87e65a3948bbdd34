// 货主费用's effect (spread into src/server/effects.ts): settling records when (the business clock).
import type { EffectRegistry } from '../../kernel/handler.ts'

export const ownerFeeEffects: EffectRegistry = {
  'ownerFee.settled': async (ctx, row) => {
    await ctx.tx.query(`UPDATE owner_fee SET settled_at = $2::timestamptz WHERE id = $1`, [row.id, ctx.deps.clock.now().toISOString()])
  },
}
