// What every document's save checks of what it refers to: the warehouse, customer or owner named
// by id (its name and status, so the refusal can name it), and the SKUs of its lines in one read.
// Each document words its own refusals; refuse() puts the message on the field as well.
import type { Tx } from '../db/types.ts'
import { BizError } from '../kernel/errors.ts'

/** Refuses the save: `text` for the message, `message` on the field (default the same). */
export function refuse(field: string, message: string, text = message): never {
  throw new BizError(text, [{ field, message }])
}

/** A referenced record's name and status; undefined when missing (or another tenant's). */
export async function namedStatus(
  tx: Tx,
  table: 'storage' | 'customer' | 'product_owner' | 'carrier',
  id: number,
): Promise<{ name: string; status: number } | undefined> {
  return (await tx.query<{ name: string; status: number }>(`SELECT name, status FROM ${table} WHERE id = $1`, [id])).rows[0]
}

/** The lines' SKUs by id, with code and status; a SKU not found is missing from the map. */
export async function skuStatuses(tx: Tx, skuIds: number[]): Promise<Map<number, { code: string; status: number }>> {
  const r = await tx.query<{ id: number; code: string; status: number }>(`SELECT id, code, status FROM sku WHERE id = ANY($1::bigint[])`, [
    [...new Set(skuIds)],
  ])
  return new Map(r.rows.map((s) => [Number(s.id), { code: s.code, status: s.status }]))
}
