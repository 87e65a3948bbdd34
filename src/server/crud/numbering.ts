// Document numbers (CK202611220001, FY0001 …) from the entity's declaration (x-generated; grammar:
// src/config/number-pattern.ts). A per-tenant counter per key in doc_sequence, advanced by one
// INSERT … ON CONFLICT DO UPDATE: the row lock that statement takes makes concurrent callers
// queue, so each gets its own value; a number handed out and not used leaves a gap, never a
// duplicate. Runs inside the caller's tenant transaction (RLS on).
import type { Tx } from '../db/types.ts'
import type { HandlerContext } from '../kernel/handler.ts'
import { BizError } from '../kernel/errors.ts'
import { ident } from '../db/schema/naming.ts'
import { counterKey, formatNumber, parseNumberPattern } from '../../config/number-pattern.ts'
import { businessDate } from '../util/format.ts'
import { entityModel, type EntityModel, type FieldModel } from './entity-model.ts'

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
  return businessDate(now).replace(/-/g, '')
}

/**
 * The next number of a pattern on `now`'s business day. `taken` says whether a candidate is in
 * use (typed by hand, imported): it is skipped. Null after `tries` taken ones in a row.
 */
export async function nextNumber(tx: Tx, pattern: string, now: Date, taken?: (no: string) => Promise<boolean>, tries = 200): Promise<string | null> {
  const p = parseNumberPattern(pattern)
  // check-config refuses a bad pattern, so this is a broken deployment, not bad input.
  if ('error' in p) throw new Error(p.error)
  const day = businessDay(now)
  const key = counterKey(p, day)
  for (let i = 0; i < tries; i++) {
    const no = formatNumber(p, day, await nextValue(tx, key))
    if (!taken || !(await taken(no))) return no
  }
  return null
}

/** The next number of a field's declaration; a unique field skips numbers its table already holds. */
export async function nextGenerated(ctx: HandlerContext, model: EntityModel, f: FieldModel): Promise<string> {
  const taken = f.field['x-unique']
    ? async (no: string) => (await ctx.tx.query(`SELECT 1 FROM ${ident(model.table)} WHERE ${ident(f.column)} = $1 LIMIT 1`, [no])).rows.length > 0
    : undefined
  const no = await nextNumber(ctx.tx, f.field['x-generated']!, ctx.deps.clock.now(), taken)
  if (no === null) throw new BizError(`无法生成${f.field.title}，请手工填写`)
  return no
}

/**
 * The next number of an entity (its x-generated field, or the one `field` names), for documents
 * written by hand-made SQL; the generic insert (rows.ts insertRow) numbers by itself.
 */
export async function nextDocNo(ctx: HandlerContext, entity: string, field?: string): Promise<string> {
  const model = entityModel(ctx.config, entity)
  const f = model.fields.find((x) => x.field['x-generated'] && (field === undefined || x.name === field))
  if (!f) throw new Error(`实体 ${entity} 没有编号字段${field ? ` ${field}` : ''}（x-generated）`)
  return nextGenerated(ctx, model, f)
}
