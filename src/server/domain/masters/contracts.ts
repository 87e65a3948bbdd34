// Contract templates: the next contract number, and a save that checks the term and numbers a
// template left without one.
import { BizError } from '../../kernel/errors.ts'
import { nextDocNo } from '../../crud/numbering.ts'
import { isAdd, saveRecord } from './save.ts'
import { read, write } from '../../kernel/define.ts'

/** /v1/Contract/GetContractNo: a fresh number (contractNo's declaration); never handed out twice. */
export const contractNo = read(async (ctx) => ({ contractNo: await nextDocNo(ctx, 'contractTemplate') }))

/** /v1/Contract/AddOrUpdateContract: the term must not end before it starts; a new template without a number gets the next one (by the insert). */
export const contractSave = write(async (ctx) => {
  const p = ctx.payload as { startDate?: string | null; endDate?: string | null; signDate?: string | null; contractNo?: string | null }
  if (p.startDate && p.endDate && p.endDate < p.startDate)
    throw new BizError('到期日期不能早于生效日期', [{ field: 'endDate', message: '到期日期不能早于生效日期' }])
  if (!isAdd(ctx) && Object.hasOwn(p, 'contractNo') && !p.contractNo)
    throw new BizError('合同编号不能为空', [{ field: 'contractNo', message: '合同编号不能为空' }])
  return saveRecord(ctx)
})
