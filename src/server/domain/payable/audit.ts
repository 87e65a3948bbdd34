// /v1/purchase/Financial/Audit {id, version, remark?}: finance confirms a supplier's balance
// (对账). The balance recorded is computed now, under the payable's row lock, as the caller sees
// it; a stale version (someone audited meanwhile) is refused. The payable reads 已对账 until an
// entry arrives after it.
import { BizError } from '../../kernel/errors.ts'
import { NOT_FOUND, STALE } from '../../crud/rows.ts'
import { write } from '../../kernel/define.ts'
import { payableRow, SUMS } from './read.ts'

export const auditPayable = write(async (ctx) => {
  const p = ctx.payload as { id: number; version: number; remark?: string | null }
  const locked = (await ctx.tx.query<{ version: number }>(`SELECT version FROM payable WHERE id = $1 FOR UPDATE`, [p.id])).rows[0]
  if (!locked) throw new BizError(NOT_FOUND)
  if (locked.version !== p.version) throw new BizError(STALE)
  await payableRow(ctx.tx, p.id)
  await ctx.tx.query(
    `UPDATE payable SET audited_at = clock_timestamp(), audited_by = $2, audit_remark = $3, version = version + 1, updated_at = now(), updated_by = $2,
            audited_balance = (SELECT t.balance FROM ${SUMS} t WHERE t.payable_id = $1)
      WHERE id = $1`,
    [p.id, ctx.session?.userId ?? null, p.remark ?? null],
  )
  return payableRow(ctx.tx, p.id)
})
