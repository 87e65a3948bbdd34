// SELECT lists and WHERE clauses built from an entity model. Identifiers come from the
// validated config; every value is a parameter.
import { ident } from '../db/schema/naming.ts'
import { IMPLICIT, type EntityModel, type FilterOp } from './entity-model.ts'
import type { EntityField } from '../../config/types.ts'

export function selectColumns(m: EntityModel, alias = 't'): string {
  const cols: string[] = []
  for (const [key, i] of Object.entries(IMPLICIT)) cols.push(`${alias}.${ident(i.column)} AS ${ident2(key)}`)
  for (const f of m.fields) if (!f.field['x-secret']) cols.push(`${alias}.${ident(f.column)} AS ${ident2(f.name)}`)
  for (const r of m.refs) {
    const tenant = r.sameTenant ? ` AND r.tenant_id = ${alias}.tenant_id` : ''
    cols.push(`(SELECT r.${ident(r.labelColumn)} FROM ${ident(r.table)} r WHERE r.id = ${alias}.${ident(r.column)}${tenant}) AS ${ident2(r.key)}`)
  }
  if (m.scope === 'tenant') {
    for (const [key, col] of [
      ['createdByName', 'created_by'],
      ['updatedByName', 'updated_by'],
    ])
      cols.push(`(SELECT u.real_name FROM sys_user u WHERE u.tenant_id = ${alias}.tenant_id AND u.id = ${alias}.${col}) AS ${ident2(key)}`)
  }
  return cols.join(', ')
}

/** camelCase output aliases. */
export function ident2(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`不安全的字段名: ${name}`)
  return `"${name}"`
}

export class Params {
  readonly values: unknown[] = []
  add(v: unknown): string {
    this.values.push(v)
    return `$${this.values.length}`
  }
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => '\\' + c)
/** A value as an ILIKE pattern that matches it anywhere, its own % _ \\ taken literally. */
export const likePattern = (s: unknown) => '%' + escapeLike(String(s)) + '%'
const isDateOnly = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)
const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)

/** One filter condition, or null when the value means "no filter". */
export function filterCondition(column: string, op: FilterOp, field: EntityField, value: unknown, p: Params, alias = 't'): string | null {
  if (empty(value)) return null
  const col = `${alias}.${ident(column)}`
  if (op === 'like') return `${col}::text ILIKE ${p.add(likePattern(value))}`
  if (op === 'between') {
    const [from, to] = value as unknown[]
    const parts: string[] = []
    if (!empty(from)) parts.push(`${col} >= ${p.add(from)}`)
    if (!empty(to)) {
      // A date-only upper bound on a timestamp column includes that whole day.
      if (isDateOnly(to) && field.format === 'date-time') parts.push(`${col} < (${p.add(to)}::date + 1)`)
      else parts.push(`${col} <= ${p.add(to)}`)
    }
    return parts.length ? parts.join(' AND ') : null
  }
  if (Array.isArray(value)) return `${col} = ANY(${p.add(value)})`
  return `${col} = ${p.add(value)}`
}
