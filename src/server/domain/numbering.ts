// Document numbers (HT202611220001, DK…, FY0001): a per-tenant counter per key in doc_sequence,
// advanced by one INSERT … ON CONFLICT DO UPDATE. The row lock that statement takes makes
// concurrent callers queue, so each gets its own value; a number handed out and not used
// leaves a gap, never a duplicate. Runs inside the caller's tenant transaction (RLS on).
import type { Tx } from '../db/types.ts'
import { formatDateTime } from '../util/format.ts'

/** The next value of a counter, starting at 1. */
export async function nextValue(tx: Tx, key: string): Promise<number> {
  const r = await tx.query<{ v: string | number }>(
    `INSERT INTO doc_sequence (tenant_id, seq_key, last_value) VALUES (app_tenant_id(), $1, 1)
     ON CONFLICT (tenant_id, seq_key) DO UPDATE SET last_value = doc_sequence.last_value + 1, version = doc_sequence.version + 1, updated_at = now()
     RETURNING last_value AS v`,
    [key],
  )
  return Number(r.rows[0].v)
}

/** yyyyMMdd of a moment in the business time zone (a day starts at local midnight). */
export function businessDay(now: Date): string {
  return formatDateTime(now.toISOString()).slice(0, 10).replace(/-/g, '')
}

/** A daily number: prefix + yyyyMMdd + the day's sequence, e.g. HT202611220001. */
export async function nextDailyNo(tx: Tx, prefix: string, now: Date, digits = 4): Promise<string> {
  const day = prefix + businessDay(now)
  return day + String(await nextValue(tx, day)).padStart(digits, '0')
}

/**
 * A running code (FY0001) that also skips values already taken by hand: `taken` says whether a
 * candidate is in use. Gives up after `tries` (a table full of hand-made codes in the way).
 */
export async function nextFreeCode(tx: Tx, prefix: string, taken: (code: string) => Promise<boolean>, digits = 4, tries = 200): Promise<string | null> {
  for (let i = 0; i < tries; i++) {
    const code = prefix + String(await nextValue(tx, prefix)).padStart(digits, '0')
    if (!(await taken(code))) return code
  }
  return null
}
