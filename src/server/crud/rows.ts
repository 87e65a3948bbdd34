// Row writes of an entity: insert (one or many), update with the version read. Used by the
// generic operations (write.ts, lines.ts) and by domain code that saves documents its own way.
import type { HandlerContext } from '../kernel/handler.ts'
import { BizError } from '../kernel/errors.ts'
import { ident } from '../db/schema/naming.ts'
import type { EntityModel, FieldModel } from './entity-model.ts'
import { Params } from './select.ts'
import { nextGenerated } from './numbering.ts'

export const NOT_FOUND = '记录不存在或已被删除'
export const STALE = '数据已被他人修改，请刷新后重试'

/** jsonb columns get JSON text; everything else goes as is. */
export function dbValue(f: FieldModel, v: unknown): unknown {
  if (v !== null && v !== undefined && (f.field.type === 'object' || f.field.type === 'array')) return JSON.stringify(v)
  return v
}

export function writableEntries(model: EntityModel, payload: Record<string, unknown>): [FieldModel, unknown][] {
  return model.writable.filter((f) => Object.prototype.hasOwnProperty.call(payload, f.name)).map((f) => [f, payload[f.name]])
}

/** A value a numbered field is given rather than generated. */
const given = (v: unknown) => v !== undefined && v !== null && v !== ''

/**
 * One row; every numbered field (x-generated) the values do not carry gets the next number of
 * its declaration. Clients cannot carry one unless the field is writable: their payloads lose
 * read-only keys first (payload-schemas.ts dropDerivedKeys).
 */
export async function insertRow(ctx: HandlerContext, model: EntityModel, values: Record<string, unknown>): Promise<number> {
  const p = new Params()
  const cols: string[] = []
  const vals: string[] = []
  if (model.scope === 'tenant') {
    cols.push('tenant_id')
    vals.push('app_tenant_id()')
  }
  const numbered = new Set(model.generated)
  for (const [f, v] of writableEntries(model, values)) {
    if (numbered.has(f) && !given(v)) continue
    numbered.delete(f)
    cols.push(ident(f.column))
    vals.push(p.add(dbValue(f, v)))
  }
  for (const f of numbered) {
    cols.push(ident(f.column))
    vals.push(p.add(given(values[f.name]) ? values[f.name] : await nextGenerated(ctx, model, f)))
  }
  const user = ctx.session?.userId ?? null
  cols.push('created_by', 'updated_by')
  const u = p.add(user)
  vals.push(u, u)
  const sql = `INSERT INTO ${ident(model.table)} (${cols.join(', ')}) VALUES (${vals.join(', ')}) RETURNING id`
  return (await ctx.tx.query<{ id: number }>(sql, p.values)).rows[0].id
}

/** A form never shows a stored secret, so one sent back empty means "keep it". */
const keepsSecret = ([f, v]: [FieldModel, unknown]) => !!f.field['x-secret'] && (v === null || v === undefined || v === '')

/**
 * Many rows in one statement per chunk (imports): the columns any row sets, DEFAULT where a row
 * leaves one out. Ids come back in the order of the rows (VALUES are inserted in order).
 */
export async function insertRows(ctx: HandlerContext, model: EntityModel, rows: Record<string, unknown>[], chunk = 500): Promise<number[]> {
  const fields = model.writable.filter((f) => rows.some((r) => Object.prototype.hasOwnProperty.call(r, f.name)))
  const cols = [...(model.scope === 'tenant' ? ['tenant_id'] : []), ...fields.map((f) => ident(f.column)), 'created_by', 'updated_by']
  const ids: number[] = []
  for (let i = 0; i < rows.length; i += chunk) {
    const p = new Params()
    const user = p.add(ctx.session?.userId ?? null)
    const tuples = rows.slice(i, i + chunk).map((r) => {
      const vals = fields.map((f) => (Object.prototype.hasOwnProperty.call(r, f.name) ? p.add(dbValue(f, r[f.name])) : 'DEFAULT'))
      return `(${[...(model.scope === 'tenant' ? ['app_tenant_id()'] : []), ...vals, user, user].join(', ')})`
    })
    const r = await ctx.tx.query<{ id: number }>(`INSERT INTO ${ident(model.table)} (${cols.join(', ')}) VALUES ${tuples.join(', ')} RETURNING id`, p.values)
    ids.push(...r.rows.map((x) => x.id))
  }
  return ids
}

export async function updateRow(ctx: HandlerContext, model: EntityModel, id: number, version: number, values: Record<string, unknown>) {
  const p = new Params()
  const sets = writableEntries(model, values)
    .filter((e) => !keepsSecret(e))
    .map(([f, v]) => `${ident(f.column)} = ${p.add(dbValue(f, v))}`)
  sets.push('version = version + 1', 'updated_at = now()', `updated_by = ${p.add(ctx.session?.userId ?? null)}`)
  const sql = `UPDATE ${ident(model.table)} SET ${sets.join(', ')} WHERE id = ${p.add(id)} AND version = ${p.add(version)} RETURNING id, version`
  const r = await ctx.tx.query<{ id: number; version: number }>(sql, p.values)
  if (r.rows[0]) return r.rows[0]
  const exists = await ctx.tx.query(`SELECT 1 FROM ${ident(model.table)} WHERE id = $1`, [id])
  throw new BizError(exists.rows.length ? STALE : NOT_FOUND)
}

/**
 * Locks the records about to be removed, refusing (as for a missing one) when any is not
 * visible: another tenant's, or outside the user's warehouses and owners. Children without a
 * data scope of their own (lines, SKUs) are only touched once their parent passed this check.
 */
export async function lockVisible(ctx: HandlerContext, model: EntityModel, ids: number[]): Promise<void> {
  const r = await ctx.tx.query(`SELECT id FROM ${ident(model.table)} WHERE id = ANY($1) FOR UPDATE`, [ids])
  if (r.rows.length !== new Set(ids).size) throw new BizError(NOT_FOUND)
}
