// Quantities are numeric(18,4) in the database and JS numbers here: compare and round at 4 decimals.
import { BizError } from '../../kernel/errors.ts'

/** available ≥ wanted, for numeric(18,4) values read as JS numbers (no float noise at 4 decimals). */
export const covers = (available: number, wanted: number) => Math.round(available * 10000) >= Math.round(wanted * 10000)

/** A quantity must be positive and finite, with at most 4 decimals (numeric(18,4)). */
export function assertQty(qty: number, what = '数量'): void {
  if (!Number.isFinite(qty) || qty <= 0) throw new BizError(`${what}必须大于 0`)
  if (Math.abs(Math.round(qty * 10000) - qty * 10000) > 1e-6) throw new BizError(`${what}最多 4 位小数`)
}

export const round4 = (n: number) => Math.round(n * 10000) / 10000
