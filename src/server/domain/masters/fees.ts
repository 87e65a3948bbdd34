// Fee types: the next fee code (fee.code's declaration FY{seq:4}, skipping codes typed by hand),
// given by the generic create to an add that leaves the code empty; an edit may not clear it.
import { BizError } from '../../kernel/errors.ts'
import { update } from '../../crud/write.ts'
import { nextDocNo } from '../../crud/numbering.ts'
import { read, write } from '../../kernel/define.ts'

/** /v1/fees/no: {code} of the next fee type. */
export const feeNo = read(async (ctx) => ({ code: await nextDocNo(ctx, 'fee') }))

/** /v1/fees/edit: the generic update; the code may change but not become empty. */
export const feeUpdate = write(async (ctx) => {
  if (Object.hasOwn(ctx.payload, 'code') && !ctx.payload.code) throw new BizError('费用编码不能为空', [{ field: 'code', message: '费用编码不能为空' }])
  return update.run(ctx)
})
