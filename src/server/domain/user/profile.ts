// 账户信息: the signed-in user's own name, phone and e-mail.
import { BizError } from '../../kernel/errors.ts'
import { entityModel } from '../../crud/entity-model.ts'
import { updateRow } from '../../crud/rows.ts'
import { selectColumns } from '../../crud/select.ts'
import { read, write } from '../../kernel/define.ts'

export const getProfile = read(async (ctx) => {
  const r = await ctx.tx.query(`SELECT ${selectColumns(entityModel(ctx.config, 'user'))} FROM sys_user t WHERE t.id = $1`, [ctx.session!.userId])
  if (!r.rows[0]) throw new BizError('账号不存在')
  return r.rows[0]
})

export const updateProfile = write(async (ctx) => {
  const { version, ...fields } = ctx.payload
  return updateRow(ctx, entityModel(ctx.config, 'user'), ctx.session!.userId, version, fields)
})
