import { BizError } from '../../kernel/errors.ts'
import { write } from '../../kernel/define.ts'

/**
 * /storage/mark {id}: marks the tenant's main warehouse, where sessions start for users
 * without a default warehouse of their own. Decision: the spec names the call only.
 */
export const markStorage = write(async (ctx) => {
  const s = (await ctx.tx.query<{ status: number }>(`SELECT status FROM storage WHERE id = $1 FOR UPDATE`, [ctx.payload.id])).rows[0]
  if (!s) throw new BizError('记录不存在或已被删除')
  if (s.status !== 1) throw new BizError('停用的仓库不能设为主仓库')
  await ctx.tx.query(`UPDATE storage SET is_default = false, version = version + 1, updated_at = now() WHERE is_default AND id <> $1`, [ctx.payload.id])
  await ctx.tx.query(`UPDATE storage SET is_default = true, version = version + 1, updated_at = now(), updated_by = $2 WHERE id = $1`, [
    ctx.payload.id,
    ctx.session!.userId,
  ])
  return { id: ctx.payload.id }
})
