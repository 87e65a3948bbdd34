// Fee types: the next fee code (FY0001, skipping codes typed by hand), given to an add that
// leaves the code empty; an edit may not clear it.
import type { HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { create, update } from '../../crud/write.ts'
import { nextFreeCode } from '../numbering.ts'
import { read, write } from '../../kernel/define.ts'

async function nextFeeCode(ctx: HandlerContext): Promise<string> {
  const code = await nextFreeCode(ctx.tx, 'FY', async (c) => (await ctx.tx.query(`SELECT 1 FROM fee WHERE code = $1`, [c])).rows.length > 0)
  if (!code) throw new BizError('无法生成费用编码，请手工填写')
  return code
}

/** /v1/fees/no: {code} of the next fee type. */
export const feeNo = read(async (ctx) => ({ code: await nextFeeCode(ctx) }))

/** /v1/fees/add: the generic create, with the next code when none is given. */
export const feeCreate = write(async (ctx) => {
  if (!ctx.payload.code) ctx.payload.code = await nextFeeCode(ctx)
  return create.run(ctx)
})

/** /v1/fees/edit: the generic update; the code may change but not become empty. */
export const feeUpdate = write(async (ctx) => {
  if (Object.hasOwn(ctx.payload, 'code') && !ctx.payload.code) throw new BizError('费用编码不能为空', [{ field: 'code', message: '费用编码不能为空' }])
  return update.run(ctx)
})
