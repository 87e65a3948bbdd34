// /common/enums answers the dictionary (all or the names asked for); /utils/enum/<Name>
// answers one published enum as [{value, name}], the endpoint naming it in options.name.
import { BizError } from '../../kernel/errors.ts'
import { allEnums } from './enum-label.ts'
import { read } from '../../kernel/define.ts'

export const commonEnums = read(async (ctx) => {
  const all = allEnums(ctx.config)
  const names: string[] | undefined = ctx.payload.names
  return names?.length ? Object.fromEntries(names.filter((n) => all[n]).map((n) => [n, all[n]])) : all
})

export const namedEnum = read(async (ctx) => {
  const name = String(ctx.endpoint.options?.name ?? '')
  const options = allEnums(ctx.config)[name]
  if (!options) throw new BizError(`枚举 ${name} 不存在`)
  return options.map((o) => ({ value: o.value, name: o.label, ...(o.color ? { color: o.color } : {}) }))
})
