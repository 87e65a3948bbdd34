// /v1/bank/list: the bank dictionary (CNAPS 行别代码 and names). Its one source is the enum of
// payBank.bankCode, so the pay-bank form, its list labels and this call cannot disagree.
import { DEFAULT_PAGE_SIZE } from '../../crud/payload-schemas.ts'
import { read } from '../../kernel/define.ts'

export const bankList = read(async (ctx) => {
  const field = ctx.config.entities.payBank.properties.bankCode
  const names = field['x-enumNames'] ?? []
  const all = (field.enum ?? []).map((code, i) => ({ code: String(code), name: names[i] ?? String(code) }))
  const kw = (ctx.payload.keyword as string | null | undefined)?.toLowerCase()
  const hits = kw ? all.filter((b) => b.code.includes(kw) || b.name.toLowerCase().includes(kw)) : all
  const pageSize = ctx.payload.pageSize ?? DEFAULT_PAGE_SIZE
  const pageIndex = ctx.payload.pageIndex ?? 1
  return { list: hits.slice((pageIndex - 1) * pageSize, pageIndex * pageSize), total: hits.length, pageIndex, pageSize }
})
