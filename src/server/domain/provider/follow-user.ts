// Who may follow a supplier up: an enabled user of the caller's tenant (row-level security
// hides the others, so another tenant's user reads as missing).
import type { HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { likePattern } from '../../crud/select.ts'
import { read } from '../../kernel/define.ts'

export async function assertFollower(ctx: HandlerContext, userId: unknown): Promise<void> {
  if (userId === null || userId === undefined) return
  const r = await ctx.tx.query<{ status: number }>(`SELECT status FROM sys_user WHERE id = $1`, [userId])
  const refuse = (message: string) => new BizError(message, [{ field: 'followUserId', message }])
  if (!r.rows[0]) throw refuse('跟进人不存在或不属于本租户')
  if (r.rows[0].status !== 1) throw refuse('跟进人已停用，请选择启用的用户')
}

/** /user/ProviderEdit/UserList: the tenant's enabled users as options, searched by name or account. */
export const followUsers = read(async (ctx) => {
  const keyword = typeof ctx.payload.keyword === 'string' && ctx.payload.keyword ? ctx.payload.keyword : null
  const like = keyword && likePattern(keyword)
  const r = await ctx.tx.query(
    `SELECT id AS value, real_name AS label, id, account, real_name AS "realName", user_name AS "userName", phone
       FROM sys_user
      WHERE status = 1 AND ($1::text IS NULL OR real_name ILIKE $1 OR account ILIKE $1)
      ORDER BY real_name, id
      LIMIT 500`,
    [like],
  )
  return r.rows
})
