// 库存校验 on the stock-total screen: the checks of `npm run verify-stock`, run in the caller's
// tenant transaction (row-level security keeps them to the tenant's own rows).
import { verifyStock } from './verify.ts'
import { read } from '../../kernel/define.ts'

export const verifyTenantStock = read(async (ctx) => {
  const outcomes = await verifyStock(ctx.tx, 5)
  const failed = outcomes.filter((o) => o.broken.length)
  const summary = failed.length
    ? `${failed.length} 项检查未通过：${failed.map((o) => `${o.name}（${o.broken.length >= 5 ? '至少 5' : o.broken.length} 处）`).join('；')}`
    : `${outcomes.length} 项检查全部通过`
  return { passed: !failed.length, summary, checks: outcomes.map((o) => ({ name: o.name, broken: o.broken })) }
})
