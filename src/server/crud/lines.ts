// Line items of a document (x-lines / x-parent): written with the header in the same
// transaction, read back with it, synced on update (lines with an id are updated, lines
// without one inserted, lines left out deleted). The header's version guards the whole.
import type { HandlerContext } from '../kernel/handler.ts'
import { BizError } from '../kernel/errors.ts'
import { ident } from '../db/schema/naming.ts'
import { entityModel, type EntityModel } from './entity-model.ts'
import { selectColumns } from './select.ts'
import { Params } from './select.ts'
import { dbValue, insertRow, writableEntries } from './rows.ts'

type Line = Record<string, unknown>

function childOf(ctx: HandlerContext, model: EntityModel) {
  const lines = model.lines!
  const child = entityModel(ctx.config, lines.entity)
  return { child, parent: child.byName.get(lines.parentField)! }
}

export async function insertLines(ctx: HandlerContext, model: EntityModel, parentId: number, lines: Line[]) {
  const { child, parent } = childOf(ctx, model)
  for (const line of lines) await insertRow(ctx, child, { ...line, [parent.name]: parentId })
}

export async function readLines(ctx: HandlerContext, model: EntityModel, parentId: number): Promise<Line[]> {
  const { child, parent } = childOf(ctx, model)
  const r = await ctx.tx.query(`SELECT ${selectColumns(child)} FROM ${ident(child.table)} t WHERE t.${ident(parent.column)} = $1 ORDER BY t.id`, [parentId])
  return r.rows
}

export async function syncLines(ctx: HandlerContext, model: EntityModel, parentId: number, lines: Line[]) {
  const { child, parent } = childOf(ctx, model)
  const existing = new Set(
    (await ctx.tx.query<{ id: number }>(`SELECT id FROM ${ident(child.table)} WHERE ${ident(parent.column)} = $1`, [parentId])).rows.map((r) => r.id),
  )
  const kept = new Set<number>()
  for (const line of lines) {
    const id = line.id as number | undefined
    if (!id) {
      await insertRow(ctx, child, { ...line, [parent.name]: parentId })
      continue
    }
    if (!existing.has(id)) throw new BizError('明细行不存在或不属于该单据')
    kept.add(id)
    const p = new Params()
    const sets = writableEntries(child, line)
      .filter(([f]) => f.name !== parent.name)
      .map(([f, v]) => `${ident(f.column)} = ${p.add(dbValue(f, v))}`)
    sets.push('version = version + 1', 'updated_at = now()', `updated_by = ${p.add(ctx.session?.userId ?? null)}`)
    await ctx.tx.query(`UPDATE ${ident(child.table)} SET ${sets.join(', ')} WHERE id = ${p.add(id)}`, p.values)
  }
  const gone = [...existing].filter((id) => !kept.has(id))
  if (gone.length) await ctx.tx.query(`DELETE FROM ${ident(child.table)} WHERE id = ANY($1)`, [gone])
}

export async function deleteLines(ctx: HandlerContext, model: EntityModel, parentIds: number[]) {
  const { child, parent } = childOf(ctx, model)
  await ctx.tx.query(`DELETE FROM ${ident(child.table)} WHERE ${ident(parent.column)} = ANY($1)`, [parentIds])
}

export async function countLines(ctx: HandlerContext, model: EntityModel, parentId: number): Promise<number> {
  const { child, parent } = childOf(ctx, model)
  const r = await ctx.tx.query<{ n: number }>(`SELECT count(*)::int8 AS n FROM ${ident(child.table)} WHERE ${ident(parent.column)} = $1`, [parentId])
  return Number(r.rows[0].n)
}
