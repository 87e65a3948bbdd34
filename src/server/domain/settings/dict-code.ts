// Per-user flags (/v1/dictcode, dictType 91: which guides a user has seen). Each call reads or
// writes the caller's own row only; nothing here takes a user id from the payload.
import { read, write } from '../../kernel/define.ts'

/** {tag, dictType} → {value}: null when the caller never set it. */
export const getDictCode = read(async (ctx) => {
  const r = await ctx.tx.query<{ value: string | null }>(`SELECT value FROM user_dict WHERE user_id = $1 AND dict_type = $2 AND tag = $3`, [
    ctx.session!.userId,
    ctx.payload.dictType,
    ctx.payload.tag,
  ])
  return { value: r.rows[0]?.value ?? null }
})

/** {tag, dictType, value}: sets the caller's flag (inserted the first time). */
export const setDictCode = write(async (ctx) => {
  const { tag, dictType, value } = ctx.payload as { tag: string; dictType: number; value?: string | null }
  const userId = ctx.session!.userId
  await ctx.tx.query(
    `INSERT INTO user_dict (tenant_id, user_id, dict_type, tag, value, created_by, updated_by)
     VALUES (app_tenant_id(), $1, $2, $3, $4, $1, $1)
     ON CONFLICT (tenant_id, user_id, dict_type, tag)
     DO UPDATE SET value = EXCLUDED.value, version = user_dict.version + 1, updated_at = now(), updated_by = EXCLUDED.updated_by`,
    [userId, dictType, tag, value ?? null],
  )
  return { value: value ?? null }
})
