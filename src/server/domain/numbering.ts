// The counters under document numbers live in crud/numbering.ts, where the generic insert numbers
// a document from its entity's x-generated declaration. Documents use that declaration
// (nextDocNo, or insertRow by itself); what is here serves a counter with no entity behind it.
import type { Tx } from '../db/types.ts'
import { nextNumber } from '../crud/numbering.ts'

export { businessDay, nextValue } from '../crud/numbering.ts'

/** A daily number with no declaration behind it: prefix + yyyyMMdd + the day's sequence. */
export async function nextDailyNo(tx: Tx, prefix: string, now: Date, digits = 4): Promise<string> {
  return (await nextNumber(tx, `${prefix}{yyyyMMdd}{seq:${digits}}`, now))!
}
