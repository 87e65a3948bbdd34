// The supplier record beyond the generic operations: a follow-up user that must be the
// tenant's (on add, update and its own call), enable and disable, the qualification level,
// and the detail view with counts of what hangs off the supplier.
import type { Handler, HandlerContext } from '../../kernel/handler.ts'
import { Reply } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { create, update } from '../../crud/write.ts'
import { NOT_FOUND, STALE } from '../../crud/rows.ts'
import { get } from '../../crud/read.ts'
import { assertFollower } from './follow-user.ts'
import { read, write } from '../../kernel/define.ts'

/** Sets columns of one supplier, checking the version when the caller sent one. */
async function setColumns(ctx: HandlerContext, sets: Record<string, unknown>): Promise<{ id: number; version: number }> {
  const { id, version } = ctx.payload as { id: number; version?: number }
  const cols = Object.keys(sets)
  const params: unknown[] = [...Object.values(sets), ctx.session!.userId, id]
  const assign = cols.map((c, i) => `${c} = $${i + 1}`).join(', ')
  const versionCheck = version ? ` AND version = $${params.push(version)}` : ''
  const r = await ctx.tx.query<{ id: number; version: number }>(
    `UPDATE provider SET ${assign}, version = version + 1, updated_at = now(), updated_by = $${cols.length + 1}
      WHERE id = $${cols.length + 2}${versionCheck} RETURNING id, version`,
    params,
  )
  if (r.rows[0]) return r.rows[0]
  const exists = version ? (await ctx.tx.query(`SELECT 1 FROM provider WHERE id = $1`, [id])).rows.length > 0 : false
  throw new BizError(exists ? STALE : NOT_FOUND)
}

export const addProvider = write(async (ctx) => {
  await assertFollower(ctx, ctx.payload.followUserId)
  return create.run(ctx)
})

export const updateProvider = write(async (ctx) => {
  const next = ctx.payload.followUserId
  if (next !== null && next !== undefined) {
    // A follower who has since been disabled may stay; only a new choice is checked.
    const cur = await ctx.tx.query<{ f: number | null }>(`SELECT follow_user_id AS f FROM provider WHERE id = $1`, [ctx.payload.id])
    if (cur.rows[0] && Number(cur.rows[0].f) !== next) await assertFollower(ctx, next)
  }
  return update.run(ctx)
})

function statusSetter(status: 0 | 1, message: string): Handler {
  return write(async (ctx) => {
    return new Reply({ ...(await setColumns(ctx, { status })), status }, message)
  })
}

export const enableProvider = statusSetter(1, '供应商已启用')
export const disableProvider = statusSetter(0, '供应商已停用')

export const setLevel = write(async (ctx) => {
  const saved = await setColumns(ctx, { level: ctx.payload.level, level_remark: ctx.payload.levelRemark ?? null })
  return new Reply({ ...saved, level: ctx.payload.level }, '资质等级已更新')
})

export const setFollowUser = write(async (ctx) => {
  const userId = ctx.payload.followUserId ?? null
  await assertFollower(ctx, userId)
  const saved = await setColumns(ctx, { follow_user_id: userId })
  return new Reply({ ...saved, followUserId: userId }, userId ? '跟进人已更新' : '已清除跟进人')
})

/** /provider/detail: the record with counts of its materials, qualifications (and those due) and contracts. */
export const providerDetail = read(async (ctx) => {
  const row = (await get.run(ctx)) as Record<string, unknown>
  const today = ctx.deps.clock.now().toISOString().slice(0, 10)
  const counts = await ctx.tx.query(
    `SELECT (SELECT count(*) FROM provider_material WHERE provider_id = $1)::int AS "materialCount",
            (SELECT count(*) FROM provider_qualification WHERE provider_id = $1)::int AS "qualificationCount",
            (SELECT count(*) FROM provider_qualification WHERE provider_id = $1 AND valid_to < $2::date + 30)::int AS "expiringCount",
            (SELECT count(*) FROM provider_contract WHERE provider_id = $1)::int AS "contractCount"`,
    [ctx.payload.id, today],
  )
  return { ...row, ...counts.rows[0] }
})
