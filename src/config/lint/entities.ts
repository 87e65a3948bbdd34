// Cross-reference checks of entity schemas.

import type { EntityField, EntitySchema } from '../types.ts'
import { join } from '../pointer.ts'
import { hasField } from '../fields.ts'
import type { LintContext } from './context.ts'
import { parseNumberPattern } from '../number-pattern.ts'
import { enumSource } from '../enum-of.ts'

const SNAKE_CASE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/

export function lintEntities(ctx: LintContext): void {
  const tables = new Map<string, string>()
  for (const [id, entity] of Object.entries(ctx.config.entities)) {
    const at = join('/entities', id)
    if (entity.$id !== id) ctx.report(join(at, '$id'), `"$id" 应为 "${id}"（与文件名相同）`)
    lintTable(ctx, at, id, entity, tables)
    lintEntityRefs(ctx, at, id, entity)
    for (const [name, field] of Object.entries(entity.properties)) {
      lintField(ctx, join(at, 'properties', name), id, entity, field)
    }
  }
}

function lintTable(ctx: LintContext, at: string, id: string, e: EntitySchema, tables: Map<string, string>): void {
  const table = e['x-table']
  if (table === undefined) return
  if (!SNAKE_CASE.test(table)) ctx.report(join(at, 'x-table'), `表名 "${table}" 应为 snake_case（小写字母、数字和 _）`)
  const owner = tables.get(table)
  if (owner) ctx.report(join(at, 'x-table'), `表名 "${table}" 已被实体 "${owner}" 使用`)
  else tables.set(table, id)
}

function lintEntityRefs(ctx: LintContext, at: string, id: string, e: EntitySchema): void {
  ;(e.required ?? []).forEach((name, i) => {
    if (!Object.hasOwn(e.properties, name)) ctx.report(join(at, 'required', i), `必填字段 "${name}" 不在 properties 中`)
  })
  const label = e['x-label']
  if (label !== undefined && !hasField(e, label)) ctx.needProperty(join(at, 'x-label'), id, e, label)
  const sort = e['x-defaultSort']
  if (sort && !hasField(e, sort.field)) ctx.needProperty(join(at, 'x-defaultSort', 'field'), id, e, sort.field)
  if (e['x-lines'] !== undefined) ctx.needEntity(join(at, 'x-lines'), e['x-lines'])
  if (e['x-parent'] !== undefined) ctx.needProperty(join(at, 'x-parent'), id, e, e['x-parent'])
  if (e['x-workflow'] !== undefined) ctx.needWorkflow(join(at, 'x-workflow'), e['x-workflow'])
}

function lintField(ctx: LintContext, at: string, id: string, e: EntitySchema, f: EntityField): void {
  lintAtLeast(ctx, at, e, f)
  const enumOf = f['x-enumOf']
  if (enumOf !== undefined && !enumSource(ctx.config.entities, enumOf)) {
    ctx.report(join(at, 'x-enumOf'), `"x-enumOf" 应写作 实体.字段，所指字段要有自己的 enum："${enumOf}" 不是这样的字段`)
  }
  for (const key of ['x-enumNames', 'x-enumColors'] as const) {
    const list = f[key]
    if (!list) continue
    if (!f.enum) ctx.report(join(at, key), `"${key}" 需要 enum`)
    else if (list.length !== f.enum.length) {
      ctx.report(join(at, key), `"${key}" 有 ${list.length} 项，enum 有 ${f.enum.length} 项`)
    }
  }
  const ref = f['x-ref']
  if (ref !== undefined) {
    const target = ctx.needTable(join(at, 'x-ref'), ref)
    // Lists add `<name>Name` from the referenced entity's label field: it must exist.
    const label = target?.['x-label'] ?? 'name'
    if (target && !target['x-label'] && !hasField(target, label)) {
      ctx.report(join(at, 'x-ref'), `实体 "${ref}" 没有 "name" 字段，请用 x-label 指定标签字段`)
    }
  }
  if (f['x-generated'] !== undefined) lintGenerated(ctx, join(at, 'x-generated'), f)
  const unique = f['x-unique']
  if (Array.isArray(unique)) {
    unique.forEach((name, i) => {
      if (!hasField(e, name)) ctx.needProperty(join(at, 'x-unique', i), id, e, name)
    })
  }
}

/** A numbering pattern (src/config/number-pattern.ts) that parses, on a text field long enough for it. */
function lintGenerated(ctx: LintContext, at: string, f: EntityField): void {
  const p = parseNumberPattern(f['x-generated']!)
  if ('error' in p) return ctx.report(at, p.error)
  if (f.type !== 'string') ctx.report(at, '编号字段的 type 应为 string')
  else if (f.maxLength !== undefined && p.length > f.maxLength) ctx.report(at, `编号最长 ${p.length} 个字符，超过字段的 maxLength ${f.maxLength}`)
}

const comparable = (f: EntityField) =>
  f.type === 'number' || f.type === 'integer' ? 'number' : f.type === 'string' && f.format?.startsWith('date') ? 'date' : null

/** x-atLeast names a sibling of the same kind (numbers with numbers, dates with dates). */
function lintAtLeast(ctx: LintContext, at: string, e: EntitySchema, f: EntityField): void {
  const other = f['x-atLeast']
  if (other === undefined) return
  const o = e.properties[other]
  if (!o) return ctx.report(join(at, 'x-atLeast'), `"x-atLeast" 所指字段 "${other}" 不在 properties 中`)
  const kind = comparable(f)
  if (!kind || kind !== comparable(o)) ctx.report(join(at, 'x-atLeast'), `"x-atLeast" 只能比较数字与数字、日期与日期："${other}" 与本字段不可比较`)
}
